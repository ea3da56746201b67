import { describe, expect, it } from 'vitest';
import { parseChineseDate } from './parse';
import type { ChineseDate, ParseResult } from './types';

function one(text: string, opts = {}): ChineseDate {
  const r = parseChineseDate(text, opts);
  if (!r.ok) throw new Error(`${text}: ${r.reason}`);
  expect(r.dates).toHaveLength(1);
  return r.dates[0];
}

function refused(text: string, opts = {}): Extract<ParseResult, { ok: false }> {
  const r = parseChineseDate(text, opts);
  if (r.ok) throw new Error(`${text} was accepted: ${JSON.stringify(r.dates)}`);
  return r;
}

describe('parseChineseDate — the brief’s examples', () => {
  it('乾隆三年戊午三月初五日辰时 (domain.md §3 example)', () => {
    expect(one('乾隆三年戊午三月初五日辰时')).toEqual({
      original: '乾隆三年戊午三月初五日辰时', calendar: 'lunar', precision: 'hour',
      era: { dynasty: '清', reign: '乾隆', year: 3, firstYear: 1736, lastYear: 1795 },
      ganzhiYear: '戊午', lunarYear: 1738, month: 3, leapMonth: false, day: 5, shichen: 4,
      gregorian: { year: 1738, month: 4, day: 23 }, gregorianISO: '1738-04-23',
    });
  });

  it('民国二十六年腊月廿三: a 12th-month date falls in the next Gregorian year', () => {
    const d = one('民国二十六年腊月廿三');
    expect(d).toMatchObject({ lunarYear: 1937, ganzhiYear: '丁丑', month: 12, day: 23, gregorianISO: '1938-01-24', calendar: 'lunar' });
    expect(d.era).toMatchObject({ reign: '民国', year: 26 });
  });

  it('1938年农历正月初一 is 春节 1938', () => {
    expect(one('1938年农历正月初一')).toMatchObject({ calendar: 'lunar', lunarYear: 1938, month: 1, day: 1, gregorianISO: '1938-01-31' });
  });

  it('光绪间 has era precision and is approximate', () => {
    expect(one('光绪间')).toEqual({
      original: '光绪间', calendar: 'lunar', precision: 'era', approximate: true,
      era: { dynasty: '清', reign: '光绪', firstYear: 1875, lastYear: 1908 },
    });
  });

  it('公元1911年10月10日 is Gregorian, with its lunar reading', () => {
    expect(one('公元1911年10月10日')).toMatchObject({
      calendar: 'gregorian', precision: 'day', gregorianISO: '1911-10-10',
      lunarYear: 1911, ganzhiYear: '辛亥', month: 8, day: 19, leapMonth: false,
    });
  });

  it('光绪十年闰五月初三 is in the leap 5th month of 1884', () => {
    expect(one('光绪十年闰五月初三')).toMatchObject({ lunarYear: 1884, month: 5, leapMonth: true, day: 3, gregorianISO: '1884-06-25' });
    expect(one('光绪十年五月初三').gregorianISO).toBe('1884-05-27');
  });
});

describe('parseChineseDate — forms people write', () => {
  it('reads Traditional characters like Simplified', () => {
    expect(one('光緒十年閏五月初三').gregorianISO).toBe('1884-06-25');
    expect(one('民國二十六年臘月廿三').gregorianISO).toBe('1938-01-24');
    expect(one('大清乾隆三年戊午三月初五日辰時').gregorianISO).toBe('1738-04-23');
  });

  it('reads 元年, 正月, 冬月, 腊月, 初十, 廿, 卅, Arabic numerals', () => {
    expect(one('乾隆元年正月初一')).toMatchObject({ lunarYear: 1736, month: 1, day: 1, era: { year: 1 } });
    expect(one('乾隆三年冬月十五').month).toBe(11);
    expect(one('乾隆三年3月初10').day).toBe(10);
    expect(one('光绪廿六年七月廿一')).toMatchObject({ lunarYear: 1900, day: 21 });
    expect(one('民国26年4月卅日')).toMatchObject({ lunarYear: 1937, month: 4, day: 30 });
    expect(one('一九三八年农历正月初一').gregorianISO).toBe('1938-01-31');
    expect(one('二〇二三年农历闰二月初一').gregorianISO).toBe('2023-03-22');
  });

  it('reads 朔, 望 and 晦 (last day of the month)', () => {
    expect(one('乾隆三年三月朔').day).toBe(1);
    expect(one('乾隆三年三月望').day).toBe(15);
    expect(one('乾隆三年四月晦').day).toBe(29); // 4th month of 1738 has 29 days
  });

  it('reads the 时辰 with 初/正', () => {
    expect(one('乾隆三年三月初五日子正').shichen).toBe(0);
    expect(one('乾隆三年三月初五丑初').shichen).toBe(1);
    expect(one('乾隆三年三月初五日亥时')).toMatchObject({ shichen: 11, precision: 'hour' });
    expect(one('乾隆三年三月初五日子时').notes).toEqual(['子时始于前一日23时']);
  });

  it('sets precision month / year / era / unknown', () => {
    expect(one('乾隆三年三月')).toMatchObject({ precision: 'month', month: 3 });
    expect(one('乾隆三年').precision).toBe('year');
    expect(one('1938年').precision).toBe('year');
    expect(one('1938年10月')).toMatchObject({ precision: 'month', calendar: 'gregorian', gregorian: { year: 1938, month: 10 } });
    expect(one('清末')).toMatchObject({ precision: 'era', approximate: true, era: { dynasty: '清', firstYear: 1616 } });
    expect(one('乾隆年间').precision).toBe('era');
    expect(one('生卒不详').precision).toBe('unknown');
    expect(one('失考')).toEqual({ original: '失考', calendar: 'lunar', precision: 'unknown' });
  });

  it('marks 约 and 左右 as approximate', () => {
    expect(one('约光绪三十年')).toMatchObject({ approximate: true, lunarYear: 1904 });
    expect(one('1938年左右')).toMatchObject({ approximate: true, precision: 'year' });
  });

  it('strips 生于 / 卒 around the date', () => {
    expect(one('生于乾隆三年三月初五日').gregorianISO).toBe('1738-04-23');
    expect(one('乾隆三年三月初五日辰时生').shichen).toBe(4);
  });

  it('reads dynasty prefixes and the full name of the Republic', () => {
    expect(one('中華民國三十八年').lunarYear).toBe(1949);
    expect(one('明萬曆四十八年正月初一').era).toMatchObject({ dynasty: '明', reign: '万历', year: 48 });
    const r = parseChineseDate('元至元三年'); // 元 as dynasty prefix; both 至元 are 元 eras
    expect(r.ok && r.dates.map((d) => d.lunarYear)).toEqual([1266, 1337]);
  });

  it('reads ISO-style western dates', () => {
    expect(one('1911-10-10').gregorianISO).toBe('1911-10-10');
    expect(one('1911/10/10').lunarYear).toBe(1911);
  });

  it('reads an era year named only by its 干支 (乾隆戊午年)', () => {
    expect(one('乾隆戊午年').era?.year).toBe(3);
    const r = parseChineseDate('康熙壬寅年'); // 康熙 has 61 years: 壬寅 is both 元年 and 六十一年
    expect(r.ok && r.dates.map((d) => d.lunarYear)).toEqual([1662, 1722]);
  });

  it('reads 民国 month/day as lunar unless told otherwise, and says so', () => {
    const d = one('民国二十六年七月七日');
    expect(d).toMatchObject({ calendar: 'lunar', gregorianISO: '1937-08-12', notes: ['民国纪年未注明历法，按农历解读'] });
    expect(one('民国二十六年公历七月七日')).toMatchObject({ calendar: 'gregorian', gregorianISO: '1937-07-07' });
    expect(one('民国二十六年七月七日', { republicMonthDays: 'gregorian' }).gregorianISO).toBe('1937-07-07');
    expect(one('民国六十年').lunarYear).toBe(1971);
  });
});

describe('parseChineseDate — ambiguity', () => {
  it('returns every era of an ambiguous name', () => {
    const r = parseChineseDate('至元三年');
    expect(r.ok && r.dates.map((d) => [d.era?.note, d.lunarYear])).toEqual([['世祖', 1266], ['顺帝', 1337]]);
    const t = parseChineseDate('唐上元二年');
    expect(t.ok && t.dates.map((d) => d.lunarYear)).toEqual([675, 761]);
  });

  it('uses the 干支 to pick among ambiguous eras', () => {
    const r = parseChineseDate('至元三年丁丑');
    expect(r.ok && r.dates.map((d) => d.lunarYear)).toEqual([1337]);
  });

  it('resolves a bare 干支 year only inside a given window', () => {
    expect(refused('戊午年三月初五').code).toBe('ganzhi-only');
    const r = parseChineseDate('戊午年三月初五', { ganzhiYearWindow: { from: 1700, to: 1800 } });
    expect(r.ok && r.dates.map((d) => d.gregorianISO)).toEqual(['1738-04-23', '1798-04-20']);
  });
});

describe('parseChineseDate — refusals with a reason', () => {
  it('refuses day 30 of a 29-day lunar month', () => {
    expect(refused('乾隆三年四月三十')).toEqual({ ok: false, code: 'invalid-day', reason: '乾隆三年四月只有二十九天，没有三十' });
  });

  it('refuses a leap month the year did not have', () => {
    expect(refused('光绪十一年闰五月初一')).toMatchObject({ code: 'invalid-leap-month', reason: '光绪十一年（1885年）没有闰月，因此没有闰五月' });
    expect(refused('光绪十年闰四月初一').reason).toBe('光绪十年（1884年）的闰月是闰五月，没有闰四月');
  });

  it('refuses an era year beyond the era’s end', () => {
    expect(refused('乾隆七十年')).toEqual({ ok: false, code: 'era-year-out-of-range', reason: '乾隆只有六十年（1736–1795），没有七十年' });
    expect(refused('宣统四年').reason).toBe('宣统只有三年（1909–1911），没有四年');
  });

  it('refuses Feb 30 and other impossible Gregorian dates', () => {
    expect(refused('1911年2月30日')).toEqual({ ok: false, code: 'invalid-gregorian-date', reason: '公历1911年2月只有28天，没有30日' });
    expect(refused('9'.repeat(40))).toEqual({ ok: false, code: 'out-of-range', reason: '年份超过公元9999年，超出可换算的范围' });
    expect(refused('10000年')).toMatchObject({ code: 'out-of-range' });
    expect(refused('2023-02-29').reason).toBe('公历2023年2月只有28天，没有29日');
    expect(refused('1582年10月10日').reason).toContain('不存在');
  });

  it('refuses a 干支 that contradicts the era year, or flags it on request', () => {
    expect(refused('乾隆三年甲子')).toEqual({ ok: false, code: 'ganzhi-mismatch', reason: '乾隆三年（1738年）是戊午年，不是甲子年' });
    const d = one('乾隆三年甲子三月初五', { onGanzhiMismatch: 'flag' });
    expect(d.ganzhiYear).toBe('戊午');
    expect(d.notes).toEqual(['干支不符：乾隆三年（1738年）是戊午年，不是甲子年']);
  });

  it('refuses lunar-only words with an explicit Gregorian calendar', () => {
    expect(refused('公历1938年腊月初一').code).toBe('invalid-gregorian-date');
  });

  it('refuses empty and unreadable text', () => {
    expect(refused('  ').code).toBe('empty');
    expect(refused('某年某月').code).toBe('unknown-era');
    expect(refused('乾隆三年三月初五日辰时三刻').code).toBe('unrecognized');
    expect(refused('农历十三月').code).not.toBe(undefined);
  });
});
