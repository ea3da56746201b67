import { describe, expect, it } from 'vitest';
import { fromGregorian } from './chinese-date';
import { displayEra, formatModern, formatTraditional } from './format';
import { parseChineseDate } from './parse';
import type { ChineseDate } from './types';

const p = (text: string): ChineseDate => {
  const r = parseChineseDate(text);
  if (!r.ok) throw new Error(r.reason);
  return r.dates[0];
};

describe('formatTraditional', () => {
  it('prints era + 干支 + month/day + 时辰 (domain.md §1.4)', () => {
    expect(formatTraditional(p('乾隆三年戊午三月初五日辰时'))).toBe('清乾隆三年戊午三月初五日辰时');
    expect(formatTraditional(p('光绪十年闰五月初三'))).toBe('清光绪十年甲申闰五月初三日');
    expect(formatTraditional(p('乾隆元年正月初一'))).toBe('清乾隆元年丙辰正月初一日');
  });

  it('prints Traditional characters on request, era names from the data', () => {
    expect(formatTraditional(p('光绪十年闰五月初三'), { script: 'traditional' })).toBe('清光緒十年甲申閏五月初三日');
    expect(formatTraditional(p('乾隆三年戊午三月初五日辰时'), { script: 'traditional' })).toBe('清乾隆三年戊午三月初五日辰時');
  });

  it('uses 冬月/腊月 on request', () => {
    expect(formatTraditional(p('民国二十六年腊月廿三'))).toBe('民国二十六年丁丑十二月廿三日');
    expect(formatTraditional(p('民国二十六年腊月廿三'), { folkMonthNames: true })).toBe('民国二十六年丁丑腊月廿三日');
  });

  it('finds the era for dates entered in the Gregorian calendar', () => {
    expect(formatTraditional(fromGregorian('1738-04-23'))).toBe('清乾隆三年戊午三月初五日');
    expect(formatTraditional(fromGregorian('1911-10-10'))).toBe('清宣统三年辛亥八月十九日');
    expect(formatTraditional(fromGregorian('1938-01-31'))).toBe('民国二十七年戊寅正月初一日');
    expect(formatTraditional(fromGregorian('1985-03-05'))).toBe('公元一九八五年乙丑正月十四日');
  });

  it('prints coarser precisions', () => {
    expect(formatTraditional(p('乾隆三年'))).toBe('清乾隆三年戊午');
    expect(formatTraditional(p('光绪间'))).toBe('清光绪年间');
    expect(formatTraditional(p('约光绪三十年'))).toBe('约清光绪三十年甲辰');
    expect(formatTraditional(p('不详'))).toBe('不详');
  });
});

describe('formatModern', () => {
  it('prints Gregorian first and the lunar date in brackets', () => {
    expect(formatModern(p('乾隆三年戊午三月初五日'))).toBe('1738年4月23日（农历戊午年三月初五）');
    expect(formatModern(p('民国二十六年腊月廿三'))).toBe('1938年1月24日（农历丁丑年十二月廿三）');
    expect(formatModern(p('2023年农历闰二月初一'))).toBe('2023年3月22日（农历癸卯年闰二月初一）');
  });

  it('prints coarser precisions', () => {
    expect(formatModern(p('乾隆三年三月'))).toBe('农历戊午年三月（清乾隆三年，1738年）');
    expect(formatModern(p('乾隆三年'))).toBe('1738年（清乾隆三年，戊午年）');
    expect(formatModern(p('1938年10月'))).toBe('1938年10月');
    expect(formatModern(p('光绪间'))).toBe('清光绪年间（1875年–1908年）');
  });
});

describe('displayEra', () => {
  it('prefers the new era in a change-over year and 民国 for 1912–1949', () => {
    expect(displayEra(1644)).toMatchObject({ era: { reign: '顺治' }, eraYear: 1 });
    expect(displayEra(1912)).toMatchObject({ era: { reign: '民国' }, eraYear: 1 });
    expect(displayEra(1950)).toBeUndefined();
  });
});
