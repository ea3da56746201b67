/**
 * Corrections (纠错) and bind requests (绑定族人). Every query names the project (docs/scaling.md), but for
 * `locate*`: the calls that name a request by its id alone find its project with them.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inClanOf, rowOf, type ClanRef } from '../../db/keys';
import { memberBinds, memberCorrections } from '../../db/schema/index';

export type CorrectionRow = typeof memberCorrections.$inferSelect;
export type BindRow = typeof memberBinds.$inferSelect;
const OPEN = ['pending', 'delayed'];
const SELF = '本人';

/** Which rows a reviewer sees: his projects, and for a collaborator only members of his branch (null = all). */
export interface Scope { projectIds: number[]; memberIds: number[] | null }

const inScope = (projectCol: typeof memberCorrections.projectId | typeof memberBinds.projectId,
  memberCol: typeof memberCorrections.memberId | typeof memberBinds.memberId, s: Scope): SQL => and(
  s.projectIds.length ? inArray(projectCol, s.projectIds) : sql`false`,
  s.memberIds === null ? undefined : s.memberIds.length ? inArray(memberCol, s.memberIds) : sql`false`,
)!;

// ——— Corrections ———

/** A correction by id alone, in whichever project; check access to its project next. */
export async function locateCorrection(db: Tx, id: number): Promise<CorrectionRow | undefined> {
  const [r] = await db.select().from(memberCorrections).where(eq(memberCorrections.id, id)).limit(1);
  return r;
}

export async function hasOpenCorrection(db: Tx, projectId: number, memberId: number, userId: number): Promise<boolean> {
  const [dup] = await db.select({ id: memberCorrections.id }).from(memberCorrections).where(and(
    eq(memberCorrections.projectId, projectId), eq(memberCorrections.memberId, memberId), eq(memberCorrections.userId, userId), inArray(memberCorrections.status, OPEN))).limit(1);
  return !!dup;
}

/** A new correction; undefined when he has an open one for the member already (unique index). */
export async function insertCorrection(db: Tx, v: Omit<typeof memberCorrections.$inferInsert, 'id'>): Promise<CorrectionRow | undefined> {
  const [row] = await db.insert(memberCorrections).values(v).onConflictDoNothing().returning();
  return row;
}

/** Decide an open correction; undefined when it is no longer open (a concurrent decision won). */
export async function decideCorrection(db: Tx, projectId: number, id: number, set: Partial<typeof memberCorrections.$inferInsert>): Promise<CorrectionRow | undefined> {
  const [done] = await db.update(memberCorrections).set(set)
    .where(and(rowOf(memberCorrections, projectId, id), inArray(memberCorrections.status, OPEN))).returning();
  return done;
}

/** A page of corrections in scope with a status (open ones when none), of one clan or all. */
export async function correctionPage(db: Tx, s: Scope, status: string | undefined, clanId: number | undefined, offset: number, limit: number) {
  const conds = [inScope(memberCorrections.projectId, memberCorrections.memberId, s),
    status ? eq(memberCorrections.status, status) : inArray(memberCorrections.status, OPEN)];
  if (clanId) conds.push(eq(memberCorrections.clanId, clanId));
  return db.select().from(memberCorrections).where(and(...conds)).orderBy(desc(memberCorrections.id)).offset(offset).limit(limit);
}

/** Open corrections in scope per status, and the latest one. */
export async function openCorrections(db: Tx, s: Scope) {
  const where = and(inScope(memberCorrections.projectId, memberCorrections.memberId, s), inArray(memberCorrections.status, OPEN));
  const counts = await db.select({ status: memberCorrections.status, n: sql<number>`count(*)::int` }).from(memberCorrections)
    .where(where).groupBy(memberCorrections.status);
  const [latest] = await db.select().from(memberCorrections).where(where).orderBy(desc(memberCorrections.id)).limit(1);
  return { counts, latest: latest as CorrectionRow | undefined };
}

// ——— Binds ———

/** The member a user is bound to (本人, accepted) in a project. */
export async function boundMemberOf(db: Tx, projectId: number, userId: number): Promise<{ memberId: number; clanId: number } | undefined> {
  const [r] = await db.select({ memberId: memberBinds.memberId, clanId: memberBinds.clanId }).from(memberBinds).where(and(
    eq(memberBinds.projectId, projectId), eq(memberBinds.userId, userId), eq(memberBinds.status, 'accepted'), eq(memberBinds.relation, SELF),
  )).limit(1);
  return r;
}

/** A bind by id alone, in whichever project; check access to its project next. */
export async function locateBind(db: Tx, id: number): Promise<BindRow | undefined> {
  const [r] = await db.select().from(memberBinds).where(eq(memberBinds.id, id)).limit(1);
  return r;
}

/** The user bound to a member as 本人, if any. */
export async function selfBindOf(db: Tx, projectId: number, memberId: number): Promise<{ userId: number } | undefined> {
  const [taken] = await db.select({ userId: memberBinds.userId }).from(memberBinds).where(and(
    eq(memberBinds.projectId, projectId), eq(memberBinds.memberId, memberId), eq(memberBinds.status, 'accepted'), eq(memberBinds.relation, SELF))).limit(1);
  return taken;
}

export async function hasPendingBind(db: Tx, projectId: number, memberId: number, userId: number): Promise<boolean> {
  const [dup] = await db.select({ id: memberBinds.id }).from(memberBinds).where(and(
    eq(memberBinds.projectId, projectId), eq(memberBinds.memberId, memberId), eq(memberBinds.userId, userId), eq(memberBinds.status, 'pending'))).limit(1);
  return !!dup;
}

/** A new bind (request or accepted); undefined when a unique index refused it. */
export async function insertBind(db: Tx, v: Omit<typeof memberBinds.$inferInsert, 'id'>): Promise<BindRow | undefined> {
  const [row] = await db.insert(memberBinds).values(v).onConflictDoNothing().returning();
  return row;
}

/** Decide a pending bind; undefined when it is no longer pending. */
export async function decideBind(db: Tx, projectId: number, id: number, set: Partial<typeof memberBinds.$inferInsert>): Promise<BindRow | undefined> {
  const [done] = await db.update(memberBinds).set(set).where(and(rowOf(memberBinds, projectId, id), eq(memberBinds.status, 'pending'))).returning();
  return done;
}

export async function bindPage(db: Tx, s: Scope, status: string, offset: number, limit: number): Promise<BindRow[]> {
  return db.select().from(memberBinds).where(and(inScope(memberBinds.projectId, memberBinds.memberId, s), eq(memberBinds.status, status)))
    .orderBy(desc(memberBinds.id)).offset(offset).limit(limit);
}

export async function pendingBindsOf(db: Tx, projectId: number, userId: number): Promise<BindRow[]> {
  return db.select().from(memberBinds).where(and(
    eq(memberBinds.projectId, projectId), eq(memberBinds.userId, userId), eq(memberBinds.status, 'pending'))).orderBy(desc(memberBinds.id));
}

// ——— What goes with a deleted clan or project ———

export async function deleteOfClan(tx: Tx, clan: ClanRef): Promise<void> {
  await tx.delete(memberCorrections).where(inClanOf(memberCorrections, clan));
  await tx.delete(memberBinds).where(inClanOf(memberBinds, clan));
}

export async function deleteOfProject(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(memberCorrections).where(eq(memberCorrections.projectId, projectId));
  await tx.delete(memberBinds).where(eq(memberBinds.projectId, projectId));
}
