import { resolve } from 'node:path';

export const TEMPLATE_FILE = resolve('.tmp/pglite-template.tar');

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
