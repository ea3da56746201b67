/**
 * 康熙 stroke counts for 姓名学 (domain.md §6): simplified → traditional with OpenCC ("t" = OpenCC's
 * standard traditional, which keeps 康熙-style forms such as 劉 啓 爲), then a table lookup; the numerals
 * 一…十 count as their value.
 */
import * as OpenCC from 'opencc-js/cn2t';
import { KANGXI_COUNTS, KANGXI_COUNT_OFFSET, KANGXI_RANGES } from './kangxi-strokes.generated';

let starts: Int32Array | null = null;
let offsets: Int32Array | null = null;

function buildIndex(): void {
  const n = KANGXI_RANGES.length / 2;
  starts = new Int32Array(n);
  offsets = new Int32Array(n);
  let off = 0;
  for (let i = 0; i < n; i++) {
    starts[i] = KANGXI_RANGES[2 * i];
    offsets[i] = off;
    off += KANGXI_RANGES[2 * i + 1];
  }
}

/**
 * Raw 康熙 table lookup for one character exactly as given (after Unicode NFC, which folds CJK
 * compatibility ideographs into their unified form). No conversion, no numeral rule.
 * Returns undefined when the table has no entry or `ch` is not exactly one character.
 */
export function kangxiStrokes(ch: string): number | undefined {
  const c = ch.normalize('NFC');
  const cp = c.codePointAt(0);
  if (cp === undefined || c.length !== (cp > 0xffff ? 2 : 1)) return undefined;
  if (!starts) buildIndex();
  const s = starts!;
  let lo = 0;
  let hi = s.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (s[mid] <= cp) lo = mid + 1;
    else hi = mid - 1;
  }
  if (hi < 0) return undefined;
  const k = cp - s[hi];
  if (k >= KANGXI_RANGES[2 * hi + 1]) return undefined;
  return KANGXI_COUNTS.charCodeAt(offsets![hi] + k) - KANGXI_COUNT_OFFSET;
}

/** 姓名学 numeral rule (domain.md §6 [S51]): 一…十 count as their value, not their strokes. */
export const NUMERAL_VALUES: Readonly<Record<string, number>> = {
  一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
};

/**
 * Characters that OpenCC would convert but that, as name characters, are usually themselves:
 * 范 (surname, not 範), 于 (not 於), 余 (not 餘), 后 (not 後), 干 (not 幹), 郁 (not 鬱), 咸 (not 鹹),
 * 党 (not 黨), 游 (not 遊), 涂 (not 塗), 岳 (not 嶽), 里 (not 裏), 谷 (not 穀). Checked against
 * OpenCC's output for the 504 百家姓 surnames. Pass `traditional` explicitly when a name means otherwise.
 */
export const KEEP_IN_NAMES: ReadonlySet<string> = new Set('范于余后干郁咸党游涂岳里谷');

/** Whole-surname overrides, checked before KEEP_IN_NAMES (OpenCC gives 段幹; 穀梁 is the 复姓 of 穀梁赤). */
const SURNAME_TRADITIONAL: Readonly<Record<string, string>> = { 段干: '段干', 谷梁: '穀梁' };

let converter: ((s: string) => string) | null = null;
function opencc(s: string): string {
  if (!converter) converter = OpenCC.Converter({ from: 'cn', to: 't' });
  return converter(s);
}

/**
 * Simplified → traditional for a surname or a given name. Converts the whole string (so OpenCC can use
 * its phrase table), then restores the characters of KEEP_IN_NAMES. Traditional input passes through.
 */
export function toTraditional(text: string, role: 'surname' | 'given'): string {
  if (role === 'surname' && SURNAME_TRADITIONAL[text]) return SURNAME_TRADITIONAL[text];
  const src = [...text];
  const out = [...opencc(text)];
  if (out.length !== src.length) return out.join('');
  return out.map((c, i) => (KEEP_IN_NAMES.has(src[i]) ? src[i] : c)).join('');
}

export type StrokeSource = 'numeral' | 'kangxi' | 'unknown';

export interface CharStrokes {
  /** The character as given. */
  char: string;
  /** The form that was counted (traditional; equal to `char` for numerals). */
  traditional: string;
  /** 姓名学 strokes, or null when unknown (never guessed). */
  strokes: number | null;
  source: StrokeSource;
}

/**
 * Stroke counts of each character of a surname or given name.
 * @param traditional optional traditional spelling to count instead of converting (same length).
 */
export function nameStrokes(text: string, role: 'surname' | 'given', traditional?: string): CharStrokes[] {
  const chars = [...text];
  const trad = [...(traditional ?? toTraditional(text, role))];
  if (trad.length !== chars.length) {
    throw new RangeError(`traditional form "${traditional}" does not match "${text}" character for character`);
  }
  return chars.map((char, i) => {
    const numeral = NUMERAL_VALUES[char] ?? NUMERAL_VALUES[trad[i]];
    if (numeral !== undefined) return { char, traditional: trad[i], strokes: numeral, source: 'numeral' };
    const k = kangxiStrokes(trad[i]);
    return k === undefined
      ? { char, traditional: trad[i], strokes: null, source: 'unknown' }
      : { char, traditional: trad[i], strokes: k, source: 'kangxi' };
  });
}

/** Stroke count of one name character (given-name rules); null when unknown. */
export function charStrokes(ch: string): number | null {
  return nameStrokes(ch, 'given')[0]?.strokes ?? null;
}
