/**
 * Clan settings and front matter, area, delete, 留言, tickets, the week's counts, chapters, info, member
 * favourites and the clan circle. Reads follow the project's access; settings need admin/协管员, delete admin.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import type { ClanReply } from '@contract/clans';
import type * as c from '@contract/clans';
import { ROLE_NAMES, type ProjectRole } from '@contract/projects';
import { generationLabel, type ZibeiPoem } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { rowsOf } from '../../db/client';
import {
  memberBinds, memberCorrections,
  clanBranches, clanMarks, clanMemberElite, clanMemberLog, clanMemberMarks, clanMembers, clanReplies, clans, projectGrants,
  projectUsers, users,
} from '../../db/schema/index';
import { projectAccess } from '../projects/access';
import { sha256 } from '../../adapters/ids';
import { clanAccess, configOf, hidesLiving, toClan } from './clans.service';

export { configOf };
import { favoriteCount } from './clans.lists';
import { chinaDay, chinaDayStart } from '../../../model/datetime';

export async function config(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.config>> {
  const { clan } = await clanAccess(ctx, p.id);
  return { ...configOf(clan), clanId: clan.id, version: clan.version };
}

export async function configSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.configSave>): Promise<Reply<typeof c.configSave>> {
  const { clan } = await clanAccess(ctx, p.id, 'manager');
  const { id: _id, ...changes } = p;
  const next = { ...configOf(clan), ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  const [row] = await ctx.db.update(clans).set({ config: next, updatedAt: ctx.adapters.clock.now() }).where(eq(clans.id, clan.id)).returning();
  return { ...configOf(row), clanId: row.id, version: row.version };
}

/** Residence counts; living members are left out for a reader without a role. */
async function places(ctx: Ctx, clanId: number, hideLiving: boolean, limit: number) {
  const rows = await ctx.db.select({ name: clanMembers.residence, count: sql<number>`count(*)::int` }).from(clanMembers)
    .where(and(eq(clanMembers.clanId, clanId), sql`coalesce(${clanMembers.residence}, '') <> ''`, hideLiving ? eq(clanMembers.living, false) : undefined))
    .groupBy(clanMembers.residence).orderBy(desc(sql`count(*)`), asc(clanMembers.residence)).limit(limit);
  return rows.map((r) => ({ name: r.name ?? '', count: Number(r.count) }));
}
export { places as residenceCounts };

export async function area(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.area>> {
  const { clan, access } = await clanAccess(ctx, p.id);
  return {
    clanId: clan.id, area: clan.area, projectArea: access.project.area, hall: clan.hall,
    places: await places(ctx, clan.id, hidesLiving(clan, access), 50),
  };
}

export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.remove>): Promise<Reply<typeof c.remove>> {
  const { clan } = await clanAccess(ctx, p.id, 'admin');
  const [n] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(clanMembers).where(eq(clanMembers.clanId, clan.id));
  const members = Number(n?.n ?? 0);
  if (members > 0 && !p.confirm) fail(`该族谱有${members}位成员，删除后无法恢复，请确认后再删除`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(clanMemberElite).where(eq(clanMemberElite.clanId, clan.id));
    await tx.delete(clanMemberMarks).where(eq(clanMemberMarks.clanId, clan.id));
    await tx.delete(memberCorrections).where(eq(memberCorrections.clanId, clan.id));
    await tx.delete(memberBinds).where(eq(memberBinds.clanId, clan.id));
    await tx.delete(clanMembers).where(eq(clanMembers.clanId, clan.id));
    await tx.delete(clanBranches).where(eq(clanBranches.clanId, clan.id));
    await tx.delete(clans).where(eq(clans.id, clan.id));
  });
  return { deleted: true, members };
}

async function nickOf(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: users.id, n: users.nickname }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function replyAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.replyAdd>): Promise<Reply<typeof c.replyAdd>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  must(configOf(clan).allowReplies, '该族谱已关闭留言');
  if (p.parentId !== undefined) {
    const [parent] = await ctx.db.select({ id: clanReplies.id }).from(clanReplies)
      .where(and(eq(clanReplies.id, p.parentId), eq(clanReplies.clanId, clan.id))).limit(1);
    must(parent, '回复的留言不存在');
  }
  const [r] = await ctx.db.insert(clanReplies).values({
    projectId: clan.projectId, clanId: clan.id, userId: ctx.user.id, content: p.content, parentId: p.parentId ?? null,
    createdAt: ctx.adapters.clock.now(),
  }).returning();
  return toReply(r, (await nickOf(ctx, [r.userId])).get(r.userId) ?? '');
}

function toReply(r: typeof clanReplies.$inferSelect, nickname: string): ClanReply {
  return { id: r.id, clanId: r.clanId, userId: r.userId, nickname, content: r.content, parentId: r.parentId, createdAt: r.createdAt.toISOString() };
}

export async function replyList(ctx: Ctx, p: ParsedParams<typeof c.replyList>): Promise<Reply<typeof c.replyList>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const rows = await ctx.db.select().from(clanReplies).where(eq(clanReplies.clanId, clan.id))
    .orderBy(desc(clanReplies.createdAt), desc(clanReplies.id)).offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
  const nick = await nickOf(ctx, [...new Set(rows.map((r) => r.userId))]);
  return { list: rows.slice(0, p.pageSize).map((r) => toReply(r, nick.get(r.userId) ?? '')), hasNext: rows.length > p.pageSize };
}

export async function ticketCheck(ctx: Ctx, p: ParsedParams<typeof c.ticketCheck>): Promise<Reply<typeof c.ticketCheck>> {
  const [clan] = await ctx.db.select().from(clans).where(eq(clans.id, p.clanId)).limit(1);
  if (!clan) fail('族谱不存在');
  const ap = p.ap ?? ctx.headers.ap;
  const a = await projectAccess(ctx, clan.projectId, ap);
  let expiresAt: string | null = null;
  if (ap) {
    const [g] = await ctx.db.select({ e: projectGrants.expiresAt }).from(projectGrants).where(and(
      eq(projectGrants.tokenHash, sha256(ap)), eq(projectGrants.projectId, clan.projectId), gte(projectGrants.expiresAt, ctx.adapters.clock.now()),
    )).limit(1);
    expiresAt = g ? g.e.toISOString() : null;
  }
  return { clanId: clan.id, canRead: a.canRead, needsPassword: a.needsPassword, role: a.role, expiresAt };
}

export async function ticketGuest(ctx: Ctx<'user'>, p: ParsedParams<typeof c.ticketGuest>): Promise<Reply<typeof c.ticketGuest>> {
  const { clan } = await clanAccess(ctx, p.clanId, 'manager');
  const ticket = ctx.adapters.ids.token();
  const expiresAt = new Date(ctx.adapters.clock.now().getTime() + p.days * 86400_000);
  await ctx.db.insert(projectGrants).values({ projectId: clan.projectId, tokenHash: sha256(ticket), expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString(), projectId: clan.projectId };
}

export async function countWeek(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.countWeek>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const now = ctx.adapters.clock.now();
  const start = chinaDayStart(now).getTime() - 6 * 86400_000;
  const rows = await ctx.db.select({ action: clanMemberLog.action, at: clanMemberLog.at }).from(clanMemberLog)
    .where(and(eq(clanMemberLog.clanId, clan.id), gte(clanMemberLog.at, new Date(start))));
  const days = Array.from({ length: 7 }, (_, i) => ({ date: chinaDay(new Date(start + i * 86400_000)), count: 0 }));
  let added = 0; let edited = 0; let deleted = 0;
  for (const r of rows) {
    if (r.action.startsWith('add')) added++;
    else if (r.action === 'delete') deleted++;
    else edited++;
    const d = days.find((x) => x.date === chinaDay(new Date(r.at)));
    if (d) d.count++;
  }
  return { clanId: clan.id, added, edited, deleted, days };
}

export async function prefaceChapters(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.prefaceChapters>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const cfg = configOf(clan);
  const poems = (clan.poems as ZibeiPoem[]).map((x) => `${x.title ?? '字辈'}（自${generationLabel(x.startGeneration)}起）：${x.text}`).join('\n');
  const t = (key: 'preface' | 'rules' | 'origin' | 'zibei' | 'precepts', title: string, text: string) => ({ key, title, text, filled: text.trim() !== '' });
  return {
    clanId: clan.id,
    list: [
      t('preface', '谱序', cfg.preface), t('rules', '凡例', cfg.rules), t('origin', '源流', cfg.origin), t('zibei', '字辈', poems),
      t('precepts', '家训', cfg.precepts),
      { key: 'chart', title: '世系图', text: '', filled: clan.memberCount > 0 },
      { key: 'records', title: '世系录', text: '', filled: clan.memberCount > 0 },
    ],
  };
}

export async function info(ctx: Ctx, p: { clanId: number }): Promise<Reply<typeof c.info>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const [s] = await rowsOf<Record<string, number>>(ctx.db, sql`
    SELECT count(*) FILTER (WHERE husband_id IS NULL AND gender = 'm')::int AS men,
      count(*) FILTER (WHERE husband_id IS NULL AND gender = 'f')::int AS daughters,
      count(*) FILTER (WHERE husband_id IS NOT NULL)::int AS wives,
      count(*) FILTER (WHERE living)::int AS living
    FROM clan_members WHERE clan_id = ${clan.id}`);
  const [b] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(clanBranches).where(eq(clanBranches.clanId, clan.id));
  const [e] = await ctx.db.select({ n: sql<number>`count(DISTINCT ${clanMemberElite.memberId})::int` }).from(clanMemberElite).where(eq(clanMemberElite.clanId, clan.id));
  const me = ctx.user && !ctx.user.isGuest ? ctx.user.id : 0;
  const [f] = me ? await ctx.db.select({ c: clanMarks.clanId }).from(clanMarks)
    .where(and(eq(clanMarks.clanId, clan.id), eq(clanMarks.userId, me), eq(clanMarks.kind, 'favorite'))).limit(1) : [];
  return {
    ...(await toClan(ctx, clan)), projectName: access.project.name,
    men: Number(s?.men ?? 0), daughters: Number(s?.daughters ?? 0), wives: Number(s?.wives ?? 0), living: Number(s?.living ?? 0),
    branches: Number(b?.n ?? 0), elite: Number(e?.n ?? 0), favorites: await favoriteCount(ctx, clan.id),
    zibei: (clan.poems as ZibeiPoem[]).filter((x) => x.branchId == null).sort((x, y) => x.startGeneration - y.startGeneration).map((x) => x.text).join(''),
    favorite: !!f,
  };
}

export async function memberFavorite(ctx: Ctx<'user'>, p: ParsedParams<typeof c.memberFavorite>): Promise<Reply<typeof c.memberFavorite>> {
  const { clan, access } = await clanAccess(ctx, p.id);
  const hide = hidesLiving(clan, access);
  const rows = await ctx.db.select({ m: clanMembers, at: clanMemberMarks.at }).from(clanMemberMarks)
    .innerJoin(clanMembers, eq(clanMembers.id, clanMemberMarks.memberId))
    .where(and(eq(clanMemberMarks.clanId, clan.id), eq(clanMemberMarks.userId, ctx.user.id)))
    .orderBy(desc(clanMemberMarks.at)).offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map(({ m, at }) => ({
      id: m.id, name: m.fullName, gender: m.gender as 'm' | 'f', generation: m.generation, generationLabel: generationLabel(m.generation),
      birthYear: hide && m.living ? null : m.birthYear, deathYear: m.deathYear, living: m.living, markedAt: at.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
  };
}

export async function circleMemberList(ctx: Ctx, p: ParsedParams<typeof c.circleMemberList>): Promise<Reply<typeof c.circleMemberList>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const rank = sql`CASE ${projectUsers.role} WHEN 'admin' THEN 5 WHEN 'manager' THEN 4 WHEN 'collaborator' THEN 3 WHEN 'member' THEN 2 ELSE 1 END`;
  const rows = await ctx.db.select({ userId: projectUsers.userId, role: projectUsers.role, at: projectUsers.createdAt, nickname: users.nickname })
    .from(projectUsers).innerJoin(users, eq(users.id, projectUsers.userId))
    .where(and(eq(projectUsers.projectId, clan.projectId), isNull(users.deletedAt)))
    .orderBy(desc(rank), asc(projectUsers.createdAt), asc(projectUsers.userId)).offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      userId: r.userId, nickname: r.nickname, role: r.role as ProjectRole, roleName: ROLE_NAMES[r.role as ProjectRole] ?? r.role,
      joinedAt: r.at.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
  };
}
