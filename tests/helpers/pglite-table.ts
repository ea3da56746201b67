/**
 * The table the PGlite query-path tests run on (pglite-fast.test.ts, pglite-thread.test.ts), and the statements
 * whose answers they compare with PGlite's own: rows, arrays, Drizzle's parsers, JSON, arrays of text, booleans,
 * nulls, bytea, an update, no rows.
 */
import { expect, it } from 'vitest';
import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const t = pgTable('t', {
  id: integer('id').primaryKey(), name: text('name').notNull(), extra: jsonb('extra'), at: timestamp('at', { withTimezone: true }),
  tags: text('tags').array(), born: date('born'),
});

export const SETUP = `CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL, extra jsonb, at timestamptz, tags text[], born date);
  INSERT INTO t SELECT i, 'n' || i, jsonb_build_object('i', i), timestamptz '2026-01-01' + i * interval '1 day', ARRAY['a', 'b'],
    date '1900-01-01' + i FROM generate_series(1, 50) i;`;

/** Drizzle's own parsers: dates and timestamps stay text (it maps them itself). */
const drizzleParsers = { 1184: (v: string) => v, 1114: (v: string) => v, 1082: (v: string) => v };

type Options = { rowMode?: 'array' | 'object'; parsers?: typeof drizzleParsers };
type Querier = { query(text: string, params?: unknown[], options?: Options): Promise<unknown> };

export const CASES: [string, unknown[], Options?][] = [
  ['SELECT id, name, extra, at, tags, born FROM t WHERE id = $1', [7]],
  ['SELECT id, name, extra, at, tags, born FROM t WHERE id = $1', [8], { rowMode: 'array' }],
  ['SELECT id, name, extra, at, tags, born FROM t WHERE id = $1', [9], { rowMode: 'array', parsers: drizzleParsers }],
  ['SELECT count(*)::int AS n, sum(id) FROM t WHERE name LIKE $1', ['n1%']],
  ['SELECT $1::jsonb AS j, $2::text[] AS a, $3::boolean AS b, $4::int AS n, $5::bytea AS x', [{ x: [1, '二'] }, ['甲', '乙'], true, null, new Uint8Array([1, 2])]],
  ['UPDATE t SET name = name WHERE id <= $1', [5]],
  ['SELECT id FROM t WHERE false', []],
];

/** One test per statement of CASES: `subject()` answers seven runs of it as `reference()` (PGlite's own) does. */
export function answersAsPglite(reference: () => Querier, subject: () => Querier): void {
  for (const [text, params, options] of CASES) {
    it(text, async () => {
      const want = await reference().query(text, params, options);
      for (let i = 0; i < 7; i++) expect(await subject().query(text, params, options)).toEqual(want);
    });
  }
}
