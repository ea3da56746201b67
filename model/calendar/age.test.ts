import { describe, expect, it } from 'vitest';
import { ageAtDeathWord, formatAgeAtDeath, traditionalAge } from './age';
import { parseChineseDate } from './parse';
import type { ChineseDate } from './types';

const p = (text: string): ChineseDate => {
  const r = parseChineseDate(text);
  if (!r.ok) throw new Error(r.reason);
  return r.dates[0];
};

describe('traditional age (虚岁, domain.md §3)', () => {
  it('counts lunar years inclusively', () => {
    // domain.md §1.4 template: born 乾隆三年, died 嘉庆十年 → 享寿六十八
    expect(traditionalAge(p('乾隆三年三月初五'), p('嘉庆十年八月十二日'))).toEqual({ age: 68, approximate: false });
    expect(traditionalAge(p('乾隆三年三月初五'), p('乾隆三年腊月廿九'))?.age).toBe(1);
  });

  it('follows the lunar year, not the Gregorian one', () => {
    // 1938-01-30 is still 丁丑 (1937); 1938-01-31 is 戊寅正月初一.
    const born = p('1938-01-30');
    expect(traditionalAge(born, p('1938-01-31'))?.age).toBe(2);
    expect(traditionalAge(born, p('1938-01-30'))?.age).toBe(1);
  });

  it('is approximate for Gregorian year-only dates and unknown for era-level ones', () => {
    expect(traditionalAge(p('1932年'), p('2008年'))).toEqual({ age: 77, approximate: true });
    expect(traditionalAge(p('光绪间'), p('1938年'))).toBeUndefined();
  });
});

describe('享年 / 享寿', () => {
  it('uses 享寿 from 60 on', () => {
    expect(ageAtDeathWord(59)).toBe('享年');
    expect(ageAtDeathWord(60)).toBe('享寿');
    expect(formatAgeAtDeath(68)).toBe('享寿六十八');
    expect(formatAgeAtDeath(45)).toBe('享年四十五');
    expect(formatAgeAtDeath(77, { style: 'modern' })).toBe('享年77岁');
    expect(formatAgeAtDeath(70, { threshold: 70 })).toBe('享寿七十');
  });
});
