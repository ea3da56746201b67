import type { FastifyInstance } from 'fastify';
import * as c from '@contract/payments';
import { route } from '../../http/route';
import * as payments from './payments.service';
import * as charge from './charge.service';

export function paymentsRoutes(app: FastifyInstance): void {
  route(app, c.paymentUndone, (p, ctx) => payments.undone(ctx, p));
  route(app, c.paymentConfirm, (p, ctx) => payments.confirm(ctx, p));
  route(app, c.sandboxGet, (p, ctx) => payments.sandboxGet(ctx, p));
  route(app, c.sandboxPay, (p, ctx) => payments.sandboxPay(ctx, p));
  route(app, c.chargeList, () => charge.chargeList());
  route(app, c.chargePayment, (p, ctx) => charge.chargePayment(ctx, p));
  route(app, c.chargeConfirm, (p, ctx) => charge.chargeConfirm(ctx, p));
  route(app, c.clanBalanceLog, (p, ctx) => charge.balanceLog(ctx, p));
  route(app, c.clanBalanceGet, (_p, ctx) => charge.balanceGet(ctx));
}
