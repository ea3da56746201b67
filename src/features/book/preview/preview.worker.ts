/// <reference lib="webworker" />
/** The format preview worker: lays out a small clan off the main thread and posts back the first chart page. */
import { previewOf, type PreviewRequest } from './preview-page';

self.onmessage = (e: MessageEvent<PreviewRequest>) => {
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(previewOf(e.data));
};
