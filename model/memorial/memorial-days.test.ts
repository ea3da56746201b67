import { describe, expect, it } from 'vitest';
import { fromGregorian, fromLunar } from '../calendar/chinese-date';
import { upcomingMemorialDays } from './memorial-days';

const brief = (days: ReturnType<typeof upcomingMemorialDays>) => days.map((d) => [d.date, d.name, d.inDays]);

describe('upcomingMemorialDays', () => {
  it('a recent death (2026-11-01, 农历九月廿三): the sevens, 百日, 周年, the 诞辰 and the festivals', () => {
    // 陈德华: born 农历1930年三月初五, died 2026-11-01 (丙午年九月廿三); today 2026-11-22
    const days = upcomingMemorialDays({ birth: fromLunar(1930, 3, 5), death: fromGregorian('2026-11-01') }, '2026-11-22', { limit: 20 });
    expect(brief(days)).toEqual([
      ['2026-11-28', '四七', 6], // day of death = day 1: 头七 11-07, 二七 11-14, 三七 11-21 are past
      ['2026-12-05', '五七', 13],
      ['2026-12-12', '六七', 20],
      ['2026-12-19', '七七', 27],
      ['2026-12-22', '冬至', 30],
      ['2027-02-05', '除夕', 75], // 丙午年十二月 has 29 days
      ['2027-02-08', '百日', 78],
      ['2027-04-05', '清明', 134],
      ['2027-04-11', '诞辰', 140], // 丁未年三月初五
      ['2027-08-16', '中元', 267], // 七月十五
      ['2027-10-22', '周年', 334], // 丁未年九月廿三
      ['2027-10-29', '寒衣节', 341], // 十月初一
    ]);
    expect(days.find((d) => d.name === '诞辰')).toMatchObject({ years: 97, lunar: '丁未年三月初五' });
  });

  it('an old death on a lunar date: the next 忌日 in the Gregorian calendar', () => {
    const days = upcomingMemorialDays({ birth: fromLunar(1920, 12, 20), death: fromLunar(1990, 11, 2) }, '2026-11-22');
    expect(brief(days)).toEqual([
      ['2026-12-10', '忌日', 18], // 丙午年十一月初二
      ['2026-12-22', '冬至', 30],
      ['2027-01-27', '诞辰', 66], // 丙午年腊月二十
      ['2027-02-05', '除夕', 75],
      ['2027-04-05', '清明', 134],
      ['2027-08-16', '中元', 267],
      ['2027-10-29', '寒衣节', 341],
    ]);
    expect(days[0].years).toBe(36);
  });

  it('limit and festivals off; unknown dates give nothing personal', () => {
    expect(upcomingMemorialDays({}, '2026-11-22', { festivals: false })).toEqual([]);
    expect(upcomingMemorialDays({}, '2026-11-22', { limit: 2 }).map((d) => d.name)).toEqual(['冬至', '除夕']);
    expect(upcomingMemorialDays({ death: null, birth: null }, '2026-12-22', { limit: 1 })[0]).toMatchObject({ name: '冬至', inDays: 0 });
  });
});
