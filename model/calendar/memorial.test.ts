import { describe, expect, it } from 'vitest';
import { memorialFestivals, mourningDays, nextMemorialDays } from './memorial';
import { parseChineseDate } from './parse';
import type { ChineseDate } from './types';

const p = (text: string): ChineseDate => {
  const r = parseChineseDate(text);
  if (!r.ok) throw new Error(r.reason);
  return r.dates[0];
};
const pick = (days: { date: string; name: string; note?: string }[]) => days.map((d) => [d.name, d.date, d.note]);

describe('memorialFestivals', () => {
  it('lists 除夕, 清明, 中元, 寒衣节, 冬至 of 2025 (dates checked against HKO, hko-sample.ts)', () => {
    expect(memorialFestivals(2025).map((d) => [d.name, d.date, d.lunar])).toEqual([
      ['除夕', '2025-01-28', '甲辰年十二月廿九'],
      ['清明', '2025-04-04', '乙巳年三月初七'],
      ['中元', '2025-09-06', '乙巳年七月十五'],
      ['寒衣节', '2025-11-20', '乙巳年十月初一'],
      ['冬至', '2025-12-21', '乙巳年十一月初二'],
    ]);
  });

  it('takes 冬至 of this December even in a year with 闰十一月, and 除夕 as the eve of 春节', () => {
    const y2033 = memorialFestivals(2033);
    expect(y2033.find((d) => d.name === '冬至')?.date).toBe('2033-12-21');
    expect(memorialFestivals(2034)[0]).toMatchObject({ name: '除夕', date: '2034-02-18', lunar: '癸丑年十二月三十' });
  });

  it('moves 中元 to 七月十四 on request', () => {
    expect(memorialFestivals(2025, { zhongyuanDay: 14 }).find((d) => d.name === '中元')?.date).toBe('2025-09-05');
  });
});

describe('mourningDays', () => {
  it('counts 头七…七七 and 百日 with the day of death as day 1', () => {
    const days = mourningDays(p('2025-01-29'));
    expect(days.map((d) => d.name)).toEqual(['头七', '二七', '三七', '四七', '五七', '六七', '七七', '百日', '周年', '三周年']);
    expect(pick(days).slice(0, 1)).toEqual([['头七', '2025-02-04', undefined]]);
    expect(days[6].date).toBe('2025-03-18');
    expect(days[7].date).toBe('2025-05-08');
    expect(mourningDays(p('2025-01-29'), { sevenCountFrom: 'next-day' })[0].date).toBe('2025-02-05');
  });

  it('puts 周年 and 三周年 on the lunar date', () => {
    const days = mourningDays(p('2025-01-29')); // 乙巳年正月初一
    expect(days.slice(8).map((d) => [d.name, d.date, d.years])).toEqual([['周年', '2026-02-17', 1], ['三周年', '2028-01-26', 3]]);
  });

  it('is empty for a death not known to the day', () => {
    expect(mourningDays(p('光绪间'))).toEqual([]);
    expect(mourningDays(p('1938年'))).toEqual([]);
  });
});

describe('anniversaries (domain.md §4 rules)', () => {
  it('keeps a leap-month death on the same day of the normal month', () => {
    // Died 2020-05-23 = 庚子年闰四月初一 (HKO). 2021 has no 闰四月: 四月初一 = 2021-05-12 (HKO).
    const days = mourningDays(p('2020-05-23'));
    expect(days.find((d) => d.name === '周年')).toMatchObject({ date: '2021-05-12', note: '原为闰四月，按四月' });
  });

  it('moves day 30 to day 29 in a year whose month has 29 days', () => {
    // Died 2023-03-21 = 癸卯年二月三十 (HKO). 2024 二月 has 30 days (二月三十 = 2024-04-08);
    // 2025 二月 has 29 (2025-02-28 … 03-28, HKO), so the 忌日 is 二月廿九 = 2025-03-28.
    const death = p('2023-03-21');
    expect(death).toMatchObject({ month: 2, day: 30, leapMonth: false });
    const next = nextMemorialDays({ death }, '2024-01-01', { days: 800, includeFestivals: false });
    expect(next.filter((d) => d.kind !== 'seventh' && d.kind !== 'hundred-days').map((d) => [d.name, d.date, d.note])).toEqual([
      ['周年', '2024-04-08', undefined],
      ['忌日', '2025-03-28', '该年二月只有29天，改在廿九'],
    ]);
  });

  it('can follow the Gregorian date instead, with 2月29日 → 28日', () => {
    const death = p('2024-02-29');
    const next = nextMemorialDays({ death }, '2025-01-01', { basis: 'gregorian', includeFestivals: false });
    expect(pick(next)).toEqual([['周年', '2025-02-28', '2025年2月只有28天，改在28日']]);
  });
});

describe('nextMemorialDays', () => {
  it('returns the upcoming days sorted, with names, lunar dates and year counts', () => {
    const person = { birth: p('1938年农历正月初一'), death: p('2023年农历闰二月初十') };
    const days = nextMemorialDays(person, '2025-01-01');
    expect(days.map((d) => [d.date, d.name, d.years])).toEqual([
      ['2025-01-28', '除夕', undefined],
      ['2025-01-29', '诞辰', 87],
      ['2025-03-09', '忌日', 2],
      ['2025-04-04', '清明', undefined],
      ['2025-09-06', '中元', undefined],
      ['2025-11-20', '寒衣节', undefined],
      ['2025-12-21', '冬至', undefined],
    ]);
    expect(days[2].note).toBe('原为闰二月，按二月');
    expect(days.every((d, i) => i === 0 || days[i - 1].date <= d.date)).toBe(true);
  });

  it('shows the mourning countdown right after a death', () => {
    const days = nextMemorialDays({ death: p('2025-01-29') }, '2025-02-01', { days: 60, includeFestivals: false });
    expect(days.map((d) => d.name)).toEqual(['头七', '二七', '三七', '四七', '五七', '六七', '七七']);
  });
});
