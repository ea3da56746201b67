/**
 * 五格剖象 (天格, 人格, 地格, 外格, 总格) and 81 数理, following domain.md §6.
 */
import { COMPOUND_SURNAMES } from './compound-surnames.generated';
import { sancai, type Sancai } from './sancai';
import { SHULI_81, type ShuliLuck } from './shuli-81.generated';
import { nameStrokes, toTraditional, type CharStrokes } from './strokes';

export type { ShuliLuck };

export interface Wuge {
  tian: number;
  ren: number;
  di: number;
  wai: number;
  zong: number;
}

/**
 * 五格 from stroke counts. `surname` has 1 (单姓) or 2 (复姓) counts, `given` 1 or 2.
 * - 天格 = 单姓 s1+1, 复姓 s1+s2
 * - 人格 = last surname char + first given char
 * - 地格 = 单名 g1+1, 双名 g1+g2
 * - 总格 = sum of all real strokes
 * - 外格 = 总格 − 人格 + (单姓 ? 1 : 0) + (单名 ? 1 : 0)
 */
export function computeWuge(surname: readonly number[], given: readonly number[]): Wuge {
  if (surname.length < 1 || surname.length > 2) throw new RangeError('surname must have 1 or 2 characters');
  if (given.length < 1 || given.length > 2) throw new RangeError('given name must have 1 or 2 characters');
  for (const n of [...surname, ...given]) {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`bad stroke count ${n}`);
  }
  const singleSurname = surname.length === 1;
  const singleGiven = given.length === 1;
  const tian = singleSurname ? surname[0] + 1 : surname[0] + surname[1];
  const ren = surname[surname.length - 1] + given[0];
  const di = singleGiven ? given[0] + 1 : given[0] + given[1];
  const zong = surname.reduce((a, b) => a + b, 0) + given.reduce((a, b) => a + b, 0);
  const wai = zong - ren + (singleSurname ? 1 : 0) + (singleGiven ? 1 : 0);
  return { tian, ren, di, wai, zong };
}

export interface Shuli {
  /** The grid number as computed. */
  number: number;
  /**
   * The 1–81 entry used. n > 81 wraps by subtracting 80 until ≤ 81 (domain.md §6). domain.md also
   * writes this as ((n−1)%80)+1, which agrees for 82…160 and gives 1 instead of 81 for 161; both are 吉.
   */
  index: number;
  luck: ShuliLuck;
  label: string;
}

/** 81 数理 of a number (source: model/reference/wuge-81.tsv). */
export function shuli(n: number): Shuli {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`bad 数理 number ${n}`);
  const index = n > 81 ? ((n - 2) % 80) + 2 : n;
  const [luck, label] = SHULI_81[index - 1];
  return { number: n, index, luck, label };
}

export type WugeShuli = Record<keyof Wuge, Shuli>;

export function wugeShuli(w: Wuge): WugeShuli {
  return { tian: shuli(w.tian), ren: shuli(w.ren), di: shuli(w.di), wai: shuli(w.wai), zong: shuli(w.zong) };
}

let compoundSet: Set<string> | null = null;
function compoundSurnames(): Set<string> {
  if (!compoundSet) {
    compoundSet = new Set(COMPOUND_SURNAMES);
    for (const s of COMPOUND_SURNAMES) compoundSet.add(toTraditional(s, 'surname'));
  }
  return compoundSet;
}

/** Whether a two-character string is one of the 60 百家姓 复姓 (simplified or traditional). */
export function isCompoundSurname(s: string): boolean {
  return compoundSurnames().has(s);
}

/**
 * Split a full name into surname and given name: a leading 复姓 is taken as the surname when at
 * least one given character remains (so 欧阳明 → 欧阳 + 明, but 单于 → 单 + 于).
 */
export function splitName(fullName: string): { surname: string; given: string } {
  const chars = [...fullName.trim()];
  if (chars.length < 2) throw new RangeError('a full name needs a surname and a given name');
  const two = chars.slice(0, 2).join('');
  const n = chars.length >= 3 && isCompoundSurname(two) ? 2 : 1;
  return { surname: chars.slice(0, n).join(''), given: chars.slice(n).join('') };
}

export interface NameInput {
  surname: string;
  given: string;
  /** Optional traditional spellings to count instead of OpenCC's conversion. */
  traditionalSurname?: string;
  traditionalGiven?: string;
}

export type NameAnalysis =
  | {
      ok: true;
      surname: string;
      given: string;
      chars: CharStrokes[];
      wuge: Wuge;
      shuli: WugeShuli;
      sancai: Sancai;
    }
  | {
      ok: false;
      surname: string;
      given: string;
      chars: CharStrokes[];
      /** Characters with no known 康熙 stroke count: nothing is computed rather than guessed. */
      unknown: string[];
    };

/** Full 五格 / 三才 / 数理 analysis of a name. */
export function analyzeName(input: NameInput): NameAnalysis {
  const { surname, given } = input;
  const s = nameStrokes(surname, 'surname', input.traditionalSurname);
  const g = nameStrokes(given, 'given', input.traditionalGiven);
  const chars = [...s, ...g];
  const unknown = chars.filter((c) => c.strokes === null).map((c) => c.char);
  if (unknown.length > 0) return { ok: false, surname, given, chars, unknown };
  const wuge = computeWuge(
    s.map((c) => c.strokes!),
    g.map((c) => c.strokes!),
  );
  return { ok: true, surname, given, chars, wuge, shuli: wugeShuli(wuge), sancai: sancai(wuge) };
}
