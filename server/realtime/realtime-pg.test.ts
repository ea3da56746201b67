/**
 * Two app instances on one PostgreSQL database (TEST_DB=pg): events published on A reach sockets on B over
 * LISTEN/NOTIFY — in order, bodies past NOTIFY's 8,000-byte cap included, and across a lost LISTEN connection.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { projectTopic } from '@contract/realtime';
import { buildApp } from '../app';
import { openDb, rowsOf, type DbHandle } from '../db/client';
import { memoryStorage } from '../adapters/storage';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { seedClan } from '../../tests/helpers/clan-fixture';
import { usePostgres } from '../../tests/helpers/db-template';
import { listenWs, TestSocket } from '../../tests/helpers/ws-client';

const quiet = { heartbeatMs: 0, recheckMs: 0 };

describe.skipIf(!usePostgres())('realtime across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let bDb: DbHandle;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ realtime: quiet });
    bDb = await openDb({ url: a.db.url, migrate: false });
    b = await buildApp({
      logger: false, clientDir: false, db: bDb, realtime: quiet,
      config: { production: false, dataDir: '/nonexistent' },
      adapters: { clock: a.clock, storage: memoryStorage() },
    });
    urlA = await listenWs(a.app);
    urlB = await listenWs(b);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await b?.close();
    await bDb?.close();
    await a?.close();
  });
  beforeEach(async () => {
    for (const s of open.splice(0)) s.close();
    await a.reset();
  });
  const socket = async (url: string, token: string) => {
    const s = await TestSocket.authed(url, token);
    open.push(s);
    return s;
  };

  it('a subscriber on B receives an event published on A, once; so does one on A', async () => {
    expect(a.app.hub.stats().bus).toMatchObject({ kind: 'postgres', listening: true });
    expect(b.hub.stats().bus).toMatchObject({ kind: 'postgres', listening: true });
    const w = await seedClan(t(), { privacy: 'members', others: [{}] });
    const topic = projectTopic(w.projectId);
    const onB = await socket(urlB, w.adminToken);
    const onA = await socket(urlA, w.adminToken);
    // B applies the same access rules: an outsider is refused there too
    const outsider = await socket(urlB, w.others[0].token);
    expect(await outsider.subscribe(topic)).toMatchObject({ type: 'error', code: 'forbidden' });
    for (const s of [onB, onA]) expect(await s.subscribe(topic)).toEqual({ type: 'subscribed', topic });

    await a.app.hub.publish(topic, { type: 'book.job', progress: 10 });
    for (const s of [onB, onA]) expect(await s.next()).toEqual({ type: 'event', topic, data: { type: 'book.job', progress: 10 } });
    // exactly once: what follows is the next event, not a copy
    await a.app.hub.publish(topic, { n: 2 });
    for (const s of [onB, onA]) expect(await s.next()).toEqual({ type: 'event', topic, data: { n: 2 } });
    expect(await outsider.roundTrip()).toEqual([]);
  });

  it('keeps the order of a burst, and carries bodies bigger than a NOTIFY payload', async () => {
    const w = await seedClan(t(), { privacy: 'public' });
    const topic = projectTopic(w.projectId);
    const onB = await socket(urlB, w.adminToken);
    await onB.subscribe(topic);
    const big = '族'.repeat(20_000);
    await Promise.all(Array.from({ length: 50 }, (_, i) => a.app.hub.publish(topic, i === 25 ? { i, big } : { i })));
    const got: number[] = [];
    for (let i = 0; i < 50; i++) {
      const f = await onB.next();
      if (f.type !== 'event') throw new Error(JSON.stringify(f));
      const d = f.data as { i: number; big?: string };
      got.push(d.i);
      if (d.i === 25) expect(d.big).toBe(big);
    }
    expect(got).toEqual([...Array(50).keys()]);
  });

  it('B catches up on what A published while its LISTEN connection was lost', async () => {
    const w = await seedClan(t(), { privacy: 'public' });
    const topic = projectTopic(w.projectId);
    const onB = await socket(urlB, w.adminToken);
    await onB.subscribe(topic);
    const before = b.hub.stats().bus.reconnects;
    const pid = b.hub.stats().bus.pid;
    expect(pid).toBeTypeOf('number');
    await rowsOf(a.db.db, `SELECT pg_terminate_backend(${Number(pid)})`);
    await a.app.hub.publish(topic, { during: true });
    expect(await onB.next()).toEqual({ type: 'event', topic, data: { during: true } });
    expect(b.hub.stats().bus.reconnects).toBe(before + 1);
    await a.app.hub.publish(topic, { after: true });
    expect(await onB.next()).toEqual({ type: 'event', topic, data: { after: true } });
  });

  const t = () => a;
});
