/**
 * CPU-heavy work of a job in a worker thread (`runInWorker`): the event loop keeps answering requests meanwhile, and
 * the thread's whole heap is returned when it ends — a 100 000-person GEDCOM preview holds ~450 MB of objects that
 * would otherwise stay in the server's heap as garbage until V8 next collects (issue #15's 1 GB import peak).
 *
 * The worker file (`*.worker.ts`) calls `workerTask(async (data, progress) => result)`. The server runs TypeScript
 * through tsx, so the thread registers tsx's loader before importing it. Messages: progress (0–100), done, error
 * (a `UserError` in the thread comes back as a `UserError`: its text is for the user).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData, type Transferable } from 'node:worker_threads';
import { UserError } from '../http/errors';

type Message =
  | { type: 'progress'; percent: number }
  | { type: 'done'; result: unknown }
  | { type: 'error'; message: string; user: boolean };

/**
 * The source of a worker thread (`new Worker(src, { eval: true })`) that runs the TypeScript module `entry` through
 * tsx's loader. If loading fails, the thread posts `{ type: 'error', message }`.
 */
export function tsxWorkerSource(entry: URL): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api'); // …/tsx/dist/esm/api/index.cjs
  const api = pathToFileURL(cjs.replace(/index\.cjs$/, 'index.mjs')).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })` +
    `.catch((e) => require('node:worker_threads').parentPort.postMessage({ type: 'error', user: false, message: String(e && e.stack || e) }));`;
}

export interface WorkerOptions {
  /** Buffers in `data` moved to the thread, not copied. */
  transfer?: Transferable[];
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The thread's old-generation limit (MB): a runaway input fails the job instead of the server. */
  maxOldGenerationSizeMb?: number;
}

/** Runs the `workerTask` of `entry` on `data` in a new thread; its result, or its error. */
export function runInWorker<T>(entry: URL, data: unknown, o: WorkerOptions = {}): Promise<T> {
  if (o.signal?.aborted) return Promise.reject(o.signal.reason);
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(tsxWorkerSource(entry), {
      eval: true, workerData: data, transferList: o.transfer,
      resourceLimits: { maxOldGenerationSizeMb: o.maxOldGenerationSizeMb ?? 2048 },
    });
    let settled = false;
    const settle = (f: () => void) => { if (!settled) { settled = true; f(); } };
    o.signal?.addEventListener('abort', () => settle(() => { void worker.terminate(); reject(o.signal!.reason); }), { once: true });
    worker.on('message', (m: Message) => {
      if (m.type === 'progress') o.onProgress?.(m.percent);
      else if (m.type === 'done') settle(() => resolve(m.result as T));
      else settle(() => reject(m.user ? new UserError(m.message) : new Error(m.message)));
    });
    worker.on('error', (e) => settle(() => reject(e)));
    worker.on('exit', (code) => settle(() => reject(new Error(`worker ${entry.pathname} exited with code ${code}`))));
  });
}

/** The worker side: runs `fn` on the thread's data and posts its result (with `transfer` moved, not copied). */
export function workerTask<D, R>(fn: (data: D, progress: (percent: number) => void) => Promise<{ result: R; transfer?: Transferable[] }>): void {
  const port = parentPort;
  if (!port) throw new Error('workerTask: not in a worker thread');
  fn(workerData as D, (percent) => port.postMessage({ type: 'progress', percent } satisfies Message))
    .then(({ result, transfer }) => port.postMessage({ type: 'done', result } satisfies Message, transfer))
    .catch((e: unknown) => port.postMessage({ type: 'error', user: e instanceof UserError, message: e instanceof UserError ? e.message : String((e as Error)?.stack ?? e) } satisfies Message));
}
