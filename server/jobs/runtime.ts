/**
 * The job runtime of one process: pg-boss 10 as the queue (its tables in schema `pgboss`, on PGlite or PostgreSQL),
 * and our own worker loop around `fetch` so that a job's lease, progress, abort and completion are ours.
 * How it works and why: README.md beside this file.
 */
import PgBoss from 'pg-boss';
import type { Tx } from '../db/client';
import type { JobCtx, JobDef, JobDeps } from './define';
import { dropProgress, dueQueues, leaseLapsed, liveCount, progressOf, renewLease, saveProgress, sweepProgress, txExecutor, QUEUE_SCHEMA, type Executor } from './jobs.repo';

export interface JobsOptions {
  /** A running job's lease (s), renewed every third of it while its handler runs; a lapsed lease → run again. */
  leaseSeconds: number;
  /** How often each process looks for work (s); a send from this process wakes it at once. */
  pollSeconds: number;
  /** Send scheduled jobs (cron). Off in tests. */
  schedule: boolean;
  /** On shutdown, how long running jobs may finish before they are given back to the queue (ms). */
  stopTimeoutMs: number;
}

export const JOBS_DEFAULTS: JobsOptions = { leaseSeconds: 30, pollSeconds: 2, schedule: true, stopTimeoutMs: 8_000 };

export interface SendOptions {
  /** Insert the job in this transaction: it exists only if the transaction commits. Call `wake` after the commit. */
  tx?: Tx;
  /** Do not run before this many seconds. */
  startAfterSeconds?: number;
  /** Taken before waiting jobs of a lower priority (default 0). */
  priority?: number;
}

export interface JobsStats {
  queues: string[];
  running: number;
}

export interface Jobs {
  /** Queue a job; answers its id (the same across retries). */
  send<T>(def: JobDef<T>, data: T, opts?: SendOptions): Promise<string>;
  /** Look for work now (after a transaction that sent a job has committed). */
  wake(name?: string): void;
  /** Stored progress of these jobs (a job not started or already ended has none). */
  progressOf(ids: string[]): Promise<Map<string, number>>;
  /** Send a job and wait for it to end; answers what its handler returned (tests, an operator's "run now"). */
  run<T>(def: JobDef<T>, data: T, timeoutMs?: number): Promise<unknown>;
  /** Resolves when no job of this app's queues is waiting or running (tests, benchmarks). */
  idle(timeoutMs?: number): Promise<void>;
  stats(): JobsStats;
  /** Tests: stop dead, as `kill -9` would — nothing completed, failed or given back; the lease just lapses. */
  crash(): Promise<void>;
  /** Stop taking work; running jobs get stopTimeoutMs to finish, then are aborted and given back. */
  stop(): Promise<void>;
}

interface Queue {
  def: JobDef<any>;
  concurrency: number;
  running: number;
  fetching: boolean;
  again: boolean;
}

interface Running {
  name: string;
  id: string;
  ac: AbortController;
  done: Promise<void>;
}

const DEAD = '__dead';

export async function startJobs(
  defs: readonly JobDef<any>[],
  deps: JobDeps,
  exec: Executor,
  options: Partial<JobsOptions> = {},
): Promise<Jobs> {
  const opts: JobsOptions = { ...JOBS_DEFAULTS, ...options };
  const { log } = deps;
  const boss = new PgBoss({
    db: exec,
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: true, // archive and delete old jobs (once across processes, every 2 minutes)
    schedule: opts.schedule,
  });
  boss.on('error', (err) => log.warn({ err }, 'jobs: queue error'));
  await boss.start();

  const queues = new Map<string, Queue>();
  const add = (def: JobDef<any>) => queues.set(def.name, { def, concurrency: Math.max(1, def.concurrency ?? 1), running: 0, fetching: false, again: false });
  for (const def of defs) {
    if (queues.has(def.name)) throw new Error(`job "${def.name}" is registered twice`);
    add(def);
    if (def.onDead) {
      const onDead = def.onDead;
      add({ name: def.name + DEAD, retryLimit: 3, run: (job) => onDead(deps, job.data) });
    }
  }
  // dead-letter queues first, so that a queue's dead letter names an existing queue
  const ordered = [...queues.values()].sort((a, b) => Number(b.def.name.endsWith(DEAD)) - Number(a.def.name.endsWith(DEAD)));
  for (const q of ordered) {
    const dead = q.def.name.endsWith(DEAD);
    const qopts: PgBoss.Queue = {
      name: q.def.name,
      retryLimit: q.def.retryLimit ?? 3,
      retryDelay: q.def.retryDelaySeconds ?? 0,
      expireInSeconds: opts.leaseSeconds,
      ...(!dead && q.def.onDead ? { deadLetter: q.def.name + DEAD } : {}),
    };
    await boss.createQueue(q.def.name, qopts);
    await boss.updateQueue(q.def.name, qopts);
  }
  if (opts.schedule) {
    for (const { def } of queues.values()) if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
  }

  let stopped = false;
  let crashed = false;
  const running = new Set<Running>();
  const timers: NodeJS.Timeout[] = [];

  function wake(name?: string) {
    if (stopped) return;
    if (name === undefined) for (const q of queues.values()) void tick(q);
    else {
      const q = queues.get(name);
      if (q) void tick(q);
    }
  }

  async function tick(q: Queue): Promise<void> {
    if (stopped) return;
    if (q.fetching) {
      q.again = true;
      return;
    }
    q.fetching = true;
    try {
      while (!stopped && q.running < q.concurrency) {
        const [job] = await boss.fetch<unknown>(q.def.name, { batchSize: 1, includeMetadata: true });
        if (!job) break;
        if (stopped) {
          // fetched while stopping: give it straight back
          await boss.fail(q.def.name, job.id, { message: 'process stopping' }).catch(() => undefined);
          break;
        }
        q.running++;
        void runOne(q, job).finally(() => {
          q.running--;
          void tick(q);
        });
      }
    } catch (err) {
      log.warn({ err, queue: q.def.name }, 'jobs: fetch failed');
    } finally {
      q.fetching = false;
      if (q.again) {
        q.again = false;
        void tick(q);
      }
    }
  }

  async function runOne(q: Queue, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const { name } = q.def;
    const ac = new AbortController();
    let settleDone!: () => void;
    const r: Running = { name, id: job.id, ac, done: new Promise((res) => { settleDone = res; }) };
    running.add(r);
    let leaseLost = false;
    let gaveUp = false;
    const lease = setInterval(() => {
      renewLease(deps.db, name, job.id, opts.leaseSeconds).then((ok) => {
        if (!ok && !ac.signal.aborted) {
          leaseLost = true;
          log.warn({ queue: name, jobId: job.id }, 'jobs: lease lost, giving the job up');
          ac.abort(new Error('lease lost'));
        }
      }, (err: unknown) => log.warn({ err, queue: name }, 'jobs: lease renewal failed'));
    }, Math.max(200, (opts.leaseSeconds * 1000) / 3));
    log.info({ queue: name, jobId: job.id, attempt: job.retryCount }, 'jobs: started');
    const progress = progressWriter(q.def, job, deps, ac.signal);
    const ctx: JobCtx<unknown> = {
      id: job.id, data: job.data, attempt: job.retryCount, deps, signal: ac.signal,
      progress: progress.report, settle: progress.settle,
    };
    try {
      const out = await q.def.run(ctx);
      await progress.settle();
      if (crashed || leaseLost) return;
      await boss.complete(name, job.id, out === undefined ? undefined : (out as object));
      await dropProgress(deps.db, job.id).catch(() => undefined);
    } catch (err) {
      await progress.settle().catch(() => undefined);
      if (crashed || leaseLost) return;
      gaveUp = job.retryCount >= job.retryLimit;
      log.warn({ err, queue: name, jobId: job.id, attempt: job.retryCount, final: gaveUp }, 'jobs: attempt failed');
      await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((e: unknown) => log.error({ err: e, queue: name }, 'jobs: could not record a failure'));
      if (gaveUp) await dropProgress(deps.db, job.id).catch(() => undefined);
    } finally {
      clearInterval(lease);
      running.delete(r);
      settleDone();
      if (gaveUp && q.def.onDead) wake(name + DEAD);
    }
  }

  /** Expire lapsed leases often (pg-boss's own maintenance runs every 2 minutes): a dead process's job runs again. */
  timers.push(setInterval(() => {
    leaseLapsed(deps.db).then((lapsed) => (lapsed ? boss.expire() : undefined))
      .catch((err: unknown) => log.warn({ err }, 'jobs: expire failed'));
  }, Math.max(500, (opts.leaseSeconds * 1000) / 2)));
  // jobs sent here wake their queue at once; the poll finds the others (other processes, schedules, retry delays)
  const names = [...queues.keys()];
  timers.push(setInterval(() => {
    if (stopped) return;
    dueQueues(deps.db, names).then((due) => { for (const n of due) wake(n); }, (err: unknown) => {
      log.warn({ err }, 'jobs: poll failed');
      wake();
    });
  }, opts.pollSeconds * 1000));
  // progress rows of jobs that died for good (their process never came back to drop them)
  timers.push(setInterval(() => {
    sweepProgress(deps.db, new Date(Date.now() - 10 * 60_000)).catch((err: unknown) => log.warn({ err }, 'jobs: progress sweep failed'));
  }, 5 * 60_000));
  for (const t of timers) t.unref();
  wake();

  async function stopBoss() {
    await boss.stop({ graceful: false, close: false }).catch((err: unknown) => log.warn({ err }, 'jobs: stop failed'));
  }

  const api: Jobs = {
    async send(def, data, sendOpts = {}) {
      if (!queues.has(def.name)) throw new Error(`job "${def.name}" is not registered`);
      const id = await boss.send(def.name, data as object, {
        ...(sendOpts.tx ? { db: txExecutor(sendOpts.tx) } : {}),
        ...(sendOpts.startAfterSeconds ? { startAfter: sendOpts.startAfterSeconds } : {}),
        ...(sendOpts.priority ? { priority: sendOpts.priority } : {}),
      });
      if (!id) throw new Error(`job "${def.name}" was not queued`);
      if (!sendOpts.tx) wake(def.name);
      return id;
    },
    wake,
    async run(def, data, timeoutMs = 120_000) {
      const id = await api.send(def, data);
      const end = Date.now() + timeoutMs;
      for (;;) {
        const j = await boss.getJobById<unknown>(def.name, id, { includeArchive: true });
        if (j?.state === 'completed') return (j.output as unknown) ?? null;
        if (j?.state === 'failed' || j?.state === 'cancelled') throw new Error(`job ${def.name} ${j.state}: ${JSON.stringify(j.output)}`);
        if (Date.now() > end) throw new Error(`job ${def.name} not done after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    progressOf: (ids) => progressOf(deps.db, ids),
    async idle(timeoutMs = 120_000) {
      const end = Date.now() + timeoutMs;
      const names = [...queues.keys()].filter((n) => !queues.get(n)!.def.schedule);
      for (;;) {
        if (running.size === 0 && (await liveCount(deps.db, names)) === 0) return;
        if (Date.now() > end) throw new Error(`jobs not idle after ${timeoutMs} ms`);
        wake();
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stats: () => ({ queues: [...queues.keys()], running: running.size }),
    async crash() {
      crashed = true;
      stopped = true;
      for (const t of timers) clearInterval(t);
      for (const r of running) r.ac.abort(new Error('crashed'));
      await stopBoss();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const t of timers) clearInterval(t);
      const end = Date.now() + opts.stopTimeoutMs;
      while (running.size && Date.now() < end) await Promise.race([...running].map((r) => r.done).concat(new Promise<void>((r) => setTimeout(r, 100))));
      // still running: abort; the handler's throw gives the job back to the queue (another process runs it)
      for (const r of running) r.ac.abort(new Error('process stopping'));
      await Promise.race([Promise.all([...running].map((r) => r.done)), new Promise((r) => setTimeout(r, 2_000))]);
      await stopBoss();
    },
  };
  return api;
}

/** Coalesced, ordered, never-lower progress writes of one job; each stored value is published when the job says so. */
function progressWriter(def: JobDef<any>, job: PgBoss.Job<unknown>, deps: JobDeps, signal: AbortSignal) {
  let wanted = -1;
  let written = -1;
  let inFlight = false;
  let chain: Promise<void> = Promise.resolve();
  const write = () => {
    if (signal.aborted || inFlight || wanted <= written) return;
    inFlight = true;
    const p = wanted;
    chain = chain.then(async () => {
      const stored = await saveProgress(deps.db, job.id, def.name, p, deps.adapters.clock.now());
      written = p;
      const ev = def.publish?.(job.data, stored);
      if (ev && !signal.aborted) void deps.hub.publish(ev.topic, ev.data);
    }).catch((err: unknown) => deps.log.warn({ err, queue: def.name }, 'jobs: progress write failed'))
      .finally(() => {
        inFlight = false;
        write();
      });
  };
  return {
    report(percent: number) {
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      if (!Number.isFinite(p) || p <= wanted) return;
      wanted = p;
      write();
    },
    async settle() {
      let c: Promise<void>;
      do { c = chain; await c; } while (c !== chain);
    },
  };
}
