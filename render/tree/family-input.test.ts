import { describe, expect, it } from 'vitest';
import { CARD_W } from './constants';
import { cardLabels } from './draw/labels';
import { treeInputFromFamily, type FamilyWindowNode } from './family-input';
import { buildTreeIndex } from './layout/tree-index';
import { layoutTree } from './layout/tidy-layout';
import { FLAG_LIVING } from './types';

let nextId = 100;
function person(name: string, relation: string, gender: 'm' | 'f', generation: number, more: Partial<FamilyWindowNode> = {}): FamilyWindowNode {
  return {
    id: nextId++, name, relation, gender, generation, parentId: null, husbandId: null, spouseId: null, birthOrder: null,
    birthYear: null, deathYear: null, living: true, ...more,
  };
}

// 祖父 + 祖母; 父亲 + 母亲, 伯父; 本人 + 妻子, 姐姐 + 姐夫 (no parent in the window), 儿子
const gf = person('陈德华', '祖父', 'm', 1, { living: false, birthYear: 1920, deathYear: 1990 });
const gm = person('李秀英', '祖母', 'f', 1, { husbandId: gf.id });
const father = person('陈建国', '父亲', 'm', 2, { parentId: gf.id, birthOrder: 2 });
const uncle = person('陈建军', '伯父', 'm', 2, { parentId: gf.id, birthOrder: 1 });
const mother = person('王丽', '母亲', 'f', 2, { husbandId: father.id });
const me = person('陈明', '本人', 'm', 3, { parentId: father.id, birthOrder: 1 });
const sister = person('陈芳', '姐姐', 'f', 3, { parentId: father.id, birthOrder: 1 });
const wife = person('赵敏', '妻子', 'f', 3, { husbandId: me.id, spouseId: me.id });
const brotherInLaw = person('刘强', '姐夫', 'm', 3, { spouseId: sister.id });
const son = person('陈小明', '儿子', 'm', 4, { parentId: me.id, birthOrder: 1 });
// in the server's order: parents before children
const window = [gf, gm, father, uncle, mother, sister, me, wife, brotherInLaw, son];

describe('treeInputFromFamily', () => {
  const { input, ids, indexById } = treeInputFromFamily(window, gf.id);
  const at = (p: FamilyWindowNode) => indexById.get(p.id)!;
  const wivesOf = (p: FamilyWindowNode) =>
    Array.from(input.spouseIndex.subarray(input.spouseOffsets[at(p)], input.spouseOffsets[at(p) + 1]));

  it('keeps every person with his chart parent, name, 称谓 and dates', () => {
    expect(input.count).toBe(window.length);
    expect(Array.from(ids)).toEqual(window.map((p) => p.id));
    expect(input.parent[at(father)]).toBe(at(gf));
    expect(input.parent[at(son)]).toBe(at(me));
    expect(input.parent[at(gf)]).toBe(-1);
    expect(input.names(at(me))).toBe('陈明');
    expect(input.titles!(at(uncle))).toBe('伯父');
    expect(cardLabels(input, at(gf), 1)).toEqual({ generation: '祖父', rank: '', dates: '1920-1990' });
    expect(input.flags![at(me)] & FLAG_LIVING).toBe(FLAG_LIVING);
    expect(input.flags![at(gf)] & FLAG_LIVING).toBe(0);
  });

  it('puts wives beside their husbands, and an in-law husband beside his wife', () => {
    expect(wivesOf(gf)).toEqual([at(gm)]);
    expect(wivesOf(father)).toEqual([at(mother)]);
    expect(wivesOf(me)).toEqual([at(wife)]);
    expect(wivesOf(sister)).toEqual([at(brotherInLaw)]);
    expect(input.parent[at(brotherInLaw)]).toBe(-1);
    expect(buildTreeIndex(input).roots).toEqual(Int32Array.from([at(gf)]));
  });

  it('lays out one connected chart: rows by generation, children below, 行第 order, no overlap', () => {
    const idx = buildTreeIndex(input);
    const L = layoutTree(input, idx, { rtl: false, root: -1, generations: 0, women: true });
    expect(L.visibleCount).toBe(window.length);
    for (const p of window) expect(L.y[at(p)]).toBe(L.y[at(window.find((q) => q.generation === p.generation)!)]);
    expect(L.y[at(son)]).toBeGreaterThan(L.y[at(me)]);
    // 伯父 (行一) left of 父亲 (行二); the couple side by side
    expect(L.x[at(uncle)]).toBeLessThan(L.x[at(father)]);
    const gap = L.x[at(mother)] - L.x[at(father)];
    expect(gap).toBeGreaterThanOrEqual(CARD_W);
    expect(gap).toBeLessThan(CARD_W + 40);
    const cards = window.map((p) => [L.x[at(p)], L.y[at(p)]] as const);
    for (let a = 0; a < cards.length; a++) {
      for (let b = a + 1; b < cards.length; b++) {
        if (cards[a][1] !== cards[b][1]) continue;
        expect(Math.abs(cards[a][0] - cards[b][0])).toBeGreaterThanOrEqual(CARD_W);
      }
    }
    // women off: wives, daughters and the in-law husband of a daughter go
    const M = layoutTree(input, idx, { rtl: false, root: -1, generations: 0, women: false });
    expect(M.visible[at(sister)]).toBe(0);
    expect(M.visible[at(mother)]).toBe(0);
    expect(M.visible[at(son)]).toBe(1);
  });

  it('a relation filter window without parents is a row of roots', () => {
    const siblings = [me, sister].map((p) => ({ ...p, parentId: null }));
    const { input: s } = treeInputFromFamily(siblings, me.id);
    expect(Array.from(s.parent)).toEqual([-1, -1]);
    expect(buildTreeIndex(s).roots.length).toBe(2);
  });
});
