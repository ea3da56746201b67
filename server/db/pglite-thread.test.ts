import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, like, sql } from 'drizzle-orm';
import { openPgliteThread, PgliteThread } from './pglite-thread';
import { tsxWorkerSource } from '../jobs/worker-thread';
import { openDb, type DbHandle } from './client';
import { answersAsPglite, SETUP, t } from '../../tests/helpers/pglite-table';

/** The same database in this thread (PGlite's own answers) and in a thread of its own. */
let local: PGlite;
let thread: PgliteThread;
beforeAll(async () => {
  local = new PGlite();
  await local.exec(SETUP);
  thread = await openPgliteThread({});
  await thread.call({ op: 'exec', text: SETUP });
});
afterAll(async () => {
  await local.close();
  await thread.close();
});

describe('PGlite in a thread answers what PGlite answers', () => {
  answersAsPglite(() => local, () => thread);

  it('keeps its prepared statements in the thread', async () => {
    const { statements } = await thread.call<{ statements: number }>({ op: 'stats' });
    expect(statements).toBeGreaterThan(3);
  });

  it('sends a statement\'s columns once, and again when they change', async () => {
    await thread.call({ op: 'exec', text: 'CREATE TABLE cols (id int PRIMARY KEY, a text); INSERT INTO cols VALUES (1, \'x\')' });
    const text = 'SELECT * FROM cols WHERE id = $1';
    type R = { fields?: { name: string }[]; fieldsId?: number; rows: unknown[][] };
    const first = await thread.call<R>({ op: 'query', text, params: [1], raw: [], known: 0 });
    expect(first.fields?.map((f) => f.name)).toEqual(['id', 'a']);
    const again = await thread.call<R>({ op: 'query', text, params: [1], raw: [], known: first.fieldsId! });
    expect(again).toMatchObject({ fieldsId: first.fieldsId, rows: [[1, 'x']] });
    expect(again.fields).toBeUndefined();
    // through query(): kept on this side, the rows still named
    expect((await thread.query(text, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    expect((await thread.query(text, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    // a migration: the statement is prepared again, its new columns sent with a new id
    await thread.call({ op: 'exec', text: 'ALTER TABLE cols ADD COLUMN b int DEFAULT 7' });
    const changed = await thread.query(text, [1]);
    expect(changed.rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
    expect(changed.fields.map((f) => f.name)).toEqual(['id', 'a', 'b']);
    expect((await thread.query(text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
  });

  it('throws the database error with its fields and the statement, and goes on', async () => {
    const err = await thread.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'dup']).catch((e: unknown) => e) as Record<string, unknown>;
    const want = await local.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'dup']).catch((e: unknown) => e) as Record<string, unknown>;
    expect(err.constructor).toBe(want.constructor);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't', severity: 'ERROR', query: 'INSERT INTO t (id, name) VALUES ($1, $2)', params: [1, 'dup'] });
    expect((err as unknown as Error).message).toBe((want as unknown as Error).message);
    expect((await thread.query('SELECT name FROM t WHERE id = $1', [1])).rows).toEqual([{ name: 'n1' }]);
  });
});

describe('Drizzle on PGlite in a thread', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openDb({ thread: true, migrate: false });
    await h.exec(SETUP);
  });
  afterAll(() => h.close());

  it('reads, writes and rolls back as on PGlite', async () => {
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    const [row] = await db.select().from(t).where(eq(t.id, 3));
    expect(row).toMatchObject({ id: 3, name: 'n3', extra: { i: 3 }, tags: ['a', 'b'] });
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at!.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(await db.select({ id: t.id }).from(t).where(like(t.name, 'n5%'))).toHaveLength(2);
    await expect(db.transaction(async (tx) => {
      await tx.update(t).set({ name: '改' }).where(eq(t.id, 3));
      expect((await tx.select({ name: t.name }).from(t).where(eq(t.id, 3)))[0].name).toBe('改');
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect((await db.select({ name: t.name }).from(t).where(eq(t.id, 3)))[0].name).toBe('n3');
    await expect(db.transaction(async (tx) => {
      await tx.update(t).set({ name: '改' }).where(eq(t.id, 3));
      tx.rollback();
    })).rejects.toThrow('Rollback');
    expect((await db.select({ name: t.name }).from(t).where(eq(t.id, 3)))[0].name).toBe('n3');
    await db.transaction(async (tx) => {
      await tx.update(t).set({ name: '改' }).where(eq(t.id, 3));
      // a savepoint rolled back inside a committed transaction
      await tx.transaction(async (inner) => {
        await inner.update(t).set({ name: '内' }).where(eq(t.id, 4));
        inner.rollback();
      }).catch(() => undefined);
    });
    expect((await h.query('SELECT id, name FROM t WHERE id IN (3, 4) ORDER BY id')).rows).toEqual([{ id: 3, name: '改' }, { id: 4, name: 'n4' }]);
  });

  it('a failed statement fails its transaction, which is rolled back', async () => {
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    const err = await db.transaction(async (tx) => {
      await tx.update(t).set({ name: '半' }).where(eq(t.id, 5));
      await tx.insert(t).values({ id: 6, name: 'dup' });
    }).catch((e: { cause?: { code?: string } }) => e);
    expect((err as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect((await h.query('SELECT name FROM t WHERE id = 5')).rows).toEqual([{ name: 'n5' }]);
  });

  it('queries outside a transaction wait for it (PGlite has one session)', async () => {
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    const order: string[] = [];
    const tx = db.transaction(async (x) => {
      await x.update(t).set({ name: '中' }).where(eq(t.id, 7));
      await x.execute(sql`SELECT pg_sleep(0.05)`);
      order.push('tx');
    });
    await new Promise((r) => setTimeout(r, 10)); // the transaction is open in the thread
    const outside = db.select({ name: t.name }).from(t).where(eq(t.id, 7)).then((r) => { order.push(`outside ${r[0].name}`); });
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx', 'outside 中']);
  });

  it('the background lane gives way: its statement runs after the requests\' under way, not before', async () => {
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    const bg = h.background as unknown as ReturnType<typeof drizzle>;
    await h.exec('CREATE SEQUENCE lane_seq');
    const next = sql`SELECT nextval('lane_seq')::int AS n`;
    // (a Drizzle query runs when its `then` is called: here, at once)
    const n = (q: PromiseLike<{ rows: Record<string, unknown>[] }>) => q.then((r) => r.rows[0].n as number);
    // a request's slow statement is running; the background one is sent; a request's next one comes 30 ms later
    const first = n(db.execute(sql`SELECT pg_sleep(0.15), nextval('lane_seq')::int AS n`));
    await new Promise((r) => setTimeout(r, 10));
    const later = n(bg.execute(next));
    await new Promise((r) => setTimeout(r, 30));
    const second = n(db.execute(next));
    // in the order sent, the background statement would have drawn 2
    expect(await Promise.all([first, second, later])).toEqual([1, 2, 3]);
  });

  it('the background lane still moves on under a steady load of requests', async () => {
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    const bg = h.background as unknown as ReturnType<typeof drizzle>;
    const LOAD = 1_000;
    let answered = false;
    let whileAnswered = 0;
    let requests = 0;
    // requests back to back (never a quiet moment), until the background statement is answered or LOAD are done
    const load = (async () => {
      while (!answered && requests < LOAD) {
        await db.execute(sql`SELECT pg_sleep(0.002)`);
        requests++;
      }
    })();
    await new Promise((r) => setTimeout(r, 20));
    const [row] = (await bg.execute(sql`SELECT 'done' AS v`)).rows;
    answered = true;
    whileAnswered = requests;
    await load;
    expect(row).toEqual({ v: 'done' });
    // held back for good, it would have been answered only after the whole load
    expect(whileAnswered).toBeGreaterThan(0);
    expect(whileAnswered).toBeLessThan(LOAD);
  });

  it('a background transaction waits to begin, then holds the lock as any transaction', async () => {
    const bg = h.background as unknown as ReturnType<typeof drizzle>;
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    await bg.transaction(async (tx) => {
      await tx.update(t).set({ name: '背' }).where(eq(t.id, 8));
      await tx.execute(sql`SELECT pg_sleep(0.02)`);
    });
    expect((await db.select({ name: t.name }).from(t).where(eq(t.id, 8)))[0].name).toBe('背');
    await expect(bg.transaction(async (tx) => {
      await tx.update(t).set({ name: '回' }).where(eq(t.id, 8));
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect((await db.select({ name: t.name }).from(t).where(eq(t.id, 8)))[0].name).toBe('背');
  });

  it('delivers NOTIFYs: from a committed transaction, and from a single statement', async () => {
    const got: string[] = [];
    const stop = await h.listen!('Zupu_Test', (p) => got.push(p));
    const db = h.db as unknown as ReturnType<typeof drizzle>;
    await db.transaction(async (tx) => { await tx.execute(sql`SELECT pg_notify('zupu_test', '甲')`); });
    await db.execute(sql`SELECT pg_notify(${'zupu_test'}, ${'乙'})`);
    await expect.poll(() => got).toEqual(['甲', '乙']);
    await stop();
    await db.execute(sql`SELECT pg_notify(${'zupu_test'}, ${'丙'})`);
    await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual(['甲', '乙']);
  });

  it('runs several statements of one text (exec), answering the last rows', async () => {
    expect((await h.query('UPDATE t SET name = name WHERE id = 1; SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 50 }]);
    expect((await h.query('SELECT id FROM t WHERE id = $1', [2])).rows).toEqual([{ id: 2 }]);
  });
});

describe('a closed thread', () => {
  it('refuses every call with an error, and never hangs', async () => {
    const th = await openPgliteThread({});
    const slow = th.query('SELECT pg_sleep(0.2)');
    await th.close();
    await expect(slow).resolves.toBeDefined(); // the query ahead of the close is answered
    await expect(th.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  });
});

describe('a thread that dies', () => {
  it('fails the calls under way and every later one, and says so on stderr', async () => {
    const th = await openPgliteThread({});
    const said: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => { said.push(String(chunk)); return true; }) as typeof process.stderr.write;
    try {
      const pending = th.query('SELECT pg_sleep(0.5)');
      await (th as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
      await expect(pending).rejects.toThrow('PGlite is closed');
      await expect(th.query('SELECT 1')).rejects.toThrow('PGlite is closed');
    } finally {
      process.stderr.write = write;
    }
    expect(said.join('')).toContain("PGlite's thread exited unexpectedly");
  });
});

describe('the thread without its bundled file', () => {
  it('runs from its TypeScript through tsx (the fallback when node_modules cannot be written)', async () => {
    const th = new PgliteThread({ source: tsxWorkerSource(new URL('./pglite.worker.ts', import.meta.url)) }, {});
    await th.ready;
    expect((await th.query('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    await th.close();
  });
});
