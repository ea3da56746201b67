/** Every query of entitlements and project_entitlements (server/db/schema/vip.ts). */
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { entitlements, projectEntitlements } from '../../db/schema/index';

export type Subject = { userId: number } | { projectId: number };
export type EntitlementRow = typeof entitlements.$inferSelect;

const isUser = (s: Subject): s is { userId: number } => 'userId' in s;

function activeWhere(s: Subject, kind: string, now: Date): SQL {
  if (isUser(s)) {
    const t = entitlements;
    return and(eq(t.userId, s.userId), eq(t.kind, kind), isNull(t.revokedAt), lte(t.startsAt, now), or(isNull(t.endsAt), gt(t.endsAt, now)))!;
  }
  const t = projectEntitlements;
  return and(eq(t.projectId, s.projectId), eq(t.kind, kind), isNull(t.revokedAt), lte(t.startsAt, now), or(isNull(t.endsAt), gt(t.endsAt, now)))!;
}

/** Rows of a subject and kind in force at `now`. */
export async function active(db: Tx, s: Subject, kind: string, now: Date): Promise<{ amount: number; startsAt: Date; endsAt: Date | null }[]> {
  const t = isUser(s) ? entitlements : projectEntitlements;
  return db.select({ amount: t.amount, startsAt: t.startsAt, endsAt: t.endsAt }).from(t).where(activeWhere(s, kind, now));
}

/**
 * Where the current run of a kind ends: the latest end of the rows not revoked and not yet ended (renewals included);
 * 'lifetime' when one of them has no end; null when none runs.
 */
export async function runEnd(db: Tx, s: Subject, kind: string, now: Date): Promise<Date | 'lifetime' | null> {
  const t = isUser(s) ? entitlements : projectEntitlements;
  const who = isUser(s) ? eq(entitlements.userId, s.userId) : eq(projectEntitlements.projectId, s.projectId);
  const [r] = await db.select({
    lifetime: sql<boolean>`bool_or(${t.endsAt} IS NULL)`,
    end: sql<string | null>`max(${t.endsAt})`,
  }).from(t).where(and(who, eq(t.kind, kind), isNull(t.revokedAt), or(isNull(t.endsAt), gt(t.endsAt, now))));
  if (r?.lifetime) return 'lifetime';
  return r?.end ? new Date(r.end) : null;
}

export interface NewGrant { kind: string; amount: number; startsAt: Date; endsAt: Date | null; source: string; createdAt: Date }

/** Insert a grant; a second grant of the same source and kind is ignored (answers false). */
export async function insert(tx: Tx, s: Subject, g: NewGrant): Promise<boolean> {
  const rows = isUser(s)
    ? await tx.insert(entitlements).values({ ...g, userId: s.userId }).onConflictDoNothing().returning({ id: entitlements.id })
    : await tx.insert(projectEntitlements).values({ ...g, projectId: s.projectId }).onConflictDoNothing().returning({ id: projectEntitlements.id });
  return rows.length > 0;
}

/** Revoke every grant of a source (user and project rows). Answers the user rows revoked. */
export async function revokeSource(tx: Tx, source: string, now: Date): Promise<EntitlementRow[]> {
  await tx.update(projectEntitlements).set({ revokedAt: now })
    .where(and(eq(projectEntitlements.source, source), isNull(projectEntitlements.revokedAt)));
  return tx.update(entitlements).set({ revokedAt: now })
    .where(and(eq(entitlements.source, source), isNull(entitlements.revokedAt))).returning();
}

/** Mark every ended grant expired (once). Answers the user rows and how many project rows. */
export async function expireEnded(tx: Tx, now: Date): Promise<{ users: EntitlementRow[]; projects: number }> {
  const users = await tx.update(entitlements).set({ expiredAt: now })
    .where(and(isNull(entitlements.expiredAt), isNull(entitlements.revokedAt), lte(entitlements.endsAt, now))).returning();
  const projects = await tx.update(projectEntitlements).set({ expiredAt: now })
    .where(and(isNull(projectEntitlements.expiredAt), isNull(projectEntitlements.revokedAt), lte(projectEntitlements.endsAt, now)))
    .returning({ id: projectEntitlements.id });
  return { users, projects: projects.length };
}

/** The avatar items (amounts) a user owns: not revoked. */
export async function ownedAmounts(db: Tx, userId: number, kind: string, now: Date): Promise<number[]> {
  const rows = await db.select({ amount: entitlements.amount }).from(entitlements).where(activeWhere({ userId }, kind, now));
  return rows.map((r) => r.amount);
}

/** Grants of one subject and kind take turns (the end of the run is read, then extended). */
export async function lockSubject(tx: Tx, s: Subject, kind: string): Promise<void> {
  const key = isUser(s) ? `ent:u:${s.userId}:${kind}` : `ent:p:${s.projectId}:${kind}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
