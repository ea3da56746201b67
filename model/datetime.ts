/**
 * Timestamps (instants: createdAt, paidAt, a visit) for people in China, on the server and in the client alike.
 *
 * - Every instant is shown in China time, `Asia/Shanghai`, whatever the zone of the device or the server, through
 *   `Intl.DateTimeFormat` (so China's 1986–1991 summer time is right too). Never slice an ISO string to show it:
 *   `2026-11-22T16:30:00.000Z` is 2026-11-23 00:30 in China.
 * - On the wire an instant is an ISO string (`toIso`); a zone-less "YYYY-MM-DD HH:mm[:ss]" is read as China wall time.
 * - Calendar DATES (birth and death dates, Chinese-calendar dates, a day picked in a date picker) are not instants:
 *   they are never shifted by a time zone and do not go through the instant functions here (see `isCalendarDate`).
 */

export const CHINA_ZONE = 'Asia/Shanghai';

/** An instant as the API or the code has it: a Date, epoch seconds or milliseconds, an ISO or server string. */
export type TimeInput = Date | number | string;

/** The wall-clock fields of an instant in China. `weekday` is 0 (Sunday) … 6. */
export interface ChinaParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CHINA_ZONE, hourCycle: 'h23', weekday: 'short',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_ZH = ['日', '一', '二', '三', '四', '五', '六'];
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * From 1992 on China keeps UTC+8 all year (its last summer time ended in September 1991): the wall clock is the UTC
 * fields of the instant plus 8 hours, ~30× cheaper than `formatToParts`. Checked against the zone data at load: if
 * the data ever give China another offset now or within a year (a new summer time), every instant goes through Intl.
 */
const FIXED_FROM = Date.UTC(1992, 0, 1);
const EIGHT_HOURS = 8 * 3_600_000;
const fixedOffsetHolds = (() => {
  const now = Date.now();
  return [now, now + 91 * 86_400_000, now + 182 * 86_400_000, now + 273 * 86_400_000, now + 365 * 86_400_000].every((ms) => {
    const f: Record<string, string> = {};
    for (const p of partsFormat.formatToParts(new Date(ms))) f[p.type] = p.value;
    const shown = Date.UTC(Number(f.year), Number(f.month) - 1, Number(f.day), Number(f.hour) % 24, Number(f.minute), Number(f.second));
    return shown - Math.floor(ms / 1000) * 1000 === EIGHT_HOURS;
  });
})();

/** The wall-clock fields of `t` in China, or null when `t` is not a valid instant. */
export function chinaParts(t: TimeInput | null | undefined): ChinaParts | null {
  const d = toInstant(t);
  if (!d) return null;
  const ms = d.getTime();
  if (fixedOffsetHolds && ms >= FIXED_FROM) {
    const w = new Date(ms + EIGHT_HOURS);
    return {
      year: w.getUTCFullYear(), month: w.getUTCMonth() + 1, day: w.getUTCDate(),
      hour: w.getUTCHours(), minute: w.getUTCMinutes(), second: w.getUTCSeconds(), weekday: w.getUTCDay(),
    };
  }
  return intlParts(d);
}

/** chinaParts through the zone data (every instant before 1992; all of them should China's offset change). */
export function intlParts(d: Date): ChinaParts {
  const f: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(d)) f[p.type] = p.value;
  return {
    year: Number(f.year), month: Number(f.month), day: Number(f.day),
    hour: Number(f.hour) % 24, minute: Number(f.minute), second: Number(f.second), weekday: WEEKDAYS.indexOf(f.weekday),
  };
}

/** The instant at a China wall-clock time (exact also in the summers of 1986–1991, when China kept summer time). */
export function fromChinaWallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  let t = asUtc - 8 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const p = chinaParts(new Date(t))!;
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    if (shown === asUtc) break;
    t += asUtc - shown;
  }
  return new Date(t);
}

/**
 * A Date for an instant, or null: a valid Date; epoch seconds (< 10^12) or milliseconds; an ISO string with a zone;
 * "YYYY-MM-DD[ HH:mm[:ss]]" without a zone, read as China wall time.
 */
export function toInstant(t: TimeInput | null | undefined): Date | null {
  if (t === null || t === undefined || t === '') return null;
  if (t instanceof Date) return Number.isNaN(t.getTime()) ? null : t;
  if (typeof t === 'number') return Number.isFinite(t) ? new Date(Math.abs(t) < 1e12 ? t * 1000 : t) : null;
  const s = t.trim();
  const wall = WALL.exec(s);
  if (wall) {
    const [y, mo, d, h, mi, sec] = wall.slice(1).map((x) => Number(x ?? 0));
    return isCalendarDate(`${wall[1]}-${wall[2]}-${wall[3]}`) && h < 24 && mi < 60 && sec < 60 ? fromChinaWallTime(y, mo, d, h, mi, sec) : null;
  }
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The ISO string of an instant, as the API sends it. */
export const toIso = (d: Date): string => d.toISOString();

/** `toIso`, with null for a missing instant (paidAt, decidedAt …). */
export const isoOrNull = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The day in China an instant falls on, "YYYY-MM-DD" (the key of a per-day count or a "once a day" rule). */
export function chinaDay(t: TimeInput): string {
  const p = chinaParts(t);
  if (!p) throw new RangeError(`not a valid instant: ${String(t)}`);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant China's day "YYYY-MM-DD" (or the day of an instant) begins. */
export function chinaDayStart(day: string | Date): Date {
  const ymd = typeof day === 'string' ? day : chinaDay(day);
  if (!isCalendarDate(ymd)) throw new RangeError(`not a calendar date: ${ymd}`);
  const [y, m, d] = ymd.split('-').map(Number);
  return fromChinaWallTime(y, m, d);
}

/** "2026-11-23" (China). '' for a missing or invalid instant, as every format function here. */
export function formatDate(t: TimeInput | null | undefined): string {
  const p = chinaParts(t);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : '';
}

/** "2026-11-23 00:30" (China). */
export function formatDateTime(t: TimeInput | null | undefined): string {
  const p = chinaParts(t);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** "00:30" (China). */
export function formatTime(t: TimeInput | null | undefined): string {
  const p = chinaParts(t);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** "11月23日 00:30" (China), for lists of recent things. */
export function formatMonthDayTime(t: TimeInput | null | undefined): string {
  const p = chinaParts(t);
  return p ? `${p.month}月${p.day}日 ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** "2026年11月23日 星期一" (China). */
export function formatChineseDate(t: TimeInput | null | undefined): string {
  const p = chinaParts(t);
  return p ? `${p.year}年${p.month}月${p.day}日 星期${WEEKDAY_ZH[p.weekday]}` : '';
}

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * Relative time (spec §9 display filters): 刚刚 (under 10 s, and future times from clock skew), N秒前, N分钟前,
 * N小时前, N天前, N周前, N个月前 (30 days), N年前 (365 days).
 */
export function relativeTime(t: TimeInput | null | undefined, now: TimeInput = Date.now()): string {
  const at = toInstant(t);
  const ref = toInstant(now);
  if (!at || !ref) return '';
  const diff = ref.getTime() - at.getTime();
  if (diff < 10 * SEC) return '刚刚';
  if (diff < MIN) return `${Math.floor(diff / SEC)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MIN)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < WEEK) return `${Math.floor(diff / DAY)}天前`;
  if (diff < MONTH) return `${Math.floor(diff / WEEK)}周前`;
  if (diff < YEAR) return `${Math.floor(diff / MONTH)}个月前`;
  return `${Math.floor(diff / YEAR)}年前`;
}

/** Whether "YYYY-MM-DD" is a real Gregorian date (a DATE, not an instant: no zone is involved). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" + n calendar days (a DATE, not an instant: no zone is involved). */
export function addCalendarDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}`;
}

/** "YYYY-MM" + n months. */
export function addCalendarMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}`;
}
