import { describe, expect, it } from 'vitest';
import { queryKeyOf, flattenPages, nextPageParam } from './query';
import { loginGuest } from '@contract/accounts';

describe('paging helpers', () => {
  it('asks for the next page while hasNext', () => {
    const p1 = { list: [1, 2], hasNext: true };
    const p2 = { list: [3], hasNext: false };
    expect(nextPageParam(p1, [p1])).toBe(2);
    expect(nextPageParam(p2, [p1, p2])).toBeUndefined();
    expect(flattenPages([p1, p2])).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
  });
  it('keys calls by method, path and params', () => {
    expect(queryKeyOf(loginGuest)).toEqual(['GET', '/login/guest']);
    expect(queryKeyOf(loginGuest, {})).toEqual(['GET', '/login/guest', {}]);
  });
});
