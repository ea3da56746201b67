/**
 * Durable jobs (server/jobs/): a clan-book job whose worker died mid-way is run again by the next app on the same
 * database and completes; one live book job per clan holds across two apps on one database (a unique index, not
 * process memory). Runs on PGlite, and on PostgreSQL with TEST_DB=pg (there the second app has its own pool).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { buildApp } from '../../server/app';
import { openDb, rowsOf, type DbHandle } from '../../server/db/client';
import { bookJobs } from '../../server/db/schema/index';
import { bookWorld, waitForJob, type BookWorld } from './book-fixture';

const LEASE = 2;
let t: TestApp;
let w: BookWorld;
const extra: { app: FastifyInstance; handle?: DbHandle }[] = [];

beforeAll(async () => {
  t = await createTestApp({ jobs: { leaseSeconds: LEASE } });
  await t.reset();
  w = await bookWorld(t);
});
afterAll(async () => {
  for (const e of extra) {
    await e.app.close();
    await e.handle?.close();
  }
  await t.close();
});

/** A second app on the same database, as another process would be (PostgreSQL: its own pool). */
async function secondApp(): Promise<FastifyInstance> {
  const handle = t.db.url ? await openDb({ url: t.db.url, migrate: false }) : undefined;
  const app = await buildApp({
    db: handle ?? t.db, logger: false, clientDir: false,
    config: { production: false, dataDir: '/nonexistent' },
    adapters: { clock: t.clock, storage: t.app.deps.adapters.storage },
    jobs: { leaseSeconds: LEASE, schedule: false, stopTimeoutMs: 1_000 },
  });
  await app.ready();
  extra.push({ app, handle });
  return app;
}

const queueJob = async (id: string) =>
  (await rowsOf<{ state: string; retry_count: number }>(t.db.db, `SELECT state, retry_count FROM pgboss.job WHERE id = '${id}'
    UNION ALL SELECT state, retry_count FROM pgboss.archive WHERE id = '${id}'`))[0];

describe('durable jobs', () => {
  it('a book job whose worker died mid-way is run again by the next app and completes', async () => {
    const s = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1, generations: 0, binding: 'thread', paper: 'A4' }));
    // wait until it is running with some progress stored, then the worker dies (nothing completed or given back)
    await vi.waitFor(async () => {
      expect(data(await w.owner.get('/clan-print/v5/sample/status', { id: s.id }))).toMatchObject({ status: 'running', progress: expect.any(Number) });
      const p = data(await w.owner.get('/clan-print/v5/sample/status', { id: s.id })).progress;
      expect(p).toBeGreaterThan(0);
    }, { timeout: 60_000, interval: 20 });
    const before = data(await w.owner.get('/clan-print/v5/sample/status', { id: s.id }));
    await t.app.jobs.crash();
    const [row] = await t.db.db.select().from(bookJobs).where(eq(bookJobs.sampleId, s.id));
    expect(row.status).toBe('running');
    expect((await queueJob(row.queueJobId!)).state).toBe('active');

    // "restart": a new app on the same database takes the job once its lease has lapsed
    const b = await secondApp();
    const owner = apiClient(b, w.ownerToken);
    const { last, seen } = await waitForJob(owner, s.id);
    expect(last).toMatchObject({ status: 'done', progress: 100, error: '' });
    expect(last.pages).toBeGreaterThan(3);
    // progress as the client saw it never went down, across the restart
    const progress = [before.progress, ...seen.map((x) => x.progress)];
    expect(progress).toEqual([...progress].sort((a, c) => a - c));
    // the queue ran it a second time (attempt 1) and records it completed
    await vi.waitFor(async () => expect(await queueJob(row.queueJobId!)).toMatchObject({ state: 'completed', retry_count: 1 }), { timeout: 10_000 });
    // the file is there
    const dl = data(await owner.get('/clan-print/v4/sample/download', { id: s.id }));
    const res = await b.inject({ method: 'GET', url: dl.url, headers: { authorization: `Bearer ${w.ownerToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('one live book job per clan across two apps on one database, however many ask at once', async () => {
    const apps = [extra[0].app, await secondApp()];
    const clients = apps.map((a) => apiClient(a, w.ownerToken));
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      clients[i % 2].post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 3, generations: 5, binding: 'thread', paper: 'A4', name: `并发${i}` })));
    const ok = replies.filter((r) => r.body.msg === 1);
    expect(ok, JSON.stringify(replies.map((r) => r.body.msbox))).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.msg !== 1)) expect(r.body).toEqual({ msg: 0, msbox: '该族谱正在生成样本，请稍候' });
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const live = await t.db.db.select().from(bookJobs).where(eq(bookJobs.clanId, w.clanId));
    expect(live.filter((j) => j.status === 'queued' || j.status === 'running')).toHaveLength(1);
    const { last } = await waitForJob(clients[0], ok[0].body.data.id);
    expect(last.status).toBe('done');
    // and the clan is free again
    const next = data(await clients[1].post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1, generations: 5, binding: 'thread', paper: 'A4' }));
    expect((await waitForJob(clients[1], next.id)).last.status).toBe('done');
  });
});
