/**
 * 世 and 字辈 (domain.md §0, §3).
 *
 * 世 is clan-global: 始祖 = 一世 and every child is its lineage parent's 世 + 1 (a 兼祧 son's two fathers
 * must both sit one 世 above him; a wife and a 赘婿 take their spouse's 世). The 字辈 character is not
 * stored: it is derived from the 世 and the generation poem that covers it.
 *
 * Poems belong to the clan (`branchId: null`) or to a 房/支. In one scope they are chained by
 * `startGeneration` (一修派语, then 续派…); a poem in 转宗 mode wraps around after its last character, a poem
 * in 流宗 mode ends there and the next poem of the chain (if any) takes over [S20][S22b]. A branch's own
 * poem wins over its parent branch's and the clan's for the generations it covers.
 */
import { error, warning, type Issue } from './clan/issues';
import type { ClanView } from './clan/view';
import { chineseNumber } from './calendar/names';
import {
  isBloodMember, isMarriedIn, lineageFatherIds, lineageParentId, type Branch, type BranchId, type ClanMember,
} from './member';

export type PoemMode = '流宗' | '转宗';

export interface ZibeiPoem {
  id: number;
  /** 派语 as written, e.g. "德成光祖业 仁厚振家声" (spaces and punctuation are ignored). */
  text: string;
  /** The 世 of its first character (孔 clan: 56 for 希). */
  startGeneration: number;
  mode: PoemMode;
  /** null = the whole clan; otherwise the 房/支 that uses it (and its sub-branches). */
  branchId: BranchId | null;
  /** 一修派语, 续派 … */
  title?: string;
}

const NOT_CHAR = /[\s，。、；：,.;:·!！?？]/u;

/** The characters of a poem, without spaces and punctuation (code points, so rare characters stay whole). */
export function poemChars(p: Pick<ZibeiPoem, 'text'>): string[] {
  return [...p.text].filter((c) => !NOT_CHAR.test(c));
}

/** 13 → 十三世; 上溯 ancestors above a 始迁祖 of 一世: 0 → 上溯一世, −1 → 上溯二世. */
export function generationLabel(generation: number): string {
  return generation <= 0 ? `上溯${chineseNumber(1 - generation)}世` : `${chineseNumber(generation)}世`;
}

/** The lowest 世: a register may trace this many generations above its 始迁祖 (一世), as 0, −1 … */
export const MIN_GENERATION = -99;

/** The character of one poem for `generation`, or undefined when the poem does not reach it. */
function charInPoem(p: ZibeiPoem, chars: readonly string[], generation: number): string | undefined {
  const k = generation - p.startGeneration;
  if (k < 0 || chars.length === 0) return undefined;
  if (k < chars.length) return chars[k];
  return p.mode === '转宗' ? chars[k % chars.length] : undefined;
}

/** The poem chain of one scope, latest start first. */
function chainOf(poems: readonly ZibeiPoem[], branchId: BranchId | null): ZibeiPoem[] {
  return poems.filter((p) => p.branchId === branchId).sort((a, b) => b.startGeneration - a.startGeneration);
}

export interface ZibeiHit {
  char: string;
  poem: ZibeiPoem;
  /** 0-based position in the poem. */
  index: number;
}

/**
 * The 字辈 character for `generation` in branch `branchId`: the branch's own chain first, then its parent
 * branches', then the clan's. In a chain the poem with the latest start at or before `generation` decides.
 */
export function zibeiFor(
  poems: readonly ZibeiPoem[],
  generation: number,
  branchId: BranchId | null = null,
  branches: readonly Branch[] = [],
): ZibeiHit | undefined {
  const parentOf = new Map(branches.map((b) => [b.id, b.parentId] as const));
  const seen = new Set<BranchId>();
  let scope: BranchId | null = branchId ?? null;
  for (;;) {
    for (const p of chainOf(poems, scope)) {
      if (p.startGeneration > generation) continue;
      const chars = poemChars(p);
      const char = charInPoem(p, chars, generation);
      if (char !== undefined) return { char, poem: p, index: (generation - p.startGeneration) % chars.length };
      break; // the latest poem of the chain has ended (流宗 without a continuation)
    }
    if (scope === null) return undefined;
    seen.add(scope);
    const parent: BranchId | null = parentOf.get(scope) ?? null;
    scope = parent !== null && seen.has(parent) ? null : parent;
  }
}

/** Just the character (see `zibeiFor`). */
export function zibeiChar(
  poems: readonly ZibeiPoem[], generation: number, branchId: BranchId | null = null, branches: readonly Branch[] = [],
): string | undefined {
  return zibeiFor(poems, generation, branchId, branches)?.char;
}

/** Every 世 whose 字辈 character is `char` in a poem of the given scope (for reading old names). */
export function generationsOfChar(poems: readonly ZibeiPoem[], char: string, branchId: BranchId | null = null): number[] {
  const out: number[] = [];
  for (const p of poems) {
    if (p.branchId !== branchId) continue;
    poemChars(p).forEach((c, i) => {
      if (c === char) out.push(p.startGeneration + i);
    });
  }
  return out.sort((a, b) => a - b);
}

/** Checks the poems themselves: not empty, no repeated character, chains without overlaps, known branches. */
export function validatePoems(poems: readonly ZibeiPoem[], branches?: readonly Branch[]): Issue[] {
  const issues: Issue[] = [];
  const known = branches ? new Set(branches.map((b) => b.id)) : undefined;
  for (const p of poems) {
    const chars = poemChars(p);
    const label = p.title ?? `字辈诗（${p.text.slice(0, 5)}…）`;
    if (chars.length === 0) issues.push(error('poem-empty', 0, `${label}没有字`, 'text'));
    if (!Number.isInteger(p.startGeneration) || p.startGeneration < 1) {
      issues.push(error('poem-start-invalid', 0, `${label}的起始世次必须是不小于1的整数`, 'startGeneration'));
    }
    const first = new Map<string, number>();
    chars.forEach((c, i) => {
      const j = first.get(c);
      if (j === undefined) first.set(c, i);
      else {
        issues.push(error('poem-duplicate-char', 0,
          `${label}中“${c}”出现两次（第${j + 1}字与第${i + 1}字），无法据字辈分辨世次`, 'text'));
      }
    });
    if (known && p.branchId !== null && !known.has(p.branchId)) {
      issues.push(error('poem-branch-missing', 0, `${label}所属的房支不存在`, 'branchId'));
    }
  }
  const scopes = new Set(poems.map((p) => p.branchId));
  for (const scope of scopes) {
    const chain = chainOf(poems, scope).reverse();
    for (let i = 1; i < chain.length; i++) {
      const prev = chain[i - 1];
      const end = prev.startGeneration + poemChars(prev).length; // first generation after prev
      if (prev.mode === '转宗' || chain[i].startGeneration < end) {
        issues.push(error('poem-overlap', 0,
          `${chain[i].title ?? '续派'}从${generationLabel(chain[i].startGeneration)}起，与${prev.title ?? '前一首字辈诗'}（${generationLabel(prev.startGeneration)}起${prev.mode === '转宗' ? '，转宗循环' : `，至${generationLabel(end - 1)}`}）重叠`,
          'startGeneration'));
      }
    }
  }
  return issues;
}

/**
 * The 世 rule for one member: an integer (≥ 1, or 0, −1 … for 上溯 ancestors above a 始迁祖 of 一世); = lineage parent's + 1 (both fathers of a 兼祧 son); a wife
 * = her husband's, a 赘婿 = his wife's. A blood member without a lineage parent is a root: 一世 (始祖), or a
 * line whose link is lost, which should carry 待考 (a warning otherwise).
 */
export function validateGeneration(m: ClanMember, view: ClanView): Issue[] {
  const g = m.generation;
  if (!Number.isInteger(g) || g < MIN_GENERATION || g > 32767) {
    return [error('generation-invalid', m.id, `世次必须是整数，上溯者可为0或负数（现为${g}）`, 'generation')];
  }
  const issues: Issue[] = [];
  if (isMarriedIn(m)) {
    const spouseId = m.husbandId ?? m.wifeId;
    const s = spouseId != null ? view.member(spouseId) : undefined;
    if (s && s.generation !== g) {
      issues.push(error('generation-spouse', m.id,
        `配偶同辈：${generationLabel(s.generation)}成员的配偶也应记为${generationLabel(s.generation)}，不是${generationLabel(g)}`,
        'generation', s.id));
    }
    return issues;
  }
  const fathers = lineageFatherIds(m);
  const parents = fathers.length ? fathers : [lineageParentId(m, view.member)].filter((x) => x != null);
  for (const pid of parents) {
    const p = view.member(pid);
    if (!p || !Number.isInteger(p.generation)) continue; // reported by the lineage rules
    if (g !== p.generation + 1) {
      issues.push(error('generation-mismatch', m.id,
        `世次应为${generationLabel(p.generation + 1)}（${p.gender === 'f' ? '母' : '父'}为${generationLabel(p.generation)}），现为${generationLabel(g)}`,
        'generation', p.id));
    }
  }
  if (parents.length === 0 && g > 1 && isBloodMember(m) && !m.uncertain) {
    issues.push(warning('generation-root', m.id,
      `${generationLabel(g)}成员没有父亲记录；若世系失考，请标记“待考”`, 'lineageFatherId'));
  }
  return issues;
}

/**
 * A man of the line is expected to carry his generation's 字辈 character in his given name (a warning:
 * names given before the poem, 乳名 entries and outsiders legitimately lack it).
 */
export function validateZibei(
  m: ClanMember, poems: readonly ZibeiPoem[], branches: readonly Branch[] = [],
): Issue[] {
  if (m.gender !== 'm' || !isBloodMember(m) || !m.name || m.adoption?.type === '抚子' || m.adoption?.type === '寄子') return [];
  const hit = zibeiFor(poems, m.generation, m.branchId ?? null, branches);
  if (!hit || m.name.includes(hit.char)) return [];
  return [warning('zibei-missing', m.id,
    `${generationLabel(m.generation)}字辈为“${hit.char}”，名“${m.name}”中没有此字`, 'name')];
}

/**
 * What a register did to its poem, said once by the admin: it left a character out from a 世 on (`skip`: the
 * 世 that would carry it takes the next character, and every later one moves up), or started the poem again from
 * its first character at a 世 (`restart`, 转宗重起).
 */
export type PoemChange =
  | { kind: 'skip'; char: string; fromGeneration: number }
  | { kind: 'restart'; fromGeneration: number };

/**
 * The poems of one scope rewritten so that `zibeiFor` gives the register's characters after `change`: the poem
 * concerned is cut where the change happens (its first part becomes 流宗) and continued by a new poem; the later
 * poems of its chain move by the same number of 世. Other scopes are kept. A Chinese reason when it cannot apply.
 */
export function applyPoemChange(
  poems: readonly ZibeiPoem[], change: PoemChange, branchId: BranchId | null = null,
): { ok: true; poems: ZibeiPoem[]; poem: ZibeiPoem } | { ok: false; reason: string } {
  const g = change.fromGeneration;
  if (!Number.isInteger(g) || g < 1) return { ok: false, reason: '字辈调整的起始世次必须是不小于1的整数' };
  const chain = chainOf(poems, branchId);
  let at: number;
  let p: ZibeiPoem | undefined;
  if (change.kind === 'skip') {
    // the first 世 from g on whose character is `char`, inside the first round of its poem
    p = [...chain].reverse().find((x) => poemChars(x).includes(change.char) && x.startGeneration + poemChars(x).indexOf(change.char) >= g);
    if (!p) return { ok: false, reason: `${generationLabel(g)}以后的字辈中没有“${change.char}”字` };
    at = p.startGeneration + poemChars(p).indexOf(change.char);
  } else {
    p = chain.find((x) => x.startGeneration < g);
    if (!p) return { ok: false, reason: `${generationLabel(g)}之前没有字辈诗，无法从此世重起` };
    at = g;
  }
  const chars = poemChars(p);
  const k = at - p.startGeneration;
  if (k > chars.length || (change.kind === 'restart' && k >= chars.length && p.mode === '转宗')) {
    return { ok: false, reason: `${p.title ?? '字辈诗'}在${generationLabel(g)}之前已用完或已循环，请在字辈设置中分段填写` };
  }
  if (change.kind === 'restart' && k >= chars.length) {
    return { ok: false, reason: `${p.title ?? '字辈诗'}至${generationLabel(p.startGeneration + chars.length - 1)}已用完；请添加续派` };
  }
  let nextId = Math.max(0, ...poems.map((x) => x.id)) + 1;
  const title = p.title ?? '字辈诗';
  const rest = change.kind === 'skip'
    ? (p.mode === '转宗' ? [...chars.slice(k + 1), ...chars.slice(0, k)] : chars.slice(k + 1))
    : chars;
  const shift = change.kind === 'skip' ? -1 : k;
  const out: ZibeiPoem[] = [];
  let added: ZibeiPoem | undefined;
  for (const x of poems) {
    if (x !== p) {
      const later = x.branchId === branchId && x.startGeneration > p.startGeneration;
      out.push(later ? { ...x, startGeneration: x.startGeneration + shift } : x);
      continue;
    }
    if (k > 0) out.push({ ...p, text: chars.slice(0, k).join(''), mode: '流宗' });
    if (rest.length) {
      added = {
        id: k > 0 ? nextId++ : p.id, text: rest.join(''), startGeneration: at, mode: p.mode, branchId: p.branchId,
        title: change.kind === 'skip' ? `${title}（自${generationLabel(at)}略去“${change.char}”）` : `${title}（自${generationLabel(at)}转宗重起）`,
      };
      out.push(added);
    }
  }
  const issues = validatePoems(out).filter((i) => i.severity === 'error');
  if (issues.length) return { ok: false, reason: issues[0].message };
  return { ok: true, poems: out, poem: added ?? p };
}
