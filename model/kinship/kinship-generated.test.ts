import { describe, expect, it } from 'vitest';
import { arrayKinGraph } from './array-graph';
import { kinship } from './kinship';
import { generateClan, prng } from './synthetic-clan';

const clan = generateClan(20_000, 7);
const g = arrayKinGraph(clan);

/** Naive lowest common ancestor: all fathers of a in a set, then climb b. */
function naiveLca(a: number, b: number): { lca: number; up: number; down: number } {
  const depth = new Map<number, number>();
  for (let x = a, k = 0; x >= 0; x = clan.father[x], k++) depth.set(x, k);
  for (let y = b, k = 0; y >= 0; y = clan.father[y], k++) {
    const up = depth.get(y);
    if (up !== undefined) return { lca: y, up, down: k };
  }
  throw new Error('no common ancestor');
}

const OPPOSITE: Record<string, string[]> = { 兄: ['弟', '妹'], 弟: ['兄', '姐'], 姐: ['弟', '妹'], 妹: ['兄', '姐'] };

describe('kinship on a generated clan', () => {
  const rand = prng(42);
  const pairs: [number, number][] = Array.from({ length: 3000 }, () => [
    Math.floor(rand() * clan.size),
    Math.floor(rand() * clan.size),
  ]);

  it('generates a deep clan', () => {
    expect(clan.size).toBe(20_000);
    expect(clan.generations).toBeGreaterThan(15);
  });

  it('finds the same common ancestor as a naive climb', () => {
    for (const [a, b] of pairs) {
      const k = kinship(g, a, b);
      const n = naiveLca(a, b);
      expect([k.commonAncestor, k.up, k.down]).toEqual([n.lca, n.up, n.down]);
      expect(k.path.length).toBe(n.up + n.down + 1);
      expect(k.withinWufu).toBe(Math.max(n.up, n.down) <= 4);
    }
  });

  it('names every pair by rule, consistently both ways', () => {
    for (const [a, b] of pairs) {
      const k = kinship(g, a, b);
      const r = kinship(g, b, a);
      expect(k.found).toBe(true);
      expect(k.source).toBe('rules');
      expect([r.term, r.reverseTerm]).toEqual([k.reverseTerm, k.term]);
      const t = k.term!;
      if (k.kind === 'collateral' && !k.withinWufu) expect(t.startsWith('族')).toBe(true);
      if (k.kind === 'collateral' && k.up === k.down) {
        // births are all known in the generated clan: 兄 ↔ 弟/妹 etc.
        const last = t.slice(-1);
        expect(OPPOSITE[last]).toContain(k.reverseTerm!.slice(-1));
      }
      if (k.kind === 'ancestor' && k.up === 1) expect(['儿子', '女儿']).toContain(k.reverseTerm);
      if (k.kind === 'collateral' && k.up === 2 && k.down === 1 && clan.sex[b] === 0) {
        expect(['伯父', '叔父']).toContain(t);
      }
    }
  });

  it('uses 族 terms beyond 五服 and 堂 inside', () => {
    const terms = new Set(pairs.map(([a, b]) => kinship(g, a, b).term));
    expect([...terms].some((t) => t?.startsWith('族'))).toBe(true);
  });
});
