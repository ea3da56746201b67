/** The job runtime on its own queues (a test app's database): retries, dead letters, stored progress, a lapsed lease. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { defineJob, type JobDeps } from './index';
import { startJobs, type Jobs } from './runtime';

let t: TestApp;
const started: Jobs[] = [];
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => {
  for (const j of started) await j.stop();
  await t.close();
});

const published: { topic: string; data: unknown }[] = [];
async function runtime(defs: Parameters<typeof startJobs>[0], leaseSeconds = 30): Promise<Jobs> {
  const deps: JobDeps = {
    db: t.db.db, dbKind: t.db.kind, config: t.app.deps.config, adapters: t.app.deps.adapters, log: t.app.log,
    hub: { ...t.app.hub, publish: async (topic, data) => { published.push({ topic, data }); } },
  };
  const j = await startJobs(defs, deps, { executeSql: (s, v) => t.db.query(s, v) }, { schedule: false, leaseSeconds, stopTimeoutMs: 500 });
  started.push(j);
  return j;
}

describe('job runtime', () => {
  it('a throwing handler runs again (attempt 1); a job that keeps failing ends in onDead with its data', async () => {
    const attempts: number[] = [];
    const dead: unknown[] = [];
    const flaky = defineJob<{ n: number }>({
      name: 'test-flaky', retryLimit: 2,
      async run(job) {
        attempts.push(job.attempt);
        if (job.attempt === 0) throw new Error('first time fails');
        return { n: job.data.n * 2 };
      },
    });
    const broken = defineJob<{ n: number }>({
      name: 'test-broken', retryLimit: 1,
      async run() { throw new Error('always'); },
      async onDead(_deps, d) { dead.push(d); },
    });
    const jobs = await runtime([flaky, broken]);
    expect(await jobs.run(flaky, { n: 21 })).toEqual({ n: 42 });
    expect(attempts).toEqual([0, 1]);
    await expect(jobs.run(broken, { n: 7 })).rejects.toThrow(/failed/);
    await jobs.idle();
    expect(dead).toEqual([{ n: 7 }]);
  });

  it('progress is stored never lower, published as stored, and dropped when the job ends', async () => {
    let id = '';
    let mid: number | undefined;
    const p = defineJob<{ topic: string }>({
      name: 'test-progress',
      publish: (d, progress) => ({ topic: d.topic, data: { progress } }),
      async run(job) {
        id = job.id;
        for (const x of [10, 40, 30, 40, 80]) job.progress(x);
        await job.settle();
        mid = (await jobs.progressOf([job.id])).get(job.id);
      },
    });
    const jobs = await runtime([p]);
    published.length = 0;
    await jobs.run(p, { topic: 'project:1' });
    expect(mid).toBe(80);
    const seen = published.map((m) => (m.data as { progress: number }).progress);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(80);
    expect(published.every((m) => m.topic === 'project:1')).toBe(true);
    expect((await jobs.progressOf([id])).size).toBe(0);
  });

  it('runs pg-boss\'s expire only when a lease has lapsed (its statement is planned on every run)', async () => {
    const texts: string[] = [];
    const deps: JobDeps = { db: t.db.db, dbKind: t.db.kind, config: t.app.deps.config, adapters: t.app.deps.adapters, log: t.app.log, hub: t.app.hub };
    const j = await startJobs([defineJob({ name: 'test-quiet', run: async () => undefined })], deps,
      { executeSql: (s, v) => { texts.push(s); return t.db.query(s, v); } }, { schedule: false, leaseSeconds: 1, stopTimeoutMs: 500 });
    started.push(j);
    // the expire timer runs every 500 ms: three turns with no running job
    await new Promise((r) => setTimeout(r, 1_600));
    await j.stop();
    expect(texts.length).toBeGreaterThan(0); // pg-boss did talk to the database (its start)
    expect(texts.filter((s) => s.includes('job failed by timeout'))).toEqual([]);
  });

  it('a job whose runtime died (no renewal) is taken by another once its lease lapses', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => { release = r; });
    const runs: { attempt: number; who: string }[] = [];
    const mk = (who: string) => defineJob<Record<string, never>>({
      name: 'test-lease',
      async run(job) {
        runs.push({ attempt: job.attempt, who });
        if (who === 'first') await Promise.race([hold, new Promise((r) => job.signal.addEventListener('abort', r))]);
      },
    });
    const first = await runtime([mk('first')], 1);
    await first.send(mk('first'), {});
    while (!runs.length) await new Promise((r) => setTimeout(r, 20));
    await first.crash();
    const second = await runtime([mk('second')], 1);
    await second.idle(30_000);
    release();
    expect(runs).toEqual([{ attempt: 0, who: 'first' }, { attempt: 1, who: 'second' }]);
  });
});
