import type { FastifyInstance } from 'fastify';
import * as c from '@contract/clan-members';
import * as cc from '@contract/clans';
import * as e from '@contract/elite';
import * as r from '@contract/reviews';
import { route } from '../../http/route';
import * as svc from './clan-members.service';
import * as edit from './clan-members-edit.service';
import * as family from './clan-members-family.service';
import * as preview from './clan-members-preview.service';
import * as lists from './clan-members-lists.service';
import * as elite from './clan-members-elite.service';
import * as log from './clan-members-log.service';
import { treePackRoute } from './clan-members.pack';
import './clan-members-reads.service'; // registers what goes with a deleted clan or project

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
  route(app, c.saveChildV2, (p, ctx) => edit.saveChildV2(ctx, p));
  route(app, c.editData, (p, ctx) => edit.editData(ctx, p));
  route(app, c.familyV2, (p, ctx) => family.familyV2(ctx, p));
  route(app, c.familyV3, (p, ctx) => family.familyV3(ctx, p));
  route(app, c.mainWife, (p, ctx) => edit.mainWife(ctx, p));
  route(app, c.linkMother, (p, ctx) => edit.linkMother(ctx, p));
  route(app, c.photoUpdate, (p, ctx) => edit.photoUpdate(ctx, p));
  route(app, c.changePhotoV2, (p, ctx) => edit.changePhotoV2(ctx, p));
  route(app, c.previewList, (p, ctx) => preview.previewList(ctx, p));
  route(app, c.previewListV2, (p, ctx) => preview.previewListV2(ctx, p));
  route(app, c.listVillage, (p, ctx) => lists.listVillage(ctx, p));
  route(app, c.listElite, (p, ctx) => lists.listElite(ctx, p));
  route(app, c.favorite, (p, ctx) => lists.favorite(ctx, p));
  route(app, c.favoriteMy, (p, ctx) => lists.favoriteMy(ctx, p));
  route(app, cc.memberFavorite, (p, ctx) => lists.memberFavorite(ctx, p));
  // 名人 types (contract/elite.ts) and the operation log (contract/reviews.ts logList, logRevert) of members.
  route(app, e.list, (p, ctx) => elite.list(ctx, p));
  route(app, e.set, (p, ctx) => elite.set(ctx, p));
  route(app, e.batchSet, (p, ctx) => elite.batchSet(ctx, p));
  route(app, r.logList, (p, ctx) => log.list(ctx, p));
  route(app, r.logRevert, (p, ctx) => log.revert(ctx, p));
  treePackRoute(app);
}
