import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, like, sql } from 'drizzle-orm';
import { CACHE_SIZE, FastQueries, fastClient } from './pglite-fast';
import { answersAsPglite, SETUP, t } from '../../tests/helpers/pglite-table';

let pg: PGlite;
let fast: FastQueries;
beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(SETUP);
  fast = new FastQueries(pg);
});
afterAll(() => pg.close());

describe('the prepared-statement path answers what PGlite answers', () => {
  answersAsPglite(() => pg, () => fast);

  it('throws the database error with the statement, and the session goes on', async () => {
    const err = await fast.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'dup']).catch((e: unknown) => e) as { code: string; query: string; params: unknown[] };
    expect(err.code).toBe('23505');
    expect(err).toMatchObject({ constraint: 't_pkey', table: 't', severity: 'ERROR' });
    expect((err as unknown as Error).message).toContain('duplicate key');
    expect(err.query).toContain('INSERT INTO t');
    expect(err.params).toEqual([1, 'dup']);
    expect((await fast.query('SELECT name FROM t WHERE id = $1', [1])).rows).toEqual([{ name: 'n1' }]);
  });

  it('reads a reply bigger than its kept buffer, and the small ones after it', async () => {
    const big = 'SELECT g AS id, repeat(chr(19968 + g % 100), 200) AS s FROM generate_series(1, $1::int) g';
    const want = await pg.query(big, [3000]); // ~1.8 MB of text
    expect((await fast.query(big, [3000])).rows).toEqual(want.rows);
    expect((await fast.query('SELECT name FROM t WHERE id = $1', [2])).rows).toEqual([{ name: 'n2' }]);
    expect((await fast.query(big, [5])).rows).toEqual((await pg.query(big, [5])).rows);
  });

  it('prepares a statement again when a migration changed its table', async () => {
    const q = 'SELECT * FROM t WHERE id = $1';
    expect(Object.keys((await fast.query(q, [2])).rows[0] as object)).toHaveLength(6);
    await pg.exec('ALTER TABLE t ADD COLUMN note text');
    expect((await fast.query(q, [2])).rows[0]).toMatchObject({ id: 2, note: null });
    await pg.exec('ALTER TABLE t DROP COLUMN note');
  });

  it('hands the NOTIFYs that come with its replies to its listeners', async () => {
    const got: string[] = [];
    const stop = fast.onNotify('Zupu_Test', (p) => got.push(p));
    await pg.exec('LISTEN zupu_test');
    await fast.query('SELECT pg_notify($1, $2)', ['zupu_test', '甲']);
    await new Promise((r) => setTimeout(r, 0));
    stop();
    await fast.query('SELECT pg_notify($1, $2)', ['zupu_test', '乙']);
    await new Promise((r) => setTimeout(r, 0));
    expect(got).toEqual(['甲']);
    await pg.exec('UNLISTEN zupu_test');
  });

  it('never keeps a bulk statement (its plan would stay in the WASM memory)', async () => {
    const before = fast.size;
    const values = Array.from({ length: 600 }, (_, i) => `($${i + 1}::int)`).join(', ');
    const params = Array.from({ length: 600 }, (_, i) => i);
    const r = await fast.query(`SELECT sum(v)::int AS s FROM (VALUES ${values}) x(v)`, params);
    expect(r.rows).toEqual([{ s: (599 * 600) / 2 }]);
    expect(fast.size).toBe(before);
    const kept = await pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%VALUES ($1::int), ($2::int)%'`);
    expect(kept.rows[0].n).toBe(0);
  });

  it('keeps at most CACHE_SIZE statements', async () => {
    for (let i = 0; i < CACHE_SIZE + 20; i++) await fast.query(`SELECT $1::int + ${i} AS v`, [1]);
    expect(fast.size).toBe(CACHE_SIZE);
    const names = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(names.rows[0].n).toBeLessThanOrEqual(CACHE_SIZE);
    expect((await fast.query('SELECT $1::int + 0 AS v', [41])).rows).toEqual([{ v: 41 }]);
  });

  it('plans a LIKE for its own pattern on every run (a kept generic plan could not use the index)', async () => {
    await pg.exec('CREATE INDEX IF NOT EXISTS t_name ON t (name text_pattern_ops)');
    const q = 'SELECT id FROM t WHERE name LIKE $1 ORDER BY id';
    for (let i = 0; i < 8; i++) expect((await fast.query(q, [`n${i + 1}%`])).rows.length).toBeGreaterThan(0);
    // the statement was never kept under a name: every run was parsed for its pattern
    const kept = await pg.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    expect(kept.rows.some((r) => r.statement.includes('LIKE'))).toBe(false);
  });
});

describe('Drizzle on the fast client', () => {
  it('reads, writes and rolls back as on PGlite', async () => {
    const db = drizzle(fastClient(pg));
    const [row] = await db.select().from(t).where(eq(t.id, 3));
    expect(row).toMatchObject({ id: 3, name: 'n3', extra: { i: 3 }, tags: ['a', 'b'] });
    expect(row.at).toBeInstanceOf(Date);
    expect(await db.select({ id: t.id }).from(t).where(like(t.name, 'n5%'))).toHaveLength(2);
    await expect(db.transaction(async (tx) => {
      await tx.update(t).set({ name: '改' }).where(eq(t.id, 3));
      expect((await tx.select({ name: t.name }).from(t).where(eq(t.id, 3)))[0].name).toBe('改');
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect((await db.select({ name: t.name }).from(t).where(eq(t.id, 3)))[0].name).toBe('n3');
    await db.transaction(async (tx) => { await tx.update(t).set({ name: '改' }).where(eq(t.id, 3)); });
    expect((await db.execute(sql`SELECT name FROM t WHERE id = 3`)).rows).toEqual([{ name: '改' }]);
  });

  it('queries outside a transaction wait for it (PGlite has one session)', async () => {
    const db = drizzle(fastClient(pg));
    const order: string[] = [];
    const tx = db.transaction(async (x) => {
      await x.execute(sql`SELECT pg_sleep(0.05)`);
      order.push('tx');
    });
    const outside = db.select().from(t).where(eq(t.id, 1)).then(() => order.push('outside'));
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx', 'outside']);
  });
});
