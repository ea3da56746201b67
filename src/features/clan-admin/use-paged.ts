/** useApiInfinite with the pages typed as the call's reply (so list items keep their type). */
import type { CallDef } from '@contract/common/call';
import type { Params, Result } from '@src/lib/api-client';
import { useApiInfinite } from '@src/lib/query';

export function usePaged<D extends CallDef>(def: D, params: Omit<Params<D>, 'pageIndex'>, opts: { pageSize?: number; enabled?: boolean } = {}) {
  const q = useApiInfinite(def, params, opts);
  return q as unknown as Omit<typeof q, 'data'> & { data: { pages: Result<D>[] } | undefined };
}
