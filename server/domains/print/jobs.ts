/**
 * Book generation jobs: a sample's job row goes queued → running (progress 0–100) → done (file key, pages) | failed
 * (a Chinese message). Jobs run off the request: one at a time per server (the machine's cores are few; the others
 * wait queued), each in a worker thread through layouts/pdf generateBookFile, at most one live job per clan.
 * Progress is written to the row (never down) and published on the realtime hub topic `project:<id>` as
 * `{ type: 'book.job', sampleId, jobId, status, progress }`. A job alive when the server stops dies with it:
 * at boot every queued/running job is marked failed "服务重启，请重新生成".
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Adapters } from '../../http/context';
import type { Hub } from '../../realtime/index';
import { bookJobs, printSamples } from '../../db/schema/index';
import { generateBookFile } from '../../../layouts/pdf/generate';
import { buildBookInput } from './book-input';
import { coverById } from './covers';

export interface JobEnv {
  db: Db;
  adapters: Adapters;
  hub?: Hub;
  log?: FastifyBaseLogger;
}

export const RESTART_MESSAGE = '服务重启，请重新生成';
const LIVE = ['queued', 'running'];

/** Clans with a live job in this process (claimed before the job row is written, so two creates cannot both pass). */
const liveClans = new Set<number>();
const queue: { env: JobEnv; jobId: number; clanId: number }[] = [];
let active: Promise<void> | null = null;

/** Claim the clan for a new job; false when it already has one. Release with releaseClan if the create fails. */
export async function claimClan(db: Db, clanId: number): Promise<boolean> {
  if (liveClans.has(clanId)) return false;
  liveClans.add(clanId);
  const live = await db.select({ id: bookJobs.id }).from(bookJobs)
    .where(and(eq(bookJobs.clanId, clanId), inArray(bookJobs.status, LIVE))).limit(1);
  if (live.length) {
    liveClans.delete(clanId);
    return false;
  }
  return true;
}

export const releaseClan = (clanId: number) => liveClans.delete(clanId);

/** Queue a job (its row exists, status queued); it starts when no other job runs. */
export function enqueue(env: JobEnv, jobId: number, clanId: number): void {
  queue.push({ env, jobId, clanId });
  pump();
}

function pump(): void {
  if (active) return;
  const next = queue.shift();
  if (!next) return;
  active = runJob(next.env, next.jobId).catch((e) => next.env.log?.error({ err: e, jobId: next.jobId }, 'book job crashed'))
    .finally(() => {
      liveClans.delete(next.clanId);
      active = null;
      pump();
    });
}

/** Resolves when no job is running or queued in this process (tests, shutdown). */
export async function jobsIdle(): Promise<void> {
  while (active || queue.length) await (active ?? Promise.resolve());
}

async function publish(env: JobEnv, jobId: number): Promise<void> {
  if (!env.hub) return;
  const [j] = await env.db.select().from(bookJobs).where(eq(bookJobs.id, jobId)).limit(1);
  if (j) env.hub.publish(`project:${j.projectId}`, { type: 'book.job', sampleId: j.sampleId, jobId: j.id, status: j.status, progress: j.progress });
}

async function runJob(env: JobEnv, jobId: number): Promise<void> {
  const { db, adapters } = env;
  const [job] = await db.select().from(bookJobs).where(eq(bookJobs.id, jobId)).limit(1);
  if (!job || job.status !== 'queued') return;
  const [sample] = await db.select().from(printSamples).where(eq(printSamples.id, job.sampleId)).limit(1);
  if (!sample) return;
  await db.update(bookJobs).set({ status: 'running', progress: 0, startedAt: adapters.clock.now() }).where(eq(bookJobs.id, jobId));
  await publish(env, jobId);

  // progress writes are chained (never out of order) and skipped while one is in flight, keeping the newest
  let written = 0;
  let wanted = 0;
  let chain: Promise<void> = Promise.resolve();
  let inFlight = false;
  let closed = false;
  const write = () => {
    if (closed || inFlight || wanted <= written) return;
    inFlight = true;
    const p = wanted;
    chain = chain.then(async () => {
      await db.update(bookJobs).set({ progress: sql`GREATEST(${bookJobs.progress}, ${p})` })
        .where(and(eq(bookJobs.id, jobId), eq(bookJobs.status, 'running')));
      written = p;
      env.hub?.publish(`project:${job.projectId}`, { type: 'book.job', sampleId: job.sampleId, jobId, status: 'running', progress: p });
    }).catch(() => undefined).finally(() => {
      inFlight = false;
      write();
    });
  };
  /** No more progress writes; wait for the one in flight (a write may chain another as it ends). */
  const settle = async () => {
    closed = true;
    let c: Promise<void>;
    do { c = chain; await c; } while (c !== chain);
  };

  const dir = await mkdtemp(join(tmpdir(), 'zupu-book-'));
  try {
    const input = await buildBookInput(db, sample);
    const cover = coverById(sample.plan.coverId);
    const out = join(dir, 'book.pdf');
    const result = await generateBookFile({
      layout: { input },
      cover: cover ? { type: cover.type, typeName: cover.typeName, name: input.clanName, hall: input.hall, volume: input.volume, ...(cover.img ? { img: cover.img } : {}) } : undefined,
      filesRoot: adapters.storage.root,
    }, out, (percent) => {
      wanted = Math.min(99, Math.max(wanted, percent));
      write();
    });
    await settle();
    const key = `books/${sample.projectId}/${sample.id}-${adapters.ids.short()}.pdf`;
    await adapters.storage.put(key, await readFile(out));
    await db.update(bookJobs).set({
      status: 'done', progress: 100, pages: result.pages, bytes: result.bytes, fileKey: key, finishedAt: adapters.clock.now(),
    }).where(eq(bookJobs.id, jobId));
  } catch (e) {
    await settle();
    env.log?.warn({ err: e, jobId }, 'book job failed');
    await db.update(bookJobs).set({ status: 'failed', error: failureText(e), finishedAt: adapters.clock.now() }).where(eq(bookJobs.id, jobId));
  } finally {
    // the clan is free as soon as its job row is final (a new sample may start right after "done")
    liveClans.delete(job.clanId);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
  await publish(env, jobId);
}

/** The user-facing reason: a Chinese message thrown by the engine (e.g. 未知的版式) as is, else a generic one. */
export function failureText(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  const first = m.split('\n')[0].replace(/^Error:\s*/, '');
  if (/[\u4e00-\u9fff]/.test(first) && first.length <= 100) return first;
  if (/heap|memory|ERR_WORKER_OUT_OF_MEMORY/i.test(m)) return '族谱过大，生成时内存不足，请减少世代后重试';
  return '生成失败，请稍后重试';
}

/** At boot: jobs left queued or running by a previous process are dead. */
export async function failStaleJobs(db: Db, now: Date): Promise<number> {
  const rows = await db.update(bookJobs).set({ status: 'failed', error: RESTART_MESSAGE, finishedAt: now })
    .where(inArray(bookJobs.status, LIVE)).returning({ id: bookJobs.id });
  return rows.length;
}
