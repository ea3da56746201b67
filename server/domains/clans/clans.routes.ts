import type { FastifyInstance } from 'fastify';
import * as c from '@contract/clans';
import { route } from '../../http/route';
import * as svc from './clans.service';

export function clansRoutes(app: FastifyInstance): void {
  route(app, c.save, (p, ctx) => svc.save(ctx, p));
  route(app, c.detail, (p, ctx) => svc.detail(ctx, p));
  route(app, c.list, (p, ctx) => svc.list(ctx, p));
  route(app, c.listExample, (_p, ctx) => svc.listExample(ctx));
  route(app, c.generationList, (p, ctx) => svc.generationList(ctx, p));
}
