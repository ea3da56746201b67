import { describe, expect, it } from 'vitest';
import { orderByKey } from './write';

describe('orderByKey', () => {
  const items = [
    { id: 7, k: 2 }, { id: 3, k: 1 }, { id: 9, k: 2 }, { id: 1, k: 99 }, { id: 4, k: 1 }, { id: 2, k: -3 },
  ];
  const bySort = (xs: typeof items) => [...xs].sort((a, b) => a.k - b.k || a.id - b.id).map((x) => x.id);

  it('orders by the key, then the tie-break, as a comparator sort would (packed path)', () => {
    expect(orderByKey(items, (x) => x.k, (x) => x.id).map((x) => x.id)).toEqual(bySort(items));
  });

  it('keeps the input order among equal keys when the tie-break is the position', () => {
    expect(orderByKey(items, (x) => x.k, (_x, i) => i).map((x) => x.id)).toEqual([2, 3, 4, 7, 9, 1]);
  });

  it('falls back to a comparator sort for values that do not pack (fractions, huge ids, repeated ties)', () => {
    const odd = [...items, { id: 1e12, k: 0 }, { id: 5, k: 1.5 }];
    expect(orderByKey(odd, (x) => x.k, (x) => x.id).map((x) => x.id)).toEqual(bySort(odd));
    const repeated = [{ id: 1, k: 2 }, { id: 1, k: 1 }];
    expect(orderByKey(repeated, (x) => x.k, (x) => x.id).map((x) => x.k)).toEqual([1, 2]);
  });
});
