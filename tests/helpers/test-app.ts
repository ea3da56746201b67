/**
 * A test app on a database in the migrated template's state: in-memory PGlite by default (in a thread of its own,
 * as the server runs it, when TEST_PGLITE_THREAD=1), a fresh PostgreSQL database (copied from the template) when
 * TEST_DB=pg. `reset()` empties every table between tests.
 *
 * PGlite: starting an instance from the template costs seconds, so the api project (isolate: false) keeps the
 * instances of a worker: a closed app's instance goes back to `idle`, and the next app of that worker — usually the
 * next file — gets it emptied (every table, the sequences, the base rows: what a fresh one would hold). Each app
 * reaches it only through its own lease, which refuses every call once the app is closed, so work a closed app left
 * running (a job, a timer) cannot write into the next file's database: it fails as on a closed database.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp, type BuildOptions } from '../../server/app';
import { openDb, pgliteHandle, rowsOf, type DbHandle } from '../../server/db/client';
import { ensureBaseData } from '../../server/db/base-data';
import { fixedClock } from '../../server/adapters/clock';
import { memoryStorage } from '../../server/adapters/storage';
import { clearFontCache } from '../../server/domains/fonts/index';
import { inject } from 'vitest';
import { adminUrl, usePostgres } from './db-template';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  clock: ReturnType<typeof fixedClock>;
  /** Empty every table and restore the base rows (the guest). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface TestDb {
  handle: DbHandle;
  /** After the app has closed: give the database back (PGlite: to this worker's idle instances; PostgreSQL: drop it). */
  release: () => Promise<void>;
}

/** This worker's PGlite instances not in use. */
const idle: PGlite[] = [];
let template: Blob | undefined;

async function newPglite(): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = new PGlite({ loadDataDir: template });
  await client.waitReady;
  return client;
}

/** An idle instance emptied to the template's state, or a new one from the template. */
async function takePglite(): Promise<PGlite> {
  for (let client = idle.pop(); client; client = idle.pop()) {
    try {
      await emptyDb(client);
      return client;
    } catch {
      await client.close().catch(() => undefined); // broken by its last user: start a new one instead
    }
  }
  return newPglite();
}

/** The client as one app sees it: every method refuses once `revoke()` has run. */
function lease(client: PGlite): { client: PGlite; revoke: () => void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('the test app of this database is closed');
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: proxy, revoke: () => { revoked = true; } };
}

async function openTestDb(): Promise<TestDb> {
  if (!usePostgres() && process.env.TEST_PGLITE_THREAD === '1') {
    // the server's way (server/db/pglite-thread.ts): PGlite in a thread of its own, one per app, from the template
    template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDb({ thread: true, loadDataDir: template, migrate: false });
    return { handle, release: () => handle.close() };
  }
  if (!usePostgres()) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await takePglite();
    const l = lease(client);
    // the server's own PGlite handle (the prepared-statement path), on this app's lease of the instance
    const handle: DbHandle = pgliteHandle(l.client, drizzle, async () => l.revoke());
    let released = false;
    return {
      handle,
      release: async () => {
        l.revoke();
        if (!released) idle.push(client); // once: a second close must not hand one instance to two apps
        released = true;
      },
    };
  }
  const name = `zupu_t_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const handle = await openDb({ url: adminUrl(name), migrate: false });
  return {
    handle,
    release: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

type Query = (q: string) => Promise<Record<string, unknown>[]>;
type Exec = (q: string) => Promise<unknown>;

/** The public tables and sequences (the same schema in every test database), read once per worker. */
let schemaObjects: { tables: string[]; sequences: { name: string; start: string }[] } | undefined;

/**
 * Back to the migrated template's state: no rows, sequences at their start. Only the tables holding rows are
 * emptied (one query finds them), with foreign-key triggers off; sequences are set back with setval, not
 * ALTER SEQUENCE … RESTART, which rewrites each sequence and cost ~10× more on PGlite.
 */
async function emptyDatabase(query: Query, exec: Exec): Promise<void> {
  schemaObjects ??= {
    tables: (await query("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).map((r) => String(r.t)),
    // realtime event ids never go back while processes listen (server/realtime/pg-bus.ts): that sequence keeps counting
    sequences: (await query("SELECT sequencename AS s, start_value AS v FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1"))
      .filter((r) => r.s !== 'realtime_events_id_seq').map((r) => ({ name: String(r.s), start: String(r.v) })),
  };
  const { tables, sequences } = schemaObjects;
  const [held] = await query(`SELECT ${tables.map((t, i) => `EXISTS (SELECT 1 FROM "${t}") AS t${i}`).join(', ')}`);
  const full = tables.filter((_, i) => held[`t${i}`] === true);
  const deletes = full.length ? `SET session_replication_role = replica; ${full.map((t) => `DELETE FROM "${t}";`).join(' ')} SET session_replication_role = DEFAULT; ` : '';
  // the job queue's rows (server/jobs/: pg-boss keeps its own schema): no job of one test runs in the next
  const jobs = 'DELETE FROM pgboss.job; ';
  const restarts = sequences.length ? `SELECT ${sequences.map((q) => `setval('"${q.name}"', ${q.start}, false)`).join(', ')};` : '';
  await exec(deletes + jobs + restarts);
}

async function emptyDb(client: PGlite): Promise<void> {
  // the last app's prepared statements (server/db/pglite-fast.ts): each app keeps its own
  await client.exec('DEALLOCATE ALL');
  await emptyDatabase(async (q) => (await client.query<Record<string, unknown>>(q)).rows, (q) => client.exec(q));
}

async function emptyHandle(handle: DbHandle): Promise<void> {
  await emptyDatabase((q) => rowsOf<Record<string, unknown>>(handle.db, q), (q) => handle.exec(q));
}

export async function createTestApp(opts: Omit<BuildOptions, 'db'> = {}): Promise<TestApp> {
  const { handle, release } = await openTestDb();
  const clock = fixedClock(new Date('2026-11-22T10:00:00+08:00'));
  let app: FastifyInstance;
  try {
    app = await buildApp({
      logger: false,
      clientDir: false,
      ...opts,
      config: { production: false, dataDir: '/nonexistent', ...opts.config },
      db: handle,
      adapters: { clock, storage: memoryStorage(), ...opts.adapters },
      // no cron sends in tests (a test sends the job it means); a stopping app gives its jobs back quickly
      jobs: { schedule: false, stopTimeoutMs: 1_000, ...opts.jobs },
    });
    await app.ready();
  } catch (e) {
    await release();
    throw e;
  }
  return {
    app,
    db: handle,
    clock,
    async reset() {
      await app.jobs.idle(); // no job of the previous test writes into this one's rows
      await app.deps.visits.flush(); // nor a view it counted (projects/visit-log.ts)
      await emptyHandle(handle);
      app.deps.sessionCache?.clear(); // the rows went with triggers off (emptyDatabase): no notification came
      clearFontCache(); // the same project id, clan versions and clock come back in the emptied database
      await ensureBaseData(handle.db);
      clock.set(new Date('2026-11-22T10:00:00+08:00'));
    },
    async close() {
      await app.close();
      await release();
    },
  };
}
