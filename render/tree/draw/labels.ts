/** Card text (pure): 世 with Chinese numerals (or the input's title, e.g. a 称谓), 行第, dates. */
import type { TreeInput } from '../types';
import { FLAG_LIVING } from '../types';

const DIGITS = '〇一二三四五六七八九';

/** 1 → 一, 10 → 十, 15 → 十五, 21 → 二十一, 105 → 一百零五. */
export function chineseNumber(n: number): string {
  if (n <= 0 || !Number.isFinite(n)) return String(n);
  if (n < 10) return DIGITS[n];
  if (n < 20) return '十' + (n % 10 ? DIGITS[n % 10] : '');
  if (n < 100) return DIGITS[Math.floor(n / 10)] + '十' + (n % 10 ? DIGITS[n % 10] : '');
  const rest = n % 100;
  return DIGITS[Math.floor(n / 100)] + '百' + (rest === 0 ? '' : rest < 10 ? '零' + DIGITS[rest] : rest < 20 ? '一' + chineseNumber(rest) : chineseNumber(rest));
}

/** A card's 世: 十二世; 上溯 ancestors above 一世: 0 → 上溯一世, −1 → 上溯二世. */
export function generationText(gen: number): string {
  return gen <= 0 ? `上溯${chineseNumber(1 - gen)}世` : chineseNumber(gen) + '世';
}

export function cardLabels(input: TreeInput, i: number, _minGeneration: number): { generation: string; rank: string; dates: string } {
  const gen = input.generation[i];
  const rank = input.ranking[i];
  const b = input.birthYear ? input.birthYear[i] : 0;
  const d = input.deathYear ? input.deathYear[i] : 0;
  const living = input.flags ? (input.flags[i] & FLAG_LIVING) !== 0 : false;
  const dates = b || d ? `${b || '?'}-${d || (living ? '' : '?')}` : '';
  // a title (称谓) already tells the order (长子, 二姐): no 行第 beside it
  if (input.titles) return { generation: input.titles(i).slice(0, 5), rank: '', dates };
  return { generation: generationText(gen), rank: rank > 0 ? '行' + chineseNumber(rank) : '', dates };
}

/** The gutter (gutter.ts): a label (two lines: 第N世 and the 字辈 character) needs this many screen px. */
export const LABEL_PX = 44;
const STEPS = [1, 2, 5];

/** Label every k-th row so labels are at least LABEL_PX apart: k in 1, 2, 5, 10, 20, 50, … */
export function labelStep(pitchPx: number): number {
  if (!(pitchPx > 0)) return Number.MAX_SAFE_INTEGER;
  for (let m = 1; m < 1e12; m *= 10) for (const s of STEPS) if (pitchPx * s * m >= LABEL_PX) return s * m;
  return Number.MAX_SAFE_INTEGER;
}

