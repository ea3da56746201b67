/**
 * The conversion core: Chinese lunar dates ⇄ day numbers ⇄ western civil dates.
 *
 * tyme4ts computes new moons and solar terms astronomically (寿星天文历), which is exact but slow
 * (~30 µs per LunarDay). We ask it once per lunar year for the months (number, leap flag, first day,
 * length) and cache them; every conversion after that is table arithmetic.
 *
 * Day numbers are Julian Day Numbers (JDN: the integer day count whose day starts at civil midnight here).
 * Like tyme4ts, western dates are Gregorian from 1582-10-15 and Julian before that.
 */
import { LunarYear, SolarDay } from 'tyme4ts';

export interface LunarMonthInfo {
  month: number;
  leap: boolean;
  firstJdn: number;
  dayCount: number;
}

export interface LunarYearInfo {
  year: number;
  /** Leap month number, 0 when none. */
  leapMonth: number;
  months: readonly LunarMonthInfo[];
  firstJdn: number;
  /** First day of the next lunar year. */
  endJdn: number;
}

/** Range the astronomical library covers. */
export const MIN_LUNAR_YEAR = 1;
export const MAX_LUNAR_YEAR = 9998;

const GREGORIAN_START_JDN = 2299161; // 1582-10-15

/** JDN of a western civil date (Gregorian from 1582-10-15, Julian before). Does not validate. */
export function toJdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const base = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4);
  const gregorian = base - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
  return gregorian >= GREGORIAN_START_JDN ? gregorian : base - 32083;
}

export interface Ymd {
  year: number;
  month: number;
  day: number;
}

/** Western civil date of a JDN (inverse of `toJdn`). */
export function fromJdn(jdn: number): Ymd {
  let c: number;
  let b: number;
  if (jdn >= GREGORIAN_START_JDN) {
    const a = jdn + 32044;
    b = Math.floor((4 * a + 3) / 146097);
    c = a - Math.floor((146097 * b) / 4);
  } else {
    b = 0;
    c = jdn + 32082;
  }
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: 100 * b + d - 4800 + Math.floor(m / 10),
  };
}

/** Days in a western civil month (Julian leap rule before 1582; October 1582 has 21 days). */
export function westernMonthLength(year: number, month: number): number {
  const next = month === 12 ? toJdn(year + 1, 1, 1) : toJdn(year, month + 1, 1);
  return next - toJdn(year, month, 1);
}

/** True when year/month/day is a real western civil date (rejects Feb 30 and 1582-10-05…14). */
export function isValidWestern(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return false;
  const d = fromJdn(toJdn(year, month, day));
  return d.year === year && d.month === month && d.day === day;
}

export function isoOf(d: Ymd): string {
  const y = d.year < 0 ? '-' + String(-d.year).padStart(4, '0') : String(d.year).padStart(4, '0');
  return `${y}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

const YEARS = new Map<number, LunarYearInfo>();

function jdnOfSolarDay(s: SolarDay): number {
  return toJdn(s.getYear(), s.getMonth(), s.getDay());
}

/** Months of lunar year `year` (cached). Throws RangeError outside MIN_LUNAR_YEAR…MAX_LUNAR_YEAR. */
export function lunarYearInfo(year: number): LunarYearInfo {
  const hit = YEARS.get(year);
  if (hit) return hit;
  if (!Number.isInteger(year) || year < MIN_LUNAR_YEAR || year > MAX_LUNAR_YEAR) {
    throw new RangeError(`lunar year ${year} is outside ${MIN_LUNAR_YEAR}–${MAX_LUNAR_YEAR}`);
  }
  const ly = LunarYear.fromYear(year);
  const months = ly.getMonths().map((m): LunarMonthInfo => ({
    month: m.getMonth(),
    leap: m.isLeap(),
    firstJdn: jdnOfSolarDay(m.getFirstDay().getSolarDay()),
    dayCount: m.getDayCount(),
  }));
  const last = months[months.length - 1];
  const info: LunarYearInfo = {
    year,
    leapMonth: ly.getLeapMonth(),
    months,
    firstJdn: months[0].firstJdn,
    endJdn: last.firstJdn + last.dayCount,
  };
  YEARS.set(year, info);
  return info;
}

/** The month record, or undefined when that (leap) month does not exist in that year. */
export function lunarMonthInfo(year: number, month: number, leap: boolean): LunarMonthInfo | undefined {
  return lunarYearInfo(year).months.find((m) => m.month === month && m.leap === leap);
}

export interface LunarYmd {
  year: number;
  month: number;
  leap: boolean;
  day: number;
}

/** JDN of a lunar date, or undefined when it does not exist (no such leap month, day beyond month end). */
export function lunarToJdn(d: LunarYmd): number | undefined {
  const m = lunarMonthInfo(d.year, d.month, d.leap);
  if (!m || !Number.isInteger(d.day) || d.day < 1 || d.day > m.dayCount) return undefined;
  return m.firstJdn + d.day - 1;
}

/** Lunar date of a JDN. */
export function jdnToLunar(jdn: number): LunarYmd {
  const approx = fromJdn(jdn).year;
  for (const y of [approx, approx - 1, approx + 1]) {
    if (y < MIN_LUNAR_YEAR || y > MAX_LUNAR_YEAR) continue;
    const info = lunarYearInfo(y);
    if (jdn < info.firstJdn || jdn >= info.endJdn) continue;
    for (let i = info.months.length - 1; i >= 0; i--) {
      const m = info.months[i];
      if (jdn >= m.firstJdn) return { year: y, month: m.month, leap: m.leap, day: jdn - m.firstJdn + 1 };
    }
  }
  throw new RangeError(`JDN ${jdn} is outside the supported lunar range`);
}

/** Days in lunar month (year, month, leap), or 0 when the month does not exist. */
export function lunarMonthLength(year: number, month: number, leap = false): number {
  return lunarMonthInfo(year, month, leap)?.dayCount ?? 0;
}

/** Western civil date → lunar date. */
export function westernToLunar(year: number, month: number, day: number): LunarYmd {
  return jdnToLunar(toJdn(year, month, day));
}

/** Lunar date → western civil date, or undefined when the lunar date does not exist. */
export function lunarToWestern(d: LunarYmd): Ymd | undefined {
  const jdn = lunarToJdn(d);
  return jdn === undefined ? undefined : fromJdn(jdn);
}
