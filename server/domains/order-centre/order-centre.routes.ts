import type { FastifyInstance } from 'fastify';
import * as c from '@contract/order-centre';
import { route } from '../../http/route';
import * as svc from './order-centre.service';

export function orderCentreRoutes(app: FastifyInstance): void {
  route(app, c.centreList, (p, ctx) => svc.list(ctx, p));
  route(app, c.centreCounts, (_p, ctx) => svc.counts(ctx));
  route(app, c.centreGet, (p, ctx) => svc.get(ctx, p));
  route(app, c.centrePaymentCheck, (p, ctx) => svc.paymentCheck(ctx, p));
  route(app, c.centrePaymentConfirm, (p, ctx) => svc.paymentConfirm(ctx, p));
  route(app, c.centreRepay, (p, ctx) => svc.repay(ctx, p));
  route(app, c.centreReceipt, (p, ctx) => svc.receipt(ctx, p));
  route(app, c.centreCancel, (p, ctx) => svc.cancel(ctx, p));
  route(app, c.centreDelete, (p, ctx) => svc.remove(ctx, p));
}
