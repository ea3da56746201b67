import type { FastifyInstance } from 'fastify';
import * as c from '@contract/village';
import { route } from '../../http/route';
import * as villages from './village.service';
import * as corrections from './village-corrections.service';
import * as articles from './village-articles.service';
import * as admins from './village-admins.service';

export function villageRoutes(app: FastifyInstance): void {
  route(app, c.villageSave, (p, ctx) => villages.save(ctx, p));
  route(app, c.villageDetail, (p, ctx) => villages.detail(ctx, p));
  route(app, c.villageMy, (p, ctx) => villages.my(ctx, p));
  route(app, c.villageList, (p, ctx) => villages.list(ctx, p));
  route(app, c.villageClanList, (p, ctx) => villages.clanList(ctx, p));
  route(app, c.villageProjectList, (p, ctx) => villages.projectList(ctx, p));
  route(app, c.villageMemberList, (p, ctx) => villages.memberList(ctx, p));
  route(app, c.villageHistory, (p, ctx) => villages.history(ctx, p));
  route(app, c.villageLogRevert, (p, ctx) => villages.revert(ctx, p));
  route(app, c.villageCorrectionSave, (p, ctx) => corrections.save(ctx, p));
  route(app, c.villageCorrectionMy, (p, ctx) => corrections.my(ctx, p));
  route(app, c.villageCorrectionDetail, (p, ctx) => corrections.detail(ctx, p));
  route(app, c.villageCorrectionList, (p, ctx) => corrections.list(ctx, p));
  route(app, c.villageCorrectionAccept, (p, ctx) => corrections.accept(ctx, p));
  route(app, c.villageCorrectionReject, (p, ctx) => corrections.reject(ctx, p));
  route(app, c.villageArticleList, (p, ctx) => articles.list(ctx, p));
  route(app, c.villageArticleDetail, (p, ctx) => articles.detail(ctx, p));
  route(app, c.villageArticleSave, (p, ctx) => articles.save(ctx, p));
  route(app, c.villageArticleDelete, (p, ctx) => articles.remove(ctx, p));
  route(app, c.villageAdminAdd, (p, ctx) => admins.addAdmin(ctx, p));
  route(app, c.villageAdminRemove, (p, ctx) => admins.removeAdmin(ctx, p));
  route(app, c.villageClanMine, (p, ctx) => admins.clanMine(ctx, p));
  route(app, c.villageClanLink, (p, ctx) => admins.clanLink(ctx, p));
  route(app, c.villageClanUnlink, (p, ctx) => admins.clanUnlink(ctx, p));
}
