import type { DownloadDriver } from './download-queue';
import { API_BASE, apiDeps, buildHeaders } from './api-client';

/** Our access-checked file calls (book PDFs) read the session from headers, as the api client sends them. */
function sessionHeaders(url: string): Record<string, string> {
  const session = url.startsWith(API_BASE) ? apiDeps()?.getSession() : null;
  if (!session) return {};
  const all = buildHeaders(session);
  return { ...(all.Authorization ? { Authorization: all.Authorization } : {}), ...(all.ap ? { ap: all.ap } : {}) };
}

/**
 * The browser transfer: fetch with a streamed body for progress. Pausing stops reading the stream (the
 * connection's flow control holds the server back); resuming reads on. The file is saved with a download link.
 * Our API's file calls get the session headers (never in the URL).
 */
export const fetchDriver: DownloadDriver = (task, onProgress) => {
  const ctrl = new AbortController();
  let paused = false;
  let wake: (() => void) | null = null;
  const done = (async () => {
    const res = await fetch(task.url, { signal: ctrl.signal, headers: sessionHeaders(task.url) });
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
    const total = Number(res.headers.get('content-length')) || 0;
    const reader = res.body.getReader();
    const parts: Uint8Array[] = [];
    let got = 0;
    for (;;) {
      while (paused) await new Promise<void>((r) => (wake = r));
      const { done: end, value } = await reader.read();
      if (end) break;
      parts.push(value);
      got += value.length;
      if (total) onProgress((got / total) * 100);
    }
    const blob = new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' });
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = task.fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
  })();
  return {
    done,
    pause: () => void (paused = true),
    resume: () => {
      paused = false;
      wake?.();
      wake = null;
    },
    abort: () => {
      paused = false;
      wake?.();
      ctrl.abort();
    },
  };
};
