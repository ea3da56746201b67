/**
 * `npm run bench -- jobs`: jobs per second through the durable queue (server/jobs/, pg-boss 10): BENCH_JOBS jobs
 * (default 500) are sent, then run by one process's runtime (concurrency 4), each storing one progress value; the
 * clock runs from the first send to the queue being idle. Cases: `pglite` (in-memory, migrated) and, with
 * BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is made there and dropped after), `postgres`.
 * Also `send` (jobs queued per second, one INSERT each).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { openDb, type DbHandle } from '../server/db/client';
import { loadConfig } from '../server/config';
import { systemClock } from '../server/adapters/clock';
import { cryptoIds } from '../server/adapters/ids';
import { memoryStorage } from '../server/adapters/storage';
import { sandboxExpress } from '../server/adapters/express';
import { sandboxPayout } from '../server/adapters/payout';
import { defineJob, type JobDeps } from '../server/jobs/index';
import { startJobs } from '../server/jobs/runtime';
import type { Hub } from '../server/realtime/index';
import { reporter, since, type Report } from './report';

const JOBS = Number(process.env.BENCH_JOBS ?? 500);

const noop = defineJob<{ n: number }>({
  name: 'bench-noop',
  concurrency: 4,
  async run(job) {
    job.progress(50);
    await job.settle();
    return { n: job.data.n };
  },
});

export default async function run(): Promise<void> {
  const report = reporter('jobs');
  const mem = await openDb({});
  await measure(report, 'pglite', mem);
  await mem.close();

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    process.stderr.write('BENCH_DATABASE_URL is not set: the PostgreSQL case is skipped\n');
    return;
  }
  const name = `zupu_bench_jobs_${randomBytes(4).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try { await c.query(sql); } finally { await c.end(); }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = '/' + name;
  const handle = await openDb({ url: u.toString() });
  try {
    await measure(report, 'postgres', handle);
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function measure(report: Report, name: string, handle: DbHandle): Promise<void> {
  const hub: Hub = { publish: async () => {}, stats: () => ({ sockets: 0, topics: 0, subscriptions: 0, bus: { kind: 'memory' } as never }), heartbeat() {}, async recheck() {} };
  const deps: JobDeps = {
    db: handle.db, dbKind: handle.kind, config: loadConfig({}), hub, log: Fastify({ logger: false }).log,
    adapters: { clock: systemClock, ids: cryptoIds, sms: { send: async () => {} } as never, storage: memoryStorage(), express: sandboxExpress, payout: sandboxPayout },
  };
  const jobs = await startJobs([noop], deps, { executeSql: (t, v) => handle.query(t, v) }, { schedule: false });
  try {
    // warm up (queue created, statements planned)
    await jobs.run(noop, { n: -1 });
    const t0 = performance.now();
    for (let i = 0; i < JOBS; i++) await jobs.send(noop, { n: i });
    const sendMs = since(t0);
    await jobs.idle(600_000);
    const allMs = since(t0);
    report({ case: name, metric: 'send', value: JOBS / (sendMs / 1000), unit: 'jobs/s' });
    report({ case: name, metric: 'throughput', value: JOBS / (allMs / 1000), unit: 'jobs/s' });
  } finally {
    await jobs.stop();
  }
}
