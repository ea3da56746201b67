/**
 * Memorial days (domain.md §4): the yearly days of remembrance, a person's death and birth anniversaries
 * on the lunar date, the mourning countdown after a death (头七…七七, 百日, 周年, 三周年), and the list of
 * upcoming days the memorial hall shows.
 *
 * Rules chosen (README.md "Memorial rules"):
 * - anniversaries follow the lunar date; a date in a leap month is kept on the same day of the normal
 *   month, and day 30 falls back to day 29 in a year whose month has 29 days (domain.md §4 [convention]);
 * - the mourning countdown counts the day of death as day 1 (头七 = 6 days after), unless
 *   `sevenCountFrom: 'next-day'`;
 * - 中元 is 七月十五 (some regions: 十四, option `zhongyuanDay`).
 */
import { SolarTerm } from 'tyme4ts';
import { parseIso } from './chinese-date';
import { fromJdn, isoOf, jdnToLunar, lunarMonthInfo, lunarYearInfo, toJdn, westernMonthLength } from './lunar-table';
import { ganzhiOfYear, lunarDayName, lunarMonthName } from './names';
import type { ChineseDate } from './types';

export type MemorialKind =
  | 'festival' | 'seventh' | 'hundred-days' | 'first-anniversary' | 'third-anniversary'
  | 'death-anniversary' | 'birth-anniversary';

export interface MemorialDay {
  date: string;
  name: string;
  kind: MemorialKind;
  /** Lunar date of the day, e.g. 乙巳年三月初七. */
  lunar: string;
  /** For anniversaries: whole years since the death or birth. */
  years?: number;
  /** When a rule moved the day (闰月, 三十→廿九, 2月29日→28日). */
  note?: string;
}

export interface MemorialOptions {
  /** Lunar day of 中元 (七月十五, in some regions 十四). Default 15. */
  zhongyuanDay?: 14 | 15;
  /** Count the mourning sevens from the day of death (default) or from the next day. */
  sevenCountFrom?: 'death-day' | 'next-day';
  /** Anniversaries on the lunar date (default, domain.md §4) or on the Gregorian date. */
  basis?: 'lunar' | 'gregorian';
}

const SEVENS = ['头七', '二七', '三七', '四七', '五七', '六七', '七七'];

function lunarText(jdn: number): string {
  const l = jdnToLunar(jdn);
  return `${ganzhiOfYear(l.year)}年${lunarMonthName(l.month, l.leap)}${lunarDayName(l.day)}`;
}

function day(jdn: number, name: string, kind: MemorialKind, extra: Partial<MemorialDay> = {}): MemorialDay {
  return { date: isoOf(fromJdn(jdn)), name, kind, lunar: lunarText(jdn), ...extra };
}

function termJdn(year: number, index: number): number {
  const s = SolarTerm.fromIndex(year, index).getSolarDay();
  return toJdn(s.getYear(), s.getMonth(), s.getDay());
}

/**
 * The yearly days of remembrance that fall in Gregorian year `year`, by date: 除夕 (the eve of this
 * year's 春节, in January/February), 清明, 中元, 寒衣节, 冬至.
 */
export function memorialFestivals(year: number, opts: MemorialOptions = {}): MemorialDay[] {
  const lunarDay = (m: number, d: number) => lunarMonthInfo(year, m, false)!.firstJdn + d - 1;
  const days = [
    day(lunarYearInfo(year - 1).endJdn - 1, '除夕', 'festival'),
    day(termJdn(year, 7), '清明', 'festival'),
    day(lunarDay(7, opts.zhongyuanDay ?? 15), '中元', 'festival'),
    day(lunarDay(10, 1), '寒衣节', 'festival'),
    day(termJdn(year, 24), '冬至', 'festival'),
  ];
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * JDN of the anniversary of a day-precision date in lunar year `lunarYear` (or Gregorian year, with
 * basis 'gregorian'), with the rule that moved it, if any.
 */
export function anniversaryJdn(
  d: ChineseDate, year: number, basis: 'lunar' | 'gregorian' = 'lunar',
): { jdn: number; note?: string } | undefined {
  if (basis === 'gregorian') {
    const g = d.gregorian;
    if (g?.month === undefined || g.day === undefined) return undefined;
    const len = westernMonthLength(year, g.month);
    const dd = Math.min(g.day, len);
    return { jdn: toJdn(year, g.month, dd), ...(dd < g.day ? { note: `${year}年${g.month}月只有${len}天，改在${dd}日` } : {}) };
  }
  if (d.month === undefined || d.day === undefined) return undefined;
  const month = lunarMonthInfo(year, d.month, false)!;
  const dd = Math.min(d.day, month.dayCount);
  const notes: string[] = [];
  if (d.leapMonth) notes.push(`原为${lunarMonthName(d.month, true)}，按${lunarMonthName(d.month)}`);
  if (dd < d.day) notes.push(`该年${lunarMonthName(d.month)}只有${month.dayCount}天，改在${lunarDayName(dd)}`);
  return { jdn: month.firstJdn + dd - 1, ...(notes.length ? { note: notes.join('；') } : {}) };
}

function startJdn(d: ChineseDate): number | undefined {
  const g = d.gregorian;
  return g?.month !== undefined && g.day !== undefined ? toJdn(g.year, g.month, g.day) : undefined;
}

/** 头七 … 七七, 百日, 周年, 三周年 after a death known to the day; empty otherwise. */
export function mourningDays(death: ChineseDate, opts: MemorialOptions = {}): MemorialDay[] {
  const start = startJdn(death);
  if (start === undefined) return [];
  const offset = opts.sevenCountFrom === 'next-day' ? 0 : -1; // day k after death = start + k + offset
  const out = SEVENS.map((name, i) => day(start + 7 * (i + 1) + offset, name, 'seventh'));
  out.push(day(start + 100 + offset, '百日', 'hundred-days'));
  const basis = opts.basis ?? 'lunar';
  const baseYear = basis === 'lunar' ? death.lunarYear! : death.gregorian!.year;
  for (const [n, name, kind] of [[1, '周年', 'first-anniversary'], [3, '三周年', 'third-anniversary']] as const) {
    const a = anniversaryJdn(death, baseYear + n, basis);
    if (a) out.push(day(a.jdn, name, kind, { years: n, ...(a.note ? { note: a.note } : {}) }));
  }
  return out;
}

export interface PersonDates {
  birth?: ChineseDate;
  death?: ChineseDate;
}

/**
 * Memorial days of a person on or after `from` (YYYY-MM-DD) within `days` days (default 366), sorted by
 * date: the mourning countdown, 周年/三周年, yearly 忌日 and 诞辰 (with the number of years), and — unless
 * `includeFestivals` is false — 清明, 中元, 寒衣节, 冬至, 除夕.
 */
export function nextMemorialDays(
  person: PersonDates, from: string, opts: MemorialOptions & { days?: number; includeFestivals?: boolean } = {},
): MemorialDay[] {
  const f = parseIso(from);
  const lo = toJdn(f.year, f.month, f.day);
  const hi = lo + (opts.days ?? 366);
  const inWindow = (m: MemorialDay) => {
    const d = parseIso(m.date);
    const j = toJdn(d.year, d.month, d.day);
    return j >= lo && j < hi;
  };
  const out: MemorialDay[] = [];
  const basis = opts.basis ?? 'lunar';
  const { death, birth } = person;
  const firstYear = f.year - 1;
  const lastYear = fromJdn(hi).year + 1;
  if (death) {
    const mourning = mourningDays(death, opts);
    out.push(...mourning);
    const baseYear = basis === 'lunar' ? death.lunarYear : death.gregorian?.year;
    if (baseYear !== undefined && startJdn(death) !== undefined) {
      for (let y = Math.max(firstYear, baseYear + 1); y <= lastYear; y++) {
        if (y - baseYear === 1 || y - baseYear === 3) continue; // already 周年 / 三周年
        const a = anniversaryJdn(death, y, basis);
        if (a) out.push(day(a.jdn, '忌日', 'death-anniversary', { years: y - baseYear, ...(a.note ? { note: a.note } : {}) }));
      }
    }
  }
  const deathJdn = death ? startJdn(death) : undefined;
  const birthYear = birth && (basis === 'lunar' ? birth.lunarYear : birth.gregorian?.year);
  if (birth && birthYear !== undefined && startJdn(birth) !== undefined) {
    for (let y = Math.max(firstYear, birthYear + 1); y <= lastYear; y++) {
      const a = anniversaryJdn(birth, y, basis);
      if (!a || (deathJdn !== undefined && a.jdn < deathJdn)) continue;
      out.push(day(a.jdn, '诞辰', 'birth-anniversary', { years: y - birthYear, ...(a.note ? { note: a.note } : {}) }));
    }
  }
  if (opts.includeFestivals !== false) {
    for (let y = f.year; y <= fromJdn(hi).year; y++) out.push(...memorialFestivals(y, opts));
  }
  const kindOrder: MemorialKind[] = ['seventh', 'hundred-days', 'first-anniversary', 'third-anniversary', 'death-anniversary', 'birth-anniversary', 'festival'];
  return out
    .filter(inWindow)
    .sort((a, b) => a.date.localeCompare(b.date) || kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
}
