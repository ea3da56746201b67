/**
 * Replies (线索) to seek-roots posts: two levels deep, likes once per user, a clan's managers answer for their clan,
 * the author adopts one reply (his alone, once), delete by the replier or the post's author (never the adopted one).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/seek-root';
import type { SeekReplyItem } from '@contract/seek-root';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { clanAccess } from '../clans/index';
import { publishMessage } from '../messages/index';
import { answering, likeReply, replyFields, threadList, toTell } from '../reply-threads/index';
import * as repo from './seek-root.repo';
import { readablePost, readerId, requireClean } from './seek-root.service';

const toReply = (r: repo.ReplyView, me: number, post: repo.PostRow): SeekReplyItem => ({
  ...replyFields(r), postId: r.post_id, clanName: r.clan_name, clanId: r.clan_id, projectId: r.project_id, adopted: r.adopted,
  canDelete: me !== 0 && !r.adopted && (r.user_id === me || post.userId === me),
  canAdopt: me !== 0 && post.userId === me && post.adoptedReplyId === null && r.parent_id === null && r.user_id !== me,
});

/** POST /seek-root/v2/reply */
export async function reply(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootReply>): Promise<Reply<typeof c.seekRootReply>> {
  requireClean(p.body);
  const { post } = await readablePost(ctx, p.id);
  if (post.blocked) fail('该寻根已被屏蔽，不能回复');
  let clan: { projectId: number; id: number; name: string } | null = null;
  if (p.clanId !== undefined) {
    const { clan: row } = await clanAccess(ctx, p.clanId, 'manager');
    if (p.projectId !== undefined && row.projectId !== p.projectId) fail('族谱不存在');
    clan = { projectId: row.projectId, id: row.id, name: row.name };
  } else if (p.projectId !== undefined) fail('请选择族谱');
  let parentId: number | null = null;
  let toUserId: number | null = null;
  if (p.parentId !== undefined) {
    const parent = await repo.locateReply(ctx.db, p.parentId);
    ({ parentId, toUserId } = answering(parent, parent?.postId === post.id, '回复不存在'));
  }
  const now = ctx.adapters.clock.now();
  const link = `/seekroot/details?id=${post.id}`;
  const id = await ctx.db.transaction(async (tx) => {
    const rid = await repo.insertReply(tx, {
      postId: post.id, userId: ctx.user.id, parentId, toUserId, body: p.body, projectId: clan?.projectId ?? null,
      clanId: clan?.id ?? null, clanName: clan?.name ?? '', at: now,
    });
    for (const userId of toTell(ctx.user.id, post.userId, toUserId)) {
      await publishMessage(ctx, tx, {
        userId, kind: 'interaction', link,
        title: userId === toUserId ? '有人回复了你的线索' : clan ? `「${clan.name}」答复了你的寻根` : '有人回复了你的寻根',
        content: p.body,
      });
    }
    return rid;
  });
  return toReply((await repo.replyView(ctx.db, ctx.user.id, id))!, ctx.user.id, post);
}

/** GET /seek-root/reply/list */
export async function threads(ctx: Ctx, p: ParsedParams<typeof c.seekRootReplyList>): Promise<Reply<typeof c.seekRootReplyList>> {
  const { post } = await readablePost(ctx, p.id);
  const me = readerId(ctx);
  return threadList(p, {
    page: (offset, limit) => repo.threadPage(ctx.db, me, post.id, offset, limit),
    children: (parents, each) => repo.childrenOf(ctx.db, me, post.id, parents, each),
  }, (r) => toReply(r, me, post));
}

async function liveReply(ctx: Ctx, id: number) {
  const r = await repo.locateReply(ctx.db, id);
  if (!r || r.deleted) fail('回复不存在');
  const { post } = await readablePost(ctx, r.postId);
  return { r, post };
}

/** GET /seek-root/reply-like */
export async function like(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootReplyLike>): Promise<Reply<typeof c.seekRootReplyLike>> {
  const { r } = await liveReply(ctx, p.id);
  return likeReply(ctx, r.id, p.value, repo);
}

/** POST /seek-root/adopt/:id (a reply id): the post's author alone, once; the replier is told. */
export async function adopt(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.seekRootAdopt>> {
  const { r, post } = await liveReply(ctx, p.id);
  if (post.userId !== ctx.user.id) fail('只有寻根发布人可以采纳回复');
  if (r.parentId !== null) fail('只能采纳回复楼层，不能采纳楼中回复');
  if (r.userId === ctx.user.id) fail('不能采纳自己的回复');
  if (post.adoptedReplyId !== null) fail('已采纳过一条回复');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.adopt(tx, post.id, r.id, ctx.adapters.clock.now()))) fail('已采纳过一条回复');
    await publishMessage(ctx, tx, {
      userId: r.userId, kind: 'interaction', title: '你的线索被采纳了', content: r.body, link: `/seekroot/details?id=${post.id}`,
    });
  });
  return { adoptedReplyId: r.id };
}

/** POST /seek-root/reply-delete/:id */
export async function del(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.seekRootReplyDelete>> {
  const { r, post } = await liveReply(ctx, p.id);
  if (r.userId !== ctx.user.id && post.userId !== ctx.user.id) fail('只能删除自己的回复');
  if (r.adopted) fail('已采纳的回复不能删除');
  const done = await ctx.db.transaction((tx) => repo.deleteReply(tx, r.id, post.id));
  if (!done) fail('回复不存在');
  return { deleted: true };
}
