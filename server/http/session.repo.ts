/** The session lookup every call makes (sessions and users are written by the accounts domain). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sessions, users } from '../db/schema/index';

/** The active user and session of a token hash, if the session is live (not revoked, not expired). */
export async function liveSession(db: Tx, tokenHash: string, now: Date): Promise<{ id: number; sessionId: number } | undefined> {
  const [r] = await db
    .select({ id: users.id, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1);
  return r;
}
