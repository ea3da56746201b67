/** Replies (评论) to posts: threads two levels deep, likes once per user, delete by the replier or the post's author. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/content';
import type { ReplyItem } from '@contract/content';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { publishMessage } from '../messages/index';
import { answering, likeReply, replyFields, threadList, toTell } from '../reply-threads/index';
import * as repo from './content.repo';
import { readablePost, readerId, requireClean, requireMayPublish } from './content.service';

export const HIDDEN_REPLY = '该评论已被隐藏';

/** A reply as readers see it; one a moderator hid shows 该评论已被隐藏 (to everyone but its author). */
export const toReply = (r: repo.ReplyView, me: number, postAuthor: number): ReplyItem => ({
  ...replyFields(r), contentId: r.content_id, body: r.hidden && r.user_id !== me ? HIDDEN_REPLY : r.body,
  canDelete: me !== 0 && (r.user_id === me || postAuthor === me), hidden: r.hidden,
});

/** POST /content/v2/reply: the post's author (and the replied-to user) get a message. */
export async function reply(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentReply>): Promise<Reply<typeof c.contentReply>> {
  await requireMayPublish(ctx);
  requireClean(p.body);
  const { post } = await readablePost(ctx, p.contentId);
  if (post.status !== 'published') fail('该内容暂不能评论');
  let parentId: number | null = null;
  let toUserId: number | null = null;
  if (p.parentId !== undefined) {
    const parent = await repo.locateReply(ctx.db, p.parentId);
    ({ parentId, toUserId } = answering(parent, parent?.contentId === post.id, '评论不存在'));
  }
  const now = ctx.adapters.clock.now();
  const link = `/content/details?id=${post.id}`;
  const id = await ctx.db.transaction(async (tx) => {
    const rid = await repo.insertReply(tx, { contentId: post.id, userId: ctx.user.id, parentId, toUserId, body: p.body, at: now });
    await repo.insertActivity(tx, { userId: ctx.user.id, action: 'reply', title: p.body, link, at: now });
    for (const userId of toTell(ctx.user.id, post.authorId, toUserId)) {
      await publishMessage(ctx, tx, {
        userId, kind: 'interaction', title: userId === toUserId ? '有人回复了你的评论' : '有人评论了你的内容', content: p.body, link,
        projectId: post.projectId ?? undefined,
      });
    }
    return rid;
  });
  return toReply((await repo.replyView(ctx.db, ctx.user.id, id))!, ctx.user.id, post.authorId);
}

/** GET /content/reply/v2/list: threads, each with its first 3 answers. */
export async function threads(ctx: Ctx, p: ParsedParams<typeof c.contentReplyV2List>): Promise<Reply<typeof c.contentReplyV2List>> {
  const { post } = await readablePost(ctx, p.contentId);
  const me = readerId(ctx);
  return threadList(p, {
    page: (offset, limit) => repo.threadPage(ctx.db, me, post.id, offset, limit),
    children: (parents, each) => repo.childrenOf(ctx.db, me, post.id, parents, each),
  }, (r) => toReply(r, me, post.authorId));
}

/** GET /content/reply/list */
export async function flat(ctx: Ctx, p: ParsedParams<typeof c.contentReplyList>): Promise<Reply<typeof c.contentReplyList>> {
  const { post } = await readablePost(ctx, p.contentId);
  const me = readerId(ctx);
  const rows = await repo.replyPage(ctx.db, me, post.id, p.parentId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map((r) => toReply(r, me, post.authorId)), hasNext: rows.length > p.pageSize };
}

/** GET /content/reply/count/:id */
export async function count(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.contentReplyCount>> {
  const { post } = await readablePost(ctx, p.id);
  return { count: post.replyCount };
}

async function liveReply(ctx: Ctx, id: number) {
  const r = await repo.locateReply(ctx.db, id);
  if (!r || r.deleted) fail('评论不存在');
  const { post } = await readablePost(ctx, r.contentId);
  return { r, post };
}

/** GET /content/reply/like/:id?value */
export async function like(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentReplyLike>): Promise<Reply<typeof c.contentReplyLike>> {
  const { r } = await liveReply(ctx, p.id);
  return likeReply(ctx, r.id, p.value, repo);
}

/** GET /content/reply/del/:id: the replier or the post's author. */
export async function del(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.contentReplyDel>> {
  const { r, post } = await liveReply(ctx, p.id);
  if (r.userId !== ctx.user.id && post.authorId !== ctx.user.id) fail('只能删除自己的评论');
  const done = await ctx.db.transaction((tx) => repo.deleteReply(tx, r.id, post.id));
  if (!done) fail('评论不存在');
  return { deleted: true };
}
