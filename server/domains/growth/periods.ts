/** Days, weeks and months in China time (Asia/Shanghai) for sign-in, task periods and monthly lists. */
import { addCalendarDays, chinaDay, chinaDayStart } from '@model/datetime';

export const today = (now: Date): string => chinaDay(now);

/** "2026-11-22" + n days. */
export const addDays = (day: string, n: number): string => addCalendarDays(day, n);

/** The ISO week of a day: "2026-W47" (weeks start on Monday). */
export function isoWeek(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  const dow = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dow);
  const year = t.getUTCFullYear();
  const week = Math.ceil(((t.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of a day's ISO week. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
  return addDays(day, 1 - dow);
}

/** A month "2026-11": its first and last day and the instants it begins and ends (China time). */
export function monthRange(month: string): { first: string; last: string; from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number);
  const first = `${month}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1), from: chinaDayStart(first), to: chinaDayStart(next) };
}

export const monthOf = (day: string): string => day.slice(0, 7);
