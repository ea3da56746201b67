import type { Db } from '../db/client';
import { sha256 } from '../adapters/ids';
import { liveSession } from './session.repo';
import type { SessionUser } from './context';

export const GUEST_ID = 1;

/** The bearer token of a request, from `Authorization: Bearer <token>` (or a bare token). */
export function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const t = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return t && t !== 'null' && t !== 'undefined' ? t : null;
}

/** The user a token belongs to, or null if the token is unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const r = await liveSession(db, sha256(token), now);
  return r ? { id: r.id, isGuest: r.id === GUEST_ID, sessionId: r.sessionId } : null;
}
