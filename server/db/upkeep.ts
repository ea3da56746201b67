/**
 * Autovacuum's part for embedded PGlite, which has no background workers: without it, a table filled in bulk (the
 * seeded examples, a GEDCOM or Excel import) keeps the planner's "never analysed" guesses for good, and a lookup of
 * two members by id scans an index of the whole clan (13 ms instead of 0.04 ms on 100,000 members), and deleted rows
 * are never reclaimed.
 *
 * `upkeep(db, kind)` applies autovacuum's own default thresholds to the statistics of our tables and the job queue's
 * (pg-boss polls its table every few seconds: a stale plan there costs every request):
 * - ANALYZE a table when its rows changed since the last analysis exceed 50 + 10 % of its rows, or it was never
 *   analysed (pg_class.reltuples < 0: the statistics counters do not survive an unclean stop, the catalog does);
 * - VACUUM (ANALYZE) it when its dead rows exceed 50 + 20 % of its rows.
 * PGlite collects the counters but only publishes them when asked (pg_stat_force_next_flush). On a PostgreSQL
 * server autovacuum does all this: `upkeep` returns at once. Runs as the `db-upkeep` sweep (every 5 minutes) and
 * right after bulk writes (`analyzeNow`).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

export interface UpkeepResult {
  analyzed: string[];
  vacuumed: string[];
}

interface TableStats { schemaname: string; relname: string; live: number; dead: number; mods: number; reltuples: number }

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function upkeep(db: Db, kind: 'pglite' | 'postgres'): Promise<UpkeepResult> {
  const out: UpkeepResult = { analyzed: [], vacuumed: [] };
  if (kind !== 'pglite') return out;
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await rowsOf<TableStats>(db, sql`SELECT s.schemaname, s.relname, s.n_live_tup::float8 AS live, s.n_dead_tup::float8 AS dead,
      s.n_mod_since_analyze::float8 AS mods, c.reltuples::float8 AS reltuples
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.schemaname IN ('public', 'pgboss')`);
  for (const t of rows) {
    const size = Math.max(t.live, t.reltuples, 0);
    if (t.dead > 50 + 0.2 * size) {
      await db.execute(sql.raw(`VACUUM (ANALYZE) ${ident(t.schemaname)}.${ident(t.relname)}`));
      out.vacuumed.push(t.relname);
    } else if (t.mods > 50 + 0.1 * size || (t.reltuples < 0 && t.live > 0)) {
      await db.execute(sql.raw(`ANALYZE ${ident(t.schemaname)}.${ident(t.relname)}`));
      out.analyzed.push(t.relname);
    }
  }
  return out;
}

/**
 * After a bulk write: analyse the tables it filled now, instead of at the next sweep (PGlite) or whenever autovacuum
 * gets to it (PostgreSQL: ANALYZE samples at most 30,000 rows, a fraction of a second).
 */
export async function analyzeNow(db: Db, tables: readonly string[]): Promise<void> {
  for (const t of tables) await db.execute(sql.raw(`ANALYZE ${ident(t)}`));
}
