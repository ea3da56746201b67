/** The sample generation job as the progress bar shows it (contract/print.ts: queued → running → done | failed). */
import type { Job } from '@contract/print';
import type { BookJobEvent } from '@contract/realtime';
import { countLabel } from '@layouts/pdf/page-count';

export interface JobView {
  percent: number;
  text: string;
  /** Keep polling. */
  active: boolean;
  done: boolean;
  failed: boolean;
}

export function jobView(job: Pick<Job, 'status' | 'progress' | 'pages' | 'leaves' | 'unit' | 'error'>): JobView {
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  switch (job.status) {
    case 'queued':
      return { percent, text: '排队中，请稍候', active: true, done: false, failed: false };
    case 'running':
      return { percent, text: `正在排版生成 ${percent}%`, active: true, done: false, failed: false };
    case 'done':
      return { percent: 100, text: `生成完成，共${countLabel(job)}`, active: false, done: true, failed: false };
    case 'failed':
      return { percent, text: job.error || '生成失败，请重试', active: false, done: false, failed: true };
  }
}

/**
 * Poll interval: quick while running, slower while queued; with the realtime topic live (`project:<id>` carries
 * the progress) polling is only the fallback, every 5 s.
 */
export function pollInterval(job: Pick<Job, 'status'>, live = false): number | false {
  if (job.status !== 'running' && job.status !== 'queued') return false;
  if (live) return 5000;
  return job.status === 'running' ? 800 : 1500;
}

/**
 * A `book.job` event applied to the job a screen holds: status and progress (never down) of the same job; null
 * when it is another job, or the job ended (done/failed: fetch it, for pages, file and error).
 */
export function applyJobEvent<J extends Pick<Job, 'id' | 'status' | 'progress'>>(job: J, e: BookJobEvent): J | null {
  if (e.jobId !== job.id || e.status === 'done' || e.status === 'failed') return null;
  return { ...job, status: e.status, progress: Math.max(job.progress, e.progress) };
}

/** Progress never goes backwards on screen (a late poll answer must not pull the bar back). */
export function monotonic(prev: number, next: number): number {
  return Math.max(prev, next);
}
