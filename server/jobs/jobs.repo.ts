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

/**
 * Renew a running job's lease: it now expires `seconds` from now (pg-boss fails an active job when
 * started_on + expire_in has passed, and retries it). False when the job is no longer active here.
 */
export async function renewLease(q: Executor, name: string, id: string, seconds: number): Promise<boolean> {
  const { rows } = await q.executeSql(
    `UPDATE ${QUEUE_SCHEMA}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
     WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
    [name, id, seconds],
  );
  return rows.length > 0;
}

/**
 * The queues among `names` with a job due now (created or retry, past its start_after): one query per poll instead of
 * a pg-boss fetch per queue (16 fetches every 2 s held embedded PGlite's single connection ~20 % of the time).
 */
export async function dueQueues(q: Executor, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const { rows } = await q.executeSql(
    `SELECT DISTINCT name FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'active' AND start_after < now()`,
    [names],
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

/** Jobs of these queues still to run or running (created, retry, active), due now or not. */
export async function liveCount(q: Executor, names: string[]): Promise<number> {
  if (!names.length) return 0;
  const { rows } = await q.executeSql(
    `SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')`,
    [names],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Progress rows of jobs that are no longer waiting or running (ended, or dead without a word), older than `before`. */
export async function sweepProgress(q: Executor, before: Date): Promise<number> {
  const { rows } = await q.executeSql(
    `DELETE FROM job_progress p WHERE p.updated_at < $1 AND NOT EXISTS (
       SELECT 1 FROM ${QUEUE_SCHEMA}.job j WHERE j.id = p.job_id AND j.state IN ('created', 'retry', 'active')) RETURNING p.job_id`,
    [before],
  );
  return rows.length;
}
