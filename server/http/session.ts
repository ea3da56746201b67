import type { Db } from '../db/client';
import { sha256 } from '../adapters/ids';
import { extendSession, liveSession } from './session.repo';
import type { SessionUser } from './context';

export const GUEST_ID = 1;
/** A guest session ends after a day without use (issue #13): each use slides it forward, at most every 10 minutes. */
export const GUEST_IDLE_MS = 24 * 3600 * 1000;
const GUEST_TOUCH_MS = 10 * 60 * 1000;

/** The bearer token of a request, from `Authorization: Bearer <token>` (or a bare token). */
export function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const t = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return t && t !== 'null' && t !== 'undefined' ? t : null;
}

/** The user a token belongs to, or null if the token is unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const r = await liveSession(db, sha256(token), now);
  if (r && r.method === 'guest' && r.expiresAt.getTime() - now.getTime() < GUEST_IDLE_MS - GUEST_TOUCH_MS) {
    await extendSession(db, r.sessionId, new Date(now.getTime() + GUEST_IDLE_MS));
  }
  return r ? { id: r.id, isGuest: r.id === GUEST_ID, sessionId: r.sessionId } : null;
}
