import type { FastifyInstance } from 'fastify';
import './order-centre'; // registers membership orders with the order centre
import * as c from '@contract/vip';
import { route } from '../../http/route';
import * as plans from './vip-plans.service';
import * as editions from './editions.service';
import * as avatars from './avatars.service';

export function vipRoutes(app: FastifyInstance): void {
  route(app, c.vipMy, (_p, ctx) => plans.my(ctx));
  route(app, c.vipLogList, (p, ctx) => plans.logList(ctx, p));
  route(app, c.vipPlans, () => plans.plans());
  route(app, c.vipSurplus, (_p, ctx) => plans.surplus(ctx));
  route(app, c.vipPayment, (p, ctx) => plans.payment(ctx, p));
  route(app, c.vipConfirm, (p, ctx) => plans.confirm(ctx, p));
  route(app, c.editionPrice, (p, ctx) => editions.price(ctx, p));
  route(app, c.editionPayment, (p, ctx) => editions.payment(ctx, p));
  route(app, c.editionStatus, (p, ctx) => editions.status(ctx, p));
  route(app, c.editionConfirm, (p, ctx) => editions.confirm(ctx, p));
  route(app, c.editionExchange, (p, ctx) => editions.exchange(ctx, p));
  route(app, c.editionLog, (p, ctx) => editions.log(ctx, p));
  route(app, c.avatarList, (_p, ctx) => avatars.list(ctx, 'avatar'));
  route(app, c.avatarDressUp, (p, ctx) => avatars.dressUp(ctx, 'avatar', p.x));
  route(app, c.avatarDressDown, (_p, ctx) => avatars.dressDown(ctx, 'avatar'));
  route(app, c.avatarCreateOrder, (p, ctx) => avatars.createOrder(ctx, 'avatar', p));
  route(app, c.avatarConfirmOrder, (p, ctx) => avatars.confirm(ctx, 'avatar', p));
  route(app, c.avatarUpdate, (p, ctx) => avatars.dressUp(ctx, 'avatar', p.itemId));
  route(app, c.frameList, (_p, ctx) => avatars.list(ctx, 'frame'));
  route(app, c.frameDressUp, (p, ctx) => avatars.dressUp(ctx, 'frame', p.id));
  route(app, c.frameDressDown, (_p, ctx) => avatars.dressDown(ctx, 'frame'));
  route(app, c.frameCreateOrder, (p, ctx) => avatars.createOrder(ctx, 'frame', p));
  route(app, c.frameConfirmOrder, (p, ctx) => avatars.confirm(ctx, 'frame', p));
  route(app, c.opsEditionCodes, (p, ctx) => editions.opsCodes(ctx, p));
  route(app, c.opsEditionCodesCreate, (p, ctx) => editions.opsCreateCodes(ctx, p));
  route(app, c.dressOfUsers, async (p, ctx) => {
    const m = await avatars.dressOf(ctx.db, p.userIds);
    return { list: [...m.entries()].map(([userId, d]) => ({ userId, ...d })) };
  });
}
