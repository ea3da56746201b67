import { describe, expect, it } from 'vitest';
import { generateClan } from '../testing/synthetic-clan';
import { buildTreeIndex } from './tree-index';
import { runLayout, transferables } from './run-layout';

describe('worker protocol payload', () => {
  it('a layout reply carries only typed arrays, all of them transferable', () => {
    const clan = generateClan(3000, { seed: 4 });
    const all = runLayout(clan, buildTreeIndex(clan), { rtl: false, root: -1, generations: 0, women: true });
    const five = runLayout(clan, buildTreeIndex(clan), { rtl: false, root: -1, generations: 5, women: false });
    expect(all.visibleCount).toBe(3000);
    expect(five.visibleCount).toBeLessThan(all.visibleCount);
    expect('scratch' in five).toBe(false);
    const buffers = transferables(five);
    expect(buffers.length).toBe(6);
    expect(new Set(buffers).size).toBe(6);
    // structured clone keeps every field (what postMessage does)
    const copy = structuredClone(five);
    expect(copy.x).toEqual(five.x);
    expect(copy.segmentCount).toBe(five.segmentCount);
  });
});
