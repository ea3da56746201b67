import type { FastifyInstance } from 'fastify';
import * as c from '@contract/named';
import { route } from '../../http/route';
import * as svc from './named.service';

export function namedRoutes(app: FastifyInstance): void {
  route(app, c.message, () => svc.message());
  route(app, c.score, (p, ctx) => svc.score(ctx, p));
  route(app, c.create, (p, ctx) => svc.create(ctx, p));
  route(app, c.details, (p, ctx) => svc.details(ctx, p));
  route(app, c.logs, (p, ctx) => svc.logs(ctx, p));
  route(app, c.remove, (p, ctx) => svc.remove(ctx, p));
  route(app, c.createOrder, (p, ctx) => svc.createOrder(ctx, p));
  route(app, c.cityList, (p) => svc.cityList(p));
}
