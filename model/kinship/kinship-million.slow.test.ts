/**
 * Kinship on a 1,000,000-member generated clan (slow project): every random pair has a common ancestor and a term,
 * and the answer read the other way round is its reverse. How fast: `npm run bench -- kinship`.
 */
import { describe, expect, it } from 'vitest';
import { arrayKinGraph } from './array-graph';
import { kinship } from './kinship';
import { generateClan, prng } from './synthetic-clan';

describe('kinship on a 1,000,000-member clan', () => {
  it('names 1,000 random pairs, consistently both ways', () => {
    const big = generateClan(1_000_000, 3);
    expect(big.size).toBe(1_000_000);
    const bg = arrayKinGraph(big);
    const rand = prng(9);
    for (let i = 0; i < 1000; i++) {
      const a = Math.floor(rand() * big.size);
      const b = Math.floor(rand() * big.size);
      const k = kinship(bg, a, b);
      expect(k.found).toBe(true);
      expect(k.term).toBeTruthy();
      const r = kinship(bg, b, a);
      expect([r.commonAncestor, r.up, r.down]).toEqual([k.commonAncestor, k.down, k.up]);
      expect([r.term, r.reverseTerm]).toEqual([k.reverseTerm, k.term]);
    }
  });
});
