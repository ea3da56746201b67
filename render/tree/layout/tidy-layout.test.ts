import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W, COUPLE_GAP, ROW_PITCH } from '../constants';
import { generateClan, rng, shuffledRanks, type SyntheticClan } from '../testing/synthetic-clan';
import type { LayoutOptions, TreeInput } from '../types';
import { buildTreeIndex } from './tree-index';
import { layoutTree } from './tidy-layout';

const base: LayoutOptions = { rtl: false, root: -1, generations: 0, women: true };

/** A random forest with random 行第, random wives, several roots. */
function randomTree(n: number, seed: number): TreeInput {
  const rand = rng(seed);
  const parent = new Int32Array(n).fill(-1);
  const generation = new Int16Array(n);
  const sex = new Uint8Array(n);
  const ranking = new Uint8Array(n);
  const wifeOf = new Int32Array(n).fill(-1);
  const wives = new Uint8Array(n);
  const men: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = rand();
    if (men.length === 0 || u < 0.03) {
      generation[i] = 1 + ((rand() * 3) | 0);
      sex[i] = 1;
      men.push(i);
    } else if (u < 0.25) {
      const h = men[(rand() * men.length) | 0];
      wifeOf[i] = h;
      wives[h]++;
      generation[i] = generation[h];
      sex[i] = 2;
    } else {
      const p = men[(rand() * men.length) | 0];
      parent[i] = p;
      generation[i] = generation[p] + 1;
      sex[i] = rand() < 0.3 ? 2 : 1;
      ranking[i] = 1 + ((rand() * 9) | 0);
      if (sex[i] === 1) men.push(i);
    }
  }
  const spouseOffsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) spouseOffsets[i + 1] = spouseOffsets[i] + wives[i];
  const spouseIndex = new Int32Array(spouseOffsets[n]);
  const fill = spouseOffsets.slice(0, n);
  for (let i = 0; i < n; i++) if (wifeOf[i] >= 0) spouseIndex[fill[wifeOf[i]]++] = i;
  return { count: n, parent, generation, sex, ranking, spouseOffsets, spouseIndex, names: () => '某' };
}

function visibleList(vis: Uint8Array): number[] {
  const out: number[] = [];
  vis.forEach((v, i) => v && out.push(i));
  return out;
}

function expectNoOverlap(x: Float32Array, y: Float32Array, vis: Uint8Array) {
  const ids = visibleList(vis).sort((a, b) => y[a] - y[b] || x[a] - x[b]);
  for (let k = 1; k < ids.length; k++) {
    const a = ids[k - 1];
    const b = ids[k];
    if (y[a] === y[b]) expect(x[b], `cards ${a} and ${b} overlap`).toBeGreaterThanOrEqual(x[a] + CARD_W);
    else expect(y[b]).toBeGreaterThanOrEqual(y[a] + CARD_H);
  }
}

const trees: [string, TreeInput][] = [
  ['generated 5k', generateClan(5000, { seed: 3 })],
  ['generated 20k, shuffled ranks', shuffledRanks(generateClan(20000, { seed: 9 }))],
  ['random forest 3k', randomTree(3000, 1)],
  ['random forest 8k', randomTree(8000, 2)],
];

describe.each(trees)('layout of %s', (_name, t) => {
  const index = buildTreeIndex(t);
  for (const rtl of [false, true]) {
    for (const women of [true, false]) {
      const L = layoutTree(t, index, { ...base, rtl, women });
      const tag = `rtl=${rtl} women=${women}`;

      it(`no two cards overlap (${tag})`, () => expectNoOverlap(L.x, L.y, L.visible));

      it(`each generation is one row and children sit below their father (${tag})`, () => {
        const rowOfGen = new Map<number, number>();
        for (const i of visibleList(L.visible)) {
          const g = t.generation[i];
          if (!rowOfGen.has(g)) rowOfGen.set(g, L.y[i]);
          expect(L.y[i]).toBe(rowOfGen.get(g));
          expect(L.y[i] % ROW_PITCH).toBe(0);
          const p = t.parent[i];
          if (p >= 0 && index.wifeOf[i] < 0) expect(L.y[i]).toBeGreaterThan(L.y[p]);
        }
      });

      it(`siblings are in 行第 order (${tag})`, () => {
        for (let p = 0; p < t.count; p++) {
          let prev = -1;
          for (let k = index.childOffsets[p]; k < index.childOffsets[p + 1]; k++) {
            const c = index.childIndex[k];
            if (!L.visible[c]) continue;
            if (prev >= 0) {
              expect(t.ranking[c]).toBeGreaterThanOrEqual(t.ranking[prev]);
              if (rtl) expect(L.x[c]).toBeLessThan(L.x[prev]);
              else expect(L.x[c]).toBeGreaterThan(L.x[prev]);
            }
            prev = c;
          }
        }
      });

      it(`wives sit beside their husband in order (${tag})`, () => {
        for (let h = 0; h < t.count; h++) {
          if (!L.visible[h]) continue;
          for (let k = t.spouseOffsets[h]; k < t.spouseOffsets[h + 1]; k++) {
            const w = t.spouseIndex[k];
            expect(!!L.visible[w]).toBe(women);
            if (!women) continue;
            const j = k - t.spouseOffsets[h] + 1;
            expect(L.y[w]).toBe(L.y[h]);
            expect(L.x[w]).toBe(L.x[h] + (rtl ? -1 : 1) * j * (CARD_W + COUPLE_GAP));
          }
        }
      });

      it(`every member is shown unless the women option hides her (${tag})`, () => {
        for (let i = 0; i < t.count; i++) {
          let hidden = false;
          for (let v = index.wifeOf[i] >= 0 ? i : i; v >= 0; v = t.parent[v]) if (t.sex[v] === 2) hidden = true;
          if (index.wifeOf[i] >= 0) hidden = t.sex[i] === 2 && !women ? true : hidden && !women;
          if (women) expect(L.visible[i]).toBe(1);
          else if (!hidden && index.wifeOf[i] < 0) {
            let h = false;
            for (let v = i; v >= 0; v = t.parent[v]) if (t.sex[v] === 2) h = true;
            expect(L.visible[i]).toBe(h ? 0 : 1);
          }
        }
      });
    }
  }
});

describe('layout specifics', () => {
  it('centres an only son under his father and the father over his sons', () => {
    const t = generateClan(2000, { seed: 5 });
    const index = buildTreeIndex(t);
    const L = layoutTree(t, index, { ...base, women: false });
    for (let p = 0; p < t.count; p++) {
      const kids: number[] = [];
      for (let k = index.childOffsets[p]; k < index.childOffsets[p + 1]; k++) if (L.visible[index.childIndex[k]]) kids.push(index.childIndex[k]);
      if (!L.visible[p] || kids.length === 0) continue;
      const mid = (L.x[kids[0]] + L.x[kids[kids.length - 1]]) / 2;
      expect(Math.abs(L.x[p] - mid)).toBeLessThan(0.01);
    }
  });

  it('draws a 兼祧 son once, with a second link (kind 1) to his second father', () => {
    const t = generateClan(30000, { seed: 11, jianTiao: 0.05 });
    expect(t.jianTiaoSons.length).toBeGreaterThan(0);
    const index = buildTreeIndex(t);
    const L = layoutTree(t, index, base);
    let jt = 0;
    for (let s = 0; s < L.segmentCount; s++) if (L.segmentKind[s] === 1) jt++;
    expect(jt).toBe(3 * t.jianTiaoSons.length);
    // the son has one card: the tick above him from his own father's bar
    const son = t.jianTiaoSons[0];
    const cx = L.x[son] + CARD_W / 2;
    let ticks = 0;
    for (let s = 0; s < L.segmentCount; s++) {
      const o = s * 4;
      if (L.segmentKind[s] === 0 && L.segments[o] === cx && L.segments[o + 2] === cx && L.segments[o + 3] === L.y[son]) ticks++;
    }
    expect(ticks).toBe(1);
  });

  it('connectors are axis-aligned and join father to each child', () => {
    const t = generateClan(3000, { seed: 2 });
    const L = layoutTree(t, buildTreeIndex(t), base);
    for (let s = 0; s < L.segmentCount; s++) {
      const o = s * 4;
      expect(L.segments[o] === L.segments[o + 2] || L.segments[o + 1] === L.segments[o + 3]).toBe(true);
    }
  });

  it('collapsing a node hides exactly its descendants', () => {
    const t = generateClan(5000, { seed: 4 });
    const index = buildTreeIndex(t);
    const collapsed = new Uint8Array(t.count);
    const victim = index.childIndex[index.childOffsets[0]];
    collapsed[victim] = 1;
    const L = layoutTree(t, index, { ...base, collapsed });
    const isDesc = (i: number) => {
      let v = index.wifeOf[i] >= 0 ? index.wifeOf[i] : i;
      if (v === victim) return false;
      for (v = t.parent[v]; v >= 0; v = t.parent[v]) if (v === victim) return true;
      return false;
    };
    for (let i = 0; i < t.count; i++) expect(L.visible[i]).toBe(isDesc(i) ? 0 : 1);
    expectNoOverlap(L.x, L.y, L.visible);
  });
});

describe('generation filter', () => {
  const t: SyntheticClan = generateClan(20000, { seed: 8 });
  const index = buildTreeIndex(t);
  const depthBelow = (i: number, root: number): number => {
    let v = index.wifeOf[i] >= 0 ? index.wifeOf[i] : i;
    for (let d = 0; v >= 0; d++, v = t.parent[v]) if (v === root) return d;
    return -1;
  };
  for (const span of [5, 10] as const) {
    for (const women of [true, false]) {
      it(`shows exactly the members within ${span} generations of the root (women=${women})`, () => {
        // a root in generation 3
        const root = index.childIndex[index.childOffsets[index.childIndex[index.childOffsets[0]]]];
        const L = layoutTree(t, index, { ...base, root, generations: span, women });
        let shown = 0;
        for (let i = 0; i < t.count; i++) {
          const d = depthBelow(i, root);
          let expected = d >= 0 && d < span;
          if (expected && !women) {
            for (let v = i; v !== root; v = index.wifeOf[v] >= 0 ? index.wifeOf[v] : t.parent[v]) if (t.sex[v] === 2) expected = false;
          }
          expect(L.visible[i], `member ${i} depth ${d}`).toBe(expected ? 1 : 0);
          shown += L.visible[i];
        }
        expect(shown).toBeGreaterThan(10);
        expectNoOverlap(L.x, L.y, L.visible);
      });
    }
  }
});

describe('synthetic clan', () => {
  it('never dies out: every seed gives one founder and n members', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const t = generateClan(2000, { seed });
      const index = buildTreeIndex(t);
      expect(index.roots.length, `seed ${seed}`).toBe(1);
    }
  });
});
