import type { Db } from '../db/client';
import { sha256 } from '../adapters/ids';
import { extendSession, liveSession } from './session.repo';
import type { SessionUser } from './context';
import type { SessionCache } from './session-cache';

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

/**
 * The user a token belongs to, or null if the token is unknown, revoked or expired. With a cache (embedded
 * database, session-cache.ts) a live session found once is answered from memory until it is changed or ends.
 */
export async function resolveSession(db: Db, token: string, now: Date, cache?: SessionCache | null): Promise<SessionUser | null> {
  const hash = sha256(token);
  let r = cache?.get(hash, now);
  if (!r) {
    const epoch = cache?.epoch ?? 0;
    r = await liveSession(db, hash, now);
    if (r && cache) cache.set(hash, r, now, epoch);
  }
  if (r && r.method === 'guest' && r.expiresAt.getTime() - now.getTime() < GUEST_IDLE_MS - GUEST_TOUCH_MS) {
    const expiresAt = new Date(now.getTime() + GUEST_IDLE_MS);
    await extendSession(db, r.sessionId, expiresAt);
    cache?.extend(hash, expiresAt);
  }
  return r ? { id: r.id, isGuest: r.id === GUEST_ID, sessionId: r.sessionId } : null;
}
