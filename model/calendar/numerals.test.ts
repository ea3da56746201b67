import { describe, expect, it } from 'vitest';
import { numeralValue } from './numerals';
import { chineseDigits, chineseNumber, eraYearName, ganzhiIndex, ganzhiName, ganzhiOfYear, lunarDayName, lunarMonthName } from './names';

describe('numeralValue', () => {
  it('reads the numbers dates use', () => {
    const cases: [string, number][] = [
      ['26', 26], ['三', 3], ['十', 10], ['十五', 15], ['二十', 20], ['二十六', 26], ['廿', 20], ['廿六', 26],
      ['卅', 30], ['三十', 30], ['六十一', 61], ['一百', 100], ['一千九百三十八', 1938], ['一千九百零八', 1908],
      ['一九三八', 1938], ['二〇二三', 2023], ['两', 2],
    ];
    for (const [text, value] of cases) expect([text, numeralValue(text)]).toEqual([text, value]);
  });

  it('rejects malformed numbers', () => {
    for (const text of ['', '十十', '廿十', '卅一二', '三百十百', '年', '两三']) expect([text, numeralValue(text)]).toEqual([text, NaN]);
  });
});

describe('names', () => {
  it('writes numbers, era years, months and days', () => {
    expect([1, 10, 11, 20, 26, 60, 100, 1908].map(chineseNumber)).toEqual(['一', '十', '十一', '二十', '二十六', '六十', '一百', '一千九百零八']);
    expect(chineseDigits(1985)).toBe('一九八五');
    expect([eraYearName(1), eraYearName(3)]).toEqual(['元', '三']);
    expect([lunarMonthName(1), lunarMonthName(11), lunarMonthName(12, false, true), lunarMonthName(2, true)]).toEqual(['正月', '十一月', '腊月', '闰二月']);
    expect([1, 10, 11, 20, 21, 30].map(lunarDayName)).toEqual(['初一', '初十', '十一', '二十', '廿一', '三十']);
  });

  it('knows the 60-cycle', () => {
    expect(ganzhiName(0)).toBe('甲子');
    expect(ganzhiName(54)).toBe('戊午');
    expect(ganzhiIndex('戊午')).toBe(54);
    expect(ganzhiIndex('甲丑')).toBe(-1);
    expect(ganzhiOfYear(1984)).toBe('甲子');
    expect(ganzhiOfYear(1738)).toBe('戊午');
    expect(ganzhiOfYear(-1)).toBe('庚申'); // 1 BCE
  });
});
