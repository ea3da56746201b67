/** Relative time (spec §9): 刚刚, N秒前, N分钟前, N小时前, N天前, N周前, N个月前, N年前. */

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function toMs(t: Date | number | string): number {
  if (t instanceof Date) return t.getTime();
  if (typeof t === 'number') return t < 1e12 ? t * 1000 : t; // seconds or ms
  // "2026-11-22 10:00:00" (server style, local time) or ISO
  const iso = /^\d{4}-\d{2}-\d{2} \d/.test(t) ? t.replace(' ', 'T') : t;
  return new Date(iso).getTime();
}

export function relativeTime(time: Date | number | string | null | undefined, now: Date | number = Date.now()): string {
  if (time === null || time === undefined || time === '') return '';
  const t = toMs(time);
  if (!Number.isFinite(t)) return '';
  const diff = toMs(now) - t;
  if (diff < 10 * SEC) return '刚刚'; // also future times (clock skew)
  if (diff < MIN) return `${Math.floor(diff / SEC)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MIN)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < WEEK) return `${Math.floor(diff / DAY)}天前`;
  if (diff < MONTH) return `${Math.floor(diff / WEEK)}周前`;
  if (diff < YEAR) return `${Math.floor(diff / MONTH)}个月前`;
  return `${Math.floor(diff / YEAR)}年前`;
}
