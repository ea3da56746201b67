/**
 * The server process of `npm run bench -- api-latency` (forked by api-latency.bench.ts, so the load generator does
 * not share the server's event loop): the production app on PGlite under DATA_DIR/db (or DATABASE_URL), the demo
 * seed with the 100,000-member example loaded to the end, a logged-in bench user who administers the demo family.
 * With BENCH_SEED_ONLY=1 it only seeds, sends { seeded } and exits. Otherwise it sends the parent what the load needs ({ ready }), answers { rss } requests, and logs like a production server
 * (to its stdout, which the parent discards).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { rowsOf } from '../server/db/client';
import { clanMembers, clans, projects, users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { DEMO, seedDemo } from '../server/seed/demo';
import { EXAMPLES, DEMO_FAMILY, seedClans } from '../server/seed/clans';

export interface BenchReady {
  port: number;
  token: string;
  seedMs: number;
  bigClanId: number;
  ownClanId: number;
  names: string[];
  bigMemberIds: number[];
  ownMembers: { id: number; version: number }[];
  /** process.memoryUsage() of the started server before any call (after a full collection). */
  idle: { rss: number; heapUsed: number; external: number };
}

const t0 = performance.now();
const config = { ...loadConfig(), production: true, port: 0, host: '127.0.0.1', trustProxy: 'loopback' };
// BENCH_SESSION_CACHE=0: every call reads its session from the database (the "before" of issue #25)
const app = await buildApp({ config, clientDir: false, sessionCache: process.env.BENCH_SESSION_CACHE !== '0' });
const db = app.deps.db;
// the server's own time per request (Fastify's, from the parsed request to the reply sent), between loop-start and
// loop-stop: what of a reply's latency the server spent, as against the load generator and the cores
let served: RecordableHistogram | undefined;
app.addHook('onResponse', async (_req, reply) => { served?.record(Math.max(1, Math.round(reply.elapsedTime * 1000))); });
if (process.env.BENCH_SEED_ONLY === '1') {
  await seedDemo(db);
  // the 100k example loads in the background at a normal start: the bench waits for it (the same promise)
  await seedClans(db, null, { background: false, log: () => undefined });
}
const seedMs = performance.now() - t0;
if (process.env.BENCH_SEED_ONLY === '1') {
  // the seeding run: the measured server starts afterwards on the seeded database, as a server runs after its first start
  await app.close();
  process.send!({ type: 'seeded', seedMs }, () => process.exit(0));
  await new Promise(() => undefined);
}
await app.listen({ port: 0, host: '127.0.0.1' });
// idle: the started server, before the bench's own reads below (a DISTINCT and a sort over the 100,000 members)
globalThis.gc?.();
const idle = process.memoryUsage();

const [demo] = await db.select().from(users).where(eq(users.phone, DEMO.phone)).limit(1);
const { token } = await startSession({ ...app.deps } as unknown as Ctx, db, demo, 'bench');
const clanOf = async (where: ReturnType<typeof eq>) => {
  const [r] = await db.select({ id: clans.id }).from(clans).innerJoin(projects, eq(projects.id, clans.projectId)).where(where).limit(1);
  return r.id;
};
const bigClanId = await clanOf(eq(projects.name, EXAMPLES[1].name));
const ownClanId = await clanOf(and(eq(projects.ownerId, demo.id), eq(projects.name, DEMO_FAMILY.name))!);
const names = (await rowsOf<{ name: string }>(db, sql`
  SELECT DISTINCT full_name AS name FROM clan_members WHERE clan_id = ${bigClanId} AND full_name <> '' LIMIT 200`)).map((r) => r.name);
const bigMemberIds = (await rowsOf<{ id: number }>(db, sql`
  SELECT id FROM clan_members WHERE clan_id = ${bigClanId} ORDER BY md5(id::text) LIMIT 1000`)).map((r) => Number(r.id));
const ownMembers = await db.select({ id: clanMembers.id, version: clanMembers.version }).from(clanMembers)
  .where(and(eq(clanMembers.clanId, ownClanId), eq(clanMembers.gender, 'm')));
const addr = app.server.address();
const ready: BenchReady = {
  port: typeof addr === 'object' && addr ? addr.port : 0, token, seedMs, bigClanId, ownClanId, names, bigMemberIds, ownMembers,
  idle: { rss: idle.rss, heapUsed: idle.heapUsed, external: idle.external },
};

let heapSession: Session | undefined;
let loop: IntervalHistogram | undefined;
let gcObserver: PerformanceObserver | undefined;
let gcPauses: number[] = [];
process.on('message', (m: { type: string }) => {
  if (m.type === 'rss') {
    globalThis.gc?.();
    const u = process.memoryUsage();
    process.send!({ type: 'rss', rss: u.rss, heapUsed: u.heapUsed, external: u.external, arrayBuffers: u.arrayBuffers });
  } else if (m.type === 'loop-start') {
    // the server's own view of a case: how late its event loop ran (a timer every 10 ms) and its GC pauses
    loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    served = createHistogram();
    gcPauses = [];
    gcObserver ??= new PerformanceObserver((list) => { for (const e of list.getEntries()) gcPauses.push(e.duration); });
    gcObserver.observe({ entryTypes: ['gc'] });
  } else if (m.type === 'loop-stop') {
    loop!.disable();
    const h = served;
    served = undefined;
    gcObserver!.disconnect();
    const sorted = gcPauses.sort((a, b) => a - b);
    process.send!({
      type: 'loop', p50: loop!.percentile(50) / 1e6, p99: loop!.percentile(99) / 1e6, max: loop!.max / 1e6,
      servedP50: h!.percentile(50) / 1000, servedP99: h!.percentile(99) / 1000,
      gcCount: sorted.length, gcMs: sorted.reduce((a, b) => a + b, 0), gcMax: sorted.at(-1) ?? 0,
    });
  } else if (m.type === 'heap-start') {
    // BENCH_HEAP_PROF: every allocation sampled (garbage included), to see what a request allocates
    heapSession ??= new Session();
    heapSession.connect();
    heapSession.post('HeapProfiler.startSampling', { samplingInterval: 8192, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !process.env.BENCH_HEAP_PROF_LIVE },
      () => process.send!({ type: 'heap-started' }));
  } else if (m.type === 'heap-stop') {
    heapSession!.post('HeapProfiler.stopSampling', (err, r) => {
      if (!err) writeFileSync((m as unknown as { file: string }).file, JSON.stringify(r.profile));
      heapSession!.disconnect();
      process.send!({ type: 'heap-stopped' });
    });
  } else if (m.type === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0)); // the bench went away
process.send!({ type: 'ready', ready });
