/** The visitor log (project_visits) and the counts behind the project and clan statistics. */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clanMembers, clans, projectUsers, projectVisits, users } from '../../db/schema/index';

/**
 * Views counted in memory (visit-log.ts), added in one statement. A project deleted meanwhile has no row to count:
 * its views are dropped, the others added.
 */
export async function addVisits(db: Tx, batch: { projectId: number; userId: number; day: string; views: number; lastAt: Date }[]): Promise<void> {
  const col = <T,>(f: (p: (typeof batch)[number]) => T) => `{${batch.map((p) => JSON.stringify(f(p))).join(',')}}`;
  await db.execute(sql`
    INSERT INTO project_visits (project_id, user_id, day, views, last_at)
    SELECT v.project_id, v.user_id, v.day, v.views, v.last_at
    FROM unnest(${col((p) => p.projectId)}::int[], ${col((p) => p.userId)}::int[], ${col((p) => p.day)}::text[],
      ${col((p) => p.views)}::int[], ${col((p) => p.lastAt.toISOString())}::timestamptz[]) AS v(project_id, user_id, day, views, last_at)
    WHERE EXISTS (SELECT 1 FROM projects WHERE projects.id = v.project_id)
    ON CONFLICT (project_id, day, user_id) DO UPDATE
      SET views = project_visits.views + excluded.views, last_at = greatest(project_visits.last_at, excluded.last_at)`);
}

/** Distinct visitors and views since `fromDay` (all days when absent). */
export async function visitTotals(db: Tx, projectId: number, fromDay?: string) {
  const [r] = await db.select({
    visitors: sql<number>`count(DISTINCT ${projectVisits.userId})::int`,
    views: sql<number>`coalesce(sum(${projectVisits.views}), 0)::int`,
  }).from(projectVisits).where(and(eq(projectVisits.projectId, projectId), fromDay ? gte(projectVisits.day, fromDay) : undefined));
  return { visitors: Number(r.visitors), views: Number(r.views) };
}

/** A page of visit rows (one day, or all), newest first, with the visitor's name, photo and role. */
export async function visitRows(db: Tx, projectId: number, day: string | undefined, offset: number, limit: number) {
  return db.select({
    v: projectVisits, nickname: users.nickname, avatar: users.photo, role: projectUsers.role,
  }).from(projectVisits)
    .leftJoin(users, eq(users.id, projectVisits.userId))
    .leftJoin(projectUsers, and(eq(projectUsers.projectId, projectVisits.projectId), eq(projectUsers.userId, projectVisits.userId)))
    .where(and(eq(projectVisits.projectId, projectId), day ? eq(projectVisits.day, day) : undefined))
    .orderBy(desc(projectVisits.lastAt), desc(projectVisits.userId))
    .offset(offset).limit(limit);
}

/** Visitors and views per day since `fromDay`. */
export async function visitsPerDay(db: Tx, projectId: number, fromDay: string) {
  return db.select({
    day: projectVisits.day, visitors: sql<number>`count(*)::int`, views: sql<number>`sum(${projectVisits.views})::int`,
  }).from(projectVisits).where(and(eq(projectVisits.projectId, projectId), gte(projectVisits.day, fromDay))).groupBy(projectVisits.day);
}

// ——— Reads of clans and members (written by the clans and clan-members domains) ———

const genderCounts = {
  members: sql<number>`count(*)::int`,
  male: sql<number>`count(*) FILTER (WHERE ${clanMembers.gender} = 'm')::int`,
  female: sql<number>`count(*) FILTER (WHERE ${clanMembers.gender} = 'f')::int`,
  living: sql<number>`count(*) FILTER (WHERE ${clanMembers.living})::int`,
};

export async function clanCount(db: Tx, projectId: number): Promise<number> {
  const [cl] = await db.select({ n: sql<number>`count(*)::int` }).from(clans).where(eq(clans.projectId, projectId));
  return Number(cl.n);
}

/** Members, men, women and living members of a project, or of one clan. */
export async function memberCounts(db: Tx, scope: { projectId: number; clanId?: number }) {
  const [m] = await db.select(genderCounts).from(clanMembers)
    .where(and(eq(clanMembers.projectId, scope.projectId), scope.clanId !== undefined ? eq(clanMembers.clanId, scope.clanId) : undefined));
  return { members: Number(m.members), male: Number(m.male), female: Number(m.female), living: Number(m.living) };
}

/** Members per 世 of a clan. */
export async function generationCounts(db: Tx, projectId: number, clanId: number) {
  return db.select({ generation: clanMembers.generation, count: sql<number>`count(*)::int` }).from(clanMembers)
    .where(and(eq(clanMembers.projectId, projectId), eq(clanMembers.clanId, clanId))).groupBy(clanMembers.generation).orderBy(clanMembers.generation);
}
