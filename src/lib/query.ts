/**
 * react-query set-up and helpers over the API client: `useApiQuery(def, params)`, `useApiMutation(def)` and
 * `useApiInfinite(def, params)` for `{ list, hasNext }` pages (pageIndex from 1; the next page exists while hasNext).
 */
import { QueryClient, useInfiniteQuery, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallDef } from '@contract/common/call';
import { api, isApiError, type ApiArgs, type CallOptions, type Params, type Result } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // msg 0 and 401 are answers, not flukes: never retried. Network errors are retried once.
      retry: (count, e) => count < 1 && isApiError(e) && (e.code === 'network' || e.code === 'timeout'),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

/** The query key of a call: its method and path, then its params. */
export function callKey(def: CallDef, params?: unknown): readonly unknown[] {
  return params === undefined ? [def.method, def.path] : [def.method, def.path, params];
}

type QueryOpts<D extends CallDef> = Omit<UseQueryOptions<Result<D>, Error>, 'queryKey' | 'queryFn'> & { call?: CallOptions };

export function useApiQuery<D extends CallDef>(def: D, params: Params<D>, opts: QueryOpts<D> = {}) {
  const { call, ...rest } = opts;
  return useQuery<Result<D>, Error>({
    queryKey: callKey(def, params),
    queryFn: ({ signal }) => (api as (d: D, p: Params<D>, o: CallOptions) => Promise<Result<D>>)(def, params, { loading: false, ...call, signal }),
    ...rest,
  });
}

export function useApiMutation<D extends CallDef>(def: D, opts: { call?: CallOptions; onSuccess?: (data: Result<D>, params: Params<D>) => void } = {}) {
  return useMutation<Result<D>, Error, Params<D>>({
    mutationFn: (params) => (api as (d: D, ...a: ApiArgs<D>) => Promise<Result<D>>)(def, ...([params, opts.call] as ApiArgs<D>)),
    onSuccess: opts.onSuccess,
  });
}

export interface PageReply<T = unknown> {
  list: T[];
  hasNext: boolean;
}

/** getNextPageParam for `{ list, hasNext }` pages: the next pageIndex while hasNext, else none. */
export function nextPageParam(last: PageReply, all: PageReply[]): number | undefined {
  return last.hasNext ? all.length + 1 : undefined;
}

/** All items of the loaded pages, in order. */
export function flattenPages<T>(pages: readonly PageReply<T>[] | undefined): T[] {
  return pages ? pages.flatMap((p) => p.list) : [];
}

export function useApiInfinite<D extends CallDef>(def: D, params: Omit<Params<D>, 'pageIndex'>, opts: { pageSize?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...callKey(def, params), 'infinite'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      (api as (d: D, p: unknown, o: CallOptions) => Promise<Result<D>>)(
        def,
        { ...params, pageIndex: pageParam, pageSize: opts.pageSize ?? 20 },
        { loading: false, signal },
      ) as Promise<Result<D> & PageReply>,
    getNextPageParam: (last, all) => nextPageParam(last, all),
    enabled: opts.enabled,
  });
}
