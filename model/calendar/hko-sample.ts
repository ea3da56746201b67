/**
 * Reference sample for checking the engine against the Hong Kong Observatory (香港天文台) conversion
 * tables «公曆與農曆日期對照表» / "Gregorian-Lunar Calendar Conversion Table" (one file per year, 1901–2100,
 * https://www.hko.gov.hk/tc/gts/time/conversion1_text.htm, files T{year}c.txt / T{year}e.txt).
 *
 * HOW THE VALUES WERE OBTAINED (there is no internet here; only stored copies were available):
 * - source 'hko-page': stored copies of HKO's own English tables at
 *   https://my.weather.gov.hk/en/gts/time/calendar/text/files/T1923e.txt, T1978e.txt, T2009e.txt, read
 *   through the project's search tool. Only the first part of each page (January to about March) was
 *   available, so these rows are early-year dates. "1st Lunar month" marks day 1 of a month.
 * - source 'hko-mirror': the file src/main/resources/utils/lunar_solar_map.txt of the public repository
 *   HangboQuan/CommonUtils (commit 391f0905ef9c9da19174b1c8557f0f9b60a27435), which its README says was
 *   scraped from HKO's T{year}c.txt tables for 1901–2100 and converted to Simplified characters
 *   (one line per day: 公历日期, 农历日 or the month name on day 1 such as 闰四月, 星期, 节气). It is a
 *   third-party copy, not HKO itself; rows from the real HKO pages above agree with it where they overlap.
 * Each row was copied by hand from those texts. `lunarMonth`/`leap` come from the nearest preceding
 * month-start line of the same table, except for a 三十 that is the day before a 闰 month start
 * (2023-03-21, 2033-12-21), which belongs to the month of the same number. Nothing was computed to fill
 * this file.
 *
 * Day 干支: the HKO tables do not give them. `DAY_GANZHI_ANCHOR` comes from a stored forum post
 * (zh.wenxuecity.com/bbs/kxtw/30553.html, «儒略日與幹支的關係»): 2001-01-01, Julian Day 2451911, has
 * sexagenary number 1 (甲子), and 2000-01-01 (JD 2451545) number 55 (戊午). The 60-day cycle has run
 * unbroken, so the test derives each sample day's 干支 from the anchor by day count, independently of
 * tyme4ts. (Another stored page, a "day pillar algorithm" calculator, claims 1984-02-02 was 甲子; by the
 * anchor above and by tyme4ts it was 丙寅, so that page was not used.)
 * Year 干支: the HKO page titles (1923 Gui-hai, 1978 Wu-wu, 2009 Ji-chou, 2020 Geng-zi).
 */

export interface HkoRow {
  date: string;
  lunarMonth: number;
  leap: boolean;
  lunarDay: number;
  /** 节气 that HKO prints on this day (Simplified), if any. */
  term?: string;
  source: 'hko-page' | 'hko-mirror';
}

export const HKO_SAMPLE: readonly HkoRow[] = [
  { date: '1901-02-19', lunarMonth: 1, leap: false, lunarDay: 1, term: '雨水', source: 'hko-mirror' },
  { date: '1901-03-21', lunarMonth: 2, leap: false, lunarDay: 2, term: '春分', source: 'hko-mirror' },
  { date: '1901-04-05', lunarMonth: 2, leap: false, lunarDay: 17, term: '清明', source: 'hko-mirror' },
  { date: '1901-12-22', lunarMonth: 11, leap: false, lunarDay: 12, term: '冬至', source: 'hko-mirror' },
  { date: '1902-02-08', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '1903-01-29', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '1923-01-17', lunarMonth: 12, leap: false, lunarDay: 1, source: 'hko-page' },
  { date: '1923-02-05', lunarMonth: 12, leap: false, lunarDay: 20, term: '立春', source: 'hko-page' },
  { date: '1923-02-16', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-page' },
  { date: '1948-02-10', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '1949-01-29', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '1949-08-24', lunarMonth: 7, leap: true, lunarDay: 1, source: 'hko-mirror' },
  { date: '1949-10-01', lunarMonth: 8, leap: false, lunarDay: 10, source: 'hko-mirror' },
  { date: '1949-12-22', lunarMonth: 11, leap: false, lunarDay: 3, term: '冬至', source: 'hko-mirror' },
  { date: '1978-02-04', lunarMonth: 12, leap: false, lunarDay: 27, term: '立春', source: 'hko-page' },
  { date: '1978-02-07', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-page' },
  { date: '1978-03-06', lunarMonth: 1, leap: false, lunarDay: 28, term: '惊蛰', source: 'hko-page' },
  { date: '2009-01-26', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-page' },
  { date: '2009-02-04', lunarMonth: 1, leap: false, lunarDay: 10, term: '立春', source: 'hko-page' },
  { date: '2009-02-25', lunarMonth: 2, leap: false, lunarDay: 1, source: 'hko-page' },
  { date: '2009-03-20', lunarMonth: 2, leap: false, lunarDay: 24, term: '春分', source: 'hko-page' },
  { date: '2017-12-22', lunarMonth: 11, leap: false, lunarDay: 5, term: '冬至', source: 'hko-mirror' },
  { date: '2018-02-16', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2019-02-05', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2020-05-23', lunarMonth: 4, leap: true, lunarDay: 1, source: 'hko-mirror' },
  { date: '2020-06-21', lunarMonth: 5, leap: false, lunarDay: 1, term: '夏至', source: 'hko-mirror' },
  { date: '2021-02-12', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2022-02-01', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2023-03-21', lunarMonth: 2, leap: false, lunarDay: 30, term: '春分', source: 'hko-mirror' },
  { date: '2023-03-22', lunarMonth: 2, leap: true, lunarDay: 1, source: 'hko-mirror' },
  { date: '2023-04-20', lunarMonth: 3, leap: false, lunarDay: 1, term: '谷雨', source: 'hko-mirror' },
  { date: '2024-02-10', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2025-01-29', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2025-04-04', lunarMonth: 3, leap: false, lunarDay: 7, term: '清明', source: 'hko-mirror' },
  { date: '2025-07-25', lunarMonth: 6, leap: true, lunarDay: 1, source: 'hko-mirror' },
  { date: '2033-12-21', lunarMonth: 11, leap: false, lunarDay: 30, term: '冬至', source: 'hko-mirror' },
  { date: '2033-12-22', lunarMonth: 11, leap: true, lunarDay: 1, source: 'hko-mirror' },
  { date: '2034-02-19', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2035-02-08', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2100-02-09', lunarMonth: 1, leap: false, lunarDay: 1, source: 'hko-mirror' },
  { date: '2100-12-22', lunarMonth: 11, leap: false, lunarDay: 22, term: '冬至', source: 'hko-mirror' },
  { date: '2100-12-31', lunarMonth: 12, leap: false, lunarDay: 1, source: 'hko-mirror' },
];

/** Year 干支 in the titles of the HKO pages used above. */
export const HKO_YEAR_GANZHI: Readonly<Record<number, string>> = { 1923: '癸亥', 1978: '戊午', 2009: '己丑', 2020: '庚子' };

/** A day known to be 甲子 (see the header). */
export const DAY_GANZHI_ANCHOR = { date: '2001-01-01', ganzhi: '甲子' } as const;

/** The second value of the same post, used to check the anchor arithmetic. */
export const DAY_GANZHI_CHECK = { date: '2000-01-01', ganzhi: '戊午' } as const;
