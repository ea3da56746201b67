/**
 * Building `ChineseDate` values from structured parts, with every check the calendar allows: era year
 * inside the era, 干支 consistent with the year, the leap month present that year, the day inside the
 * month, the western date real. Refusals carry a Chinese reason. Conversions use `lunar-table.ts`.
 */
import { eraLength, eraYearToCE, type Era } from './eras';
import { chineseNumber, eraYearName, ganzhiIndex, ganzhiOfYear, lunarDayName, lunarMonthName } from './names';
import {
  fromJdn, isoOf, isValidWestern, jdnToLunar, lunarMonthInfo, lunarYearInfo, MAX_LUNAR_YEAR, MIN_LUNAR_YEAR,
  toJdn, westernMonthLength, type Ymd,
} from './lunar-table';
import type { ChineseDate, EraRef, ParseErrorCode, Precision } from './types';

export type BuildResult = { ok: true; date: ChineseDate } | { ok: false; code: ParseErrorCode; reason: string };

const fail = (code: ParseErrorCode, reason: string): BuildResult => ({ ok: false, code, reason });

export function eraRef(era: Era, year?: number): EraRef {
  return {
    dynasty: era.dynasty,
    reign: era.reign,
    ...(year !== undefined ? { year } : {}),
    ...(era.note ? { note: era.note } : {}),
    firstYear: era.firstYear,
    lastYear: era.lastYear,
  };
}

/** Parts of a date counted in the lunar calendar (an era year or a CE lunar year). */
export interface LunarParts {
  original: string;
  era?: Era;
  eraYear?: number;
  /** CE lunar year when no era is given. */
  lunarYear?: number;
  /** 干支 as written next to the year, checked against the year. */
  ganzhi?: string;
  month?: number;
  leap?: boolean;
  /** Day of month; 'last' = 晦. */
  day?: number | 'last';
  shichen?: number;
  approximate?: boolean;
  notes?: string[];
  onGanzhiMismatch?: 'refuse' | 'flag';
}

function precisionOf(p: { month?: number; day?: unknown; shichen?: number }): Precision {
  if (p.day !== undefined) return p.shichen !== undefined ? 'hour' : 'day';
  return p.month !== undefined ? 'month' : 'year';
}

function eraLabel(era: Era): string {
  return era.reign + (era.note ? `（${era.note}）` : '');
}

export function buildLunarDate(p: LunarParts): BuildResult {
  const notes = [...(p.notes ?? [])];
  let year: number;
  let label: string;
  if (p.era) {
    const n = p.eraYear ?? 0;
    const len = eraLength(p.era);
    if (!Number.isInteger(n) || n < 1) return fail('era-year-out-of-range', `年号纪年从元年起算，没有${n}年`);
    if (n > len && !p.era.openEnded) {
      return fail('era-year-out-of-range',
        `${eraLabel(p.era)}只有${chineseNumber(len)}年（${p.era.firstYear}–${p.era.lastYear}），没有${eraYearName(n)}年`);
    }
    if (n > len) notes.push(`${p.era.reign}${chineseNumber(n)}年在${p.era.lastYear}年以后，为台湾地区沿用的民国纪年`);
    year = eraYearToCE(p.era, n);
    label = `${p.era.reign}${eraYearName(n)}年`;
  } else {
    year = p.lunarYear ?? NaN;
    label = `农历${year}年`;
  }
  const actual = ganzhiOfYear(year);
  if (p.ganzhi !== undefined && p.ganzhi !== actual) {
    if (ganzhiIndex(p.ganzhi) < 0) return fail('ganzhi-mismatch', `“${p.ganzhi}”不是有效的干支`);
    const reason = `${label}（${year}年）是${actual}年，不是${p.ganzhi}年`;
    if ((p.onGanzhiMismatch ?? 'refuse') === 'refuse') return fail('ganzhi-mismatch', reason);
    notes.push(`干支不符：${reason}`);
  }
  const precision = precisionOf(p);
  const date: ChineseDate = {
    original: p.original, calendar: 'lunar', precision,
    ...(p.approximate ? { approximate: true } : {}),
    ...(p.era ? { era: eraRef(p.era, p.eraYear) } : {}),
    ganzhiYear: actual, lunarYear: year,
  };
  if (p.month === undefined) return done(date, notes);
  if (!Number.isInteger(p.month) || p.month < 1 || p.month > 12) return fail('invalid-month', `农历没有${p.month}月`);
  if (year < MIN_LUNAR_YEAR || year > MAX_LUNAR_YEAR) {
    return fail('out-of-range', `${label}（${year}年）超出可换算的范围（公元${MIN_LUNAR_YEAR}–${MAX_LUNAR_YEAR}年），只能记到年`);
  }
  const leap = p.leap === true;
  const info = lunarMonthInfo(year, p.month, leap);
  if (!info) {
    const lm = lunarYearInfo(year).leapMonth;
    const missing = lunarMonthName(p.month, true);
    const reason = lm
      ? `${label}（${year}年）的闰月是${lunarMonthName(lm, true)}，没有${missing}`
      : `${label}（${year}年）没有闰月，因此没有${missing}`;
    return fail('invalid-leap-month', reason);
  }
  date.month = p.month;
  date.leapMonth = leap;
  if (p.day === undefined) return done(date, notes);
  const day = p.day === 'last' ? info.dayCount : p.day;
  if (!Number.isInteger(day) || day < 1 || day > 30) return fail('invalid-day', `农历每月只有二十九或三十天，没有${day}日`);
  if (day > info.dayCount) {
    return fail('invalid-day', `${label}${lunarMonthName(p.month, leap)}只有${chineseNumber(info.dayCount)}天，没有${lunarDayName(day)}`);
  }
  date.day = day;
  if (p.shichen !== undefined) {
    date.shichen = p.shichen;
    if (p.shichen === 0) notes.push('子时始于前一日23时');
  }
  const w = fromJdn(info.firstJdn + day - 1);
  date.gregorian = { year: w.year, month: w.month, day: w.day };
  date.gregorianISO = isoOf(w);
  if (toJdn(w.year, w.month, w.day) < 2299161) notes.push('1582年10月15日以前的西历日期为儒略历');
  return done(date, notes);
}

function done(date: ChineseDate, notes: string[]): BuildResult {
  if (notes.length) date.notes = notes;
  return { ok: true, date };
}

export interface GregorianParts {
  original: string;
  year: number;
  month?: number;
  day?: number;
  shichen?: number;
  approximate?: boolean;
  notes?: string[];
}

export function buildGregorianDate(p: GregorianParts): BuildResult {
  const notes = [...(p.notes ?? [])];
  const date: ChineseDate = {
    original: p.original, calendar: 'gregorian', precision: precisionOf(p),
    ...(p.approximate ? { approximate: true } : {}),
    gregorian: { year: p.year },
  };
  if (!Number.isInteger(p.year) || p.year < 1) return fail('out-of-range', `公元${p.year}年超出可换算的范围`);
  // Year-only dates need no conversion, but a year past 9999 is no date anyone records (and 40 digits lose
  // precision as a number: 1e+40).
  if (p.year > 9999) return fail('out-of-range', '年份超过公元9999年，超出可换算的范围');
  if (p.month === undefined) return done(date, notes);
  if (!Number.isInteger(p.month) || p.month < 1 || p.month > 12) return fail('invalid-gregorian-date', `公历没有${p.month}月`);
  date.gregorian = { year: p.year, month: p.month };
  if (p.day === undefined) return done(date, notes);
  if (!isValidWestern(p.year, p.month, p.day)) {
    const len = westernMonthLength(p.year, p.month);
    const reason = p.year === 1582 && p.month === 10 && p.day > 4 && p.day < 15
      ? '1582年10月5日至14日因改用格里高利历而不存在'
      : `公历${p.year}年${p.month}月只有${len}天，没有${p.day}日`;
    return fail('invalid-gregorian-date', reason);
  }
  if (p.year > MAX_LUNAR_YEAR) return fail('out-of-range', `公元${p.year}年超出可换算的范围`);
  const jdn = toJdn(p.year, p.month, p.day);
  const l = jdnToLunar(jdn);
  Object.assign(date, {
    gregorian: { year: p.year, month: p.month, day: p.day },
    gregorianISO: isoOf({ year: p.year, month: p.month, day: p.day }),
    ganzhiYear: ganzhiOfYear(l.year), lunarYear: l.year, month: l.month, leapMonth: l.leap, day: l.day,
  });
  if (p.shichen !== undefined) date.shichen = p.shichen;
  if (jdn < 2299161) notes.push('1582年10月15日以前的西历日期为儒略历');
  return done(date, notes);
}

/** A day-precision ChineseDate for a western civil date, e.g. fromGregorian('1738-04-23'). */
export function fromGregorian(date: string | Ymd, original?: string): ChineseDate {
  const ymd = typeof date === 'string' ? parseIso(date) : date;
  const r = buildGregorianDate({ original: original ?? isoOf(ymd), ...ymd });
  if (!r.ok) throw new RangeError(r.reason);
  return r.date;
}

/** A day-precision ChineseDate for a lunar date given as CE lunar year, month, day. Throws on impossible dates. */
export function fromLunar(year: number, month: number, day: number, leap = false, original?: string): ChineseDate {
  const text = original ?? `农历${year}年${lunarMonthName(month, leap)}${lunarDayName(day)}`;
  const r = buildLunarDate({ original: text, lunarYear: year, month, leap, day });
  if (!r.ok) throw new RangeError(r.reason);
  return r.date;
}

export function parseIso(iso: string): Ymd {
  const m = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** JDN of a day-precision date (undefined when the date is not known to the day). */
export function jdnOf(d: ChineseDate): number | undefined {
  const g = d.gregorian;
  return g && g.month !== undefined && g.day !== undefined ? toJdn(g.year, g.month, g.day) : undefined;
}
