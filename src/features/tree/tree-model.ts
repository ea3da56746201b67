/**
 * The tree screen's logic as pure functions over the pack (DOM-free, tested in Node): the engine filter from
 * the toolbar options, search by name with homonyms told apart, the popup's facts, the allowed actions, the
 * progress text.
 */
import { packName, packString, PACK_FLAG, type TreePack } from '@model/tree-pack';
import { generationLabel } from '@model/generations';
import type { TreeFilter } from '@render/tree/types';
import type { TreeOptions } from './tree.atoms';
import type { LoadProgress } from './pack-loader';

const DIGITS = '〇一二三四五六七八九';
/** 12 → 十二 (世 labels). */
export function chineseNumber(n: number): string {
  if (n <= 0) return String(n);
  if (n < 10) return DIGITS[n];
  if (n < 20) return '十' + (n % 10 ? DIGITS[n % 10] : '');
  if (n < 100) return DIGITS[Math.floor(n / 10)] + '十' + (n % 10 ? DIGITS[n % 10] : '');
  return String(n);
}

/**
 * The engine filter. `root` (chosen with 以此为起点, or the selected member when 5/10 generations is picked) is
 * where 5/10 generations start (all roots for 0); 我的分支 highlights the branch under the user's member, else
 * under that root.
 */
export function engineFilter(o: TreeOptions, root: number, mine: number): TreeFilter {
  const team = mine >= 0 ? mine : root;
  return {
    root: o.generations > 0 ? root : -1,
    generations: o.generations,
    women: o.women,
    dna: o.dna,
    myteam: o.myteam ? team : -1,
    location: o.location,
  };
}

const isMarriedIn = (pack: TreePack, i: number) => (pack.flags[i] & PACK_FLAG.marriedIn) !== 0;
const isFemale = (pack: TreePack, i: number) => (pack.flags[i] & PACK_FLAG.female) !== 0;

/** Husband (for a wife) by scanning the CSR once; -1 when none. */
export function spouseOwner(pack: TreePack, i: number): number {
  if (!isMarriedIn(pack, i)) return -1;
  const off = pack.spouseOffsets;
  for (let h = 0; h < pack.count; h++) {
    for (let k = off[h]; k < off[h + 1]; k++) if (pack.spouses[k] === i) return h;
  }
  return -1;
}

/** 房/支 name of member i, '' when none. */
export function branchName(pack: TreePack, i: number): string {
  const b = pack.branch[i];
  return b > 0 ? packString(pack, pack.branches.nameIndex[b - 1]) : '';
}

export interface SearchResult {
  index: number;
  id: number;
  name: string;
  /** 十二世 */
  generation: string;
  /** 父 陈德华 / 夫 陈德华 / '' */
  relation: string;
  branch: string;
}

/**
 * Members whose display name equals the query, or contains it (given-name search: 德华 finds 陈德华);
 * exact matches first, then by 世. Each hit carries what tells homonyms apart: father (or husband), 世, 房支.
 */
export function searchPack(pack: TreePack, query: string, limit = 50): SearchResult[] {
  const q = query.trim();
  if (!q) return [];
  const exact: number[] = [];
  const partial: number[] = [];
  // decode each distinct name string once
  const memo = new Map<number, string>();
  for (let i = 0; i < pack.count; i++) {
    const k = pack.nameIndex[i];
    let s = memo.get(k);
    if (s === undefined) memo.set(k, (s = packString(pack, k)));
    if (s === q) exact.push(i);
    else if (partial.length < limit && s.includes(q)) partial.push(i);
  }
  const byGen = (a: number, b: number) => pack.generation[a] - pack.generation[b] || a - b;
  return [...exact.sort(byGen), ...partial.sort(byGen)].slice(0, limit).map((i) => describe(pack, i));
}

function describe(pack: TreePack, i: number): SearchResult {
  let relation = '';
  if (isMarriedIn(pack, i)) {
    const h = spouseOwner(pack, i);
    if (h >= 0) relation = `${isFemale(pack, i) ? '夫' : '妻'} ${packName(pack, h)}`;
  } else if (pack.parent[i] >= 0) {
    relation = `${isFemale(pack, pack.parent[i]) ? '母' : '父'} ${packName(pack, pack.parent[i])}`;
  }
  return {
    index: i, id: pack.ids[i], name: packName(pack, i), generation: generationLabel(pack.generation[i]), relation,
    branch: branchName(pack, i),
  };
}

/** The popup's facts from the pack (shown at once; the detail call adds the rest). */
export function memberFacts(pack: TreePack, i: number) {
  const b = pack.birthYear[i];
  const d = pack.deathYear[i];
  const living = (pack.flags[i] & PACK_FLAG.living) !== 0;
  const dates = b || d ? `${b || '?'} – ${d || (living ? '在世' : '?')}` : living ? '在世' : '生卒待考';
  const p = pack.parent[i];
  const m = pack.mother[i];
  return {
    name: packName(pack, i),
    generation: generationLabel(pack.generation[i]),
    dates,
    father: p >= 0 && !isFemale(pack, p) ? packName(pack, p) : null,
    mother: m >= 0 ? packName(pack, m) : p >= 0 && isFemale(pack, p) ? packName(pack, p) : null,
    marriedIn: isMarriedIn(pack, i),
    female: isFemale(pack, i),
    /** No father or mother in the book (a 始祖, or the top of a branch). */
    root: p < 0 && !isMarriedIn(pack, i),
  };
}

export type MemberAction = 'view' | 'edit' | 'addChild' | 'addWife' | 'addAncestor';
export const ACTION_LABELS: Record<MemberAction, string> = {
  view: '查看', edit: '编辑', addChild: '添加子女', addWife: '添加妻子', addAncestor: '添加上代',
};

/**
 * What the popup offers: 查看 always; with edit rights 编辑, 添加子女 for a blood member (a daughter's line
 * continues through her), 添加妻子 for a man of the line (not a 赘婿), 添加上代 for a root of the chart.
 */
export function memberActions(canEdit: boolean, facts: { marriedIn: boolean; female: boolean; root?: boolean }): MemberAction[] {
  const out: MemberAction[] = ['view'];
  if (!canEdit) return out;
  out.push('edit');
  if (!facts.marriedIn) out.push('addChild');
  if (!facts.marriedIn && !facts.female) out.push('addWife');
  if (facts.root && !facts.marriedIn) out.push('addAncestor');
  return out;
}

/**
 * Where an action goes: the member editor (/clan/member/edit, branch c4-screens-a's MemberEditPage and its
 * targetFromParams): ?id (edit, &readonly=1 to view), ?kind=child&fatherId, ?kind=wife&husbandId,
 * ?kind=ancestor&memberId; always with clanId.
 */
export function actionPath(a: MemberAction, clanId: number, id: number): string {
  switch (a) {
    case 'view': return `/clan/member/edit?clanId=${clanId}&id=${id}&readonly=1`;
    case 'edit': return `/clan/member/edit?clanId=${clanId}&id=${id}`;
    case 'addChild': return `/clan/member/edit?clanId=${clanId}&kind=child&fatherId=${id}`;
    case 'addWife': return `/clan/member/edit?clanId=${clanId}&kind=wife&husbandId=${id}`;
    case 'addAncestor': return `/clan/member/edit?clanId=${clanId}&kind=ancestor&memberId=${id}`;
  }
}

/** Percent for the bar, null = indeterminate. */
export function progressPercent(p: LoadProgress | null): number | null {
  if (!p || !p.total) return null;
  return Math.min(100, Math.round((p.received / p.total) * 100));
}

/** 1.2 MB / 350 KB */
export function formatBytes(n: number): string {
  return n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

/**
 * The gutter's 字辈 line from the clan-wide poems (branchId null): characters placed from the first poem's
 * start generation on, later poems at their own start (a gap stays blank).
 */
export function gutterPoem(poems: readonly { text: string; startGeneration: number; branchId: number | null }[]) {
  const clan = poems.filter((p) => p.branchId === null).sort((a, b) => a.startGeneration - b.startGeneration);
  if (!clan.length) return undefined;
  const start = clan[0].startGeneration;
  const chars: string[] = [];
  for (const p of clan) [...p.text].forEach((c, k) => (chars[p.startGeneration - start + k] = c));
  return { chars: Array.from(chars, (c) => c ?? '　').join(''), startGeneration: start };
}
