import type { FastifyInstance } from 'fastify';
import * as c from '@contract/surname';
import { route } from '../../http/route';
import * as s from './surname.service';

export function surnameRoutes(app: FastifyInstance): void {
  route(app, c.surnameList, (p) => s.list(p));
  route(app, c.surnameTopList, (p, ctx) => s.topList(ctx, p));
  route(app, c.surnameGet, (p) => s.get(p));
  route(app, c.surnameInfo, (p, ctx) => s.info(ctx, p));
  route(app, c.surnameProduct, (p, ctx) => s.product(ctx, p));
  route(app, c.surnameCheck, (p) => s.check(p));
  route(app, c.surnameGuide, (_p, ctx) => s.guide(ctx));
  route(app, c.surnameArticles, (p, ctx) => s.articles(ctx, p));
  route(app, c.surnameCelebrities, (p, ctx) => s.celebrities(ctx, p));
  route(app, c.surnameHalls, (p, ctx) => s.halls(ctx, p));
  route(app, c.surnameContent, (p, ctx) => s.content(ctx, p));
  route(app, c.surnameComments, (p, ctx) => s.comments(ctx, p));
  route(app, c.surnameMemberInfo, (p, ctx) => s.memberInfo(ctx, p));
  route(app, c.surnameSetMine, (p, ctx) => s.setMine(ctx, p));
  route(app, c.surnameContentLike, (p, ctx) => s.like(ctx, p));
  route(app, c.surnameContentShare, (p, ctx) => s.share(ctx, p));
  route(app, c.surnameContentHistory, (p, ctx) => s.history(ctx, p));
  route(app, c.surnameCommentAdd, (p, ctx) => s.commentAdd(ctx, p));
  route(app, c.surnameCommentLike, (p, ctx) => s.vote(ctx, p, 1));
  route(app, c.surnameCommentDislike, (p, ctx) => s.vote(ctx, p, -1));
  route(app, c.surnameCommentDelete, (p, ctx) => s.commentDelete(ctx, p));
  route(app, c.surnamePedigree, (p, ctx) => s.pedigree(ctx, p));
  route(app, c.surnamePlaza, (p, ctx) => s.plaza(ctx, p));
  route(app, c.newsTags, (_p, ctx) => s.newsTags(ctx));
  route(app, c.newsTypes, () => s.newsTypes());
  route(app, c.newsList, (p, ctx) => s.newsList(ctx, p));
  route(app, c.newsGet, (p, ctx) => s.content(ctx, p, 'news'));
  route(app, c.firstNames, (p) => s.firstNames(p));
  route(app, c.opsSurnameContents, (p, ctx) => s.opsList(ctx, p));
  route(app, c.opsSurnameContentSave, (p, ctx) => s.opsSave(ctx, p));
  route(app, c.opsSurnameContentDelete, (p, ctx) => s.opsDelete(ctx, p));
}
