import type { FastifyInstance } from 'fastify';
import * as c from '@contract/content';
import { route } from '../../http/route';
import * as posts from './content.service';
import * as replies from './content-replies.service';
import * as safety from './content-safety.service';

export function contentRoutes(app: FastifyInstance): void {
  route(app, c.contentAdd, (p, ctx) => posts.add(ctx, p));
  route(app, c.contentV2List, (p, ctx) => posts.list(ctx, p));
  route(app, c.contentList, (p, ctx) => posts.list(ctx, p));
  route(app, c.contentMyList, (p, ctx) => posts.myList(ctx, p));
  route(app, c.contentV2Get, (p, ctx) => posts.get(ctx, p));
  route(app, c.contentGet, (p, ctx) => posts.get(ctx, p));
  route(app, c.contentDraft, (p, ctx) => posts.draft(ctx, p));
  route(app, c.contentDel, (p, ctx) => posts.del(ctx, p));
  route(app, c.contentTop, (p, ctx) => posts.top(ctx, p));
  route(app, c.contentLike, (p, ctx) => posts.like(ctx, p));
  route(app, c.contentShare, (p, ctx) => posts.share(ctx, p));
  route(app, c.contentFollow, (p, ctx) => posts.follow(ctx, p));
  route(app, c.dataNotice, (p, ctx) => posts.siteNotices(ctx, p));
  route(app, c.contentReply, (p, ctx) => replies.reply(ctx, p));
  route(app, c.contentReplyV2List, (p, ctx) => replies.threads(ctx, p));
  route(app, c.contentReplyList, (p, ctx) => replies.flat(ctx, p));
  route(app, c.contentReplyCount, (p, ctx) => replies.count(ctx, p));
  route(app, c.contentReplyLike, (p, ctx) => replies.like(ctx, p));
  route(app, c.contentReplyDel, (p, ctx) => replies.del(ctx, p));
  route(app, c.contentBlacklistAdd, (p, ctx) => safety.block(ctx, p));
  route(app, c.contentBlacklistDel, (p, ctx) => safety.unblock(ctx, p));
  route(app, c.contentBlacklistList, (p, ctx) => safety.blocked(ctx, p));
  route(app, c.contentTagList, (p) => safety.tags(p));
  route(app, c.contentReport, (p, ctx) => safety.report(ctx, p));
  route(app, c.isPublishLock, (p, ctx) => safety.isLocked(ctx, p));
  route(app, c.logList, (p, ctx) => safety.activity(ctx, p));
  route(app, c.opsContentReports, (p, ctx) => safety.opsReports(ctx, p));
  route(app, c.opsContentHide, (p, ctx) => safety.opsHide(ctx, p));
  route(app, c.opsContentLock, (p, ctx) => safety.opsLock(ctx, p));
  route(app, c.opsContentLog, (p, ctx) => safety.opsLog(ctx, p));
}
