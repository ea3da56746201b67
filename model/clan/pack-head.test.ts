import { describe, expect, it } from 'vitest';
import { generateClanData } from './generator';
import { decodeTreePack, encodeTreePack, headCount, packHead, packName, type TreePack } from '../tree-pack';

const full = decodeTreePack(encodeTreePack(generateClanData({ members: 3000, seed: 3 }).members, { clanId: 7, clanVersion: 4 }));

/** Spouse links of the first k members that stay inside them, as [member, spouse] pairs. */
const spousePairs = (p: TreePack, k: number) => {
  const out: [number, number][] = [];
  for (let i = 0; i < k; i++) for (let s = p.spouseOffsets[i]; s < p.spouseOffsets[i + 1]; s++) if (p.spouses[s] < k) out.push([i, p.spouses[s]]);
  return out;
};

describe('packHead', () => {
  it('is the first generations as a prefix: the same members at the same indices, cut where 世 changes', () => {
    const k = headCount(full, 500);
    expect(k).toBeGreaterThan(0);
    expect(k).toBeLessThanOrEqual(500);
    expect(full.generation[k]).toBeGreaterThan(full.generation[k - 1]);
    // the next boundary would pass 500
    let next = k + 1;
    while (next < full.count && full.generation[next] === full.generation[k]) next++;
    expect(next).toBeGreaterThan(500);
    const head = decodeTreePack(packHead(full, 500));
    expect(head.count).toBe(k);
    expect([head.clanId, head.clanVersion]).toEqual([7, 4]);
    for (const col of ['ids', 'parent', 'mother', 'generation', 'flags', 'birthOrder', 'clanRank', 'birthYear', 'deathYear', 'branch'] as const) {
      expect(Array.from(head[col]), col).toEqual(Array.from(full[col].subarray(0, k)).map((v) => ((col === 'parent' || col === 'mother') && v >= k ? -1 : v)));
    }
    for (let i = 0; i < k; i += 37) expect(packName(head, i)).toBe(packName(full, i));
    expect(spousePairs(head, k)).toEqual(spousePairs(full, k));
    expect(spousePairs(head, k).length).toBeGreaterThan(0);
    for (let i = 0; i < k; i++) expect(head.parent[i]).toBeLessThan(k);
    for (const m of head.secondParent.member) expect(m).toBeLessThan(k);
  });

  it('keeps the whole pack when it is small enough, and the first 世 when that alone is more', () => {
    expect(Array.from(packHead(full, full.count))).toEqual(Array.from(packHead(full, full.count + 10)));
    expect(decodeTreePack(packHead(full, full.count)).count).toBe(full.count);
    const first = headCount(full, 1);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(full.generation[first]).toBeGreaterThan(full.generation[0]);
    for (let i = 0; i < first; i++) expect(full.generation[i]).toBe(full.generation[0]);
  });
});
