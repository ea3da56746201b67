import type { FastifyInstance } from 'fastify';
import * as c from '@contract/clans';
import * as pc from '@contract/projects';
import { route } from '../../http/route';
import * as svc from './clans.service';
import * as lists from './clans-lists.service';
import * as settings from './clans-settings.service';
import * as replies from './clans-replies.service';
import * as tickets from './clans-tickets.service';
import * as activity from './clans-activity.service';
import * as branches from './clans-branches.service';
import * as projectClans from './project-clans.service';

export function clansRoutes(app: FastifyInstance): void {
  route(app, c.save, (p, ctx) => svc.save(ctx, p));
  route(app, c.detail, (p, ctx) => svc.detail(ctx, p));
  route(app, c.branchSave, (p, ctx) => branches.branchSave(ctx, p));
  route(app, c.branchDelete, (p, ctx) => branches.branchDelete(ctx, p));
  route(app, c.list, (p, ctx) => svc.list(ctx, p));
  route(app, c.listExample, (_p, ctx) => svc.listExample(ctx));
  route(app, c.generationList, (p, ctx) => svc.generationList(ctx, p));
  route(app, c.configSave, (p, ctx) => settings.configSave(ctx, p));
  route(app, c.config, (p, ctx) => settings.config(ctx, p));
  route(app, c.area, (p, ctx) => settings.area(ctx, p));
  route(app, c.remove, (p, ctx) => settings.remove(ctx, p));
  route(app, c.replyAdd, (p, ctx) => replies.replyAdd(ctx, p));
  route(app, c.replyList, (p, ctx) => replies.replyList(ctx, p));
  route(app, c.listMy, (p, ctx) => lists.listMy(ctx, p));
  route(app, c.listCollect, (p, ctx) => lists.listCollect(ctx, p));
  route(app, c.listRecommend, (p, ctx) => lists.listRecommend(ctx, p));
  route(app, c.listAll, (p, ctx) => lists.listAll(ctx, p));
  route(app, c.listReward, (p, ctx) => lists.listReward(ctx, p));
  route(app, c.listFavorite, (p, ctx) => lists.listFavorite(ctx, p));
  route(app, c.favoriteSave, (p, ctx) => lists.favoriteSave(ctx, p));
  route(app, c.historyList, (p, ctx) => lists.historyList(ctx, p));
  route(app, c.historySave, (p, ctx) => lists.historySave(ctx, p));
  route(app, c.ticketCheck, (p, ctx) => tickets.ticketCheck(ctx, p));
  route(app, c.ticketGuest, (p, ctx) => tickets.ticketGuest(ctx, p));
  route(app, c.countWeek, (p, ctx) => activity.countWeek(ctx, p));
  route(app, c.prefaceChapters, (p, ctx) => settings.prefaceChapters(ctx, p));
  route(app, c.info, (p, ctx) => settings.info(ctx, p));
  // /clan/member/favorite lists members: registered by the clan-members domain.
  route(app, c.circleMemberList, (p, ctx) => activity.circleMemberList(ctx, p));
  // The clans of a project as the project screens manage them (contract/projects.ts /project/clan/*).
  route(app, pc.clanGet, (p, ctx) => projectClans.clanGet(ctx, p));
  route(app, pc.clanCount, (p, ctx) => projectClans.clanCount(ctx, p));
  route(app, pc.clanAddOrEdit, (p, ctx) => projectClans.clanAddOrEdit(ctx, p));
  route(app, pc.clanDelete, (p, ctx) => projectClans.clanDelete(ctx, p));
}
