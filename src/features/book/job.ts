/** The sample generation job as the progress bar shows it (contract/print.ts: queued → running → done | failed). */
import type { Job } from '@contract/print';

export interface JobView {
  percent: number;
  text: string;
  /** Keep polling. */
  active: boolean;
  done: boolean;
  failed: boolean;
}

export function jobView(job: Pick<Job, 'status' | 'progress' | 'pages' | 'error'>): JobView {
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  switch (job.status) {
    case 'queued':
      return { percent, text: '排队中，请稍候', active: true, done: false, failed: false };
    case 'running':
      return { percent, text: `正在排版生成 ${percent}%`, active: true, done: false, failed: false };
    case 'done':
      return { percent: 100, text: `生成完成，共${job.pages}页`, active: false, done: true, failed: false };
    case 'failed':
      return { percent, text: job.error || '生成失败，请重试', active: false, done: false, failed: true };
  }
}

/** Poll interval: quick while running, slower while queued. */
export function pollInterval(job: Pick<Job, 'status'>): number | false {
  return job.status === 'running' ? 800 : job.status === 'queued' ? 1500 : false;
}

/** Progress never goes backwards on screen (a late poll answer must not pull the bar back). */
export function monotonic(prev: number, next: number): number {
  return Math.max(prev, next);
}
