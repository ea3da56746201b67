import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrationsFolder } from '../../server/db/client';

/**
 * The PGlite template for this set of migrations and this PGlite:
 * `.tmp/pglite-template-<hash of the migration files and the PGlite version>.tar`. A run whose migrations are
 * unchanged reuses the dump of an earlier run; a new migration gets a new file.
 */
export function templateFile(): string {
  const h = createHash('sha256');
  h.update(readFileSync(resolve('node_modules/@electric-sql/pglite/package.json')));
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(e.name).update(readFileSync(p));
    }
  };
  walk(migrationsFolder);
  return resolve(`.tmp/pglite-template-${h.digest('hex').slice(0, 16)}.tar`);
}

/** The API suite runs on PGlite, and on the PostgreSQL server when TEST_DB=pg (TEST_DATABASE_URL). */
export const usePostgres = () => process.env.TEST_DB === 'pg';

export function adminUrl(database?: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  if (!database) return base;
  const u = new URL(base);
  u.pathname = '/' + database;
  return u.toString();
}
