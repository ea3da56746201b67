/**
 * A test app on a fresh database from the migrated template: in-memory PGlite by default, a fresh PostgreSQL
 * database (copied from the template) when TEST_DB=pg. `reset()` empties every table between tests.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app';
import { openDb, rowsOf, type DbHandle } from '../../server/db/client';
import { ensureBaseData } from '../../server/db/base-data';
import { fixedClock } from '../../server/adapters/clock';
import { memoryStorage } from '../../server/adapters/storage';
import { inject } from 'vitest';
import { TEMPLATE_FILE, adminUrl, usePostgres } from './db-template';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  clock: ReturnType<typeof fixedClock>;
  /** Empty every table and restore the base rows (the guest). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function openTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (!usePostgres()) {
    const blob = new Blob([readFileSync(TEMPLATE_FILE)]);
    return { handle: await openDb({ loadDataDir: blob, migrate: false }), drop: async () => {} };
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
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

const rowsOfHandle = <T>(handle: DbHandle, query: string) => rowsOf<T>(handle.db, query);

async function listTables(handle: DbHandle): Promise<string[]> {
  const rows = await rowsOfHandle<{ tablename: string }>(handle, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  return rows.map((r) => r.tablename);
}

let sequences: string[] | undefined;
async function sequenceResets(handle: DbHandle): Promise<string> {
  // realtime event ids never go back while processes listen (server/realtime/pg-bus.ts): that sequence keeps counting
  sequences ??= (await rowsOfHandle<{ s: string }>(handle, "SELECT sequence_name AS s FROM information_schema.sequences WHERE sequence_schema = 'public'"))
    .map((r) => r.s).filter((s) => s !== 'realtime_events_id_seq');
  return sequences.map((s) => ` ALTER SEQUENCE "${s}" RESTART;`).join('');
}

export async function createTestApp(opts: Omit<BuildOptions, 'db'> = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDb();
  const clock = fixedClock(new Date('2026-11-22T10:00:00+08:00'));
  const app = await buildApp({
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
  let tables: string[] | undefined;
  return {
    app,
    db: handle,
    clock,
    async reset() {
      // DELETE with foreign-key triggers off is much faster than TRUNCATE on PGlite for small tables.
      tables ??= await listTables(handle);
      await app.jobs.idle(); // no job of the previous test writes into this one's rows
      await handle.exec(
        `SET session_replication_role = replica; ${tables.map((t) => `DELETE FROM "${t}";`).join(' ')} SET session_replication_role = DEFAULT;` +
          ' DELETE FROM pgboss.job;' + (await sequenceResets(handle)),
      );
      await ensureBaseData(handle.db);
      clock.set(new Date('2026-11-22T10:00:00+08:00'));
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
