/** Queries of personal family trees. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clanMembers, clans, families, familyPersons, familyUsers, users } from '../../db/schema/index';

export type FamilyRow = typeof families.$inferSelect;
export type PersonRow = typeof familyPersons.$inferSelect;

export async function familyById(db: Tx, id: number): Promise<FamilyRow | undefined> {
  const [r] = await db.select().from(families).where(eq(families.id, id)).limit(1);
  return r;
}
export async function familyOfOwner(db: Tx, ownerId: number): Promise<FamilyRow | undefined> {
  const [r] = await db.select().from(families).where(eq(families.ownerId, ownerId)).limit(1);
  return r;
}
export async function membership(db: Tx, familyId: number, userId: number) {
  const [r] = await db.select().from(familyUsers).where(and(eq(familyUsers.familyId, familyId), eq(familyUsers.userId, userId))).limit(1);
  return r;
}
export async function personById(db: Tx, id: number): Promise<PersonRow | undefined> {
  const [r] = await db.select().from(familyPersons).where(eq(familyPersons.id, id)).limit(1);
  return r;
}
export const personsOf = (db: Tx, familyId: number) => db.select().from(familyPersons).where(eq(familyPersons.familyId, familyId));

export async function userName(db: Tx, id: number): Promise<string> {
  const [u] = await db.select({ n: users.nickname, r: users.realName, f: users.firstName, p: users.phone }).from(users).where(eq(users.id, id)).limit(1);
  return u ? (u.r || u.n || (u.p ? `用户${u.p.slice(-4)}` : `用户${id}`)) : `用户${id}`;
}

/** Families he owns or appears in (any status). */
export async function familiesOfUser(db: Tx, userId: number) {
  const joined = await db.select({ familyId: familyUsers.familyId }).from(familyUsers).where(eq(familyUsers.userId, userId));
  const ids = joined.map((j) => j.familyId);
  return db.select().from(families).where(ids.length ? or(eq(families.ownerId, userId), inArray(families.id, ids)) : eq(families.ownerId, userId));
}

/**
 * Clan member briefs (with the clan name) for associated persons: a user's family tree names clan members by id alone
 * (a locator across projects; docs/scaling.md).
 */
export async function clanBriefs(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ memberId: clanMembers.id, clanId: clanMembers.clanId, name: clanMembers.fullName, generation: clanMembers.generation, clanName: clans.name })
    .from(clanMembers).innerJoin(clans, and(eq(clans.projectId, clanMembers.projectId), eq(clans.id, clanMembers.clanId))).where(inArray(clanMembers.id, ids));
}

// ——— Writes ———

export type PersonInsert = typeof familyPersons.$inferInsert;
export type PersonPatch = Partial<PersonInsert>;

/** His family with its 本人 (`selfName`); undefined when another request created it first. */
export async function createOwnFamily(tx: Tx, ownerId: number, selfName: string, surname: string, now: Date): Promise<FamilyRow | undefined> {
  const [f] = await tx.insert(families).values({
    ownerId, name: '我的家庭', surname, options: { dna: false, women: true, myteam: false, location: false }, createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning();
  if (!f) return undefined;
  const [self] = await tx.insert(familyPersons).values({ familyId: f.id, name: selfName, gender: 'm', userId: ownerId, living: true, createdAt: now, updatedAt: now }).returning();
  const [done] = await tx.update(families).set({ selfId: self.id }).where(eq(families.id, f.id)).returning();
  return done;
}

export async function updateFamily(db: Tx, id: number, set: Partial<typeof families.$inferInsert>, now: Date): Promise<FamilyRow> {
  const [row] = await db.update(families).set({ ...set, version: sql`${families.version} + 1`, updatedAt: now }).where(eq(families.id, id)).returning();
  return row;
}

export async function personCount(db: Tx, familyId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(familyPersons).where(eq(familyPersons.familyId, familyId));
  return Number(n);
}

export async function personOfUser(db: Tx, familyId: number, userId: number): Promise<number | undefined> {
  const [r] = await db.select({ id: familyPersons.id }).from(familyPersons)
    .where(and(eq(familyPersons.familyId, familyId), eq(familyPersons.userId, userId))).limit(1);
  return r?.id;
}

export async function pendingJoins(db: Tx, familyId: number) {
  return db.select().from(familyUsers).where(and(eq(familyUsers.familyId, familyId), eq(familyUsers.status, 'pending')));
}

export async function joinById(db: Tx, id: number) {
  const [r] = await db.select().from(familyUsers).where(eq(familyUsers.id, id)).limit(1);
  return r;
}

/** Ask to join (again). */
export async function requestJoin(db: Tx, familyId: number, userId: number, existingId: number | undefined, now: Date): Promise<void> {
  if (existingId) await db.update(familyUsers).set({ status: 'pending', createdAt: now }).where(eq(familyUsers.id, existingId));
  else await db.insert(familyUsers).values({ familyId, userId, status: 'pending', createdAt: now }).onConflictDoNothing();
}

export async function decideJoin(db: Tx, id: number, status: string): Promise<void> {
  await db.update(familyUsers).set({ status }).where(and(eq(familyUsers.id, id), eq(familyUsers.status, 'pending')));
}

export async function insertPerson(tx: Tx, v: PersonInsert): Promise<PersonRow> {
  const [ins] = await tx.insert(familyPersons).values(v).returning();
  return ins;
}

/** Set his father, mother or spouse when that link is still empty (bumps his version); false when it was taken. */
export async function linkIfEmpty(tx: Tx, id: number, link: 'fatherId' | 'motherId' | 'spouseId', to: number, now: Date): Promise<boolean> {
  const done = await tx.update(familyPersons).set({ [link]: to, version: sql`${familyPersons.version} + 1`, updatedAt: now })
    .where(and(eq(familyPersons.id, id), sql`${familyPersons[link]} IS NULL`)).returning({ id: familyPersons.id });
  return done.length > 0;
}

/** Make `a` and `b` spouses if `a` has none. */
export async function marryIfSingle(tx: Tx, a: number, b: number): Promise<void> {
  const ok = await tx.update(familyPersons).set({ spouseId: b }).where(and(eq(familyPersons.id, a), sql`${familyPersons.spouseId} IS NULL`)).returning();
  if (ok.length) await tx.update(familyPersons).set({ spouseId: a }).where(eq(familyPersons.id, b));
}

/** Change a person at `version` and bump it; undefined when he changed meanwhile (any version when none is given). */
export async function updatePerson(db: Tx, id: number, set: PersonPatch, now: Date, version?: number): Promise<PersonRow | undefined> {
  const [row] = await db.update(familyPersons).set({ ...set, version: sql`${familyPersons.version} + 1`, updatedAt: now })
    .where(and(eq(familyPersons.id, id), version === undefined ? undefined : eq(familyPersons.version, version))).returning();
  return row;
}

/** Delete a person and the links to him in the family. */
export async function deletePerson(tx: Tx, familyId: number, id: number): Promise<void> {
  await tx.delete(familyPersons).where(eq(familyPersons.id, id));
  await tx.update(familyPersons).set({ fatherId: null }).where(and(eq(familyPersons.familyId, familyId), eq(familyPersons.fatherId, id)));
  await tx.update(familyPersons).set({ motherId: null }).where(and(eq(familyPersons.familyId, familyId), eq(familyPersons.motherId, id)));
  await tx.update(familyPersons).set({ spouseId: null }).where(and(eq(familyPersons.familyId, familyId), eq(familyPersons.spouseId, id)));
}

/** Another person of the family already associated with the clan member? */
export async function memberTaken(db: Tx, familyId: number, clanMemberId: number, exceptId: number): Promise<boolean> {
  const [dup] = await db.select({ id: familyPersons.id }).from(familyPersons)
    .where(and(eq(familyPersons.familyId, familyId), eq(familyPersons.clanMemberId, clanMemberId), sql`${familyPersons.id} <> ${exceptId}`)).limit(1);
  return !!dup;
}
