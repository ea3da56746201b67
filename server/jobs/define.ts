/** What a domain writes to add a job: `defineJob({ name, run, … })` in its `<d>.jobs.ts` (README.md beside this file). */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context';
import type { Hub } from '../realtime/index';

/** What a handler gets besides its job: the app's database, adapters, config, the realtime hub and a logger. */
export interface JobDeps extends Pick<Deps, 'db' | 'dbKind' | 'config' | 'adapters'> {
  hub: Hub;
  log: FastifyBaseLogger;
}

export interface JobCtx<T> {
  /** The queue's job id (a uuid): the same across retries. */
  id: string;
  data: T;
  /** 0 on the first run; 1, 2 … when the job is run again (its process died, or the handler threw). */
  attempt: number;
  deps: JobDeps;
  /**
   * Aborted when this process must give the job up: shutdown, or its lease was lost (another process may run it
   * now). Pass it on to long work and write nothing more after it fires.
   */
  signal: AbortSignal;
  /**
   * Report progress 0–100. Stored (never goes down, also across retries) and, when the job has `publish`, sent on
   * the realtime hub. Writes are coalesced: call it as often as you like.
   */
  progress(percent: number): void;
  /** Resolves when the progress writes asked for so far are stored (and no more will be written). */
  settle(): Promise<void>;
}

export interface JobDef<T = Record<string, unknown>> {
  /** The queue name: `<domain>-<what>` (letters, digits, '-' and '_'). */
  name: string;
  /** The work. Throwing fails this attempt (retried up to retryLimit); a result ends the job. */
  run(job: JobCtx<T>): Promise<unknown>;
  /** How many of this job one process runs at once (default 1: the machine's cores are few). */
  concurrency?: number;
  /** Runs after a failed attempt or a dead process (default 3). */
  retryLimit?: number;
  /** Seconds between a failure and the next attempt (default 0). */
  retryDelaySeconds?: number;
  /** A cron line (UTC): the job is sent on this schedule, once across all processes. */
  schedule?: string;
  /** Called once when the job has failed for good (retries used up, e.g. its process died each time). */
  onDead?(deps: JobDeps, data: T): Promise<void>;
  /** The realtime event for stored progress: `{ topic, data }`, or null to send nothing. */
  publish?(data: T, progress: number): { topic: string; data: unknown } | null;
}

export function defineJob<T>(def: JobDef<T>): JobDef<T> {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(def.name)) throw new Error(`job name "${def.name}": letters, digits, '-' and '_' only`);
  return def;
}
