import type { FastifyInstance } from 'fastify';
import * as c from '@contract/seek-root';
import { route } from '../../http/route';
import * as posts from './seek-root.service';
import * as replies from './seek-root-replies.service';

export function seekRootRoutes(app: FastifyInstance): void {
  route(app, c.seekRootAdd, (p, ctx) => posts.add(ctx, p));
  route(app, c.seekRootGet, (p, ctx) => posts.get(ctx, p));
  route(app, c.seekRootList, (p, ctx) => posts.list(ctx, p));
  route(app, c.seekRootReplyList, (p, ctx) => replies.threads(ctx, p));
  route(app, c.seekRootReply, (p, ctx) => replies.reply(ctx, p));
  route(app, c.seekRootLike, (p, ctx) => posts.like(ctx, p));
  route(app, c.seekRootReplyLike, (p, ctx) => replies.like(ctx, p));
  route(app, c.seekRootShare, (p, ctx) => posts.share(ctx, p));
  route(app, c.seekRootSucceed, (p, ctx) => posts.succeed(ctx, p));
  route(app, c.seekRootPolish, (p, ctx) => posts.polish(ctx, p));
  route(app, c.seekRootAdopt, (p, ctx) => replies.adopt(ctx, p));
  route(app, c.seekRootDelete, (p, ctx) => posts.del(ctx, p));
  route(app, c.seekRootReplyDelete, (p, ctx) => replies.del(ctx, p));
  route(app, c.seekRootBlock, (p, ctx) => posts.block(ctx, p));
  route(app, c.seekRootUserBaseInfo, (_p, ctx) => posts.baseInfo(ctx));
  route(app, c.seekRootUpdateUserBaseInfo, (p, ctx) => posts.saveBaseInfo(ctx, p));
  route(app, c.seekRootInfo, (_p, ctx) => posts.info(ctx));
  route(app, c.seekRootRecommend, (p, ctx) => posts.recommend(ctx, p));
  route(app, c.seekRootNameList, (p, ctx) => posts.names(ctx, p));
  route(app, c.seekRootMy, (p, ctx) => posts.my(ctx, p));
  route(app, c.seekRootBannerList, (_p, ctx) => posts.banners(ctx));
  route(app, c.opsSeekRootPosts, (p, ctx) => posts.opsPosts(ctx, p));
  route(app, c.opsSeekRootBannerSave, (p, ctx) => posts.opsBannerSave(ctx, p));
  route(app, c.opsSeekRootBannerDelete, (p, ctx) => posts.opsBannerDelete(ctx, p));
}
