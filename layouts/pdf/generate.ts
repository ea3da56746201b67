/**
 * Print files: `generateBookFile(input, outPath, onProgress, signal?)` lays out and writes a clan book in a worker thread
 * (worker_threads, so the server's event loop stays free), reporting progress 0–100 %: the layout part takes
 * 0–40 %, writing the PDF 40–100 % (page by page).
 *
 * The layout step is pluggable: `input.layout` names a module and its export, a function
 * `(input, onProgress?: (percent 0..100) => void) => BookModel | Promise<BookModel>` that the worker imports and
 * runs on `input.layout.input` (plain JSON). Default: `layoutBook` of layouts/index.ts (the layout engine).
 * Or pass a ready `model` (no layout step; 0–100 % is the writing). The default engine streams (LayoutRef.stream):
 * its first pass (page numbers) is 0–15 %, the second (layout and writing, page by page) 15–100 %.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BookModel } from '../page-model';
import type { CoverSpec } from './cover';
import type { WriteReport } from './write';

export interface LayoutRef {
  /** Module path or file URL; relative paths are resolved from layouts/pdf/. Default "../index". */
  module?: string;
  /** Export name; default "layoutBook". */
  export?: string;
  /** The layout function's input (plain JSON: clan data + options). */
  input: unknown;
  /**
   * The default engine (no module, no export) streams: layouts/stream.ts streamBook in two passes, each page drawn
   * and written to the file as it is laid out, so no whole book is held (default true; false = layoutBook, then the
   * writer). A pluggable layout returns a whole model.
   */
  stream?: boolean;
}

export interface GenerateInput {
  layout?: LayoutRef;
  model?: BookModel;
  cover?: CoverSpec;
  /** The upload store's root directory (server/adapters/storage.ts `root`): ImageItem and cover `img` keys are read
   * from it (a key leaving the root is ignored). */
  filesRoot?: string;
  /** Drawn lightly across every page (write.ts WriteOptions.watermark). */
  watermark?: string;
}

export interface GenerateResult extends WriteReport {
  /** Logical pages of the model. */
  pages: number;
  /** Bytes written. */
  bytes: number;
  layoutMs: number;
  writeMs: number;
}

export type WorkerMessage =
  | { type: 'progress'; percent: number }
  | { type: 'done'; result: GenerateResult }
  | { type: 'error'; message: string };

export const LAYOUT_SHARE = 40;

/** The worker's entry: register tsx's loader in the worker, then load worker.ts (the server runs TypeScript via tsx). */
function bootstrap(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api'); // …/tsx/dist/esm/api/index.cjs
  const api = pathToFileURL(cjs.replace(/index\.cjs$/, 'index.mjs')).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })` +
    `.catch((e) => require('node:worker_threads').parentPort.postMessage({ type: 'error', message: String(e && e.stack || e) }));`;
}

export function generateBookFile(input: GenerateInput, outPath: string, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<GenerateResult> {
  if (!input.model && !input.layout) return Promise.reject(new Error('generateBookFile: a model or a layout is needed'));
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap(), {
      eval: true,
      workerData: { input, outPath },
      resourceLimits: { maxOldGenerationSizeMb: 2048 },
    });
    let settled = false;
    // aborted (the job was given up): stop the worker thread at once
    signal?.addEventListener('abort', () => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      reject(signal.reason);
    }, { once: true });
    let last = -1;
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') {
        const p = Math.max(last, Math.min(100, Math.round(m.percent)));
        if (p !== last) onProgress?.((last = p));
      } else if (m.type === 'done') {
        settled = true;
        if (last < 100) onProgress?.(100);
        resolve(m.result);
      } else {
        settled = true;
        reject(new Error(m.message));
      }
    });
    worker.on('error', (e) => {
      if (settled) return;
      settled = true;
      reject(e);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`book worker exited with code ${code}`));
    });
  });
}
