/** Loads a clan's tree pack with progress (state for the page); aborts when the clan changes or the page closes. */
import { useEffect, useState } from 'react';
import type { TreePack } from '@model/tree-pack';
import { apiDeps, buildHeaders } from '@src/lib/api-client';
import { loadTreePack, type LoadProgress } from './pack-loader';

export interface PackState {
  pack: TreePack | null;
  progress: LoadProgress | null;
  error: Error | null;
}

export function useTreePack(clanId: number | null): PackState & { retry: () => void } {
  const [state, setState] = useState<PackState>({ pack: null, progress: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!clanId) return;
    const abort = new AbortController();
    setState({ pack: null, progress: null, error: null });
    const session = apiDeps()?.getSession() ?? {};
    loadTreePack({
      clanId,
      headers: buildHeaders(session),
      signal: abort.signal,
      onProgress: (p) => setState((s) => ({ ...s, progress: { ...p } })),
    }).then(
      (pack) => !abort.signal.aborted && setState({ pack, progress: null, error: null }),
      (error: Error) => !abort.signal.aborted && setState({ pack: null, progress: null, error }),
    );
    return () => abort.abort();
  }, [clanId, attempt]);
  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
