/**
 * Visitor log (one row per visitor per project per China-time day, upserted) and project / clan statistics
 * for /clan/admin/visitor, /clan/admin/project-stat and /clan/admin/clan-stat.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/projects';
import type { ProjectRole } from '@contract/projects';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { clanMembers, clans, projectUsers, projectVisits, users } from '../../db/schema/index';
import { fail } from '../../http/errors';
import { requireProjectRole } from './access';
import { chinaDay } from '../../../model/datetime';

const DAY_MS = 86_400_000;

/**
 * Record a read of the project by the caller (guests share user id 1). One upsert. Called from project
 * get/detail/config/auth, clan detail (/clan/detail) and the tree pack download (/clan-member/tree/pack).
 */
export async function recordVisit(ctx: Ctx, projectId: number): Promise<void> {
  const userId = ctx.user?.id;
  if (!userId) return;
  const now = ctx.adapters.clock.now();
  await ctx.db.insert(projectVisits).values({ projectId, userId, day: chinaDay(now), views: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [projectVisits.projectId, projectVisits.day, projectVisits.userId],
      set: { views: sql`${projectVisits.views} + 1`, lastAt: now },
    });
}

async function visitorStats(db: Tx, projectId: number, now: Date, days: number) {
  const from = chinaDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const [r] = await db.select({
    visitors: sql<number>`count(DISTINCT ${projectVisits.userId})::int`,
    views: sql<number>`coalesce(sum(${projectVisits.views}), 0)::int`,
  }).from(projectVisits).where(and(eq(projectVisits.projectId, projectId), gte(projectVisits.day, from)));
  return { visitors: Number(r.visitors), views: Number(r.views) };
}

export async function visitorList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.visitorList>): Promise<Reply<typeof c.visitorList>> {
  await requireProjectRole(ctx, p.projectId, 'visitor.view');
  const conds = [eq(projectVisits.projectId, p.projectId)];
  if (p.day) conds.push(eq(projectVisits.day, p.day));
  const rows = await ctx.db.select({
    v: projectVisits, nickname: users.nickname, avatar: users.photo, role: projectUsers.role,
  }).from(projectVisits)
    .leftJoin(users, eq(users.id, projectVisits.userId))
    .leftJoin(projectUsers, and(eq(projectUsers.projectId, projectVisits.projectId), eq(projectUsers.userId, projectVisits.userId)))
    .where(and(...conds)).orderBy(desc(projectVisits.lastAt), desc(projectVisits.userId))
    .offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
  const now = ctx.adapters.clock.now();
  const [today, week] = [await visitorStats(ctx.db, p.projectId, now, 1), await visitorStats(ctx.db, p.projectId, now, 7)];
  const [all] = await ctx.db.select({
    total: sql<number>`count(DISTINCT ${projectVisits.userId})::int`, views: sql<number>`coalesce(sum(${projectVisits.views}), 0)::int`,
  }).from(projectVisits).where(eq(projectVisits.projectId, p.projectId));
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      userId: r.v.userId, nickname: r.v.userId === 1 ? '游客' : (r.nickname ?? '已注销用户'), avatar: r.avatar ?? '',
      isGuest: r.v.userId === 1, role: (r.role as ProjectRole | null) ?? null, day: r.v.day, views: r.v.views, lastAt: r.v.lastAt.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
    stats: { today: today.visitors, last7Days: week.visitors, total: Number(all.total), views: Number(all.views) },
  };
}

const genderCounts = {
  members: sql<number>`count(*)::int`,
  male: sql<number>`count(*) FILTER (WHERE ${clanMembers.gender} = 'm')::int`,
  female: sql<number>`count(*) FILTER (WHERE ${clanMembers.gender} = 'f')::int`,
  living: sql<number>`count(*) FILTER (WHERE ${clanMembers.living})::int`,
};

export async function projectStat(ctx: Ctx<'user'>, p: ParsedParams<typeof c.projectStat>): Promise<Reply<typeof c.projectStat>> {
  await requireProjectRole(ctx, p.projectId, 'visitor.view');
  const db = ctx.db;
  const [cl] = await db.select({ n: sql<number>`count(*)::int` }).from(clans).where(eq(clans.projectId, p.projectId));
  const [m] = await db.select(genderCounts).from(clanMembers).where(eq(clanMembers.projectId, p.projectId));
  const team = await db.select({ role: projectUsers.role, n: sql<number>`count(*)::int` }).from(projectUsers)
    .where(eq(projectUsers.projectId, p.projectId)).groupBy(projectUsers.role);
  const n = (r: string) => Number(team.find((x) => x.role === r)?.n ?? 0);
  const now = ctx.adapters.clock.now();
  const [d1, d7, d30] = [await visitorStats(db, p.projectId, now, 1), await visitorStats(db, p.projectId, now, 7), await visitorStats(db, p.projectId, now, 30)];
  const from = chinaDay(new Date(now.getTime() - 29 * DAY_MS));
  const perDay = await db.select({
    day: projectVisits.day, visitors: sql<number>`count(*)::int`, views: sql<number>`sum(${projectVisits.views})::int`,
  }).from(projectVisits).where(and(eq(projectVisits.projectId, p.projectId), gte(projectVisits.day, from))).groupBy(projectVisits.day);
  const daily = Array.from({ length: 30 }, (_, i) => {
    const day = chinaDay(new Date(now.getTime() - (29 - i) * DAY_MS));
    const r = perDay.find((x) => x.day === day);
    return { day, visitors: Number(r?.visitors ?? 0), views: Number(r?.views ?? 0) };
  });
  return {
    clans: Number(cl.n), members: Number(m.members), male: Number(m.male), female: Number(m.female), living: Number(m.living),
    team: { admin: n('admin'), manager: n('manager'), collaborator: n('collaborator'), member: n('member') },
    visitors: { today: d1.visitors, last7Days: d7.visitors, last30Days: d30.visitors, views30Days: d30.views },
    daily,
  };
}

export async function clanStat(ctx: Ctx<'user'>, p: ParsedParams<typeof c.clanStat>): Promise<Reply<typeof c.clanStat>> {
  const [clan] = await ctx.db.select({ projectId: clans.projectId }).from(clans).where(eq(clans.id, p.clanId)).limit(1);
  if (!clan) fail('族谱不存在');
  await requireProjectRole(ctx, clan.projectId, 'visitor.view');
  const [m] = await ctx.db.select(genderCounts).from(clanMembers).where(eq(clanMembers.clanId, p.clanId));
  const gens = await ctx.db.select({ generation: clanMembers.generation, count: sql<number>`count(*)::int` }).from(clanMembers)
    .where(eq(clanMembers.clanId, p.clanId)).groupBy(clanMembers.generation).orderBy(clanMembers.generation);
  const members = Number(m.members);
  return {
    clanId: p.clanId, members, male: Number(m.male), female: Number(m.female), living: Number(m.living), deceased: members - Number(m.living),
    minGeneration: gens[0]?.generation ?? null, maxGeneration: gens.at(-1)?.generation ?? null,
    generations: gens.map((g) => ({ generation: g.generation, count: Number(g.count) })),
  };
}
