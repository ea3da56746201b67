import type { FastifyInstance } from 'fastify';
import * as c from '@contract/clan-members';
import { route } from '../../http/route';
import * as svc from './clan-members.service';
import * as more from './clan-members.more';
import * as lists from './clan-members.lists';
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
  route(app, c.saveChildV2, (p, ctx) => more.saveChildV2(ctx, p));
  route(app, c.editData, (p, ctx) => more.editData(ctx, p));
  route(app, c.familyV2, (p, ctx) => more.familyV2(ctx, p));
  route(app, c.familyV3, (p, ctx) => more.familyV3(ctx, p));
  route(app, c.mainWife, (p, ctx) => more.mainWife(ctx, p));
  route(app, c.photoUpdate, (p, ctx) => more.photoUpdate(ctx, p));
  route(app, c.changePhotoV2, (p, ctx) => more.changePhotoV2(ctx, p));
  route(app, c.previewList, (p, ctx) => more.previewList(ctx, p));
  route(app, c.previewListV2, (p, ctx) => more.previewListV2(ctx, p));
  route(app, c.listVillage, (p, ctx) => lists.listVillage(ctx, p));
  route(app, c.listElite, (p, ctx) => lists.listElite(ctx, p));
  route(app, c.favorite, (p, ctx) => lists.favorite(ctx, p));
  route(app, c.favoriteMy, (p, ctx) => lists.favoriteMy(ctx, p));
  treePackRoute(app);
}
