/**
 * Loads a clan's tree pack with progress (state for the page); aborts when the clan changes or the page closes.
 * A big clan (the header says over PREVIEW_ABOVE members) also gets its first generations as a small pack of their
 * own (the route's `head`, a prefix of the whole: the same member indices), for the overview to draw while the
 * rest downloads: `preview` until `pack` is in.
 */
import { useEffect, useState } from 'react';
import type { TreePack } from '@model/tree-pack';
import { apiDeps, buildHeaders } from '@src/lib/api-client';
import { loadTreePack, type LoadProgress } from './pack-loader';

/** Members above which the first generations are fetched first (the whole pack takes a second or more). */
export const PREVIEW_ABOVE = 200_000;
/** At most this many members in the preview (a 1,000,000-member clan's first 19 of 35 generations). */
export const PREVIEW_MEMBERS = 30_000;

/** Progress is shown at most this often (ms). */
const PROGRESS_MS = 100;

export interface PackState {
  pack: TreePack | null;
  preview: TreePack | null;
  progress: LoadProgress | null;
  error: Error | null;
}

export function useTreePack(clanId: number | null): PackState & { retry: () => void } {
  const [state, setState] = useState<PackState>({ pack: null, preview: null, progress: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!clanId) return;
    const abort = new AbortController();
    setState({ pack: null, preview: null, progress: null, error: null });
    const headers = buildHeaders(apiDeps()?.getSession() ?? {});
    let previewAsked = false;
    let shownAt = -Infinity;
    const askPreview = () => {
      previewAsked = true;
      loadTreePack({ clanId, headers, signal: abort.signal, head: PREVIEW_MEMBERS, onProgress: () => undefined }).then(
        (preview) => !abort.signal.aborted && setState((s) => (s.pack ? s : { ...s, preview })),
        () => undefined, // only a preview: the whole pack still comes (or fails with its own message)
      );
    };
    loadTreePack({
      clanId,
      headers,
      signal: abort.signal,
      onProgress: (p) => {
        if (!previewAsked && p.members !== undefined && p.members > PREVIEW_ABOVE && p.received < (p.total ?? 0)) askPreview();
        // the page re-renders per update: at most every PROGRESS_MS (a 35 MB body comes in hundreds of chunks)
        const now = performance.now();
        if (now - shownAt < PROGRESS_MS && p.received !== p.total) return;
        shownAt = now;
        setState((s) => ({ ...s, progress: { ...p } }));
      },
    }).then(
      (pack) => !abort.signal.aborted && setState({ pack, preview: null, progress: null, error: null }),
      (error: Error) => !abort.signal.aborted && setState({ pack: null, preview: null, progress: null, error }),
    );
    return () => abort.abort();
  }, [clanId, attempt]);
  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
