/**
 * A timestamp on screen, in China time (src/lib/format/datetime.ts): `<DateTime value={o.createdAt} />` →
 * <time dateTime="2026-11-22T16:30:00.000Z">2026-11-23 00:30</time>. `format`: datetime (default), date, time,
 * monthDay (11月23日 00:30), relative (3分钟前, with the full time as its title). A missing time shows `empty`.
 * Where a string is needed (a description, a confirm message) call the same functions from src/lib/format/datetime.ts.
 */
import type { ReactNode } from 'react';
import {
  formatDate, formatDateTime, formatMonthDayTime, formatTime, relativeTime, toInstant, type TimeInput,
} from '@src/lib/format/datetime';

export type DateTimeFormat = 'datetime' | 'date' | 'time' | 'monthDay' | 'relative';

const FORMATS: Record<DateTimeFormat, (t: TimeInput) => string> = {
  datetime: formatDateTime,
  date: formatDate,
  time: formatTime,
  monthDay: formatMonthDayTime,
  relative: (t) => relativeTime(t),
};

export function DateTime({ value, format = 'datetime', empty = null, className }: {
  value: TimeInput | null | undefined;
  format?: DateTimeFormat;
  empty?: ReactNode;
  className?: string;
}) {
  const at = toInstant(value);
  if (!at) return <>{empty}</>;
  return (
    <time className={className} dateTime={at.toISOString()} title={format === 'relative' ? formatDateTime(at) : undefined}>
      {FORMATS[format](at)}
    </time>
  );
}
