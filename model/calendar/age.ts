/**
 * Traditional age (虚岁) and the wording of the age at death. domain.md §3: 虚岁 = death lunar year −
 * birth lunar year + 1; 享年 below 60 and 享寿 from 60 on (one convention among several [S33]; the
 * threshold is an option).
 */
import { chineseNumber } from './names';
import type { ChineseDate } from './types';

/** Lunar year of a date; for a Gregorian date known only to the year, that year, marked approximate. */
export function lunarYearOf(d: ChineseDate): { year: number; approximate: boolean } | undefined {
  if (d.lunarYear !== undefined) return { year: d.lunarYear, approximate: d.approximate === true };
  if (d.gregorian) return { year: d.gregorian.year, approximate: true };
  return undefined;
}

/**
 * 虚岁 at `at` of someone born `birth`: 1 in the lunar year of birth, +1 at every 正月初一. Undefined when
 * either year is unknown (era-level or unknown precision). `approximate` when a year had to be guessed
 * from a Gregorian year (a Gregorian year straddles two lunar years) or a date is marked approximate.
 */
export function traditionalAge(birth: ChineseDate, at: ChineseDate): { age: number; approximate: boolean } | undefined {
  const b = lunarYearOf(birth);
  const a = lunarYearOf(at);
  if (!b || !a) return undefined;
  const astro = (y: number) => (y < 0 ? y + 1 : y);
  return { age: astro(a.year) - astro(b.year) + 1, approximate: b.approximate || a.approximate };
}

/** 享年 (age < threshold) or 享寿 (age ≥ threshold, default 60). */
export function ageAtDeathWord(age: number, threshold = 60): '享年' | '享寿' {
  return age >= threshold ? '享寿' : '享年';
}

/**
 * 享寿六十八 (traditional: 享年/享寿 by the threshold, Chinese numerals) or 享年77岁 (modern print always
 * says 享年, domain.md §1.6). An approximate age gets 约.
 */
export function formatAgeAtDeath(
  age: number,
  opts: { style?: 'traditional' | 'modern'; threshold?: number; approximate?: boolean } = {},
): string {
  const approx = opts.approximate ? '约' : '';
  if (opts.style === 'modern') return `享年${approx}${age}岁`;
  return `${ageAtDeathWord(age, opts.threshold)}${approx}${chineseNumber(age)}`;
}
