/**
 * Bind requests (绑定族人): a user claims a member (本人, or a relative) → admin / 协管员 (a collaborator inside his
 * branch) accepts or rejects. Accepting makes the user a 'member' of the project (a stronger role is kept) and
 * records user ↔ member. `boundMemberOf` answers "which member am I" for the tree's 找到我 and /user/detail.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/reviews';
import { BIND_STATUS_NAMES, type BindItem, type BindRelation, type BindStatus } from '@contract/reviews';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fail, must } from '../../http/errors';
import { activeUserIdByPhone, displayNames, phoneOf } from '../accounts/index';
import { issueInvite, joinAsMember, onProjectDelete, projectIdOf, requireProjectRole, spendInvite, type InviteRow } from '../projects/index';
import { onClanDelete } from '../clans/index';
import { findMember as memberById, locateMember, findMembersAnyClan, toBrief, type MemberRow } from '../clan-members/index';
import * as repo from './reviews.repo';
import type { BindRow as Row } from './reviews.repo';
import { branchScope, isManager, maskPhone, requireReviewer } from './reviews.access';
const SELF: BindRelation = '本人';
const DONE = '该申请已处理';
const TAKEN = '该成员已被其他用户绑定';

/** The member a user is bound to (本人, accepted) in a project, or null. */
export async function boundMemberOf(db: Tx, projectId: number, userId: number): Promise<{ memberId: number; clanId: number } | null> {
  return (await repo.boundMemberOf(db, projectId, userId)) ?? null;
}

async function items(ctx: Ctx, rows: Row[]): Promise<BindItem[]> {
  const members: MemberRow[] = [];
  for (const projectId of new Set(rows.map((r) => r.projectId))) {
    members.push(...await findMembersAnyClan(ctx.db, projectId, [...new Set(rows.filter((r) => r.projectId === projectId).map((r) => r.memberId))]));
  }
  const people = await displayNames(ctx.db, rows.flatMap((r) => [r.userId, r.reviewerId]));
  return rows.map((r) => {
    const m = members.find((x) => x.projectId === r.projectId && x.id === r.memberId);
    const u = people.get(r.userId);
    const rv = r.reviewerId === null ? null : people.get(r.reviewerId);
    return {
      id: r.id, projectId: r.projectId, clanId: r.clanId, member: m ? toBrief(m) : null,
      user: { id: r.userId, name: u?.name ?? `用户${r.userId}`, phone: u?.phone ?? '' }, relation: r.relation as BindRelation,
      remark: r.remark, status: r.status as BindStatus, statusName: BIND_STATUS_NAMES[r.status as BindStatus] ?? r.status,
      reviewer: rv ? { id: rv.id, name: rv.name } : null, reviewNote: r.reviewNote,
      createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  });
}
const one = async (ctx: Ctx, r: Row) => (await items(ctx, [r]))[0];

async function load(ctx: Ctx, id: number): Promise<Row> {
  const r = await repo.locateBind(ctx.db, id);
  if (!r) fail('申请不存在');
  return r;
}

/** A 本人 bind is free: the member has no 本人 user, the user has no 本人 member in the project. */
async function requireFree(db: Tx, projectId: number, memberId: number, userId: number): Promise<void> {
  const taken = await repo.selfBindOf(db, projectId, memberId);
  if (taken) fail(taken.userId === userId ? '您已绑定该成员' : TAKEN);
  const mine = await boundMemberOf(db, projectId, userId);
  if (mine) {
    const m = await memberById(db, projectId, mine.memberId);
    fail(`该用户在本家族已绑定成员${m ? `「${m.fullName}」` : ''}，不能再绑定本人`);
  }
}

async function memberOf(ctx: Ctx, memberId: number): Promise<MemberRow> {
  const m = await locateMember(ctx.db, memberId);
  if (!m) fail('成员不存在');
  return m;
}

/** Insert an accepted bind and make the user a member of the project (in one transaction). */
async function bindNow(ctx: Ctx<'user'>, m: MemberRow, userId: number, relation: BindRelation, remark: string): Promise<Row> {
  const now = ctx.adapters.clock.now();
  return inTx(ctx, async (tx) => {
    if (relation === SELF) await requireFree(tx, m.projectId, m.id, userId);
    const row = await repo.insertBind(tx, {
      projectId: m.projectId, clanId: m.clanId, memberId: m.id, userId, relation, remark, status: 'accepted',
      reviewerId: ctx.user.id, createdAt: now, decidedAt: now,
    });
    must(row, TAKEN);
    await joinAsMember(tx, m.projectId, userId, now);
    return row;
  });
}


async function inTx<T>(ctx: Ctx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (e) {
    if (isUniqueViolation(e)) fail(TAKEN);
    throw e;
  }
}

async function ask(ctx: Ctx<'user'>, memberId: number, relation: BindRelation, remark: string): Promise<BindItem> {
  const m = await memberOf(ctx, memberId);
  await requireProjectRole(ctx, m.projectId, 'visitor');
  if (relation === SELF) await requireFree(ctx.db, m.projectId, m.id, ctx.user.id);
  must(!(await repo.hasPendingBind(ctx.db, m.projectId, m.id, ctx.user.id)), '您已提交过该成员的绑定申请，请等待审核');
  const row = await repo.insertBind(ctx.db, {
    projectId: m.projectId, clanId: m.clanId, memberId: m.id, userId: ctx.user.id, relation, remark, createdAt: ctx.adapters.clock.now(),
  });
  must(row, '您已提交过该成员的绑定申请，请等待审核');
  return one(ctx, row);
}

export const request = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.bindRequest>) => ask(ctx, p.memberId, p.relation, p.remark);
export const relative = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectBindRelative>) => ask(ctx, p.memberId, p.relation, p.remark);

/** 绑定本人: an admin / 协管员 binds himself at once; anyone else files a request. */
export async function bindSelf(ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectBindBind>): Promise<Reply<typeof c.projectBindBind>> {
  const m = await memberOf(ctx, p.memberId);
  const a = await requireProjectRole(ctx, m.projectId, 'visitor');
  if (!isManager(a)) return ask(ctx, m.id, SELF, p.remark);
  return one(ctx, await bindNow(ctx, m, ctx.user.id, SELF, p.remark));
}

/** The admin binds a registered user (by phone) to a member directly. */
export async function add(ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectBindAdd>): Promise<Reply<typeof c.projectBindAdd>> {
  const projectId = projectIdOf(ctx, p.projectId);
  const m = await memberOf(ctx, p.memberId);
  must(m.projectId === projectId, '成员不存在');
  await requireReviewer(ctx, projectId, m.clanId, m.id);
  const userId = await activeUserIdByPhone(ctx.db, p.phone);
  if (!userId) fail('该手机号尚未注册');
  return one(ctx, await bindNow(ctx, m, userId, p.relation, '管理员添加'));
}

export async function accept(ctx: Ctx<'user'>, p: { id: number; note: string }): Promise<Reply<typeof c.bindAccept>> {
  const r = await load(ctx, p.id);
  await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  must(r.status === 'pending', DONE);
  await memberOf(ctx, r.memberId);
  const now = ctx.adapters.clock.now();
  await inTx(ctx, async (tx) => {
    if (r.relation === SELF) await requireFree(tx, r.projectId, r.memberId, r.userId);
    const done = await repo.decideBind(tx, r.projectId, r.id, { status: 'accepted', reviewerId: ctx.user.id, reviewNote: p.note, decidedAt: now });
    must(done, DONE);
    await joinAsMember(tx, r.projectId, r.userId, now);
  });
  return one(ctx, await load(ctx, r.id));
}

export async function reject(ctx: Ctx<'user'>, p: { id: number; note: string }): Promise<Reply<typeof c.bindReject>> {
  const r = await load(ctx, p.id);
  await requireReviewer(ctx, r.projectId, r.clanId, r.memberId);
  const done = await repo.decideBind(ctx.db, r.projectId, r.id, { status: 'rejected', reviewerId: ctx.user.id, reviewNote: p.note, decidedAt: ctx.adapters.clock.now() });
  must(done, DONE);
  return one(ctx, done);
}

export const examine = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectBindExamine>) =>
  (p.pass ? accept(ctx, p) : reject(ctx, p));

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectBindList>): Promise<Reply<typeof c.projectBindList>> {
  const projectId = projectIdOf(ctx, p.projectId);
  const a = await requireProjectRole(ctx, projectId, 'collaborator');
  const scope = { projectIds: [projectId], memberIds: await branchScope(ctx.db, a) };
  const rows = await repo.bindPage(ctx.db, scope, p.status ?? 'pending', (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await items(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

export async function phoneInfo(ctx: Ctx<'user'>, p: { projectId?: number }): Promise<Reply<typeof c.bindPhoneInfo>> {
  const projectId = projectIdOf(ctx, p.projectId);
  await requireProjectRole(ctx, projectId, 'visitor');
  const phone = await phoneOf(ctx.db, ctx.user.id);
  const bound = await boundMemberOf(ctx.db, projectId, ctx.user.id);
  const m = bound ? await memberById(ctx.db, projectId, bound.memberId) : undefined;
  const pending = await repo.pendingBindsOf(ctx.db, projectId, ctx.user.id);
  return { phone: maskPhone(phone), hasPhone: phone !== '', bound: m ? toBrief(m) : null, pending: await items(ctx, pending) };
}


onClanDelete((tx, clan) => repo.deleteOfClan(tx, clan));
onProjectDelete((tx, projectId) => repo.deleteOfProject(tx, projectId));

// ——— Bind invites (邀请认领) ———

/** An admin / 协管员 (in his branch) invites someone to be this member: a one-time link, valid `days`. */
export async function invite(ctx: Ctx<'user'>, p: ParsedParams<typeof c.bindInvite>): Promise<Reply<typeof c.bindInvite>> {
  const m = await memberOf(ctx, p.memberId);
  await requireReviewer(ctx, m.projectId, m.clanId, m.id);
  must(!m.husbandId, '只能邀请认领本族男丁或女儿，配偶请由其丈夫一方认领');
  const taken = await repo.selfBindOf(ctx.db, m.projectId, m.id);
  if (taken) fail(TAKEN);
  const inv = await issueInvite(ctx, ctx.db, { projectId: m.projectId, kind: 'bind', targetId: m.id, days: p.days, maxUses: 1 });
  return { ...inv, memberName: m.fullName };
}

/** What a bind invite offers (the scan page): the member's name, or msg 0 when he is gone or already claimed. */
export async function bindInviteInfo(ctx: Ctx, inv: InviteRow): Promise<{ memberId: number; clanId: number; memberName: string }> {
  const m = await memberById(ctx.db, inv.projectId, inv.targetId);
  if (!m) fail('邀请认领的成员已不存在');
  if (await repo.selfBindOf(ctx.db, m.projectId, m.id)) fail(TAKEN);
  return { memberId: m.id, clanId: m.clanId, memberName: m.fullName };
}

/** Accept a bind invite: the user becomes that member (本人, accepted, the inviter as reviewer) and a family member; the link is spent. */
export async function acceptBindInvite(ctx: Ctx<'user'>, inv: InviteRow): Promise<string> {
  const m = await memberById(ctx.db, inv.projectId, inv.targetId);
  if (!m) fail('邀请认领的成员已不存在');
  const now = ctx.adapters.clock.now();
  await inTx(ctx, async (tx) => {
    await spendInvite(tx, inv);
    await requireFree(tx, m.projectId, m.id, ctx.user.id);
    const row = await repo.insertBind(tx, {
      projectId: m.projectId, clanId: m.clanId, memberId: m.id, userId: ctx.user.id, relation: SELF, remark: '邀请认领',
      status: 'accepted', reviewerId: inv.createdBy, createdAt: now, decidedAt: now,
    });
    must(row, TAKEN);
    await joinAsMember(tx, m.projectId, ctx.user.id, now);
  });
  return `/clan/member/edit?clanId=${m.clanId}&id=${m.id}&readonly=1`;
}
