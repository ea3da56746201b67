import type { FastifyInstance } from 'fastify';
import * as c from '@contract/coupons';
import { route } from '../../http/route';
import * as svc from './coupons.service';

export function couponsRoutes(app: FastifyInstance): void {
  route(app, c.couponList, (p, ctx) => svc.list(ctx, p));
  route(app, c.couponGet, (p, ctx) => svc.usableFor(ctx, p));
  route(app, c.couponProduct, (p, ctx) => svc.forProduct(ctx, p));
  route(app, c.couponIssueList, (p, ctx) => svc.issueList(ctx, p));
  route(app, c.couponIssueWx, (p, ctx) => svc.issueGet(ctx, p));
  route(app, c.couponReceive, (p, ctx) => svc.receive(ctx, p));
  route(app, c.opsCouponList, (p, ctx) => svc.opsList(ctx, p));
  route(app, c.opsCouponSave, (p, ctx) => svc.opsSave(ctx, p));
}
