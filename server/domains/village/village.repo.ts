/**
 * Villages, their admins, clans, corrections, log and articles. Villages are site-wide (not project data); the clans
 * rooted in one are project rows (village_clans) read with the clans' and projects' names, and the members who lived
 * there are read from clan_members (a join for names, as docs/developing.md allows).
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  clanMembers, clans, projects, villageAdmins, villageArticles, villageClans, villageCorrections, villageLog, villages,
} from '../../db/schema/index';

export type VillageRow = typeof villages.$inferSelect;
export type VillageInsert = Omit<typeof villages.$inferInsert, 'id'>;
export type CorrectionRow = typeof villageCorrections.$inferSelect;
export type LogRow = typeof villageLog.$inferSelect;
export type ArticleRow = typeof villageArticles.$inferSelect;

export async function villageById(db: Tx, id: number): Promise<VillageRow | undefined> {
  const [r] = await db.select().from(villages).where(eq(villages.id, id)).limit(1);
  return r;
}

/** The village, locked for the rest of the transaction (saves, accepts and reverts of one village run one at a time). */
export async function lockVillage(db: Tx, id: number): Promise<VillageRow | undefined> {
  const [r] = await db.select().from(villages).where(eq(villages.id, id)).for('update').limit(1);
  return r;
}

export async function insertVillage(db: Tx, v: VillageInsert): Promise<VillageRow> {
  const [r] = await db.insert(villages).values(v).returning();
  return r!;
}

/** Write fields when the village is still at `version`; undefined when it moved on (a concurrent change won). */
export async function updateVillage(db: Tx, id: number, version: number, set: Partial<VillageInsert>): Promise<VillageRow | undefined> {
  const [r] = await db.update(villages).set({ ...set, version: sql`${villages.version} + 1` })
    .where(and(eq(villages.id, id), eq(villages.version, version))).returning();
  return r;
}

export async function countVisit(db: Tx, id: number): Promise<number | undefined> {
  const [r] = await db.update(villages).set({ visits: sql`${villages.visits} + 1` }).where(eq(villages.id, id)).returning({ visits: villages.visits });
  return r?.visits;
}

export interface ListFilter { keyword: string; areaLevel?: number; areaId?: number; kind?: string; sort: 'new' | 'hot' }

export async function villagePage(db: Tx, f: ListFilter, offset: number, limit: number): Promise<VillageRow[]> {
  const conds: SQL[] = [];
  if (f.keyword) conds.push(or(ilike(villages.name, `%${escapeLike(f.keyword)}%`), ilike(villages.areaText, `%${escapeLike(f.keyword)}%`))!);
  if (f.kind) conds.push(eq(villages.kind, f.kind));
  if (f.areaId !== undefined) {
    const col = [villages.provinceId, villages.cityId, villages.countyId, villages.townId][f.areaLevel ?? 0]!;
    conds.push(eq(col, f.areaId));
  }
  const order = f.sort === 'hot' ? [desc(villages.visits), desc(villages.id)] : [desc(villages.id)];
  return db.select().from(villages).where(conds.length ? and(...conds) : undefined).orderBy(...order).offset(offset).limit(limit);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// ——— Admins ———

export async function addAdmin(db: Tx, villageId: number, userId: number): Promise<void> {
  await db.insert(villageAdmins).values({ villageId, userId }).onConflictDoNothing();
}

export async function adminIds(db: Tx, villageId: number): Promise<number[]> {
  const rows = await db.select({ userId: villageAdmins.userId }).from(villageAdmins).where(eq(villageAdmins.villageId, villageId)).orderBy(villageAdmins.createdAt);
  return rows.map((r) => r.userId);
}

export async function isAdmin(db: Tx, villageId: number, userId: number): Promise<boolean> {
  const [r] = await db.select({ u: villageAdmins.userId }).from(villageAdmins)
    .where(and(eq(villageAdmins.villageId, villageId), eq(villageAdmins.userId, userId))).limit(1);
  return !!r;
}

export async function removeAdmin(db: Tx, villageId: number, userId: number): Promise<boolean> {
  const rows = await db.delete(villageAdmins).where(and(eq(villageAdmins.villageId, villageId), eq(villageAdmins.userId, userId))).returning({ u: villageAdmins.userId });
  return rows.length > 0;
}

/** Lock the village's admin rows (a removal keeps at least one admin under concurrent removals). */
export async function lockAdmins(db: Tx, villageId: number): Promise<number[]> {
  const rows = await db.select({ userId: villageAdmins.userId }).from(villageAdmins).where(eq(villageAdmins.villageId, villageId)).for('update');
  return rows.map((r) => r.userId);
}

export async function myVillages(db: Tx, userId: number, offset: number, limit: number): Promise<VillageRow[]> {
  const rows = await db.select({ v: villages }).from(villageAdmins).innerJoin(villages, eq(villages.id, villageAdmins.villageId))
    .where(eq(villageAdmins.userId, userId)).orderBy(desc(villages.id)).offset(offset).limit(limit);
  return rows.map((r) => r.v);
}

// ——— Clans ———

export async function clanCounts(db: Tx, villageIds: number[]): Promise<Map<number, number>> {
  if (!villageIds.length) return new Map();
  const rows = await db.select({ villageId: villageClans.villageId, n: sql<number>`count(*)::int` }).from(villageClans)
    .where(inArray(villageClans.villageId, villageIds)).groupBy(villageClans.villageId);
  return new Map(rows.map((r) => [r.villageId, Number(r.n)]));
}

/** The clans rooted in a village with their names and their projects' (privacy for the caller's filter). */
export async function villageClanRows(db: Tx, villageId: number) {
  return db.select({
    projectId: villageClans.projectId, clanId: villageClans.clanId, name: clans.name, surname: clans.surname,
    projectName: projects.name, privacy: projects.privacy,
  }).from(villageClans)
    .innerJoin(clans, and(eq(clans.projectId, villageClans.projectId), eq(clans.id, villageClans.clanId)))
    .innerJoin(projects, eq(projects.id, villageClans.projectId))
    .where(eq(villageClans.villageId, villageId)).orderBy(villageClans.createdAt);
}

/** Does the clan exist in the project. */
export async function clanExists(db: Tx, projectId: number, clanId: number): Promise<boolean> {
  const [r] = await db.select({ id: clans.id }).from(clans).where(and(eq(clans.projectId, projectId), eq(clans.id, clanId))).limit(1);
  return !!r;
}

export async function setVillageClans(db: Tx, villageId: number, list: { projectId: number; clanId: number }[]): Promise<void> {
  await db.delete(villageClans).where(eq(villageClans.villageId, villageId));
  if (list.length) await db.insert(villageClans).values(list.map((c) => ({ ...c, villageId }))).onConflictDoNothing();
}

/** The clans of these projects with their names (a clan admin's clans), in project then clan order. */
export async function clansOfProjects(db: Tx, projectIds: number[]) {
  if (!projectIds.length) return [];
  return db.select({ projectId: clans.projectId, clanId: clans.id, name: clans.name, surname: clans.surname, projectName: projects.name })
    .from(clans).innerJoin(projects, eq(projects.id, clans.projectId))
    .where(inArray(clans.projectId, projectIds)).orderBy(clans.projectId, clans.id);
}

export async function linkClan(db: Tx, villageId: number, projectId: number, clanId: number): Promise<void> {
  await db.insert(villageClans).values({ villageId, projectId, clanId }).onConflictDoNothing();
}

export async function unlinkClan(db: Tx, villageId: number, projectId: number, clanId: number): Promise<boolean> {
  const rows = await db.delete(villageClans)
    .where(and(eq(villageClans.villageId, villageId), eq(villageClans.projectId, projectId), eq(villageClans.clanId, clanId)))
    .returning({ c: villageClans.clanId });
  return rows.length > 0;
}

/**
 * Members of the given clans whose 居住地 or 葬地 names the village (`name` within the text); living members only of
 * the projects in `livingIn`.
 */
export async function villagePeople(db: Tx, clanRefs: { projectId: number; clanId: number }[], name: string, livingIn: number[], offset: number, limit: number) {
  if (!clanRefs.length) return [];
  const like = `%${escapeLike(name)}%`;
  const inClans = or(...clanRefs.map((c) => and(eq(clanMembers.projectId, c.projectId), eq(clanMembers.clanId, c.clanId))))!;
  const living = livingIn.length ? or(eq(clanMembers.living, false), inArray(clanMembers.projectId, livingIn))! : eq(clanMembers.living, false);
  return db.select({
    memberId: clanMembers.id, projectId: clanMembers.projectId, clanId: clanMembers.clanId, fullName: clanMembers.fullName,
    generation: clanMembers.generation, living: clanMembers.living, residence: clanMembers.residence,
  }).from(clanMembers)
    .where(and(inClans, living, or(ilike(clanMembers.residence, like), sql`${clanMembers.burial}::text ILIKE ${like}`)))
    .orderBy(clanMembers.generation, clanMembers.id).offset(offset).limit(limit);
}

// ——— Corrections ———

export async function correctionById(db: Tx, id: number): Promise<CorrectionRow | undefined> {
  const [r] = await db.select().from(villageCorrections).where(eq(villageCorrections.id, id)).limit(1);
  return r;
}

export async function insertCorrection(db: Tx, v: Omit<typeof villageCorrections.$inferInsert, 'id'>): Promise<CorrectionRow> {
  const [r] = await db.insert(villageCorrections).values(v).returning();
  return r!;
}

/** Decide a pending correction; undefined when it is no longer pending (a concurrent decision won). */
export async function decideCorrection(db: Tx, id: number, set: Partial<typeof villageCorrections.$inferInsert>): Promise<CorrectionRow | undefined> {
  const [r] = await db.update(villageCorrections).set(set)
    .where(and(eq(villageCorrections.id, id), eq(villageCorrections.status, 'pending'))).returning();
  return r;
}

export async function correctionPage(db: Tx, by: { villageId?: number; userId?: number; status?: string }, offset: number, limit: number) {
  const conds: SQL[] = [];
  if (by.villageId !== undefined) conds.push(eq(villageCorrections.villageId, by.villageId));
  if (by.userId !== undefined) conds.push(eq(villageCorrections.userId, by.userId));
  if (by.status) conds.push(eq(villageCorrections.status, by.status));
  return db.select().from(villageCorrections).where(and(...conds)).orderBy(desc(villageCorrections.id)).offset(offset).limit(limit);
}

export async function villageNames(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: villages.id, name: villages.name }).from(villages).where(inArray(villages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ——— Log ———

export async function insertLog(db: Tx, v: Omit<typeof villageLog.$inferInsert, 'id'>): Promise<LogRow> {
  const [r] = await db.insert(villageLog).values(v).returning();
  return r!;
}

export async function logById(db: Tx, id: number): Promise<LogRow | undefined> {
  const [r] = await db.select().from(villageLog).where(eq(villageLog.id, id)).limit(1);
  return r;
}

export async function logPage(db: Tx, villageId: number, offset: number, limit: number): Promise<LogRow[]> {
  return db.select().from(villageLog).where(eq(villageLog.villageId, villageId)).orderBy(desc(villageLog.id)).offset(offset).limit(limit);
}

/** Mark an entry reverted; false when it already was (a concurrent revert won). */
export async function markReverted(db: Tx, id: number, userId: number): Promise<boolean> {
  const r = await db.update(villageLog).set({ revertedBy: userId })
    .where(and(eq(villageLog.id, id), sql`${villageLog.revertedBy} IS NULL`)).returning({ id: villageLog.id });
  return r.length === 1;
}

// ——— Articles ———

export async function articleById(db: Tx, id: number): Promise<ArticleRow | undefined> {
  const [r] = await db.select().from(villageArticles).where(eq(villageArticles.id, id)).limit(1);
  return r;
}

export async function articlePage(db: Tx, villageId: number, offset: number, limit: number): Promise<ArticleRow[]> {
  return db.select().from(villageArticles).where(eq(villageArticles.villageId, villageId)).orderBy(desc(villageArticles.id)).offset(offset).limit(limit);
}

export async function insertArticle(db: Tx, v: Omit<typeof villageArticles.$inferInsert, 'id'>): Promise<ArticleRow> {
  const [r] = await db.insert(villageArticles).values(v).returning();
  return r!;
}

export async function updateArticle(db: Tx, id: number, set: { title: string; html: string; updatedAt: Date }): Promise<ArticleRow | undefined> {
  const [r] = await db.update(villageArticles).set(set).where(eq(villageArticles.id, id)).returning();
  return r;
}

export async function deleteArticle(db: Tx, id: number): Promise<void> {
  await db.delete(villageArticles).where(eq(villageArticles.id, id));
}
