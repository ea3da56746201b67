/**
 * The family-tree view's pure parts (DOM-free, Node-tested): the relation filter of GET /family/tree, the
 * gutter's row labels seen from the centre (祖辈, 父辈, 本辈 …), the engine filter (only the options that apply
 * to a personal family: women and dna; a family window has no places and no branches) and the route's query.
 */
import type { TreeFilter } from '@render/tree/types';
import type { TreeOptions } from './tree.atoms';

export const FAMILY_RELATIONS = ['all', 'parents', 'father', 'mother', 'spouse', 'children', 'siblings'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const RELATION_LABELS: Record<FamilyRelation, string> = {
  all: '全部', parents: '父母', father: '父亲', mother: '母亲', spouse: '配偶', children: '子女', siblings: '兄弟姐妹',
};

const UP = ['本辈', '父辈', '祖辈', '曾祖辈', '高祖辈'];
const DOWN = ['本辈', '子辈', '孙辈', '曾孙辈', '玄孙辈'];
const DIGITS = '〇一二三四五六七八九十';

/** Row label of a generation seen from the centre's generation. */
export function familyRowLabel(generation: number, centreGeneration: number): string {
  const d = generation - centreGeneration;
  if (d <= 0 && -d < UP.length) return UP[-d];
  if (d > 0 && d < DOWN.length) return DOWN[d];
  const k = Math.abs(d);
  return `${d < 0 ? '上' : '下'}${k <= 10 ? DIGITS[k] : k}代`;
}

/** The engine filter for a family window: all generations from every root; 我的分支 and 地点 do not apply. */
export function familyEngineFilter(o: TreeOptions): TreeFilter {
  return { root: -1, generations: 0, women: o.women, dna: o.dna, myteam: -1, location: false };
}

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * The family view lives on the tree route: /pages/zupu/shupu/index?familyId=<家庭ID>[&memberId=<centre person>]
 * [&relation=…] (or ?family=1 for the user's own family). Null when the query asks for a clan tree instead.
 */
export function familyQuery(p: URLSearchParams): { familyId: number | null; centre: number | null; relation: FamilyRelation } | null {
  const familyId = num(p.get('familyId'));
  if (familyId === null && p.get('family') !== '1') return null;
  const r = p.get('relation') as FamilyRelation | null;
  return { familyId, centre: num(p.get('memberId')), relation: r && FAMILY_RELATIONS.includes(r) ? r : 'all' };
}

export function familyViewPath(familyId: number, centre?: number): string {
  return `/pages/zupu/shupu/index?familyId=${familyId}${centre ? `&memberId=${centre}` : ''}`;
}
