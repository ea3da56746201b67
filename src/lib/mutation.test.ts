/**
 * Writes declared with mutation(): the API call, then exactly the listed queries are invalidated (others stay
 * fresh), optimistic patches show before the server answers and are put back when it refuses.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as sf from '@contract/sacrifice';
import * as projects from '@contract/projects';
import { configureApi } from './api-client';
import { mutation, patch } from './mutation';
import { callInfinite, callQuery, infiniteKeyOf, invalidate, queryClient, queryKeyOf, setCallData } from './query';

/** The server: answers each call by its path; `gate` holds the answer until released. */
let answers: Record<string, () => unknown> = {};
let gate: Promise<void> = Promise.resolve();
beforeEach(() => {
  answers = {};
  gate = Promise.resolve();
  configureApi({
    fetch: (async (url: string) => {
      await gate;
      const path = new URL(url, 'http://x').pathname.replace('/app/api', '');
      const body = answers[path]?.() ?? { msg: 0, msbox: '未知调用' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    getSession: () => ({ token: 't' }),
    toast: () => {},
    loading: () => {},
    onUnauthorized: () => {},
  });
});
afterEach(() => queryClient.clear());

const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('query keys', () => {
  it('are the contract definition: method, path, params (the paged form under the same prefix)', () => {
    expect(queryKeyOf(sf.get, { id: 3 })).toEqual(['GET', '/sacrifice/get', { id: 3 }]);
    expect(callQuery(sf.get, { id: 3 }).queryKey).toEqual(queryKeyOf(sf.get, { id: 3 }));
    expect(callInfinite(sf.listAll, { keyword: 'x' }).queryKey).toEqual(['GET', sf.listAll.path, { keyword: 'x' }, 'infinite']);
    expect(infiniteKeyOf(sf.listAll)).toEqual(['GET', sf.listAll.path, {}, 'infinite']);
  });

  it('invalidate(def) reaches every params of that call; [def, params] only the matching ones', async () => {
    setCallData(sf.get, { id: 1 }, {} as never);
    setCallData(sf.get, { id: 2 }, {} as never);
    setCallData(sf.total, {}, {} as never);
    await invalidate([sf.get, { id: 1 }]);
    expect([stale(queryKeyOf(sf.get, { id: 1 })), stale(queryKeyOf(sf.get, { id: 2 })), stale(queryKeyOf(sf.total, {}))]).toEqual([true, false, false]);
    await invalidate(sf.get);
    expect(stale(queryKeyOf(sf.get, { id: 2 }))).toBe(true);
    expect(stale(queryKeyOf(sf.total, {}))).toBe(false);
  });
});

describe('mutation()', () => {
  it('calls the API and invalidates exactly what it declares', async () => {
    answers['/sacrifice/message/add'] = () => ({ msg: 1, data: { id: 9 } });
    const add = mutation(sf.messageAdd, { invalidates: (_r, p) => [[sf.messageList, { id: p.id }]] });
    setCallData(sf.messageList, { id: 5 } as never, { list: [], hasNext: false } as never);
    setCallData(sf.messageList, { id: 6 } as never, { list: [], hasNext: false } as never);
    setCallData(sf.total, {}, {} as never);
    await add({ id: 5, kind: 'message', content: '安息' } as never);
    expect(stale(queryKeyOf(sf.messageList, { id: 5 }))).toBe(true);
    expect(stale(queryKeyOf(sf.messageList, { id: 6 }))).toBe(false);
    expect(stale(queryKeyOf(sf.total, {}))).toBe(false);
  });

  it('shows an optimistic change at once and keeps it when the server agrees', async () => {
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    answers[projects.favorite.path.replace(':id', '4')] = () => ({ msg: 1, data: { favorite: true } });
    const fav = mutation(projects.favorite, {
      optimistic: (p) => [{ target: [projects.detail, { id: p.id }], update: patch.fields({ favorite: !!p.favorite }) }],
    });
    setCallData(projects.detail, { id: 4 }, { id: 4, favorite: false } as never);
    const done = fav({ id: 4, favorite: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect(queryClient.getQueryData(queryKeyOf(projects.detail, { id: 4 }))).toMatchObject({ favorite: true });
    release();
    await done;
    expect(queryClient.getQueryData(queryKeyOf(projects.detail, { id: 4 }))).toMatchObject({ favorite: true });
  });

  it('puts the cache back when the server refuses', async () => {
    answers[projects.favorite.path.replace(':id', '4')] = () => ({ msg: 0, msbox: '族谱不存在' });
    const fav = mutation(projects.favorite, {
      optimistic: (p) => [{ target: [projects.detail, { id: p.id }], update: patch.fields({ favorite: !!p.favorite }) }],
    });
    setCallData(projects.detail, { id: 4 }, { id: 4, favorite: false } as never);
    await expect(fav({ id: 4, favorite: 1 })).rejects.toMatchObject({ msbox: '族谱不存在' });
    expect(queryClient.getQueryData(queryKeyOf(projects.detail, { id: 4 }))).toMatchObject({ favorite: false });
  });

  it('patch.items changes the matching rows of a page and of its infinite form', () => {
    const flip = patch.items<{ id: number; on: boolean }>((x) => x.id === 2, (x) => ({ ...x, on: !x.on }));
    const page = { list: [{ id: 1, on: false }, { id: 2, on: false }], hasNext: false };
    expect(flip(page).list.map((x: { on: boolean }) => x.on)).toEqual([false, true]);
    expect(flip({ pages: [page], pageParams: [1] }).pages[0].list[1].on).toBe(true);
  });
});
