/**
 * Runs once per project before its test files: a migrated database template, so each test app starts from it
 * instead of running initdb and every migration again (PGlite initdb takes seconds).
 * - PGlite (default): a data-dir dump, `.tmp/pglite-template-<migrations hash>.tar` (db-template.ts), made only
 *   when no earlier run left one for these migrations; written to a temporary name and renamed, so two projects
 *   (api, slow) setting up at once never read half a file.
 * - PostgreSQL (TEST_DB=pg with TEST_DATABASE_URL): a template database per run, `zupu_tpl_<pid>_<time>`.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDb, migrateDb } from '../../server/db/client';
import type { TestProject } from 'vitest/node';
import { adminUrl, templateFile, usePostgres } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    pgliteTemplate: string;
  }
}

let templateDb = '';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Test apps run with DATA_DIR /nonexistent (tests/helpers/test-app.ts): absent, so nothing on disk is shared
  // between apps (the tree-pack cache keeps packs in memory then). An older build created it: take it away.
  if (existsSync('/nonexistent/cache')) rmSync('/nonexistent', { recursive: true, force: true });
  if (usePostgres()) {
    // One template per run, so parallel runs on one server do not drop each other's template.
    templateDb = `zupu_tpl_${process.pid}_${Date.now().toString(36)}`;
    project.provide('templateDb', templateDb);
    project.provide('pgliteTemplate', '');
    const TEMPLATE_DB = templateDb;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const h = await openDb({ url: adminUrl(TEMPLATE_DB), migrate: false });
    await migrateDb(h);
    await h.close();
    return async () => {
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await a.end();
    };
  }
  project.provide('templateDb', '');
  const file = templateFile();
  project.provide('pgliteTemplate', file);
  if (existsSync(file)) return async () => {};
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder } = await import('../../server/db/client');
  const { installJobQueue } = await import('../../server/jobs/install');
  const client = new PGlite();
  await migrate(drizzle(client) as never, { migrationsFolder });
  await installJobQueue({
    query: async (sql: string, params?: unknown[]) => (params?.length
      ? { rows: (await client.query<never>(sql, params)).rows }
      : { rows: ([...(await client.exec(sql))].reverse().find((r) => r.rows.length)?.rows ?? []) as never[] }),
  });
  const dump = await client.dumpDataDir('none');
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  await client.close();
  for (const old of readdirSync(dirname(file))) {
    const p = join(dirname(file), old);
    if (/^pglite-template.*\.tar$/.test(old) && p !== file) rmSync(p, { force: true });
  }
  return async () => {};
}
