import type { FastifyInstance } from 'fastify';
import * as c from '@contract/clans';
import { route } from '../../http/route';
import * as svc from './clans.service';
import * as lists from './clans.lists';
import * as more from './clans.more';
import * as branches from './clans.branches';

export function clansRoutes(app: FastifyInstance): void {
  route(app, c.save, (p, ctx) => svc.save(ctx, p));
  route(app, c.detail, (p, ctx) => svc.detail(ctx, p));
  route(app, c.branchSave, (p, ctx) => branches.branchSave(ctx, p));
  route(app, c.branchDelete, (p, ctx) => branches.branchDelete(ctx, p));
  route(app, c.list, (p, ctx) => svc.list(ctx, p));
  route(app, c.listExample, (_p, ctx) => svc.listExample(ctx));
  route(app, c.generationList, (p, ctx) => svc.generationList(ctx, p));
  route(app, c.configSave, (p, ctx) => more.configSave(ctx, p));
  route(app, c.config, (p, ctx) => more.config(ctx, p));
  route(app, c.area, (p, ctx) => more.area(ctx, p));
  route(app, c.remove, (p, ctx) => more.remove(ctx, p));
  route(app, c.replyAdd, (p, ctx) => more.replyAdd(ctx, p));
  route(app, c.replyList, (p, ctx) => more.replyList(ctx, p));
  route(app, c.listMy, (p, ctx) => lists.listMy(ctx, p));
  route(app, c.listCollect, (p, ctx) => lists.listCollect(ctx, p));
  route(app, c.listRecommend, (p, ctx) => lists.listRecommend(ctx, p));
  route(app, c.listAll, (p, ctx) => lists.listAll(ctx, p));
  route(app, c.listReward, (p, ctx) => lists.listReward(ctx, p));
  route(app, c.listFavorite, (p, ctx) => lists.listFavorite(ctx, p));
  route(app, c.favoriteSave, (p, ctx) => lists.favoriteSave(ctx, p));
  route(app, c.historyList, (p, ctx) => lists.historyList(ctx, p));
  route(app, c.historySave, (p, ctx) => lists.historySave(ctx, p));
  route(app, c.ticketCheck, (p, ctx) => more.ticketCheck(ctx, p));
  route(app, c.ticketGuest, (p, ctx) => more.ticketGuest(ctx, p));
  route(app, c.countWeek, (p, ctx) => more.countWeek(ctx, p));
  route(app, c.prefaceChapters, (p, ctx) => more.prefaceChapters(ctx, p));
  route(app, c.info, (p, ctx) => more.info(ctx, p));
  route(app, c.memberFavorite, (p, ctx) => more.memberFavorite(ctx, p));
  route(app, c.circleMemberList, (p, ctx) => more.circleMemberList(ctx, p));
}
