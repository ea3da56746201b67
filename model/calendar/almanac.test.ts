import { describe, expect, it } from 'vitest';
import { almanacDay, almanacMonth } from './almanac';

describe('almanacDay', () => {
  // The values domain.md §5 verified with lunar-javascript for 2025-04-04 (清明).
  const page = almanacDay('2025-04-04');

  it('gives the calendar parts', () => {
    expect(page).toMatchObject({
      date: '2025-04-04', weekday: '星期五',
      lunar: { year: 2025, month: 3, leapMonth: false, day: 7, text: '乙巳年三月初七' },
      ganzhi: { year: '乙巳', month: '庚辰', day: '癸卯' },
      zodiac: '蛇',
      solarTerm: { current: '清明', isTermDay: true, dayOfTerm: 1, next: { name: '谷雨', date: '2025-04-20' } },
    });
  });

  it('gives the 黄历 items', () => {
    expect(page.recommends).toEqual(['嫁娶', '出行', '合帐', '冠笄', '安床', '除服', '成服', '作灶', '交易', '立券', '入殓', '移柩', '破土', '安葬']);
    expect(page.avoids).toEqual(['词讼', '开光', '开市']);
    expect(page.clash).toEqual({ zodiac: '鸡', ganzhi: '丁酉', sha: '西', text: '冲鸡(丁酉)煞西' });
    expect(page.dayStar).toEqual({ name: '勾陈', ecliptic: '黑道', luck: '凶' });
    expect(page.duty).toBe('闭');
    expect(page.gods).toEqual({ auspicious: ['官日', '要安', '五合', '鸣吠对'], inauspicious: ['月害', '天吏', '致死', '血支', '勾陈'] });
    expect(page.pengZu).toBe('癸不词讼理弱敌强 卯不穿井水泉不香');
    expect(page.fetus).toBe('房床门 房内西');
    expect(page.directions.joy).toBe('东南');
    expect(page.nayin).toBe('金箔金');
    expect(page.festivals.lunar).toContain('清明节');
  });

  it('gives twelve 时辰 with 吉/凶', () => {
    expect(page.hours.map((h) => h.name)).toEqual(['子时', '丑时', '寅时', '卯时', '辰时', '巳时', '午时', '未时', '申时', '酉时', '戌时', '亥时']);
    expect(page.hours[0]).toMatchObject({ range: '23:00–00:59', ganzhi: '壬子' });
    expect(page.hours.every((h) => h.luck === '吉' || h.luck === '凶')).toBe(true);
    expect(page.hours.filter((h) => h.luck === '吉')).toHaveLength(6); // six 黄道 hours every day
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it('separates the year 干支 at 正月初一 from the one at 立春', () => {
    // 2025-02-01: after 春节 (1-29), before 立春 (2-3).
    expect(almanacDay('2025-02-01').ganzhi).toMatchObject({ year: '乙巳', yearByLiChun: '甲辰' });
  });

  it('lists 寒衣节 and Gregorian festivals', () => {
    expect(almanacDay('2025-11-20').festivals.lunar).toContain('寒衣节'); // 乙巳年十月初一
    expect(almanacDay('2025-10-01').festivals.solar).toEqual(['国庆节']);
  });

  it('refuses impossible dates', () => {
    expect(() => almanacDay('2025-02-29')).toThrow();
  });
});

describe('almanacMonth', () => {
  it('lists every day of the month with lunar day, 节气 and festivals', () => {
    const days = almanacMonth(2025, 1);
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({ date: '2025-01-01', weekday: 3, lunarMonth: 12, lunarDay: 2, label: '初二' });
    expect(days[4]).toMatchObject({ date: '2025-01-05', solarTerm: '小寒', label: '小寒' });
    expect(days[27].festivals.lunar).toEqual(['除夕']);
    expect(days[28]).toMatchObject({ lunarMonth: 1, lunarDay: 1, label: '正月', festivals: { lunar: ['春节'], solar: [] } });
    expect(almanacMonth(2024, 2)).toHaveLength(29);
  });

  it('labels the first day of a leap month', () => {
    expect(almanacMonth(2023, 3).find((d) => d.date === '2023-03-22')).toMatchObject({ leapMonth: true, label: '闰二月' });
  });
});
