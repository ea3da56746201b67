/**
 * The database: Drizzle over embedded PGlite (default, files under DATA_DIR/db, or in memory for tests) or over a
 * PostgreSQL server when DATABASE_URL is set. The same generated migrations run on both at boot.
 */
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { FastQueries, fastClient } from './pglite-fast';
import { openPgliteClient, type PgliteOptions } from './pglite-open';
import { openPgliteThread } from './pglite-thread';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: services take this so they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Rows of a raw query on either driver (PGlite and node-postgres answer { rows }; some wrappers an array). */
export async function rowsOf<T>(db: Tx, q: SQL | string): Promise<T[]> {
  const r = (await db.execute(q as SQL)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's address (postgres only): for connections outside the pool, such as realtime's LISTEN. */
  url?: string;
  /** Run raw SQL (used by test helpers and scripts). */
  exec(sql: string): Promise<void>;
  /**
   * Raw SQL with $1… parameters, outside any Drizzle transaction (the job queue, server/jobs/). Without parameters
   * the text may hold several statements (PGlite: `exec`; the rows are the last statement's that returned some).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * PGlite only: call `onNotice` with the payload of each NOTIFY on `channel` (delivered at commit, in this
   * process); answers the function that stops listening.
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PGlite in a thread only: the same database on the background lane (pglite-thread.ts), for work no request waits
   * on, such as loading the big example after start: its statements run in the gaps between requests'.
   */
  background?: Db;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… for a server; a folder for PGlite on disk; undefined for in-memory PGlite. */
  url?: string;
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /** PGlite: run it in a thread of its own (pglite-thread.ts), as the server does. */
  thread?: boolean;
  /** PGlite: less memory, slower queries (pglite-open.ts). */
  lean?: boolean;
}

export async function openDb(opts: OpenOptions): Promise<DbHandle> {
  const handle = opts.url ? await openPostgres(opts.url)
    : opts.thread ? await openPgliteInThread(opts) : await openPglite(opts);
  if (opts.migrate !== false) await migrateDb(handle);
  return handle;
}

async function openPglite(opts: PgliteOptions): Promise<DbHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await openPgliteClient(opts);
  return pgliteHandle(client, drizzle, () => client.close());
}

/** PGlite in its own thread (pglite-thread.ts): the server's database unless PGLITE_THREAD=0. */
async function openPgliteInThread(opts: PgliteOptions): Promise<DbHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const thread = await openPgliteThread(opts);
  const db = drizzle(thread.client(), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => { await thread.call({ op: 'exec', text: sql }); },
    query: async <T,>(sql: string, params?: unknown[]) => {
      if (params?.length) return { rows: (await thread.call<{ rows: T[] }>({ op: 'pgquery', text: sql, params })).rows };
      const results = await thread.call<{ rows: T[] }[]>({ op: 'exec', text: sql });
      return { rows: [...results].reverse().find((r) => r.rows.length)?.rows ?? [] };
    },
    listen: (channel, onNotice) => thread.listen(channel, onNotice),
    background: drizzle(thread.client('bg'), { schema }) as unknown as Db,
    close: () => thread.close(),
  };
}

/**
 * The handle of a PGlite instance (the server's, and the test apps' leased instances: tests/helpers/test-app.ts):
 * Drizzle's queries and raw SQL with parameters take the prepared-statement path (pglite-fast.ts); raw SQL without
 * parameters (several statements in one text: migrations, the job queue's maintenance) keeps PGlite's own `exec`.
 */
export function pgliteHandle(client: PGlite, drizzle: typeof drizzlePglite, close: () => Promise<void>): DbHandle {
  const fast = new FastQueries(client);
  const prepared = fastClient(client, fast);
  const db = drizzle(prepared, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => { await client.exec(sql); },
    query: async <T,>(sql: string, params?: unknown[]) => {
      // with parameters (the job queue's fetch, its sends): the prepared path, as in the server's thread
      if (params?.length) return { rows: (await prepared.query<T>(sql, params)).rows };
      const results = await client.exec(sql);
      return { rows: ([...results].reverse().find((r) => r.rows.length)?.rows ?? []) as T[] };
    },
    // a NOTIFY arrives with the reply of the statement that committed it: PGlite's own calls or the fast path's
    listen: async (channel, onNotice) => {
      const stop = fast.onNotify(channel, onNotice);
      const unlisten = await client.listen(channel, onNotice);
      return async () => { stop(); await unlisten(); };
    },
    close,
  };
}

async function openPostgres(url: string): Promise<DbHandle> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // sized to the cores (issue #25): enough for the server's cores to be busy while others wait on I/O, at least 10 so
  // a transaction that also reads outside itself (realtime, jobs) never waits for a connection it holds
  const pool = new pg.Pool({ connectionString: url, max: Math.max(10, 4 * availableParallelism()) });
  pool.on('error', () => { /* a dropped idle client is replaced on the next query */ });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    exec: async (sql) => { await pool.query(sql); },
    query: async <T,>(sql: string, params?: unknown[]) => {
      const r = (await pool.query(sql, params)) as unknown as { rows: T[] } | { rows: T[] }[];
      return { rows: Array.isArray(r) ? ([...r].reverse().find((x) => x.rows?.length)?.rows ?? []) : r.rows };
    },
    close: () => pool.end(),
  };
}

export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
  // the job queue's own schema (pg-boss creates and upgrades it)
  const { installJobQueue } = await import('../jobs/install');
  await installJobQueue(handle);
}
