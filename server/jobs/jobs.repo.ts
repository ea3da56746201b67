/**
 * Every query of the job platform: stored progress (job_progress) with Drizzle, and the few statements on the
 * queue's own tables (schema `pgboss`, pg-boss 10) that pg-boss has no call for — the lease and the idle check.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client';
import { jobProgress } from '../db/schema/index';
import { QUEUE_SCHEMA } from './install';

export { QUEUE_SCHEMA };

/** pg-boss's way into a database: one function for raw SQL with $1… parameters. */
export interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * An executor inside a Drizzle transaction (or on the db): a job sent with it is inserted in that transaction and
 * exists only if it commits. `$n` placeholders become Drizzle parameters.
 */
export function txExecutor(tx: Tx): Executor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) => chunks.push(i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part)));
      return { rows: await rowsOf(tx, sql.join(chunks)) };
    },
  };
}

/** Store progress (never lower than stored); answers the stored value. */
export async function saveProgress(db: Tx, jobId: string, name: string, progress: number, at: Date): Promise<number> {
  const [row] = await db.insert(jobProgress).values({ jobId, name, progress, updatedAt: at })
    .onConflictDoUpdate({ target: jobProgress.jobId, set: { progress: sql`GREATEST(${jobProgress.progress}, excluded.progress)`, updatedAt: at } })
    .returning({ progress: jobProgress.progress });
  return row.progress;
}

export async function progressOf(db: Tx, jobIds: string[]): Promise<Map<string, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db.select({ id: jobProgress.jobId, p: jobProgress.progress }).from(jobProgress).where(inArray(jobProgress.jobId, jobIds));
  return new Map(rows.map((r) => [r.id, r.p]));
}

export async function dropProgress(db: Tx, jobId: string): Promise<void> {
  await db.delete(jobProgress).where(inArray(jobProgress.jobId, [jobId]));
}

// The statements below run often (the poll every 2 s, a lease every 15 s) and go through Drizzle, so on embedded PGlite
// they take the prepared-statement path: planned once, not on every run. Through PGlite's own query the poll cost
// 15–30 ms of planning (17 queue partitions) for 1 ms of work, holding the database thread each time (issue #25).
const JOB = sql.raw(`${QUEUE_SCHEMA}.job`);
const nameIn = (names: string[]) => sql`name IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`;

/**
 * Renew a running job's lease: it now expires `seconds` from now (pg-boss fails an active job when
 * started_on + expire_in has passed, and retries it). False when the job is no longer active here.
 */
export async function renewLease(db: Tx, name: string, id: string, seconds: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`UPDATE ${JOB} SET expire_in = (now() - started_on) + make_interval(secs => ${seconds})
     WHERE name = ${name} AND id = ${id} AND state = 'active' RETURNING id`);
  return rows.length > 0;
}

/**
 * The queues among `names` with a job due now (created or retry, past its start_after): one query per poll instead of
 * a pg-boss fetch per queue (16 fetches every 2 s held embedded PGlite's single connection ~20 % of the time).
 */
export async function dueQueues(db: Tx, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await rowsOf<{ name: string }>(db, sql`SELECT DISTINCT name FROM ${JOB} WHERE ${nameIn(names)} AND state < 'active' AND start_after < now()`);
  return rows.map((r) => r.name);
}

/**
 * Whether a running job's lease has lapsed (what pg-boss's `expire` looks for): that statement is several in one text,
 * planned on every run over the queue's partitions (10–50 ms of the embedded database's thread every 15 s), so it
 * runs only when this one, prepared once, finds work for it.
 */
export async function leaseLapsed(db: Tx): Promise<boolean> {
  const rows = await rowsOf(db, sql`SELECT 1 AS x FROM ${JOB} WHERE state = 'active' AND (started_on + expire_in) < now() LIMIT 1`);
  return rows.length > 0;
}

/** Jobs of these queues still to run or running (created, retry, active), due now or not. */
export async function liveCount(db: Tx, names: string[]): Promise<number> {
  if (!names.length) return 0;
  const rows = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${JOB} WHERE ${nameIn(names)} AND state IN ('created', 'retry', 'active')`);
  return Number(rows[0]?.n ?? 0);
}

/** Progress rows of jobs that are no longer waiting or running (ended, or dead without a word), older than `before`. */
export async function sweepProgress(db: Tx, before: Date): Promise<number> {
  const rows = await rowsOf(db, sql`DELETE FROM job_progress p WHERE p.updated_at < ${before.toISOString()} AND NOT EXISTS (
       SELECT 1 FROM ${JOB} j WHERE j.id = p.job_id AND j.state IN ('created', 'retry', 'active')) RETURNING p.job_id`);
  return rows.length;
}
