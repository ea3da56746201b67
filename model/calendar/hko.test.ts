import { describe, expect, it } from 'vitest';
import { almanacDay } from './almanac';
import { parseIso } from './chinese-date';
import { DAY_GANZHI_ANCHOR, DAY_GANZHI_CHECK, HKO_SAMPLE, HKO_YEAR_GANZHI } from './hko-sample';
import { toJdn } from './lunar-table';
import { ganzhiIndex, ganzhiName } from './names';

const jdnOf = (iso: string) => {
  const d = parseIso(iso);
  return toJdn(d.year, d.month, d.day);
};

describe('almanac against the Hong Kong Observatory tables (hko-sample.ts)', () => {
  it('has a sample spread over 1901–2100 with leap months and 春节 days', () => {
    expect(HKO_SAMPLE.length).toBeGreaterThanOrEqual(20);
    const years = HKO_SAMPLE.map((r) => Number(r.date.slice(0, 4)));
    expect(Math.min(...years)).toBe(1901);
    expect(Math.max(...years)).toBe(2100);
    expect(HKO_SAMPLE.filter((r) => r.leap).map((r) => r.date)).toEqual(['1949-08-24', '2020-05-23', '2023-03-22', '2025-07-25', '2033-12-22']);
  });

  for (const row of HKO_SAMPLE) {
    it(`${row.date}: lunar ${row.leap ? '闰' : ''}${row.lunarMonth}/${row.lunarDay}${row.term ? `, ${row.term}` : ''} (${row.source})`, () => {
      const page = almanacDay(row.date);
      expect([page.lunar.month, page.lunar.leapMonth, page.lunar.day]).toEqual([row.lunarMonth, row.leap, row.lunarDay]);
      if (row.term) expect([page.solarTerm.isTermDay, page.solarTerm.current]).toEqual([true, row.term]);
      else expect(page.solarTerm.isTermDay).toBe(false);
      const expectedDay = ganzhiName(ganzhiIndex(DAY_GANZHI_ANCHOR.ganzhi) + jdnOf(row.date) - jdnOf(DAY_GANZHI_ANCHOR.date));
      expect(page.ganzhi.day).toBe(expectedDay);
      if (row.lunarMonth === 1 && row.lunarDay === 1) expect(page.festivals.lunar).toContain('春节');
    });
  }

  it('names the lunar year as the HKO page titles do', () => {
    for (const [year, ganzhi] of Object.entries(HKO_YEAR_GANZHI)) {
      expect(almanacDay(`${year}-06-01`).ganzhi.year).toBe(ganzhi);
    }
  });

  it('knows the anchor days themselves', () => {
    expect(almanacDay(DAY_GANZHI_ANCHOR.date).ganzhi.day).toBe(DAY_GANZHI_ANCHOR.ganzhi);
    expect(almanacDay(DAY_GANZHI_CHECK.date).ganzhi.day).toBe(DAY_GANZHI_CHECK.ganzhi);
  });
});
