/**
 * Step 1 `prepareClan`: index the members once (children in seniority order, wives, daughters), pick the
 * root(s) and the generation range, walk the chart tree depth-first (长房 first) and number everyone
 * 世-序 (谱内编号, domain.md §1.7). Linear in the number of members.
 */
import {
  isDaughter, isMarriedIn, isWife, lineageParentId, type ClanMember, type MemberId,
} from '../../model/member';
import type { BookOptions } from '../input';

export interface ClanIndex {
  byId: Map<MemberId, ClanMember>;
  /** Members drawn in the chart under `id` (sons, then charted daughters; modern: all daughters), eldest first. */
  kids: Map<MemberId, ClanMember[]>;
  /** Every son and daughter filed under `id` (for "子二 女一"). */
  sons: Map<MemberId, ClanMember[]>;
  daughters: Map<MemberId, ClanMember[]>;
  /** Sons born to `id` and filed under another father (入继/兼祧 out of this line). */
  adoptedOut: Map<MemberId, ClanMember[]>;
  /** 兼祧 sons who continue `id`'s line as their second line. */
  jointHeirs: Map<MemberId, ClanMember[]>;
  /** Wives (and a daughter's 赘婿), by spouseOrder. */
  spouses: Map<MemberId, ClanMember[]>;
  /** Chart roots: the chosen root, or every top ancestor (始祖 first). */
  roots: ClanMember[];
  /** Last 世 in range (Infinity for 0 = all). */
  lastGeneration: number;
  /** Chart members in range, depth-first in seniority order. */
  order: ClanMember[];
  /** 谱内编号 of every chart member in range. */
  number: Map<MemberId, string>;
}

const EMPTY: ClanMember[] = [];

function push(map: Map<MemberId, ClanMember[]>, key: MemberId, m: ClanMember): void {
  const list = map.get(key);
  if (list) list.push(m);
  else map.set(key, [m]);
}

function senior(a: ClanMember, b: ClanMember): number {
  return (a.birthOrder ?? 999) - (b.birthOrder ?? 999) || a.id - b.id;
}

export const kidsOf = (ix: ClanIndex, id: MemberId): ClanMember[] => ix.kids.get(id) ?? EMPTY;
export const listOf = (map: Map<MemberId, ClanMember[]>, id: MemberId): ClanMember[] => map.get(id) ?? EMPTY;

/** Kids in the chart that are still in range. */
export function kidsInRange(ix: ClanIndex, m: ClanMember): ClanMember[] {
  return m.generation >= ix.lastGeneration ? EMPTY : kidsOf(ix, m.id);
}

/**
 * 兼祧 sons who continue `m`'s line as their second line and are in the book (drawn under their primary
 * father only): under `m` the charts put a 兼祧见N叶 reference to their entry instead.
 */
export function jointHeirsShown(ix: ClanIndex, m: ClanMember): ClanMember[] {
  const list = ix.jointHeirs.get(m.id);
  return list ? list.filter((h) => h.lineageFatherId !== m.id && ix.number.has(h.id)) : EMPTY;
}

export function prepareClan(members: readonly ClanMember[], options: BookOptions, modern: boolean): ClanIndex {
  const byId = new Map<MemberId, ClanMember>();
  for (const m of members) byId.set(m.id, m);
  const lookup = (id: MemberId) => byId.get(id);
  const sons = new Map<MemberId, ClanMember[]>();
  const daughters = new Map<MemberId, ClanMember[]>();
  const spouses = new Map<MemberId, ClanMember[]>();
  const kids = new Map<MemberId, ClanMember[]>();
  const adoptedOut = new Map<MemberId, ClanMember[]>();
  const jointHeirs = new Map<MemberId, ClanMember[]>();
  const tops: ClanMember[] = [];
  for (const m of members) {
    if (isWife(m)) {
      push(spouses, m.husbandId!, m);
      continue;
    }
    if (m.adoption?.type === '赘婿') {
      if (m.wifeId != null) push(spouses, m.wifeId, m);
      continue;
    }
    const t = m.adoption?.type;
    if ((t === '入继' || t === '兼祧') && m.biologicalFatherId != null && m.biologicalFatherId !== m.lineageFatherId) {
      push(adoptedOut, m.biologicalFatherId, m);
    }
    if (t === '兼祧' && m.adoption?.secondLineageFatherId != null) push(jointHeirs, m.adoption.secondLineageFatherId, m);
    const parent = lineageParentId(m, lookup);
    if (parent == null || !byId.has(parent)) {
      if (m.gender === 'm' && !isMarriedIn(m)) tops.push(m);
      continue;
    }
    push(m.gender === 'f' ? daughters : sons, parent, m);
  }
  for (const list of [...sons.values(), ...daughters.values()]) list.sort(senior);
  for (const list of spouses.values()) list.sort((a, b) => (a.spouseOrder ?? 9) - (b.spouseOrder ?? 9) || a.id - b.id);
  const charted = (d: ClanMember) => modern || d.inChart === true;
  for (const [id, list] of sons) kids.set(id, list.slice());
  for (const [id, list] of daughters) {
    const shown = list.filter((d) => isDaughter(d) && charted(d));
    if (!shown.length) continue;
    const own = kids.get(id);
    if (own) own.push(...shown);
    else kids.set(id, shown);
  }
  tops.sort((a, b) => a.generation - b.generation || senior(a, b));
  let roots: ClanMember[];
  if (options.rootId != null) {
    const r = byId.get(options.rootId);
    if (!r) throw new Error(`谱图起始成员 ${options.rootId} 不存在`);
    roots = [r];
  } else {
    // every top ancestor: the 始祖 first, then lines whose link upwards is lost (待考), by generation
    roots = tops;
  }
  const first = roots.length ? roots[0].generation : 1;
  const lastGeneration = options.generations ? first + options.generations - 1 : Infinity;
  const ix: ClanIndex = { byId, kids, sons, daughters, adoptedOut, jointHeirs, spouses, roots, lastGeneration, order: [], number: new Map() };
  const counters = new Map<number, number>();
  const stack: ClanMember[] = roots.slice().reverse();
  const seen = new Set<MemberId>();
  while (stack.length) {
    const m = stack.pop()!;
    if (seen.has(m.id)) continue; // a corrupt cycle must not hang the job
    seen.add(m.id);
    ix.order.push(m);
    const n = (counters.get(m.generation) ?? 0) + 1;
    counters.set(m.generation, n);
    ix.number.set(m.id, `${m.generation}-${String(n).padStart(3, '0')}`);
    const k = kidsInRange(ix, m);
    for (let i = k.length - 1; i >= 0; i--) stack.push(k[i]);
  }
  // spouses (full records in 现代式): the husband's number + 配 (配1, 配2 … when there are several)
  for (const m of ix.order) {
    const list = listOf(spouses, m.id);
    const own = ix.number.get(m.id)!;
    list.forEach((s, i) => ix.number.set(s.id, `${own}配${list.length > 1 ? i + 1 : ''}`));
  }
  return ix;
}
