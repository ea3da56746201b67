/** Queries of personal family trees. */
import { and, eq, inArray, or } from 'drizzle-orm';
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

/** Clan member briefs (with the clan name) for associated persons. */
export async function clanBriefs(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ memberId: clanMembers.id, clanId: clanMembers.clanId, name: clanMembers.fullName, generation: clanMembers.generation, clanName: clans.name })
    .from(clanMembers).innerJoin(clans, eq(clans.id, clanMembers.clanId)).where(inArray(clanMembers.id, ids));
}
