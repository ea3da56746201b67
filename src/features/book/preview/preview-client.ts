/**
 * The page-preview worker from the main thread: one shared worker, one request per format at a time, replies
 * cached by format (the demo clan never changes; a clan sample is keyed by the caller).
 */
import type { FormatId } from '@layouts/page-model';
import type { BookInput } from '@layouts/input';
import type { PreviewReply, PreviewRequest } from './preview-page';

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, (r: PreviewReply) => void>();
const cache = new Map<string, Promise<PreviewReply>>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<PreviewReply>) => {
      waiting.get(e.data.seq)?.(e.data);
      waiting.delete(e.data.seq);
    };
    worker.onerror = () => {
      for (const [s, done] of waiting) done({ seq: s, ok: false, format: 1, error: '预览加载失败' });
      waiting.clear();
      cache.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/** The first chart page of `format`, laid out in the worker (`key` names the sample input; default the demo clan). */
export function requestPreview(format: FormatId, input?: BookInput, key = 'demo'): Promise<PreviewReply> {
  const k = `${key}:${format}`;
  let p = cache.get(k);
  if (!p) {
    p = new Promise<PreviewReply>((resolve) => {
      const req: PreviewRequest = { seq: ++seq, format, input };
      waiting.set(req.seq, resolve);
      getWorker().postMessage(req);
    });
    p.then((r) => { if (!r.ok) cache.delete(k); });
    cache.set(k, p);
  }
  return p;
}
