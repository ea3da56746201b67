import { describe, expect, it } from 'vitest';
import { generateClan } from '../tree/testing/synthetic-clan';
import type { TreeStructure } from '../tree/layout/tree-index';
import { ancestorBands, firstEndingAfter, hitBand, layoutIcicle, levelFor, levelRow, membersBox } from './icicle';

/** A hand-made clan: 0 founder; 1 his wife; 2, 3 sons; 4 daughter; 5 son of 2; 6 son of 4 (a daughter's son); 7 son of 3 (行第 2); 8 son of 3 (行第 1). */
function small(): TreeStructure {
  const parent = Int32Array.from([-1, -1, 0, 0, 0, 2, 4, 3, 3]);
  const sex = Uint8Array.from([1, 2, 1, 1, 2, 1, 1, 1, 1]);
  const generation = Int16Array.from([1, 1, 2, 2, 2, 3, 3, 3, 3]);
  const ranking = Uint8Array.from([1, 0, 1, 2, 1, 1, 1, 2, 1]);
  return { count: 9, parent, sex, generation, ranking, spouseOffsets: Int32Array.from([0, 1, 1, 1, 1, 1, 1, 1, 1, 1]), spouseIndex: Int32Array.from([1]) };
}

describe('layoutIcicle', () => {
  it('lays the male line out: widths are subtree sizes, sons eldest first inside the father, women out', () => {
    const L = layoutIcicle(small());
    expect(L.bandCount).toBe(6); // 0, 2, 3, 5, 7, 8
    for (const w of [1, 4, 6]) expect(L.bandOf[w], `member ${w} is left out`).toBe(-1);
    const band = (i: number) => L.bandOf[i];
    expect(L.width[band(0)]).toBe(6);
    expect(L.width[band(2)]).toBe(2);
    expect(L.width[band(3)]).toBe(3);
    expect(L.width[band(5)]).toBe(1);
    expect(L.totalWidth).toBe(6);
    expect(L.rowCount).toBe(3);
    expect(L.minGeneration).toBe(1);
    // sons from half a unit inside the father, eldest (行第 1) first
    expect(L.x0[band(2)]).toBe(0.5);
    expect(L.x0[band(3)]).toBe(2.5);
    expect(L.x0[band(8)]).toBe(3); // 行第 1 before 行第 2
    expect(L.x0[band(7)]).toBe(4);
    expect(L.deepRow[band(0)]).toBe(2);
    expect(L.deepRow[band(5)]).toBe(2);
    // rows are contiguous runs, left to right
    expect(Array.from(L.rowOffsets)).toEqual([0, 1, 3, 6]);
    expect([...L.member.subarray(3, 6)]).toEqual([5, 8, 7]);
    // 房: the founder's sons
    expect(Array.from(L.fangHeads).map((b) => L.member[b])).toEqual([2, 3]);
    expect(L.fang[band(5)]).toBe(1);
    expect(L.fang[band(7)]).toBe(2);
    expect(L.fang[band(0)]).toBe(0);
    expect(ancestorBands(L, band(7)).map((b) => L.member[b])).toEqual([7, 3, 0]);
  });

  it('on a generated clan: every son inside his father, a row disjoint and sorted, widths add up', () => {
    const clan = generateClan(20_000, { seed: 3 });
    const L = layoutIcicle(clan);
    let men = 0;
    for (let i = 0; i < clan.count; i++) if (clan.sex[i] !== 2 && clan.parent[i] >= 0 && clan.sex[clan.parent[i]] !== 2) men++;
    expect(L.bandCount).toBe(men + 1); // + the founder
    const sonsWidth = new Float64Array(L.bandCount);
    for (let b = 0; b < L.bandCount; b++) {
      const p = L.parentBand[b];
      expect(L.row[b]).toBe(clan.generation[L.member[b]] - 1);
      if (p < 0) continue;
      sonsWidth[p] += L.width[b];
      expect(L.row[b]).toBe(L.row[p] + 1);
      expect(L.x0[b]).toBeGreaterThanOrEqual(L.x0[p]);
      expect(L.x0[b] + L.width[b]).toBeLessThanOrEqual(L.x0[p] + L.width[p]);
      expect(L.fang[b]).toBeGreaterThan(0);
    }
    for (let b = 0; b < L.bandCount; b++) expect(L.width[b]).toBe(1 + sonsWidth[b]);
    for (let r = 0; r < L.rowCount; r++) {
      for (let b = L.rowOffsets[r] + 1; b < L.rowOffsets[r + 1]; b++) expect(L.x0[b]).toBeGreaterThanOrEqual(L.x0[b - 1] + L.width[b - 1]);
    }
    // levels: x-sorted subsets of the rows, with the minimum width
    for (let k = 1; k <= L.levels.length; k++) {
      const lv = L.levels[k - 1];
      for (let r = 0; r < L.rowCount; r++) {
        const { list, from, to } = levelRow(L, k, r);
        for (let j = from; j < to; j++) {
          expect(L.width[list![j]]).toBeGreaterThanOrEqual(lv.minWidth);
          expect(L.row[list![j]]).toBe(r);
          if (j > from) expect(list![j]).toBeGreaterThan(list![j - 1]);
        }
      }
    }
    // the root is on every level
    expect(L.levels.at(-1)!.bands).toContain(L.bandOf[0]);
  });

  it('hit-tests by row and binary search, on every level', () => {
    const clan = generateClan(5_000, { seed: 9 });
    const L = layoutIcicle(clan);
    for (let b = 0; b < L.bandCount; b += 7) {
      const x = L.x0[b] + L.width[b] / 2;
      expect(hitBand(L, x, L.row[b])).toBe(b);
      // on a coarse level the band, or the ancestor that stands for it
      const k = Math.min(2, L.levels.length);
      const h = hitBand(L, x, L.row[b], k);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(ancestorBands(L, b)).toContain(h);
    }
    expect(hitBand(L, -1, 0)).toBe(-1);
    expect(hitBand(L, 1, L.rowCount)).toBe(-1);
    expect(firstEndingAfter(L, 0, 0, 0)).toBe(0);
  });

  it('picks the coarsest level whose bands are at most minPx wide on screen', () => {
    const L = layoutIcicle(generateClan(20_000, { seed: 4 }));
    expect(levelFor(L, 100)).toBe(0);
    const k = levelFor(L, 1 / 64);
    expect(k).toBe(3); // 4, 16, 64 units ≤ 1 px
    expect(L.levels[k - 1].minWidth / 64).toBeLessThanOrEqual(1);
    expect(L.levels[k].minWidth / 64).toBeGreaterThan(1);
  });

  it('boxes a set of members, women by their anchor', () => {
    const L = layoutIcicle(small());
    expect(membersBox(L, [5, 8])).toEqual({ x0: 1, x1: 4, r0: 2, r1: 2 });
    expect(membersBox(L, [1], (i) => (i === 1 ? 0 : -1))).toEqual({ x0: 0, x1: 6, r0: 0, r1: 0 });
    expect(membersBox(L, [4])).toBeNull();
  });
});
