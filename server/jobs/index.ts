/**
 * Durable jobs: the public surface of server/jobs/ (README.md beside this file). A domain defines its jobs in
 * `<d>.jobs.ts` with `defineJob`, lists them in `domainJobs` (server/domains/index.ts), sends them with
 * `ctx.req.server.jobs.send(def, data)` and reads stored progress with `jobs.progressOf(ids)`.
 */
import type { FastifyInstance } from 'fastify';
import type { DbHandle, Tx } from '../db/client';
import type { JobDef } from './define';
import { startJobs, type Jobs, type JobsOptions } from './runtime';
import { progressOf } from './jobs.repo';

export { defineJob, type JobCtx, type JobDef, type JobDeps } from './define';
export { JOBS_DEFAULTS, type Jobs, type JobsOptions, type SendOptions } from './runtime';

/** Stored progress of these queue jobs (e.g. in an `onDead`, which has the job's data but not the runtime). */
export const storedProgress = (db: Tx, ids: string[]) => progressOf(db, ids);

/** Start this process's job runtime on the app's database; it stops (before the database closes) with the app. */
export async function registerJobs(app: FastifyInstance, handle: Pick<DbHandle, 'query'>, defs: readonly JobDef<any>[], options: Partial<JobsOptions> = {}): Promise<void> {
  const { db, dbKind, config, adapters } = app.deps;
  const jobs = await startJobs(defs, { db, dbKind, config, adapters, hub: app.hub, log: app.log.child({ part: 'jobs' }) }, {
    executeSql: (text, values) => handle.query(text, values),
  }, options);
  app.decorate('jobs', jobs);
  app.addHook('preClose', async () => { await jobs.stop(); });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
export { runInWorker, workerTask, type WorkerOptions } from './worker-thread';
