import type { FastifyInstance } from 'fastify';
import * as c from '@contract/clan-members';
import { route } from '../../http/route';
import * as svc from './clan-members.service';
import { treePackRoute } from './clan-members.pack';

export function clanMembersRoutes(app: FastifyInstance): void {
  route(app, c.save, (p, ctx) => svc.save(ctx, p));
  route(app, c.add, (p, ctx) => svc.save(ctx, p, true));
  route(app, c.get, (p, ctx) => svc.get(ctx, p));
  route(app, c.detail, (p, ctx) => svc.detail(ctx, p));
  route(app, c.remove, (p, ctx) => svc.remove(ctx, p));
  route(app, c.childRanking, (p, ctx) => svc.childRanking(ctx, p));
  route(app, c.wifeRanking, (p, ctx) => svc.wifeRanking(ctx, p));
  route(app, c.search, (p, ctx) => svc.search(ctx, p));
  route(app, c.treeSearch, (p, ctx) => svc.search(ctx, p));
  route(app, c.tree, (p, ctx) => svc.tree(ctx, p));
  route(app, c.listGeneration, (p, ctx) => svc.listGeneration(ctx, p));
  treePackRoute(app);
}
