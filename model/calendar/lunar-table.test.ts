import { describe, expect, it } from 'vitest';
import { LunarDay, SolarDay } from 'tyme4ts';
import { fromJdn, isValidWestern, jdnToLunar, lunarToJdn, lunarToWestern, lunarYearInfo, toJdn, westernToLunar } from './lunar-table';

describe('JDN arithmetic', () => {
  it('matches known day numbers on both sides of the 1582 calendar reform', () => {
    expect(toJdn(2000, 1, 1)).toBe(2451545);
    expect(toJdn(1582, 10, 15)).toBe(2299161);
    expect(toJdn(1582, 10, 4)).toBe(2299160); // Julian: the day before the reform
    expect(fromJdn(2299160)).toEqual({ year: 1582, month: 10, day: 4 });
    expect(fromJdn(2451545)).toEqual({ year: 2000, month: 1, day: 1 });
  });

  it('rejects dates that do not exist', () => {
    expect(isValidWestern(2023, 2, 29)).toBe(false);
    expect(isValidWestern(2024, 2, 29)).toBe(true);
    expect(isValidWestern(1911, 2, 30)).toBe(false);
    expect(isValidWestern(1582, 10, 10)).toBe(false);
    expect(isValidWestern(1500, 2, 29)).toBe(true); // Julian leap year
  });
});

describe('lunar tables against tyme4ts', () => {
  it('agree with tyme4ts on sampled days from 1000 to 2200', () => {
    for (let jdn = toJdn(1000, 1, 15); jdn < toJdn(2200, 1, 1); jdn += 997) {
      const w = fromJdn(jdn);
      const l = SolarDay.fromYmd(w.year, w.month, w.day).getLunarDay();
      const mine = jdnToLunar(jdn);
      expect([mine.year, mine.leap ? -mine.month : mine.month, mine.day]).toEqual([l.getYear(), l.getMonth(), l.getDay()]);
      const back = LunarDay.fromYmd(l.getYear(), l.getMonth(), l.getDay()).getSolarDay();
      expect(lunarToWestern(mine)).toEqual({ year: back.getYear(), month: back.getMonth(), day: back.getDay() });
    }
  });

  it('knows the domain guide examples (domain.md §3)', () => {
    expect(lunarToWestern({ year: 1738, month: 3, leap: false, day: 5 })).toEqual({ year: 1738, month: 4, day: 23 });
    expect(lunarToWestern({ year: 1738, month: 12, leap: false, day: 20 })).toEqual({ year: 1739, month: 1, day: 29 });
    expect(lunarToWestern({ year: 2023, month: 2, leap: true, day: 1 })).toEqual({ year: 2023, month: 3, day: 22 });
  });

  it('returns undefined for a missing leap month or day 30 of a short month', () => {
    expect(lunarYearInfo(2023).leapMonth).toBe(2);
    expect(lunarToJdn({ year: 2023, month: 3, leap: true, day: 1 })).toBeUndefined();
    expect(lunarToJdn({ year: 2023, month: 1, leap: false, day: 30 })).toBeUndefined(); // 正月 2023 has 29 days
    expect(lunarToJdn({ year: 2023, month: 2, leap: false, day: 30 })).toBeDefined();
  });

  it('puts 1582-10-04 and 1582-10-15 on consecutive lunar days', () => {
    const a = westernToLunar(1582, 10, 4);
    const b = westernToLunar(1582, 10, 15);
    expect(lunarToJdn(b)! - lunarToJdn(a)!).toBe(1);
  });
});
