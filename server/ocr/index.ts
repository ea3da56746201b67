/**
 * The OCR part's public surface for the server: `readPagesInWorker(files, onPage)` reads page images in a worker
 * thread (worker.ts), where — and only where — onnxruntime-node and the PP-OCRv4 models are loaded (≈ 300 MB on
 * disk with every platform's runtime, ≈ 0.5 GB resident while reading). Pages are reported one by one; a page that
 * fails is reported as failed and the others go on. `ocrAvailable()` tells whether the optional packages are there.
 * Pure steps (reading order, records) are imported from their own modules.
 */
import { Worker } from 'node:worker_threads';
import type { OcrPage } from './read-page';
import { tsxWorkerSource } from '../jobs/worker-thread';

export type { OcrChar, OcrLine, OcrPage } from './read-page';
export type { ProposedPerson } from './records';

export type OcrWorkerMessage =
  | { type: 'ready' }
  | { type: 'page'; index: number; page: OcrPage }
  | { type: 'page-error'; index: number; message: string }
  | { type: 'done' }
  | { type: 'error'; message: string };

export interface PageResult {
  index: number;
  page?: OcrPage;
  error?: string;
}

/** Reads the image files (PNG/JPEG/TIFF/WebP) in order in one worker; `onPage` is called as each one is done. */
export function readPagesInWorker(files: readonly string[], onPage?: (r: PageResult) => void | Promise<void>, signal?: AbortSignal): Promise<PageResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(tsxWorkerSource(new URL('./worker.ts', import.meta.url)), { eval: true, workerData: { files } });
    const results: PageResult[] = [];
    let chain = Promise.resolve();
    let settled = false;
    const finish = (e?: Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (e) reject(e);
      else void chain.then(() => resolve(results), reject);
    };
    signal?.addEventListener('abort', () => finish(signal.reason as Error), { once: true });
    worker.on('message', (m: OcrWorkerMessage) => {
      if (m.type === 'page' || m.type === 'page-error') {
        const r: PageResult = m.type === 'page' ? { index: m.index, page: m.page } : { index: m.index, error: m.message };
        results.push(r);
        chain = chain.then(() => onPage?.(r));
      } else if (m.type === 'done') finish();
      else if (m.type === 'error') finish(new Error(m.message));
    });
    worker.on('error', (e) => finish(e));
    worker.on('exit', (code) => finish(new Error(`OCR worker exited with code ${code}`)));
  });
}
