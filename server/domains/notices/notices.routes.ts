import type { FastifyInstance } from 'fastify';
import * as c from '@contract/notices';
import { route } from '../../http/route';
import * as svc from './notices.service';

export function noticesRoutes(app: FastifyInstance): void {
  route(app, c.noticeList, (p, ctx) => svc.noticeList(ctx, p));
  route(app, c.noticeSave, (p, ctx) => svc.noticeSave(ctx, p));
  route(app, c.noticeDelete, (p, ctx) => svc.noticeDelete(ctx, p));
}
