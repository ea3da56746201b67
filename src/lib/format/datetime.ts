/**
 * The client's date/time module: every timestamp on screen goes through here (or through `<DateTime>` in
 * src/components/ui, which uses it). Instants are shown in China time (Asia/Shanghai) by model/datetime.ts, the
 * same functions the server uses; relative times follow the spec's display filter (刚刚, N分钟前 …).
 *
 * A date picker works on the device's own clock: the day or minute a user picks is a calendar value (a birthday,
 * a birth time in Beijing time, a day to filter by), not an instant, so it is read from the picked Date's local
 * fields and never shifted by a zone (`pickedDay`, `pickedMinute`, `pickerValue`).
 */
export {
  CHINA_ZONE, chinaDay, chinaParts, formatChineseDate, formatDate, formatDateTime, formatMonthDayTime, formatTime,
  isCalendarDate, relativeTime, toInstant, type TimeInput,
} from '@model/datetime';
import { isCalendarDate } from '@model/datetime';

const pad = (n: number) => String(n).padStart(2, '0');

/** The day a date picker returned, "YYYY-MM-DD" as the user saw it. */
export function pickedDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The minute a date-and-time picker returned, "YYYY-MM-DD HH:mm" as the user saw it. */
export function pickedMinute(d: Date): string {
  return `${pickedDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The Date a date picker shows for the calendar date "YYYY-MM-DD" (its local midnight), or `fallback`. */
export function pickerValue(day: string | null | undefined, fallback: Date): Date {
  if (!day || !isCalendarDate(day)) return fallback;
  const [y, m, d] = day.split('-').map(Number);
  const out = new Date(y, m - 1, d);
  out.setFullYear(y); // years below 100 are not 19xx
  return out;
}
