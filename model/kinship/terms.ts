/**
 * Naming a blood path: what A (nodes[0]) calls B (the last node). Terms are the written (书面) forms used
 * in clan books. See README.md for the rules; the main ones:
 * - lineal: 父亲 祖父 曾祖父 高祖父 天祖 烈祖 太祖 远祖 鼻祖, then N世祖; 儿子 孙子 曾孙 玄孙 来孙 晜孙 仍孙 云孙
 *   耳孙, then N世孙; through a mother or daughter: 母亲, 外祖父, 外孙…
 * - patrilineal collateral, by the degree c of the branch (c = 1 siblings' line, 2 堂, 3 再从, 4 三从) and
 *   by 五服 (common ancestor ≤ 4 generations above both): outside 五服 the prefix is 族.
 *   same generation 兄/弟/姐/妹; older 伯/叔 + 父, 祖父…, 姑 + 母, 祖母…; younger 侄 + 子/女, 孙…
 * - through one woman at the top of the path (姑, 舅, 姨 lines): 外甥, 表兄弟姐妹, 舅父, 姨母, 表侄, 表伯父…
 * Anything else returns null (the caller falls back to relationship.js or a descriptive chain).
 */
import { compareAge, type BloodPath } from './path';
import type { KinGraph, KinKind, MemberId } from './types';

const CN = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Chinese numeral for 1…99. */
export function cnNumber(n: number): string {
  if (n <= 10) return CN[n];
  const t = Math.floor(n / 10);
  const u = n % 10;
  return (t === 1 ? '' : CN[t]) + '十' + (u === 0 ? '' : CN[u]);
}

const ANC_M = ['', '父亲', '祖父', '曾祖父', '高祖父', '天祖', '烈祖', '太祖', '远祖', '鼻祖'];
const ANC_F = ['', '母亲', '祖母', '曾祖母', '高祖母', '天祖母', '烈祖母', '太祖母', '远祖母', '鼻祖母'];
const DESC_M = ['', '儿子', '孙子', '曾孙', '玄孙', '来孙', '晜孙', '仍孙', '云孙', '耳孙'];
const DESC_F = ['', '女儿', '孙女', '曾孙女', '玄孙女', '来孙女', '晜孙女', '仍孙女', '云孙女', '耳孙女'];

/** What one calls a direct ancestor k generations up (male line). */
export function ancestorTerm(k: number, female: boolean): string {
  if (k < ANC_M.length) return (female ? ANC_F : ANC_M)[k];
  return `${cnNumber(k)}世祖${female ? '母' : ''}`;
}

/** What one calls a direct descendant k generations down (male line). */
export function descendantTerm(k: number, female: boolean): string {
  if (k < DESC_M.length) return (female ? DESC_F : DESC_M)[k];
  return `${cnNumber(k)}世孙${female ? '女' : ''}`;
}

/** Branch prefix for collateral degree c (1 = siblings' line); 族 outside 五服. */
export function degreePrefix(c: number, withinWufu: boolean): string {
  if (!withinWufu) return '族';
  return ['', '', '堂', '再从', '三从'][c] ?? '族';
}

/** 五服: the common ancestor is at most 4 generations above both people. */
export function isWithinWufu(up: number, down: number): boolean {
  return Math.max(up, down) <= 4;
}

function elderBase(k: number, female: boolean): string {
  if (k === 1) return female ? '母' : '父';
  return ancestorTerm(k, female);
}

function youngerSuffix(k: number, female: boolean): string {
  if (k === 1) return female ? '女' : '';
  if (k === 2) return female ? '孙女' : '孙'; // 侄孙, not 侄孙子
  return descendantTerm(k, female);
}

export interface Named {
  term: string | null;
  kind: KinKind;
}

/** Name a blood path from A's side; term null when no rule covers it. */
export function nameBloodPath<Id extends MemberId>(g: KinGraph<Id>, p: BloodPath<Id>): Named {
  const { nodes, sexes, up: u, down: d } = p;
  const a = nodes[0];
  const b = nodes[u + d];
  const femaleB = sexes[u + d] === 'f';
  if (u === 0 && d === 0) return { term: '自己', kind: 'self' };
  // up side: x_i = nodes[i]; down side: y_j = nodes[u + j]
  const isF = (i: number) => sexes[i] === 'f';
  const allMale = (from: number, to: number) => {
    for (let i = from; i <= to; i++) if (isF(i)) return false;
    return true;
  };

  if (d === 0) {
    // B is an ancestor. Path intermediates x_1..x_{u-1} must be male, except a mother at x_1 (外).
    if (allMale(1, u - 1)) return { term: ancestorTerm(u, femaleB), kind: 'ancestor' };
    if (u >= 2 && u <= 4 && isF(1) && allMale(2, u - 1)) return { term: '外' + ancestorTerm(u, femaleB), kind: 'ancestor' };
    return { term: null, kind: 'ancestor' };
  }
  if (u === 0) {
    if (allMale(1, d - 1)) return { term: descendantTerm(d, femaleB), kind: 'descendant' };
    if (d >= 2 && d <= 4 && isF(1) && allMale(2, d - 1)) return { term: '外' + youngerSuffix(d, femaleB), kind: 'descendant' };
    return { term: null, kind: 'descendant' };
  }

  const within = isWithinWufu(u, d);
  const aPat = allMale(1, u - 1);
  const aMat = u >= 2 && isF(1) && allMale(2, u - 1);
  const bPat = allMale(u + 1, u + d - 1);
  const bDau = d >= 2 && isF(u + 1) && allMale(u + 2, u + d - 1);
  const kind: KinKind = 'collateral';

  if (aPat && bPat) return { term: patrilineal(g, nodes, u, d, femaleB, within), kind };

  // one woman at the top of the path: 姑 / 舅 / 姨 lines
  const age = compareAge(g, b, a);
  const sibling = (prefix: string) => prefix + (femaleB ? (age > 0 ? '姐' : age < 0 ? '妹' : '姐妹') : age > 0 ? '兄' : age < 0 ? '弟' : '兄弟');
  if (aPat && bDau) {
    if (u === 1 && d === 2) return { term: femaleB ? '外甥女' : '外甥', kind };
    if (u === 1 && d === 3) return { term: femaleB ? '外甥孙女' : '外甥孙', kind };
    if (u === 2 && d === 2) return { term: sibling('表'), kind };
    if (u === 2 && d === 3) return { term: femaleB ? '表侄女' : '表侄', kind };
    if (u === 3 && d === 2) {
      if (femaleB) return { term: '表姑母', kind };
      const c = compareAge(g, b, nodes[1]);
      return { term: c > 0 ? '表伯父' : c < 0 ? '表叔父' : '表伯叔父', kind };
    }
    return { term: null, kind };
  }
  if (aMat && u === 2 && (bPat || bDau)) {
    // L = mother's parent; y_1 = mother's sibling
    if (d === 1) return { term: femaleB ? '姨母' : '舅父', kind };
    if (d === 2) return { term: sibling('表'), kind };
    if (d === 3) return { term: femaleB ? '表侄女' : '表侄', kind };
  }
  return { term: null, kind };
}

/** Patrilineal collateral: all intermediates on both sides are male. */
function patrilineal<Id extends MemberId>(g: KinGraph<Id>, nodes: Id[], u: number, d: number, femaleB: boolean, within: boolean): string {
  const a = nodes[0];
  const b = nodes[u + d];
  if (u === d) {
    const prefix = degreePrefix(u, within);
    const age = compareAge(g, b, a);
    if (femaleB) return prefix + (age > 0 ? '姐' : age < 0 ? '妹' : '姐妹');
    return prefix + (age > 0 ? '兄' : age < 0 ? '弟' : '兄弟');
  }
  if (u > d) {
    // B is k generations above A; compare B with A's ancestor of B's generation (伯 older, 叔 younger)
    const k = u - d;
    const prefix = degreePrefix(d, within);
    if (femaleB) return prefix + '姑' + elderBase(k, true);
    const age = compareAge(g, b, nodes[k]);
    return prefix + (age > 0 ? '伯' : age < 0 ? '叔' : '伯叔') + elderBase(k, false);
  }
  const k = d - u;
  const prefix = degreePrefix(u, within);
  if (u === 1 && k === 1) return femaleB ? '侄女' : '侄子';
  return prefix + '侄' + youngerSuffix(k, femaleB);
}
