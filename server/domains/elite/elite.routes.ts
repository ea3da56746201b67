import type { FastifyInstance } from 'fastify';
import * as c from '@contract/elite';
import { route } from '../../http/route';
import * as svc from './elite.service';

export function eliteRoutes(app: FastifyInstance): void {
  route(app, c.list, (p, ctx) => svc.list(ctx, p));
  route(app, c.set, (p, ctx) => svc.set(ctx, p));
  route(app, c.batchSet, (p, ctx) => svc.batchSet(ctx, p));
}
