/** 关注 and 好友: follow toggles, friend requests (apply → confirm / reject), friend and fan removal, lists, counts. */
import { emitEvent } from '../../events/index';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/social';
import { FRIEND_REQUEST_STATUS_NAMES } from '@contract/social';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { publishMessage } from '../messages/index';
import * as repo from './social.repo';
import { toPerson } from './social.service';

type Paging = { pageIndex: number; pageSize: number };
const offset = (p: Paging) => (p.pageIndex - 1) * p.pageSize;

async function requireOther(ctx: Ctx<'user'>, id: number, self: string): Promise<void> {
  if (id === ctx.user.id) fail(self);
  const u = await repo.userBasics(ctx.db, id);
  if (!u || u.status !== 'active' || id === 1) fail('用户不存在');
}

async function peoplePage(ctx: Ctx<'user'>, ids: number[], p: Paging) {
  const rows = await repo.people(ctx.db, ctx.user.id, ids.slice(0, p.pageSize));
  const byId = new Map(rows.map((r) => [r.id, toPerson(r)]));
  return { list: ids.slice(0, p.pageSize).flatMap((id) => byId.get(id) ?? []), hasNext: ids.length > p.pageSize };
}

/** GET /user/friend/attention/:id — follow, or unfollow when following. */
export async function attention(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendAttention>): Promise<Reply<typeof c.friendAttention>> {
  await requireOther(ctx, p.id, '不能关注自己');
  if (await repo.isFollowing(ctx.db, ctx.user.id, p.id)) {
    await repo.unfollow(ctx.db, ctx.user.id, p.id);
    return { following: false };
  }
  await repo.follow(ctx.db, ctx.user.id, p.id, ctx.adapters.clock.now());
  return { following: true };
}

/** GET /user/friend/apply/:id — a pending request; his own pending request to me is accepted instead. */
export async function apply(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendApply>): Promise<Reply<typeof c.friendApply>> {
  await requireOther(ctx, p.id, '不能添加自己为好友');
  const me = ctx.user.id;
  if (await repo.areFriends(ctx.db, me, p.id)) fail('你们已经是好友了');
  const theirs = await repo.pendingBetween(ctx.db, p.id, me);
  if (theirs) {
    await accept(ctx, theirs.id);
    return { id: theirs.id, status: 'accepted' };
  }
  const fresh = await repo.insertRequest(ctx.db, me, p.id, ctx.adapters.clock.now());
  const r = fresh ?? await repo.pendingBetween(ctx.db, me, p.id);
  if (!r) fail('申请失败，请重试');
  if (fresh) {
    const [from] = await repo.people(ctx.db, p.id, [me]);
    await publishMessage(ctx, ctx.db, {
      userId: p.id, kind: 'interaction', title: '好友申请', content: `${from ? toPerson(from).name : '有人'}请求加你为好友`, link: '/mine/message/follow?tab=requests',
    });
  }
  return { id: r.id, status: r.status };
}

async function accept(ctx: Ctx<'user'>, id: number): Promise<void> {
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.decide(tx, id, 'accepted', now);
    if (!r) fail('该申请已处理');
    await repo.befriend(tx, r.fromId, r.toId, now);
    await repo.follow(tx, r.fromId, r.toId, now);
    await repo.follow(tx, r.toId, r.fromId, now);
    await emitEvent(tx, 'friend.added', { userId: r.fromId, friendId: r.toId }, now);
    await emitEvent(tx, 'friend.added', { userId: r.toId, friendId: r.fromId }, now);
  });
  const r = (await repo.requestById(ctx.db, id))!;
  const [to] = await repo.people(ctx.db, r.fromId, [r.toId]);
  await publishMessage(ctx, ctx.db, { userId: r.fromId, kind: 'interaction', title: '好友申请已通过', content: `${to ? toPerson(to).name : '对方'}同意了你的好友申请`, link: '/mine/message/follow?tab=friends' });
}

async function myRequest(ctx: Ctx<'user'>, id: number): Promise<repo.RequestRow> {
  const r = await repo.requestById(ctx.db, id);
  if (!r || r.toId !== ctx.user.id) fail('申请不存在');
  if (r.status !== 'pending') fail('该申请已处理');
  return r;
}

/** GET /user/friend/confirm/:id (request id) */
export async function confirm(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendConfirm>): Promise<Reply<typeof c.friendConfirm>> {
  await myRequest(ctx, p.id);
  await accept(ctx, p.id);
  return { status: 'accepted' };
}

/** GET /user/friend/reject/:id (request id) */
export async function reject(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendReject>): Promise<Reply<typeof c.friendReject>> {
  await myRequest(ctx, p.id);
  if (!(await repo.decide(ctx.db, p.id, 'rejected', ctx.adapters.clock.now()))) fail('该申请已处理');
  return { status: 'rejected' };
}

/** GET /user/friend/delete/:id (user id): the friendship ends on both sides; follows stay. */
export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendDelete>): Promise<Reply<typeof c.friendDelete>> {
  if (!(await repo.areFriends(ctx.db, ctx.user.id, p.id))) fail('对方不是你的好友');
  await ctx.db.transaction((tx) => repo.unfriend(tx, ctx.user.id, p.id));
  return { ok: true };
}

/** GET /user/friend/fans-delete/:id: he no longer follows me. */
export async function removeFan(ctx: Ctx<'user'>, p: ParsedParams<typeof c.fansDelete>): Promise<Reply<typeof c.fansDelete>> {
  if (!(await repo.isFollowing(ctx.db, p.id, ctx.user.id))) fail('对方不是你的粉丝');
  await repo.unfollow(ctx.db, p.id, ctx.user.id);
  return { ok: true };
}

export async function friends(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendList>): Promise<Reply<typeof c.friendList>> {
  return peoplePage(ctx, await repo.friendIds(ctx.db, ctx.user.id, offset(p), p.pageSize + 1), p);
}

export async function fans(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendFans>): Promise<Reply<typeof c.friendFans>> {
  return peoplePage(ctx, await repo.fanIds(ctx.db, ctx.user.id, offset(p), p.pageSize + 1), p);
}

async function requestsPage(ctx: Ctx<'user'>, rows: repo.RequestRow[], p: Paging) {
  const page = rows.slice(0, p.pageSize);
  const ps = new Map((await repo.people(ctx.db, ctx.user.id, [...new Set(page.flatMap((r) => [r.fromId, r.toId]))])).map((r) => [r.id, toPerson(r)]));
  const list = page.flatMap((r) => {
    const from = ps.get(r.fromId);
    const to = ps.get(r.toId);
    return from && to ? [{ id: r.id, from, to, status: r.status, statusName: FRIEND_REQUEST_STATUS_NAMES[r.status] ?? r.status, createdAt: r.createdAt.toISOString() }] : [];
  });
  return { list, hasNext: rows.length > p.pageSize };
}

export async function requestsToMe(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendRequestList>): Promise<Reply<typeof c.friendRequestList>> {
  return requestsPage(ctx, await repo.requestsTo(ctx.db, ctx.user.id, offset(p), p.pageSize + 1), p);
}

export async function myRequests(ctx: Ctx<'user'>, p: ParsedParams<typeof c.friendRequestMy>): Promise<Reply<typeof c.friendRequestMy>> {
  return requestsPage(ctx, await repo.requestsFrom(ctx.db, ctx.user.id, offset(p), p.pageSize + 1), p);
}

/** GET /follow/info */
export function info(ctx: Ctx<'user'>): Promise<Reply<typeof c.followInfo>> {
  return repo.counts(ctx.db, ctx.user.id);
}
