/** The session lookup every call makes (sessions and users are written by the accounts domain). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sessions, users } from '../db/schema/index';

/** The active user and session of a token hash, if the session is live (not revoked, not expired). */
export async function liveSession(db: Tx, tokenHash: string, now: Date): Promise<{ id: number; sessionId: number; method: string; expiresAt: Date } | undefined> {
  const [r] = await db
    .select({ id: users.id, sessionId: sessions.id, method: sessions.method, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1);
  return r;
}

/** Move a session's expiry (a guest session slides forward while it is used). */
export async function extendSession(db: Tx, sessionId: number, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}
