/**
 * What content posts' 评论 and seek-roots posts' 线索 do alike, over each domain's own reply tables (queries:
 * `server/db/reply-threads.ts`, bound in each domain's repo): the reply fields readers see, answering a reply (the
 * thread stays two levels deep), who is told, a page of threads with their first answers, and likes once per user.
 * The rules that differ (who may reply, delete or adopt, the messages' words) stay in each domain's service.
 */
import type { ReplyViewBase } from '../../db/reply-threads';
import type { Tx } from '../../db/client';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The fields of a reply item both kinds of post show. */
export const replyFields = (r: ReplyViewBase) => ({
  id: r.id, parentId: r.parent_id, user: { id: r.user_id, name: r.user_name, photo: r.user_photo },
  toUserName: r.parent_id !== null && r.to_user_id !== null ? (r.to_user_name ?? '') : '', body: r.body,
  likeCount: r.like_count, liked: r.liked, createdAt: iso(r.created_at),
});

/**
 * The thread an answer joins and whom it answers: an answer to an answer joins its thread (two levels deep).
 * `parent` is the replied-to row (undefined: gone), `postId` its post's id as the row has it.
 */
export function answering(
  parent: { id: number; parentId: number | null; userId: number; deleted: boolean } | undefined, onPost: boolean, missing: string,
): { parentId: number; toUserId: number } {
  if (!parent || !onPost || parent.deleted) fail(missing);
  return { parentId: parent.parentId ?? parent.id, toUserId: parent.userId };
}

/** Whom a new reply tells: the post's author and the replied-to user, never the replier himself. */
export const toTell = (me: number, ...users: (number | null)[]): Set<number> =>
  new Set(users.filter((u): u is number => u !== null && u !== me));

/** A page of threads, each with its first `each` answers and its answer count. */
export async function threadList<V extends ReplyViewBase, I>(
  paging: { pageIndex: number; pageSize: number },
  load: { page: (offset: number, limit: number) => Promise<V[]>; children: (parents: number[], each: number) => Promise<V[]> },
  item: (r: V) => I, each = 3,
): Promise<{ list: (I & { childCount: number; children: I[] })[]; hasNext: boolean }> {
  const rows = await load.page((paging.pageIndex - 1) * paging.pageSize, paging.pageSize + 1);
  const top = rows.slice(0, paging.pageSize);
  const kids = await load.children(top.map((r) => r.id), each);
  return {
    list: top.map((r) => ({
      ...item(r), childCount: r.child_count ?? 0,
      children: kids.filter((k) => k.parent_id === r.id).map(item),
    })),
    hasNext: rows.length > paging.pageSize,
  };
}

/** Likes (value) or unlikes a reply, once per user: the new count. */
export function likeReply(
  ctx: Ctx<'user'>, replyId: number, value: boolean,
  q: { replyLike: (tx: Tx, replyId: number, userId: number, at: Date) => Promise<number>; replyUnlike: (tx: Tx, replyId: number, userId: number) => Promise<number> },
): Promise<{ liked: boolean; likeCount: number }> {
  return ctx.db.transaction(async (tx) => value
    ? { liked: true, likeCount: await q.replyLike(tx, replyId, ctx.user.id, ctx.adapters.clock.now()) }
    : { liked: false, likeCount: await q.replyUnlike(tx, replyId, ctx.user.id) });
}
