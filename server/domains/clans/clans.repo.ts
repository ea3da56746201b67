/** Clans, their branches and replies; reads of their members' counts for the clan screens. */
import type { ClanBranch } from '@contract/clans';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { reusable } from '../../db/prepared';
import { inClanOf, rowOf, type ClanRef } from '../../db/keys';
import {
  clanBranches, clanMemberElite, clanMemberLog, clanMembers, clanReplies, clans, projects, projectUsers, users,
} from '../../db/schema/index';

export type ClanRow = typeof clans.$inferSelect;
/** A clan_members row (the clan-members domain's MemberRow). */
export type MemberOfClanRow = typeof clanMembers.$inferSelect;

/**
 * A clan by id alone, in whichever project: the calls name a clan by its id, so this is how they find its project
 * (under Citus a query of every shard, by the primary key; docs/scaling.md). Everything after it names the project.
 */
export async function clanById(db: Tx, id: number): Promise<ClanRow | undefined> {
  const [r] = await db.select().from(clans).where(eq(clans.id, id)).limit(1);
  return r;
}

/** The clan, its project and the team row there of `userId` (none when undefined): one query (clanAccess). */
const clanWithAccessQuery = reusable('clan_with_access', (db) => db.select({ clan: clans, project: projects, team: projectUsers }).from(clans)
  .innerJoin(projects, eq(projects.id, clans.projectId))
  .leftJoin(projectUsers, and(eq(projectUsers.projectId, clans.projectId), eq(projectUsers.userId, sql.placeholder('userId'))))
  .where(eq(clans.id, sql.placeholder('id'))).limit(1));

export async function clanWithAccess(db: Tx, id: number, userId: number | undefined) {
  // user ids start at 1: 0 is no one (a visitor without an account has no team row)
  const [r] = await clanWithAccessQuery(db, { id, userId: userId ?? 0 });
  return r;
}

/**
 * A member by id alone (in whichever project, as clan-members' locateMember), with its clan, the clan's project and
 * the team row there of `userId`: one query for a member read's access check instead of two (issue #25).
 */
const memberClanWithAccessQuery = reusable('member_clan_with_access', (db) => db.select({ member: clanMembers, clan: clans, project: projects, team: projectUsers })
  .from(clanMembers)
  .innerJoin(clans, and(eq(clans.id, clanMembers.clanId), eq(clans.projectId, clanMembers.projectId)))
  .innerJoin(projects, eq(projects.id, clans.projectId))
  .leftJoin(projectUsers, and(eq(projectUsers.projectId, clans.projectId), eq(projectUsers.userId, sql.placeholder('userId'))))
  .where(eq(clanMembers.id, sql.placeholder('id'))).limit(1));

export async function memberClanWithAccess(db: Tx, memberId: number, userId: number | undefined) {
  const [r] = await memberClanWithAccessQuery(db, { id: memberId, userId: userId ?? 0 });
  return r;
}

/** 世 range and the first root, from the (clan_id, generation) index: one query. */
export async function clanShape(db: Tx, clan: ClanRef) {
  const [g] = await rowsOf<{ lo: number | null; hi: number | null; root: number | null }>(db, sql`
    SELECT g.lo, g.hi, (SELECT id FROM clan_members WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id}
        AND lineage_father_id IS NULL AND husband_id IS NULL AND generation = coalesce(g.lo, 0) ORDER BY id LIMIT 1) AS root
    FROM (SELECT min(generation) AS lo, max(generation) AS hi FROM clan_members WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id}) g`);
  return { min: Number(g?.lo ?? 0), max: Number(g?.hi ?? 0), rootId: g?.root ?? null };
}

export async function clansOfProject(db: Tx, projectId: number): Promise<ClanRow[]> {
  return db.select().from(clans).where(eq(clans.projectId, projectId)).orderBy(asc(clans.id));
}

export async function exampleClans(db: Tx) {
  return db.select({ c: clans, projectName: projects.name }).from(clans).innerJoin(projects, eq(projects.id, clans.projectId))
    .where(and(eq(projects.identity, 6), sql`${clans.memberCount} > 0`)).orderBy(asc(projects.sort), asc(clans.id)).limit(100);
}

const branchesQuery = reusable('clan_branches', (db) => db.select().from(clanBranches)
  .where(and(eq(clanBranches.projectId, sql.placeholder('projectId')), eq(clanBranches.clanId, sql.placeholder('clanId')))).orderBy(asc(clanBranches.id)));

export async function branchesOf(db: Tx, clan: ClanRef) {
  return branchesQuery(db, { projectId: clan.projectId, clanId: clan.id });
}

/** The clan's branches as the contract gives them. */
export async function branchList(db: Tx, clan: ClanRef): Promise<ClanBranch[]> {
  return (await branchesOf(db, clan)).map((b) => ({
    id: b.id, name: b.name, kind: b.kind as ClanBranch['kind'], parentId: b.parentId, founderId: b.founderId,
  }));
}

/** Blood members (not wives, not 赘婿) per 世. */
export async function generationCounts(db: Tx, clan: ClanRef, min?: number, max?: number) {
  const conds = [inClanOf(clanMembers, clan), isNull(clanMembers.husbandId), sql`coalesce(${clanMembers.adoption}->>'type', '') <> '赘婿'`];
  if (min !== undefined) conds.push(sql`${clanMembers.generation} >= ${min}`);
  if (max !== undefined) conds.push(sql`${clanMembers.generation} <= ${max}`);
  return db.select({ generation: clanMembers.generation, count: sql<number>`count(*)::int` }).from(clanMembers)
    .where(and(...conds)).groupBy(clanMembers.generation).orderBy(asc(clanMembers.generation));
}

export async function bumpClan(tx: Tx, clan: ClanRef, delta: number, now: Date): Promise<void> {
  await tx.update(clans).set({ version: sql`${clans.version} + 1`, memberCount: sql`${clans.memberCount} + ${delta}`, updatedAt: now })
    .where(rowOf(clans, clan.projectId, clan.id));
}

/** As bumpClan, only if the clan is still at `version`; the new version, or undefined. */
export async function bumpClanAt(tx: Tx, clan: ClanRef, version: number, delta: number, now: Date): Promise<number | undefined> {
  const [c] = await tx.update(clans).set({ version: sql`${clans.version} + 1`, memberCount: sql`${clans.memberCount} + ${delta}`, updatedAt: now })
    .where(and(rowOf(clans, clan.projectId, clan.id), eq(clans.version, version))).returning({ version: clans.version });
  return c?.version;
}

export type NewClan = Omit<typeof clans.$inferInsert, 'id' | 'version' | 'memberCount'>;
export type ClanPatch = Partial<Omit<typeof clans.$inferInsert, 'id' | 'version' | 'projectId' | 'createdAt'>>;

export async function insertClan(db: Tx, v: NewClan): Promise<ClanRow> {
  const [row] = await db.insert(clans).values(v).returning();
  return row;
}

/** Change a clan and bump its version; with `version`, only if it is still that one (else undefined). */
export async function updateClan(db: Tx, clan: ClanRef, set: ClanPatch, version?: number): Promise<ClanRow | undefined> {
  const conds = [rowOf(clans, clan.projectId, clan.id)];
  if (version !== undefined) conds.push(eq(clans.version, version));
  const [row] = await db.update(clans).set({ ...set, version: sql`${clans.version} + 1` }).where(and(...conds)).returning();
  return row;
}

/** Change a clan's settings (the version is not bumped: settings are not in the tree pack). */
export async function setConfig(db: Tx, clan: ClanRef, config: Record<string, unknown>, now: Date): Promise<ClanRow> {
  const [row] = await db.update(clans).set({ config, updatedAt: now }).where(rowOf(clans, clan.projectId, clan.id)).returning();
  return row;
}

/** The clan row (its branches, marks and replies follow by foreign key). */
export async function deleteClanRow(tx: Tx, clan: ClanRef): Promise<void> {
  await tx.delete(clans).where(rowOf(clans, clan.projectId, clan.id));
}

/** Clans and members of a project. */
export async function projectCounts(db: Tx, projectId: number): Promise<{ clans: number; members: number }> {
  const [r] = await db.select({ n: sql<number>`count(*)::int`, m: sql<number>`coalesce(sum(${clans.memberCount}), 0)::int` })
    .from(clans).where(eq(clans.projectId, projectId));
  return { clans: Number(r.n), members: Number(r.m) };
}

// ——— Branches ———

/** A branch by id alone, in whichever project (/clan/branch/delete names only the branch): check its clan's access next. */
export async function locateBranch(db: Tx, id: number) {
  const [b] = await db.select().from(clanBranches).where(eq(clanBranches.id, id)).limit(1);
  return b;
}

export type BranchValues = { name: string; kind: string; parentId: number | null; founderId: number | null };

export async function insertBranch(db: Tx, clan: ClanRef, v: BranchValues): Promise<void> {
  await db.insert(clanBranches).values({ projectId: clan.projectId, clanId: clan.id, ...v });
}

export async function branchById(db: Tx, projectId: number, id: number) {
  const [b] = await db.select().from(clanBranches).where(rowOf(clanBranches, projectId, id)).limit(1);
  return b;
}

export async function updateBranch(db: Tx, projectId: number, id: number, v: BranchValues): Promise<void> {
  await db.update(clanBranches).set(v).where(rowOf(clanBranches, projectId, id));
}

export async function deleteBranch(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(clanBranches).where(rowOf(clanBranches, projectId, id));
}

export async function branchCount(db: Tx, clan: ClanRef): Promise<number> {
  const [b] = await db.select({ n: sql<number>`count(*)::int` }).from(clanBranches).where(inClanOf(clanBranches, clan));
  return Number(b?.n ?? 0);
}

// ——— Reads of the clan's members (written by the clan-members domain) ———

/** Is `memberId` a member of the clan? */
export async function hasMember(db: Tx, clan: ClanRef, memberId: number): Promise<boolean> {
  const [m] = await db.select({ id: clanMembers.id }).from(clanMembers)
    .where(and(eq(clanMembers.id, memberId), inClanOf(clanMembers, clan))).limit(1);
  return !!m;
}

/** Members filed under a branch. */
export async function membersInBranch(db: Tx, clan: ClanRef, branchId: number): Promise<number> {
  const [used] = await db.select({ n: count() }).from(clanMembers).where(and(inClanOf(clanMembers, clan), eq(clanMembers.branchId, branchId)));
  return Number(used?.n ?? 0);
}

export async function memberTotal(db: Tx, clan: ClanRef): Promise<number> {
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(clanMembers).where(inClanOf(clanMembers, clan));
  return Number(n?.n ?? 0);
}

/** Residence counts; living members left out with `hideLiving`. */
export async function residenceCounts(db: Tx, clan: ClanRef, hideLiving: boolean, limit: number) {
  const rows = await db.select({ name: clanMembers.residence, count: sql<number>`count(*)::int` }).from(clanMembers)
    .where(and(inClanOf(clanMembers, clan), sql`coalesce(${clanMembers.residence}, '') <> ''`, hideLiving ? eq(clanMembers.living, false) : undefined))
    .groupBy(clanMembers.residence).orderBy(desc(sql`count(*)`), asc(clanMembers.residence)).limit(limit);
  return rows.map((r) => ({ name: r.name ?? '', count: Number(r.count) }));
}

/** Men, daughters, wives and living members of a clan, its members with an elite type. */
export async function memberTally(db: Tx, clan: ClanRef) {
  const [s] = await rowsOf<Record<string, number>>(db, sql`
    SELECT count(*) FILTER (WHERE husband_id IS NULL AND gender = 'm')::int AS men,
      count(*) FILTER (WHERE husband_id IS NULL AND gender = 'f')::int AS daughters,
      count(*) FILTER (WHERE husband_id IS NOT NULL)::int AS wives,
      count(*) FILTER (WHERE living)::int AS living
    FROM clan_members WHERE project_id = ${clan.projectId} AND clan_id = ${clan.id}`);
  const [e] = await db.select({ n: sql<number>`count(DISTINCT ${clanMemberElite.memberId})::int` }).from(clanMemberElite).where(inClanOf(clanMemberElite, clan));
  return {
    men: Number(s?.men ?? 0), daughters: Number(s?.daughters ?? 0), wives: Number(s?.wives ?? 0), living: Number(s?.living ?? 0),
    elite: Number(e?.n ?? 0),
  };
}

/** The clan's member changes since `since` (the clan-members domain's log). */
export async function changesSince(db: Tx, clan: ClanRef, since: Date) {
  return db.select({ action: clanMemberLog.action, at: clanMemberLog.at }).from(clanMemberLog)
    .where(and(inClanOf(clanMemberLog, clan), gte(clanMemberLog.at, since)));
}

// ——— Replies (留言) ———

export type ReplyRow = typeof clanReplies.$inferSelect;

export async function replyInClan(db: Tx, id: number, clan: ClanRef): Promise<boolean> {
  const [r] = await db.select({ id: clanReplies.id }).from(clanReplies).where(and(eq(clanReplies.id, id), inClanOf(clanReplies, clan))).limit(1);
  return !!r;
}

export async function insertReply(db: Tx, v: Omit<typeof clanReplies.$inferInsert, 'id'>): Promise<ReplyRow> {
  const [r] = await db.insert(clanReplies).values(v).returning();
  return r;
}

export async function replyPage(db: Tx, clan: ClanRef, offset: number, limit: number): Promise<ReplyRow[]> {
  return db.select().from(clanReplies).where(inClanOf(clanReplies, clan))
    .orderBy(desc(clanReplies.createdAt), desc(clanReplies.id)).offset(offset).limit(limit);
}

// ——— Users (the accounts domain's) and the project team ———

export async function nicknames(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, n: users.nickname }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The project's team and members (not deleted users), strongest role first, then by joining. */
export async function circlePage(db: Tx, projectId: number, offset: number, limit: number) {
  const rank = sql`CASE ${projectUsers.role} WHEN 'admin' THEN 5 WHEN 'manager' THEN 4 WHEN 'collaborator' THEN 3 WHEN 'member' THEN 2 ELSE 1 END`;
  return db.select({ userId: projectUsers.userId, role: projectUsers.role, at: projectUsers.createdAt, nickname: users.nickname })
    .from(projectUsers).innerJoin(users, eq(users.id, projectUsers.userId))
    .where(and(eq(projectUsers.projectId, projectId), isNull(users.deletedAt)))
    .orderBy(desc(rank), asc(projectUsers.createdAt), asc(projectUsers.userId)).offset(offset).limit(limit);
}
