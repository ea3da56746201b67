import type { FastifyInstance } from 'fastify';
import * as c from '@contract/reviews';
import { route } from '../../http/route';
import * as corrections from './corrections.service';
import * as binds from './binds.service';

export function reviewsRoutes(app: FastifyInstance): void {
  route(app, c.correctionSave, (p, ctx) => corrections.saveCorrection(ctx, p));
  route(app, c.correctionGet, (p, ctx) => corrections.getCorrection(ctx, p));
  route(app, c.correctionList, (p, ctx) => corrections.list(ctx, p));
  route(app, c.correctionMessage, (p, ctx) => corrections.message(ctx, p));
  route(app, c.correctionDetail, (p, ctx) => corrections.detail(ctx, p));
  route(app, c.correctionAccept, (p, ctx) => corrections.accept(ctx, p));
  route(app, c.correctionReject, (p, ctx) => corrections.reject(ctx, p));
  route(app, c.correctionDelay, (p, ctx) => corrections.delay(ctx, p));
  route(app, c.correctionCheck, (p, ctx) => corrections.check(ctx, p));
  route(app, c.bindRequest, (p, ctx) => binds.request(ctx, p));
  route(app, c.bindPhoneInfo, (p, ctx) => binds.phoneInfo(ctx, p));
  route(app, c.bindInvite, (p, ctx) => binds.invite(ctx, p));
  route(app, c.bindAccept, (p, ctx) => binds.accept(ctx, p));
  route(app, c.bindReject, (p, ctx) => binds.reject(ctx, p));
  route(app, c.projectBindList, (p, ctx) => binds.list(ctx, p));
  route(app, c.projectBindAdd, (p, ctx) => binds.add(ctx, p));
  route(app, c.projectBindExamine, (p, ctx) => binds.examine(ctx, p));
  route(app, c.projectBindBind, (p, ctx) => binds.bindSelf(ctx, p));
  route(app, c.projectBindRelative, (p, ctx) => binds.relative(ctx, p));
}
