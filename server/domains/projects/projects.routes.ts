import type { FastifyInstance } from 'fastify';
import * as c from '@contract/projects';
import { route } from '../../http/route';
import * as svc from './projects.service';

export function projectsRoutes(app: FastifyInstance): void {
  route(app, c.groups, (_p, ctx) => svc.groups(ctx));
  route(app, c.listAll, (p, ctx) => svc.listAll(ctx, p));
  route(app, c.historyList, (p, ctx) => svc.historyList(ctx, p));
  route(app, c.get, (p, ctx) => svc.get(ctx, p));
  route(app, c.detail, (p, ctx) => svc.detail(ctx, p));
  route(app, c.addOrEdit, (p, ctx) => svc.addOrEdit(ctx, p));
  route(app, c.remove, (p, ctx) => svc.remove(ctx, p));
  route(app, c.verifyPassword, (p, ctx) => svc.verifyPassword(ctx, p));
  route(app, c.auth, (p, ctx) => svc.auth(ctx, p));
  route(app, c.authV2, (p, ctx) => svc.auth(ctx, p));
  route(app, c.favorite, (p, ctx) => svc.favorite(ctx, p));
  route(app, c.addHistory, (p, ctx) => svc.addHistory(ctx, p));
}
