/**
 * react-query set-up and the helpers every `src/features/<domain>/<domain>.queries.ts` is built from. A query is
 * keyed from its contract definition — `queryKeyOf(def, params)` = `[method, path, params]` — never by a string
 * written by hand (lint forbids array-literal keys and whole-cache invalidation):
 * - `callQuery(def, params)` — `queryOptions` for `useQuery` / `useSuspenseQuery` / `queryClient.fetchQuery`;
 * - `callInfinite(def, params)` — `infiniteQueryOptions` for `{ list, hasNext }` pages (pageIndex from 1; the next
 *   page exists while hasNext);
 * - `invalidate(...targets)` — a target is a definition (every cached query of that call) or `[def, params]`
 *   (the queries whose params contain those params);
 * - writes: `mutation(def, { invalidates, optimistic })` in `src/lib/mutation.ts`.
 * `useApiQuery` / `useApiInfinite` are the same queries in hook form (same keys).
 */
import {
  infiniteQueryOptions, QueryClient, queryOptions, useInfiniteQuery, useQuery, type UseQueryOptions,
} from '@tanstack/react-query';
import type { CallDef } from '@contract/common/call';
import { api, isApiError, type CallOptions, type Params, type Result } from './api-client';

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

/** The query key of a call: its method and path, then its params. The only way a query is keyed. */
export function queryKeyOf(def: CallDef, params?: unknown): readonly unknown[] {
  return params === undefined ? [def.method, def.path] : [def.method, def.path, params];
}

/** The key of the paged (infinite) form of a call: a different data shape, so a different key under the same prefix. */
export function infiniteKeyOf(def: CallDef, params?: unknown): readonly unknown[] {
  return [...queryKeyOf(def, params ?? {}), 'infinite'];
}

const call = api as <D extends CallDef>(d: D, p: unknown, o: CallOptions) => Promise<Result<D>>;

/** queryOptions of a call: its key and a fetch that follows react-query's cancel signal (no loading indicator). */
export function callQuery<D extends CallDef>(def: D, params: Params<D>, opts: { call?: CallOptions } = {}) {
  return queryOptions<Result<D>, Error>({
    queryKey: queryKeyOf(def, params),
    queryFn: ({ signal }) => call(def, params, { loading: false, ...opts.call, signal }),
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

/** infiniteQueryOptions of a `{ list, hasNext }` call (pageIndex from 1, pageSize 20 unless given). */
export function callInfinite<D extends CallDef>(def: D, params: Omit<Params<D>, 'pageIndex'>, opts: { pageSize?: number; call?: CallOptions } = {}) {
  return infiniteQueryOptions({
    queryKey: infiniteKeyOf(def, params),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(def, { ...params, pageIndex: pageParam, pageSize: opts.pageSize ?? 20 }, { loading: false, ...opts.call, signal }) as Promise<Result<D> & PageReply>,
    getNextPageParam: (last: PageReply, all: PageReply[]) => nextPageParam(last, all),
  });
}

/** What a write makes stale: a whole call (every params), or `[def, params]` (queries whose params contain these). */
export type Target = CallDef | readonly [CallDef, Record<string, unknown>];

/** The key prefix a target matches (react-query matches object params partially). */
export function targetKey(t: Target): readonly unknown[] {
  return Array.isArray(t) ? queryKeyOf(t[0] as CallDef, t[1]) : queryKeyOf(t as CallDef);
}

/** Mark the targets stale and refetch the ones on screen. Never the whole cache. */
export function invalidate(...targets: Target[]): Promise<void> {
  return Promise.all(targets.map((t) => queryClient.invalidateQueries({ queryKey: targetKey(t) }))).then(() => undefined);
}

/** Put a call's reply into the cache (e.g. the saved record a write returns). */
export function setCallData<D extends CallDef>(def: D, params: Params<D>, data: Result<D> | ((old: Result<D> | undefined) => Result<D> | undefined)) {
  queryClient.setQueryData<Result<D>>(queryKeyOf(def, params), data);
}

/** A call's cached reply, if any. */
export function getCallData<D extends CallDef>(def: D, params: Params<D>): Result<D> | undefined {
  return queryClient.getQueryData<Result<D>>(queryKeyOf(def, params));
}

type QueryOpts<D extends CallDef> = Omit<UseQueryOptions<Result<D>, Error>, 'queryKey' | 'queryFn'> & { call?: CallOptions };

/** `useQuery(callQuery(def, params))` with extra options (enabled, select, refetchInterval …). */
export function useApiQuery<D extends CallDef>(def: D, params: Params<D>, opts: QueryOpts<D> = {}) {
  const { call: callOpts, ...rest } = opts;
  return useQuery<Result<D>, Error>({ ...callQuery(def, params, { call: callOpts }), ...rest });
}


export function useApiInfinite<D extends CallDef>(def: D, params: Omit<Params<D>, 'pageIndex'>, opts: { pageSize?: number; enabled?: boolean; call?: CallOptions } = {}) {
  return useInfiniteQuery({ ...callInfinite(def, params, opts), enabled: opts.enabled });
}
