/**
 * Writes, declared once in a `<domain>.queries.ts` with what they make stale:
 *
 *   export const saveClan = mutation(clans.save, { invalidates: (c) => [[clans.detail, { id: c.id }]] });
 *   await saveClan(params);                       // in a handler (try/catch: the API client has toasted the msbox)
 *   const saving = useMutation(saveClan.options); // as a hook (isPending …); or export `useSaveClan`
 *
 * `optimistic(params)` lists cache entries to change at once (a like, a follow, a favourite): they are patched
 * before the call, put back if it fails, and refetched after it either way.
 */
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { CallDef, ParsedParams } from '@contract/common/call';
import { api, type CallOptions, type Params, type Result } from './api-client';
import { invalidate, queryClient, targetKey, type Target } from './query';

/** An optimistic change: every cached query under `target` gets `update(old)` (old is that query's data). */
export interface Patch {
  target: Target;
  update: (old: any) => unknown;
}

/**
 * The callbacks see the params as the caller gave them, typed as parsed (numbers, not the `unknown` a coerced
 * field accepts): the queries files pass numbers.
 */
export interface MutationSpec<D extends CallDef> {
  /** The queries the write makes stale (exactly these: never the whole cache). */
  invalidates?: (data: Result<D>, params: ParsedParams<D>) => Target[];
  /** Cache changes to show at once, before the server answers. */
  optimistic?: (params: ParsedParams<D>) => Patch[];
  /** Put the reply into the cache (the saved record a write returns), before the invalidations. */
  onData?: (data: Result<D>, params: ParsedParams<D>) => void;
  /** Options for the API call (silent, loading). */
  call?: CallOptions;
}

export interface Mutation<D extends CallDef> {
  (params: Params<D>, call?: CallOptions): Promise<Result<D>>;
  readonly def: D;
  /** Stale targets of a reply (for tests and for screens that chain writes). */
  readonly spec: MutationSpec<D>;
  /** `useMutation(m.options)`. */
  readonly options: { mutationFn: (params: Params<D>) => Promise<Result<D>> };
}

const call = api as <D extends CallDef>(d: D, p: unknown, o?: CallOptions) => Promise<Result<D>>;

/** Apply patches now; returns how to put the cache back. */
async function applyPatches(patches: Patch[]): Promise<() => void> {
  const saved: Array<[QueryKey, unknown]> = [];
  for (const p of patches) {
    const key = targetKey(p.target);
    await queryClient.cancelQueries({ queryKey: key });
    for (const [k, old] of queryClient.getQueriesData({ queryKey: key })) {
      if (old === undefined) continue;
      saved.push([k, old]);
      queryClient.setQueryData(k, p.update(old));
    }
  }
  return () => {
    for (const [k, old] of saved) queryClient.setQueryData(k, old);
  };
}

export function mutation<D extends CallDef>(def: D, spec: MutationSpec<D> = {}): Mutation<D> {
  const run = async (params: Params<D>, callOpts?: CallOptions): Promise<Result<D>> => {
    const given = params as ParsedParams<D>;
    const patches = spec.optimistic?.(given) ?? [];
    const restore = patches.length ? await applyPatches(patches) : () => {};
    let data: Result<D>;
    try {
      data = await call(def, params, { ...spec.call, ...callOpts });
    } catch (e) {
      restore();
      if (patches.length) void invalidate(...patches.map((p) => p.target));
      throw e;
    }
    spec.onData?.(data, given);
    const stale = [...(spec.invalidates?.(data, given) ?? []), ...patches.map((p) => p.target)];
    if (stale.length) await invalidate(...stale);
    return data;
  };
  return Object.assign(run, { def, spec, options: { mutationFn: (p: Params<D>) => run(p) } });
}

/** The hook form of a declared write: `const saving = useCallMutation(saveClan, { onSuccess })`. */
export function useCallMutation<D extends CallDef>(m: Mutation<D>, opts: { onSuccess?: (data: Result<D>, params: Params<D>) => void } = {}) {
  return useMutation<Result<D>, Error, Params<D>>({ mutationFn: m.options.mutationFn, onSuccess: opts.onSuccess });
}

/** Optimistic helpers for the common shapes. */
export const patch = {
  /** A `{ list, hasNext }` page or its infinite form: change the items that match. */
  items<T>(match: (item: T) => boolean, change: (item: T) => T) {
    const onPage = (p: { list: T[] }) => ({ ...p, list: p.list.map((x) => (match(x) ? change(x) : x)) });
    return (old: any) => {
      if (old && Array.isArray(old.pages)) return { ...old, pages: old.pages.map(onPage) };
      if (old && Array.isArray(old.list)) return onPage(old);
      if (Array.isArray(old)) return old.map((x: T) => (match(x) ? change(x) : x));
      return old;
    };
  },
  /** A single record: shallow-merge fields. */
  fields<T extends object>(change: Partial<T> | ((old: T) => Partial<T>)) {
    return (old: any) => (old && typeof old === 'object' ? { ...old, ...(typeof change === 'function' ? change(old) : change) } : old);
  },
};
