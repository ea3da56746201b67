/**
 * Clan-book generation as a durable job (server/jobs/): a sample's job row (book_jobs) goes queued → running →
 * done (file key, pages) | failed (a Chinese message). One runs at a time per process (the machine's cores are
 * few), in a worker thread through layouts/pdf generateBookFile (the layout engine streams: pages are drawn and written
 * to the file as they are laid out, layouts/README.md "Streaming"; the file is copied to storage, not read into
 * memory); at most one live job per clan (a unique index, so
 * across processes). Progress is stored by the queue (never down, also across a retry) and published on
 * `project:<id>` as `{ type: 'book.job', sampleId, jobId, status, progress }`. A job whose process died is run
 * again from the start by whichever process takes it; after the queue's retries it fails "生成失败，请稍后重试".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectTopic, type BookJobEvent } from '@contract/realtime';
import { WATERMARK_TEXT } from '@contract/vip';
import { defineJob, storedProgress, type JobDeps } from '../../jobs/index';
import { generateBookFile } from '../../../layouts/pdf/generate';
import { buildBookInput } from './book-input';
import { coverById } from './covers';
import * as repo from './print.repo';

export interface BookJobData {
  /** book_jobs.id */
  jobId: number;
  projectId: number;
  sampleId: number;
}

export const DEAD_MESSAGE = '生成失败，请稍后重试';

const event = (d: BookJobData, status: BookJobEvent['status'], progress: number) => ({
  topic: projectTopic(d.projectId),
  data: { type: 'book.job', sampleId: d.sampleId, jobId: d.jobId, status, progress } satisfies BookJobEvent,
});

async function publishRow(deps: JobDeps, d: BookJobData, row: repo.JobRow | undefined): Promise<void> {
  if (!row) return;
  const ev = event(d, row.status as BookJobEvent['status'], row.progress);
  await deps.hub.publish(ev.topic, ev.data);
}

export const bookJob = defineJob<BookJobData>({
  name: 'print-book',
  concurrency: 1,
  retryLimit: 2,
  // running progress stops at 99: 100 is "done", published when the row is final
  publish: (d, p) => event(d, 'running', Math.min(99, p)),
  async onDead(deps, d) {
    const ref = { projectId: d.projectId, id: d.jobId };
    const qid = (await repo.jobById(deps.db, ref))?.queueJobId;
    const progress = qid ? Math.min(99, (await storedProgress(deps.db, [qid])).get(qid) ?? 0) : 0;
    const row = await repo.finishJob(deps.db, ref, { status: 'failed', progress, error: DEAD_MESSAGE, now: deps.adapters.clock.now() });
    await publishRow(deps, d, row);
  },
  async run(job) {
    const { deps, data: d, signal } = job;
    const { db, adapters } = deps;
    const row = await repo.jobById(db, { projectId: d.projectId, id: d.jobId });
    const sample = row && (await repo.sampleOf(db, { projectId: row.projectId, id: row.sampleId }));
    if (!row || !sample || !(await repo.markRunning(db, row, adapters.clock.now()))) return { skipped: true };
    job.progress(0); // publishes "running" with the stored progress (a retry goes on from there)

    let last = 0;
    const dir = await mkdtemp(join(tmpdir(), 'zupu-book-'));
    let final: repo.JobRow | undefined;
    try {
      const input = await buildBookInput(db, sample);
      const cover = coverById(sample.plan.coverId);
      const out = join(dir, 'book.pdf');
      const result = await generateBookFile({
        layout: { input },
        cover: cover ? { type: cover.type, typeName: cover.typeName, name: input.clanName, hall: input.hall, volume: input.volume, ...(cover.img ? { img: cover.img } : {}) } : undefined,
        filesRoot: adapters.storage.root,
        ...(sample.plan.watermark ? { watermark: WATERMARK_TEXT } : {}),
      }, out, (percent) => {
        last = Math.max(last, Math.min(99, percent));
        job.progress(last);
      }, signal);
      await job.settle();
      signal.throwIfAborted();
      const key = `books/${sample.projectId}/${sample.id}-${adapters.ids.short()}.pdf`;
      await adapters.storage.putFile(key, out);
      signal.throwIfAborted();
      final = await repo.finishJob(db, row, { status: 'done', progress: 100, pages: result.pages, bytes: result.bytes, fileKey: key, now: adapters.clock.now() });
    } catch (e) {
      await job.settle();
      // given up (shutdown, lost lease): the queue runs it again; write nothing
      if (signal.aborted) throw e;
      deps.log.warn({ err: e, jobId: row.id }, 'book job failed');
      const stored = (await repo.jobById(db, row))?.progress ?? 0;
      final = await repo.finishJob(db, row, { status: 'failed', progress: Math.max(stored, last), error: failureText(e), now: adapters.clock.now() });
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
    await publishRow(deps, d, final);
    return { status: final?.status };
  },
});

/** The user-facing reason: a Chinese message thrown by the engine (e.g. 未知的版式) as is, else a generic one. */
export function failureText(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  const first = m.split('\n')[0].replace(/^Error:\s*/, '');
  if (/[\u4e00-\u9fff]/.test(first) && first.length <= 100) return first;
  if (/heap|memory|ERR_WORKER_OUT_OF_MEMORY/i.test(m)) return '族谱过大，生成时内存不足，请减少世代后重试';
  return DEAD_MESSAGE;
}
