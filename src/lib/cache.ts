/**
 * Local cache (spec §3 "Local cache entry": a value and a once flag). An entry stored with `once` is read one
 * time and then removed. Entries may also expire. The storage is injected so the module is testable without a
 * browser; the default is window.localStorage, falling back to memory.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Entry<T> {
  value: T;
  once?: boolean;
  /** Epoch ms after which the entry is gone. */
  expires?: number;
}

export interface SetOptions {
  /** Read one time, then removed. */
  once?: boolean;
  /** Lifetime in ms. */
  ttlMs?: number;
}

export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => (m.has(k) ? (m.get(k) as string) : null),
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (ls) {
      const probe = '__zupu_probe__';
      ls.setItem(probe, '1');
      ls.removeItem(probe);
      return ls;
    }
  } catch {
    /* private mode or blocked storage: fall back to memory */
  }
  return memoryStorage();
}

export interface Cache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, opts?: SetOptions): void;
  remove(key: string): void;
  /** Read without consuming a `once` entry. */
  peek<T>(key: string): T | undefined;
}

const PREFIX = 'zupu:';

export function createCache(storage: KeyValueStorage = defaultStorage(), now: () => number = Date.now): Cache {
  function read<T>(key: string): Entry<T> | undefined {
    const raw = storage.getItem(PREFIX + key);
    if (raw === null) return undefined;
    try {
      const e = JSON.parse(raw) as Entry<T>;
      if (!e || typeof e !== 'object' || !('value' in e)) return undefined;
      if (e.expires !== undefined && e.expires <= now()) {
        storage.removeItem(PREFIX + key);
        return undefined;
      }
      return e;
    } catch {
      storage.removeItem(PREFIX + key);
      return undefined;
    }
  }
  return {
    get<T>(key: string) {
      const e = read<T>(key);
      if (!e) return undefined;
      if (e.once) storage.removeItem(PREFIX + key);
      return e.value;
    },
    peek<T>(key: string) {
      return read<T>(key)?.value;
    },
    set<T>(key: string, value: T, opts: SetOptions = {}) {
      if (value === undefined) {
        storage.removeItem(PREFIX + key);
        return;
      }
      const e: Entry<T> = { value };
      if (opts.once) e.once = true;
      if (opts.ttlMs !== undefined) e.expires = now() + opts.ttlMs;
      try {
        storage.setItem(PREFIX + key, JSON.stringify(e));
      } catch {
        /* quota exceeded: the cache is best effort */
      }
    },
    remove(key: string) {
      storage.removeItem(PREFIX + key);
    },
  };
}

/** The app's cache over localStorage. */
export const cache: Cache = createCache();

/** Cache keys used across the app (one place, so they never drift). */
export const CACHE_KEYS = {
  userInfo: 'userInfo',
  jumpUrl: 'jumpUrl',
  inviter: 'inviter',
  clanBookHistory: 'clan-book-history',
  payReturn: 'payReturn',
} as const;
