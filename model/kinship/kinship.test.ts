import { describe, expect, it } from 'vitest';
import { kinship } from './kinship';
import type { KinGraph, Sex } from './types';

/** A small hand-built clan. birth = year. */
interface P {
  sex: Sex;
  gen: number;
  father?: number;
  mother?: number;
  rank?: number;
  birth?: number;
  spouses?: number[];
  bioFather?: number;
}
const M: Record<number, P> = {
  1: { sex: 'm', gen: 1, birth: 1800 }, // 始祖
  2: { sex: 'm', gen: 2, father: 1, rank: 1, birth: 1825, spouses: [20] }, // 甲 (长子)
  3: { sex: 'm', gen: 2, father: 1, rank: 2, birth: 1828, spouses: [21] }, // 乙 (次子)
  4: { sex: 'f', gen: 2, father: 1, rank: 1, birth: 1830 }, // 丙 (女, married out)
  5: { sex: 'm', gen: 3, father: 2, mother: 20, rank: 1, birth: 1850, spouses: [22] }, // 甲长子
  6: { sex: 'm', gen: 3, father: 2, mother: 20, rank: 2, birth: 1853, bioFather: 3 }, // 乙所生, 出继甲
  7: { sex: 'm', gen: 3, father: 3, mother: 21, rank: 1, birth: 1851 }, // 乙子
  8: { sex: 'f', gen: 3, father: 3, mother: 21, rank: 1, birth: 1849 }, // 乙女
  9: { sex: 'm', gen: 4, father: 5, rank: 1, birth: 1875 },
  10: { sex: 'm', gen: 4, father: 6, rank: 1, birth: 1874 },
  11: { sex: 'm', gen: 4, father: 7, rank: 1, birth: 1880 },
  12: { sex: 'f', gen: 4, father: 5, rank: 1, birth: 1878 },
  13: { sex: 'm', gen: 5, father: 9, rank: 1, birth: 1900 },
  14: { sex: 'm', gen: 5, father: 10, rank: 1, birth: 1898 },
  15: { sex: 'm', gen: 6, father: 13, rank: 1, birth: 1925 },
  16: { sex: 'm', gen: 6, father: 14, rank: 1, birth: 1926 },
  17: { sex: 'm', gen: 5, father: 11, rank: 1, birth: 1905 },
  18: { sex: 'm', gen: 6, father: 17, rank: 1, birth: 1930 },
  19: { sex: 'm', gen: 3, mother: 4, birth: 1855 }, // 丙's son (outside father), 女子挂线
  20: { sex: 'f', gen: 2, spouses: [2], birth: 1827 }, // 甲妻 王氏
  21: { sex: 'f', gen: 2, spouses: [3], birth: 1829 }, // 乙妻 李氏
  22: { sex: 'f', gen: 3, spouses: [5], birth: 1852 }, // 甲长子妻
  23: { sex: 'f', gen: 3, birth: 1850 }, // unrelated
  25: { sex: 'm', gen: 7, father: 15 }, // brothers with no birth and no rank
  26: { sex: 'm', gen: 7, father: 15 },
};

const makeGraph = (m: Record<number, P>): KinGraph<number> => ({
  father: (i) => m[i].father ?? null,
  mother: (i) => m[i].mother ?? null,
  sex: (i) => m[i].sex,
  generation: (i) => m[i].gen,
  rank: (i) => m[i].rank ?? null,
  birth: (i) => m[i].birth ?? null,
  spouses: (i) => m[i].spouses ?? [],
  biologicalFather: (i) => m[i].bioFather ?? null,
});
const graph = makeGraph(M);

const both = (a: number, b: number) => {
  const k = kinship(graph, a, b);
  return [k.term, k.reverseTerm];
};

describe('kinship on a hand-built clan', () => {
  it('self', () => {
    const k = kinship(graph, 5, 5);
    expect([k.kind, k.term]).toEqual(['self', '自己']);
  });

  it('direct ancestors and descendants', () => {
    expect(both(5, 2)).toEqual(['父亲', '儿子']);
    expect(both(5, 1)).toEqual(['祖父', '孙子']);
    expect(both(9, 1)).toEqual(['曾祖父', '曾孙']);
    expect(both(13, 1)).toEqual(['高祖父', '玄孙']);
    expect(both(15, 1)).toEqual(['天祖', '来孙']);
    expect(both(12, 2)).toEqual(['祖父', '孙女']);
    expect(kinship(graph, 13, 1).kind).toBe('ancestor');
  });

  it('siblings by birth, and unknown seniority', () => {
    expect(both(5, 6)).toEqual(['弟', '兄']);
    expect(both(7, 8)).toEqual(['姐', '弟']);
    expect(both(25, 26)).toEqual(['兄弟', '兄弟']);
  });

  it('伯 / 叔 by the uncle’s age against the father, 姑 for the father’s sister', () => {
    expect(both(5, 3)).toEqual(['叔父', '侄子']);
    expect(both(7, 2)).toEqual(['伯父', '侄子']);
    expect(both(5, 4)).toEqual(['姑母', '侄子']);
    expect(both(8, 2)).toEqual(['伯父', '侄女']);
    expect(both(13, 12)).toEqual(['姑母', '侄子']);
  });

  it('伯 / 叔 by 行第 when births are unknown', () => {
    const noBirth: KinGraph<number> = { ...graph, birth: undefined };
    expect(kinship(noBirth, 5, 3).term).toBe('叔父');
    expect(kinship(noBirth, 7, 2).term).toBe('伯父');
    expect(kinship(noBirth, 5, 7).term).toBe('堂兄弟'); // cousins: no common 行第
  });

  it('堂, 再从, 三从 and 族 cousins', () => {
    expect(both(5, 7)).toEqual(['堂弟', '堂兄']);
    expect(both(5, 8)).toEqual(['堂姐', '堂弟']);
    expect(both(9, 10)).toEqual(['堂兄', '堂弟']);
    expect(both(9, 11)).toEqual(['再从弟', '再从兄']);
    expect(both(13, 14)).toEqual(['再从兄', '再从弟']);
    expect(both(15, 16)).toEqual(['三从弟', '三从兄']);
    const k = kinship(graph, 15, 18);
    expect([k.term, k.reverseTerm, k.up, k.down, k.withinWufu]).toEqual(['族弟', '族兄', 5, 5, false]);
    expect(kinship(graph, 15, 16).withinWufu).toBe(true);
  });

  it('older and younger collateral generations', () => {
    expect(both(9, 3)).toEqual(['叔祖父', '侄孙']);
    expect(both(9, 7)).toEqual(['堂叔父', '堂侄']);
    expect(both(15, 7)).toEqual(['族叔曾祖父', '族侄曾孙']);
    expect(both(18, 9)).toEqual(['族伯祖父', '族侄孙']);
  });

  it('表 relations and 外 through a daughter (mother link)', () => {
    expect(both(5, 19)).toEqual(['表弟', '表兄']);
    expect(both(2, 19)).toEqual(['外甥', '舅父']);
    expect(both(1, 19)).toEqual(['外孙', '外祖父']);
    expect(both(19, 4)).toEqual(['母亲', '儿子']);
    expect(both(9, 19)).toEqual(['表叔父', '表侄']);
  });

  it('mothers', () => {
    expect(both(5, 20)).toEqual(['母亲', '儿子']);
    expect(both(9, 20)).toEqual(['祖母', '孙子']);
  });

  it('spouses and in-laws', () => {
    const s = kinship(graph, 2, 20);
    expect([s.kind, s.term, s.reverseTerm]).toEqual(['spouse', '妻子', '丈夫']);
    expect(both(3, 20)).toEqual(['嫂', '小叔子']);
    expect(both(2, 21)).toEqual(['弟媳', '大伯子']);
    expect(both(7, 20)).toEqual(['伯母', '侄子']);
    expect(both(5, 21)).toEqual(['婶母', '侄子']);
    expect(both(2, 22)).toEqual(['儿媳', '公公']);
    expect(both(20, 22)).toEqual(['儿媳', '婆婆']);
    expect(both(20, 21)).toEqual(['弟媳', '嫂']);
    expect(both(7, 22)).toEqual(['堂嫂', '堂弟']); // 22 calls 7 as her husband does (随夫称)
    const k = kinship(graph, 3, 20);
    expect(k.kind).toBe('in-law');
    expect(k.path).toEqual([3, 1, 2, 20]);
    expect(k.steps.map((s) => s.link).join('')).toBe('fsw');
    expect(k.chain).toBe('兄的妻子');
  });

  it('adoption: 本生父 and lineage father', () => {
    expect(both(6, 3)).toEqual(['本生父', '出继子']);
    expect(both(6, 2)).toEqual(['父亲', '儿子']);
    expect(kinship(graph, 6, 3).kind).toBe('biological');
  });

  it('no relation found', () => {
    const k = kinship(graph, 5, 23);
    expect([k.found, k.kind, k.term, k.reverseTerm]).toEqual([false, 'none', null, null]);
  });

  it('reports the path through the common ancestor', () => {
    const k = kinship(graph, 9, 11);
    expect(k.path).toEqual([9, 5, 2, 1, 3, 7, 11]);
    expect(k.commonAncestor).toBe(1);
    expect([k.up, k.down]).toEqual([3, 3]);
    expect(k.steps.map((s) => s.link).join('')).toBe('fffsss');
    expect(k.chain).toBe('父亲的父亲的弟的儿子的儿子');
    expect(k.source).toBe('rules');
  });

  it('falls back to relationship.js for paths outside the rules', () => {
    // 19's son would call 5 (his mother's mother's brother's son): not covered by the rules
    const g2 = makeGraph({ ...M, 30: { sex: 'm', gen: 4, father: 19, rank: 1, birth: 1880 } });
    const k = kinship(g2, 30, 1);
    expect(k.found).toBe(true);
    expect(k.chain).toBe('父亲的母亲的父亲');
    expect(k.source).not.toBe('rules');
    expect(k.term).toBeTruthy();
  });
});
