/**
 * Token hash → live session, in memory, for the embedded database (issue #25): on PGlite the session lookup every
 * call makes was a good part of a logged-in read's time. Only where ONE process owns the database (PGlite): a
 * PostgreSQL server may have several app processes, and its lookup is one indexed query on the pool.
 *
 * Invalidation: triggers (migration 0022_latency) NOTIFY `zupu_sessions` with the user id at the commit of any
 * change that ends a live session early — revoked (logout, password change, account deletion, token revoke), its
 * expiry moved earlier, deleted — or of a user's status (deleted account); the listener drops that user's entries.
 * A lookup that was running while a notification arrived does not fill the cache (the epoch moved), so a session
 * read before a revocation committed is never kept after it. An entry also ends with the session's expiry and
 * after TTL_MS at most; MAX_ENTRIES bounds the memory (the oldest go first).
 */
export interface CachedSession {
  id: number;
  sessionId: number;
  method: string;
  expiresAt: Date;
}

export const SESSION_CHANNEL = 'zupu_sessions';
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry extends CachedSession {
  cachedAt: number;
}

export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Moves on every invalidation: a lookup started before it must not fill the cache. */
  epoch = 0;

  constructor(private readonly ttlMs = TTL_MS, private readonly maxEntries = MAX_ENTRIES) {}

  get size(): number {
    return this.byHash.size;
  }

  /** The cached live session of a token hash at `now`, if any. */
  get(hash: string, now: Date): CachedSession | undefined {
    const e = this.byHash.get(hash);
    if (!e) return undefined;
    const t = now.getTime();
    if (t < e.cachedAt || t - e.cachedAt >= this.ttlMs || e.expiresAt.getTime() <= t) {
      this.remove(hash, e.id);
      return undefined;
    }
    return e;
  }

  /** Keep a session read from the database, unless an invalidation came since `epoch` (read before the lookup). */
  set(hash: string, s: CachedSession, now: Date, epoch: number): void {
    if (epoch !== this.epoch) return;
    if (this.byHash.size >= this.maxEntries && !this.byHash.has(hash)) {
      const oldest = this.byHash.entries().next().value;
      if (oldest) this.remove(oldest[0], oldest[1].id);
    }
    this.byHash.set(hash, { ...s, cachedAt: now.getTime() });
    let set = this.byUser.get(s.id);
    if (!set) this.byUser.set(s.id, (set = new Set()));
    set.add(hash);
  }

  /** A cached session's expiry moved later (a guest session sliding forward). */
  extend(hash: string, expiresAt: Date): void {
    const e = this.byHash.get(hash);
    if (e) e.expiresAt = expiresAt;
  }

  /** Forget every session of a user (a notification). */
  dropUser(userId: number): void {
    this.epoch++;
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const h of set) this.byHash.delete(h);
    this.byUser.delete(userId);
  }

  /** Forget everything (a notification that could not be read). */
  clear(): void {
    this.epoch++;
    this.byHash.clear();
    this.byUser.clear();
  }

  private remove(hash: string, userId: number): void {
    this.byHash.delete(hash);
    const set = this.byUser.get(userId);
    set?.delete(hash);
    if (set?.size === 0) this.byUser.delete(userId);
  }
}

/** The listener of the session notifications: a user id drops his entries; anything else clears the cache. */
export function onSessionNotice(cache: SessionCache, payload: string): void {
  const id = Number(payload);
  if (Number.isInteger(id) && id > 0) cache.dropUser(id);
  else cache.clear();
}
