/**
 * The next memorial days of one person for a memorial hall (domain.md §4): 清明, 中元, 寒衣节 (十月初一), 冬至,
 * 除夕; the 忌日 and 诞辰 on the lunar date, mapped to their next Gregorian day; and after a recent death the
 * mourning countdown 头七…七七, 百日, 周年 (三周年). The dates come from the calendar engine
 * (model/calendar nextMemorialDays: tyme4ts solar terms and the lunar table); this adds "days from today" and
 * the cut to the first few. Pure: no I/O, no clock (today is a parameter).
 */
import { nextMemorialDays, type MemorialDay, type MemorialOptions } from '../calendar/memorial';
import type { ChineseDate } from '../calendar/types';

export interface HallPerson {
  birth?: ChineseDate | null;
  death?: ChineseDate | null;
}

export interface UpcomingDay extends MemorialDay {
  /** Whole days from `today` (0 = today). */
  inDays: number;
}

function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** Usable for the calendar engine: a day-precision date with its Gregorian day known. */
function usable(d: ChineseDate | null | undefined): ChineseDate | undefined {
  if (!d || d.precision === 'unknown' || d.month === undefined || d.day === undefined) return undefined;
  return d;
}

/**
 * The memorial days of `person` from `today` (YYYY-MM-DD, Beijing date) on, within a year, sorted by date, at
 * most `limit` (default 8). Festivals are included unless `festivals` is false. A date the engine cannot use
 * (year or month precision only) just gives no anniversaries.
 */
export function upcomingMemorialDays(
  person: HallPerson, today: string, opts: MemorialOptions & { limit?: number; festivals?: boolean } = {},
): UpcomingDay[] {
  const birth = usable(person.birth);
  const death = usable(person.death);
  const from = dayNumber(today);
  let days: MemorialDay[];
  try {
    days = nextMemorialDays({ birth, death }, today, { ...opts, days: 366, includeFestivals: opts.festivals !== false });
  } catch {
    // a date outside the engine's table: festivals only
    days = opts.festivals === false ? [] : nextMemorialDays({}, today, { ...opts, days: 366 });
  }
  return days.slice(0, opts.limit ?? 8).map((d) => ({ ...d, inDays: dayNumber(d.date) - from }));
}
