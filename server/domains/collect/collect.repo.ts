/**
 * 采丁: campaigns, their assistants, households, the households' people and invite tokens. Every query names the
 * project (docs/scaling.md) but the `locate*` ones, for calls that name a row by id alone: the caller checks access
 * to the row's project next. Reads users (names, phones), clan members and binds in joins.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { clanMembers, collectAdmins, collectFamilies, collectPersons, collects, memberBinds, users } from '../../db/schema/index';

export type CollectRow = typeof collects.$inferSelect;
export type AdminRow = typeof collectAdmins.$inferSelect;
export type FamilyRow = typeof collectFamilies.$inferSelect;
export type PersonRow = typeof collectPersons.$inferSelect;

// ——— Campaigns ———

export async function locateCollect(db: Tx, id: number): Promise<CollectRow | undefined> {
  const [r] = await db.select().from(collects).where(eq(collects.id, id)).limit(1);
  return r;
}

export async function collectById(db: Tx, projectId: number, id: number): Promise<CollectRow | undefined> {
  const [r] = await db.select().from(collects).where(rowOf(collects, projectId, id)).limit(1);
  return r;
}

/** Lock the campaign row (in the caller's transaction): household creation counts and inserts one at a time per campaign. */
export async function lockCollect(tx: Tx, projectId: number, id: number): Promise<void> {
  await tx.select({ id: collects.id }).from(collects).where(rowOf(collects, projectId, id)).for('update');
}

export async function insertCollect(db: Tx, v: Omit<typeof collects.$inferInsert, 'id'>): Promise<CollectRow> {
  const [r] = await db.insert(collects).values(v).returning();
  return r;
}

export async function updateCollect(db: Tx, projectId: number, id: number, set: Partial<typeof collects.$inferInsert>): Promise<CollectRow> {
  const [r] = await db.update(collects).set(set).where(rowOf(collects, projectId, id)).returning();
  return r;
}

/** Campaigns of the project, newest first; `only` limits them to these ids (null = all). */
export async function collectPage(db: Tx, projectId: number, only: number[] | null, offset: number, limit: number): Promise<CollectRow[]> {
  if (only && !only.length) return [];
  return db.select().from(collects)
    .where(and(eq(collects.projectId, projectId), only ? inArray(collects.id, only) : undefined))
    .orderBy(desc(collects.id)).offset(offset).limit(limit);
}

/** Campaign ids where the user is an assistant or owns a household. */
export async function joinedCollectIds(db: Tx, projectId: number, userId: number): Promise<number[]> {
  const a = await db.select({ id: collectAdmins.collectId }).from(collectAdmins)
    .where(and(eq(collectAdmins.projectId, projectId), eq(collectAdmins.userId, userId)));
  const f = await db.selectDistinct({ id: collectFamilies.collectId }).from(collectFamilies)
    .where(and(eq(collectFamilies.projectId, projectId), eq(collectFamilies.ownerId, userId)));
  return [...new Set([...a, ...f].map((r) => r.id))];
}

/** Households per status and the people they hold, per campaign. */
export async function collectCounts(db: Tx, projectId: number, collectIds: number[]) {
  if (!collectIds.length) return [];
  return db.select({
    collectId: collectFamilies.collectId,
    status: collectFamilies.status,
    families: sql<number>`count(DISTINCT ${collectFamilies.id})::int`,
    people: sql<number>`count(${collectPersons.id})::int`,
    added: sql<number>`count(${collectPersons.id}) FILTER (WHERE ${collectPersons.mergedNew})::int`,
  }).from(collectFamilies)
    .leftJoin(collectPersons, and(eq(collectPersons.projectId, collectFamilies.projectId), eq(collectPersons.familyId, collectFamilies.id)))
    .where(and(eq(collectFamilies.projectId, projectId), inArray(collectFamilies.collectId, collectIds)))
    .groupBy(collectFamilies.collectId, collectFamilies.status);
}

/** Per household of a campaign: father member, status, people and new members — for the per-branch stats. */
export async function familyStatRows(db: Tx, projectId: number, collectId: number) {
  return db.select({
    id: collectFamilies.id, status: collectFamilies.status, fatherMemberId: collectFamilies.fatherMemberId,
    people: sql<number>`count(${collectPersons.id})::int`,
    added: sql<number>`count(${collectPersons.id}) FILTER (WHERE ${collectPersons.mergedNew})::int`,
    anchor: sql<number | null>`min(${collectPersons.matchMemberId}) FILTER (WHERE ${collectPersons.role} IN ('father', 'self'))`,
  }).from(collectFamilies)
    .leftJoin(collectPersons, and(eq(collectPersons.projectId, collectFamilies.projectId), eq(collectPersons.familyId, collectFamilies.id)))
    .where(and(eq(collectFamilies.projectId, projectId), eq(collectFamilies.collectId, collectId)))
    .groupBy(collectFamilies.projectId, collectFamilies.id);
}

export async function addressCounts(db: Tx, projectId: number, collectId: number) {
  return db.select({ province: collectFamilies.province, city: collectFamilies.city, families: sql<number>`count(*)::int` })
    .from(collectFamilies)
    .where(and(eq(collectFamilies.projectId, projectId), eq(collectFamilies.collectId, collectId), sql`${collectFamilies.status} <> -1`))
    .groupBy(collectFamilies.province, collectFamilies.city)
    .orderBy(desc(sql`count(*)`), asc(collectFamilies.province), asc(collectFamilies.city));
}

// ——— Assistants ———

export async function locateAdmin(db: Tx, id: number): Promise<AdminRow | undefined> {
  const [r] = await db.select().from(collectAdmins).where(eq(collectAdmins.id, id)).limit(1);
  return r;
}

export async function adminOf(db: Tx, projectId: number, collectId: number, userId: number): Promise<AdminRow | undefined> {
  const [r] = await db.select().from(collectAdmins)
    .where(and(eq(collectAdmins.projectId, projectId), eq(collectAdmins.collectId, collectId), eq(collectAdmins.userId, userId))).limit(1);
  return r;
}

export async function adminById(db: Tx, projectId: number, id: number): Promise<AdminRow | undefined> {
  const [r] = await db.select().from(collectAdmins).where(rowOf(collectAdmins, projectId, id)).limit(1);
  return r;
}

/** Bind (or rename) the assistant with this phone; the user id is set when the phone has an account. */
export async function upsertAdmin(db: Tx, v: Omit<typeof collectAdmins.$inferInsert, 'id'>): Promise<AdminRow> {
  const [r] = await db.insert(collectAdmins).values(v)
    .onConflictDoUpdate({ target: [collectAdmins.projectId, collectAdmins.collectId, collectAdmins.phone], set: { name: v.name, userId: sql`coalesce(${collectAdmins.userId}, excluded.user_id)` } })
    .returning();
  return r;
}

export async function setAdminUser(db: Tx, projectId: number, id: number, userId: number): Promise<void> {
  await db.update(collectAdmins).set({ userId }).where(rowOf(collectAdmins, projectId, id));
}

export async function deleteAdmin(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(collectAdmins).where(rowOf(collectAdmins, projectId, id));
}

export async function adminPage(db: Tx, projectId: number, collectId: number, offset: number, limit: number) {
  return db.select({
    a: collectAdmins,
    families: sql<number>`(SELECT count(*)::int FROM ${collectFamilies} f WHERE f.project_id = ${collectAdmins.projectId} AND f.admin_id = ${collectAdmins.id})`,
    submitted: sql<number>`(SELECT count(*)::int FROM ${collectFamilies} f WHERE f.project_id = ${collectAdmins.projectId} AND f.admin_id = ${collectAdmins.id} AND f.status IN (1, 2))`,
  }).from(collectAdmins)
    .where(and(eq(collectAdmins.projectId, projectId), eq(collectAdmins.collectId, collectId)))
    .orderBy(asc(collectAdmins.id)).offset(offset).limit(limit);
}

export async function userByPhone(db: Tx, phone: string): Promise<{ id: number } | undefined> {
  const [r] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return r;
}

export async function userBriefs(db: Tx, ids: number[]): Promise<Map<number, { name: string; phone: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, phone: users.phone }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.nickname, phone: r.phone ?? '' }]));
}

// ——— Households ———

export async function locateFamily(db: Tx, id: number): Promise<FamilyRow | undefined> {
  const [r] = await db.select().from(collectFamilies).where(eq(collectFamilies.id, id)).limit(1);
  return r;
}

export async function familyById(db: Tx, projectId: number, id: number): Promise<FamilyRow | undefined> {
  const [r] = await db.select().from(collectFamilies).where(rowOf(collectFamilies, projectId, id)).limit(1);
  return r;
}

export async function insertFamily(db: Tx, v: Omit<typeof collectFamilies.$inferInsert, 'id'>): Promise<FamilyRow> {
  const [r] = await db.insert(collectFamilies).values(v).returning();
  return r;
}

export async function updateFamily(db: Tx, projectId: number, id: number, set: Partial<typeof collectFamilies.$inferInsert>, onlyStatus?: number[]): Promise<FamilyRow | undefined> {
  const [r] = await db.update(collectFamilies).set(set)
    .where(and(rowOf(collectFamilies, projectId, id), onlyStatus ? inArray(collectFamilies.status, onlyStatus) : undefined)).returning();
  return r;
}

export async function deleteFamily(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(collectPersons).where(and(eq(collectPersons.projectId, projectId), eq(collectPersons.familyId, id)));
  await db.delete(collectFamilies).where(rowOf(collectFamilies, projectId, id));
}

/** Open (not merged, not invalid) households a user owns in a campaign. */
export async function ownedCount(db: Tx, projectId: number, collectId: number, userId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(collectFamilies)
    .where(and(eq(collectFamilies.projectId, projectId), eq(collectFamilies.collectId, collectId), eq(collectFamilies.ownerId, userId), inArray(collectFamilies.status, [0, 1, 3])));
  return r.n;
}

export interface FamilyFilter { status?: number; ownerId?: number; adminId?: number; fatherIn?: number[] | null }

export async function familyPage(db: Tx, projectId: number, collectId: number, f: FamilyFilter, offset: number, limit: number): Promise<FamilyRow[]> {
  if (f.fatherIn && !f.fatherIn.length) return [];
  return db.select().from(collectFamilies).where(and(
    eq(collectFamilies.projectId, projectId), eq(collectFamilies.collectId, collectId),
    f.status !== undefined ? eq(collectFamilies.status, f.status) : undefined,
    f.ownerId !== undefined ? eq(collectFamilies.ownerId, f.ownerId) : undefined,
    f.adminId !== undefined ? eq(collectFamilies.adminId, f.adminId) : undefined,
    f.fatherIn ? inArray(collectFamilies.fatherMemberId, f.fatherIn) : undefined,
  )).orderBy(desc(collectFamilies.updatedAt), desc(collectFamilies.id)).offset(offset).limit(limit);
}

export async function familiesOfAdmin(db: Tx, projectId: number, adminId: number): Promise<FamilyRow[]> {
  return db.select().from(collectFamilies)
    .where(and(eq(collectFamilies.projectId, projectId), eq(collectFamilies.adminId, adminId))).orderBy(desc(collectFamilies.id));
}

export async function personCounts(db: Tx, projectId: number, familyIds: number[]): Promise<Map<number, number>> {
  if (!familyIds.length) return new Map();
  const rows = await db.select({ f: collectPersons.familyId, n: sql<number>`count(*)::int` }).from(collectPersons)
    .where(and(eq(collectPersons.projectId, projectId), inArray(collectPersons.familyId, familyIds))).groupBy(collectPersons.familyId);
  return new Map(rows.map((r) => [r.f, r.n]));
}

export async function mainPersons(db: Tx, projectId: number, familyIds: number[]): Promise<PersonRow[]> {
  if (!familyIds.length) return [];
  return db.select().from(collectPersons)
    .where(and(eq(collectPersons.projectId, projectId), inArray(collectPersons.familyId, familyIds), or(eq(collectPersons.isMain, true), eq(collectPersons.role, 'self'))))
    .orderBy(desc(collectPersons.isMain), asc(collectPersons.id));
}

// ——— People ———

export async function locatePerson(db: Tx, id: number): Promise<PersonRow | undefined> {
  const [r] = await db.select().from(collectPersons).where(eq(collectPersons.id, id)).limit(1);
  return r;
}

export async function personsOf(db: Tx, projectId: number, familyId: number): Promise<PersonRow[]> {
  return db.select().from(collectPersons)
    .where(and(eq(collectPersons.projectId, projectId), eq(collectPersons.familyId, familyId)))
    .orderBy(asc(collectPersons.ranking), asc(collectPersons.id));
}

export async function insertPerson(db: Tx, v: Omit<typeof collectPersons.$inferInsert, 'id'>): Promise<PersonRow> {
  const [r] = await db.insert(collectPersons).values(v).returning();
  return r;
}

export async function updatePerson(db: Tx, projectId: number, id: number, set: Partial<typeof collectPersons.$inferInsert>): Promise<PersonRow> {
  const [r] = await db.update(collectPersons).set(set).where(rowOf(collectPersons, projectId, id)).returning();
  return r;
}

export interface MergedPerson { id: number; matchMemberId: number | null; mergedMemberId: number; mergedNew: boolean }

/** What a merge made of each person of a household, in one statement. */
export async function updatePersons(db: Tx, projectId: number, rows: MergedPerson[]): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(rows.map((r) => sql`(${r.id}::int, ${r.matchMemberId}::int, ${r.mergedMemberId}::int, ${r.mergedNew}::boolean)`), sql`, `);
  await db.execute(sql`UPDATE collect_persons p SET match_member_id = v.match, merged_member_id = v.merged, merged_new = v.is_new
    FROM (VALUES ${values}) AS v(id, match, merged, is_new) WHERE p.project_id = ${projectId} AND p.id = v.id`);
}

export async function deletePerson(db: Tx, projectId: number, familyId: number, id: number): Promise<void> {
  await db.update(collectPersons).set({ motherPersonId: null })
    .where(and(eq(collectPersons.projectId, projectId), eq(collectPersons.familyId, familyId), eq(collectPersons.motherPersonId, id)));
  await db.delete(collectPersons).where(rowOf(collectPersons, projectId, id));
}

export async function clearMain(db: Tx, projectId: number, familyId: number): Promise<void> {
  await db.update(collectPersons).set({ isMain: false }).where(and(eq(collectPersons.projectId, projectId), eq(collectPersons.familyId, familyId)));
}

/** 红丁: the children a campaign's merges added as new members, newest merge first. */
export async function hongdingRows(db: Tx, projectId: number, collectId: number, offset: number, limit: number) {
  return db.select({ p: collectPersons, mergedAt: collectFamilies.mergedAt }).from(collectPersons)
    .innerJoin(collectFamilies, and(eq(collectFamilies.projectId, collectPersons.projectId), eq(collectFamilies.id, collectPersons.familyId)))
    .where(and(eq(collectPersons.projectId, projectId), eq(collectFamilies.collectId, collectId), eq(collectPersons.role, 'child'),
      eq(collectPersons.mergedNew, true), isNotNull(collectPersons.mergedMemberId)))
    .orderBy(desc(collectFamilies.mergedAt), asc(collectPersons.familyId), asc(collectPersons.ranking)).offset(offset).limit(limit);
}

export async function hongdingStats(db: Tx, projectId: number, collectId: number) {
  const [r] = await db.select({
    sons: sql<number>`count(*) FILTER (WHERE ${collectPersons.gender} = 'm')::int`,
    daughters: sql<number>`count(*) FILTER (WHERE ${collectPersons.gender} = 'f')::int`,
  }).from(collectPersons)
    .innerJoin(collectFamilies, and(eq(collectFamilies.projectId, collectPersons.projectId), eq(collectFamilies.id, collectPersons.familyId)))
    .where(and(eq(collectPersons.projectId, projectId), eq(collectFamilies.collectId, collectId), eq(collectPersons.role, 'child'), eq(collectPersons.mergedNew, true)));
  return r;
}

/** Members of the project bound (本人, accepted) to a user with this phone. */
export async function membersBoundToPhone(db: Tx, projectId: number, phone: string): Promise<number[]> {
  const rows = await db.select({ id: memberBinds.memberId }).from(memberBinds)
    .innerJoin(users, eq(users.id, memberBinds.userId))
    .where(and(eq(memberBinds.projectId, projectId), eq(memberBinds.status, 'accepted'), eq(memberBinds.relation, '本人'), eq(users.phone, phone)));
  return rows.map((r) => r.id);
}

/** Version and name of members (the match screen shows and the merge checks them). */
export async function memberVersions(db: Tx, projectId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: clanMembers.id, version: clanMembers.version, fullName: clanMembers.fullName, clanId: clanMembers.clanId })
    .from(clanMembers).where(and(eq(clanMembers.projectId, projectId), inArray(clanMembers.id, ids)));
}

export async function deleteProjectCollects(tx: Tx, projectId: number): Promise<void> {
  for (const t of [collectPersons, collectFamilies, collectAdmins, collects]) await tx.delete(t).where(eq(t.projectId, projectId));
}

/** A deleted clan's campaigns with their households, people and assistants (invites expire on their own). */
export async function deleteClanCollects(tx: Tx, clan: { projectId: number; id: number }): Promise<void> {
  const ids = (await tx.select({ id: collects.id }).from(collects).where(and(eq(collects.projectId, clan.projectId), eq(collects.clanId, clan.id)))).map((r) => r.id);
  if (!ids.length) return;
  const fams = (await tx.select({ id: collectFamilies.id }).from(collectFamilies)
    .where(and(eq(collectFamilies.projectId, clan.projectId), inArray(collectFamilies.collectId, ids)))).map((r) => r.id);
  if (fams.length) await tx.delete(collectPersons).where(and(eq(collectPersons.projectId, clan.projectId), inArray(collectPersons.familyId, fams)));
  await tx.delete(collectFamilies).where(and(eq(collectFamilies.projectId, clan.projectId), inArray(collectFamilies.collectId, ids)));
  await tx.delete(collectAdmins).where(and(eq(collectAdmins.projectId, clan.projectId), inArray(collectAdmins.collectId, ids)));
  await tx.delete(collects).where(and(eq(collects.projectId, clan.projectId), inArray(collects.id, ids)));
}
