import { describe, expect, it } from 'vitest';
import { branchMask, highlightMask, paternalLine, pathToFounder } from './highlight';
import { buildTreeIndex } from './layout/tree-index';
import { generateClan } from './testing/synthetic-clan';

const t = generateClan(5000, { seed: 12 });
const index = buildTreeIndex(t);

describe('highlights', () => {
  it('path to the founder climbs lineage fathers; a wife starts from her husband', () => {
    const i = 4000;
    const path = pathToFounder(t.parent, index, i);
    expect(path[path.length - 1]).toBe(0);
    for (let k = 1; k < path.length; k++) {
      const prev = path[k - 1];
      expect(path[k]).toBe(index.wifeOf[prev] >= 0 ? index.wifeOf[prev] : t.parent[prev]);
    }
    const wife = t.spouseIndex[0];
    expect(pathToFounder(t.parent, index, wife).slice(0, 2)).toEqual([wife, index.wifeOf[wife]]);
  });

  it('paternal line = fathers up and sons of sons down, never through a daughter', () => {
    const man = index.childIndex[index.childOffsets[0]];
    const mask = paternalLine(t.parent, t.sex, index, man);
    expect(mask[0]).toBe(1);
    for (let i = 0; i < t.count; i++) {
      if (!mask[i] || i === 0) continue;
      expect(t.sex[i]).toBe(1);
    }
    // every son of a marked descendant is marked
    for (let i = 0; i < t.count; i++) {
      const p = t.parent[i];
      if (p >= 0 && mask[p] && t.sex[i] === 1 && index.wifeOf[i] < 0) {
        let v = p;
        let below = false;
        for (; v >= 0; v = t.parent[v]) if (v === man) below = true;
        if (below) expect(mask[i]).toBe(1);
      }
    }
  });

  it('branch mask holds exactly the descendants of the root, with their wives', () => {
    const root = index.childIndex[index.childOffsets[0]];
    const mask = branchMask(index, t.spouseOffsets, t.spouseIndex, root);
    for (let i = 0; i < t.count; i++) {
      let v = index.wifeOf[i] >= 0 ? index.wifeOf[i] : i;
      let inside = false;
      for (; v >= 0; v = t.parent[v]) if (v === root) inside = true;
      expect(mask[i]).toBe(inside ? 1 : 0);
    }
  });

  it('the baked mask: bit 1 branch, bit 2 paternal line; null (index untouched) when off', () => {
    let built = 0;
    const lazy = () => (built++, index);
    expect(highlightMask(t, lazy, -1, true, -1)).toBeNull();
    expect(highlightMask(t, lazy, -1, false, 42)).toBeNull();
    expect(built).toBe(0);
    const root = index.childIndex[index.childOffsets[0]];
    const mask = highlightMask(t, lazy, root, true, 4000)!;
    const b = branchMask(index, t.spouseOffsets, t.spouseIndex, root);
    const p = paternalLine(t.parent, t.sex, index, 4000);
    for (let i = 0; i < t.count; i++) expect(mask[i]).toBe(b[i] | (p[i] ? 2 : 0));
  });
});
