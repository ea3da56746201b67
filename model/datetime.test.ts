import { afterEach, describe, expect, it } from 'vitest';
import {
  chinaDay, chinaDayStart, chinaParts, formatChineseDate, formatDate, formatDateTime, formatMonthDayTime, formatTime,
  fromChinaWallTime, intlParts, isCalendarDate, isoOrNull, relativeTime, toInstant, toIso,
} from './datetime';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('instants are shown in China time', () => {
  it('an order made at 16:30 UTC is 00:30 the next day in China', () => {
    expect(formatDateTime('2026-11-22T16:30:00.000Z')).toBe('2026-11-23 00:30');
    expect(formatDate('2026-11-22T16:30:00.000Z')).toBe('2026-11-23');
    expect(formatTime('2026-11-22T16:30:00.000Z')).toBe('00:30');
    expect(formatMonthDayTime('2026-11-22T16:30:00.000Z')).toBe('11月23日 00:30');
    expect(formatChineseDate('2026-11-22T16:30:00.000Z')).toBe('2026年11月23日 星期一');
  });
  it('whatever the zone of the device or the server', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Shanghai']) {
      process.env.TZ = tz;
      expect(formatDateTime(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23 00:30');
      expect(chinaDay(new Date('2026-03-08T10:00:00Z'))).toBe('2026-03-08');
    }
  });
  it('midnight edges: the last second of a day and the first of the next', () => {
    expect(formatDateTime('2026-11-22T15:59:59Z')).toBe('2026-11-22 23:59');
    expect(chinaDay(new Date('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(chinaDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(chinaDayStart('2026-11-23').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-23T15:59:59Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(chinaDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(formatDateTime('2028-02-28T16:00:00Z')).toBe('2028-02-29 00:00');
  });
  it('China keeps no summer time now: 2026 is UTC+8 all year, across the US and EU switches', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let h = 0; h < 365 * 24; h += 3) {
      const t = start + h * 3_600_000;
      const p = chinaParts(t)!;
      const shifted = new Date(t + 8 * 3_600_000);
      expect([p.year, p.month, p.day, p.hour]).toEqual([shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), shifted.getUTCHours()]);
    }
  });
  it('but did in 1986–1991, and the zone data knows it', () => {
    expect(formatDateTime('1988-07-01T00:00:00Z')).toBe('1988-07-01 09:00');
    expect(fromChinaWallTime(1988, 7, 1, 9).toISOString()).toBe('1988-07-01T00:00:00.000Z');
    expect(fromChinaWallTime(1988, 1, 1, 8).toISOString()).toBe('1988-01-01T00:00:00.000Z');
  });
  it('missing or invalid instants show nothing', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(() => chinaDay('nonsense')).toThrow(RangeError);
  });
});

describe('reading instants', () => {
  it('takes Dates, epoch seconds or milliseconds and ISO strings', () => {
    const at = '2026-11-22T02:00:00.000Z';
    expect(toInstant(new Date(at))?.toISOString()).toBe(at);
    expect(toInstant(Date.parse(at))?.toISOString()).toBe(at);
    expect(toInstant(Date.parse(at) / 1000)?.toISOString()).toBe(at);
    expect(toInstant('2026-11-22T10:00:00+08:00')?.toISOString()).toBe(at);
  });
  it('reads a zone-less server string as China wall time', () => {
    expect(toInstant('2026-11-22 10:00:00')?.toISOString()).toBe('2026-11-22T02:00:00.000Z');
    expect(toInstant('2026-11-22 10:00')?.toISOString()).toBe('2026-11-22T02:00:00.000Z');
    expect(toInstant('2026-11-22')?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(toInstant('2026-02-30 10:00')).toBeNull();
    expect(toInstant('2026-11-22 24:00')).toBeNull();
  });
  it('writes ISO strings for the API', () => {
    expect(toIso(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-22T02:00:00.000Z');
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
    expect(isoOrNull(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('relative time (spec §9 display filter)', () => {
  const now = new Date('2026-11-22T10:00:00+08:00').getTime();
  const ago = (ms: number) => now - ms;
  it('has every unit', () => {
    expect(relativeTime(ago(9_999), now)).toBe('刚刚');
    expect(relativeTime(ago(10_000), now)).toBe('10秒前');
    expect(relativeTime(ago(59_999), now)).toBe('59秒前');
    expect(relativeTime(ago(60_000), now)).toBe('1分钟前');
    expect(relativeTime(ago(3_600_000), now)).toBe('1小时前');
    expect(relativeTime(ago(86_400_000 - 1), now)).toBe('23小时前');
    expect(relativeTime(ago(86_400_000), now)).toBe('1天前');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('1周前');
    expect(relativeTime(ago(30 * 86_400_000), now)).toBe('1个月前');
    expect(relativeTime(ago(365 * 86_400_000), now)).toBe('1年前');
  });
  it('counts elapsed time, not calendar days: 23:59 yesterday is minutes ago', () => {
    expect(relativeTime('2026-11-22T23:59:00+08:00', '2026-11-23T00:01:00+08:00')).toBe('2分钟前');
  });
  it('shows a time in the future (clock skew) as 刚刚 and nothing for no time', () => {
    expect(relativeTime(ago(-60_000), now)).toBe('刚刚');
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('calendar dates are not instants', () => {
  it('are checked as dates, with leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
  });
});

describe('chinaParts from 1992 on (UTC+8 without the zone data)', () => {
  it('answers what the zone data answer, for instants spread over 1992–2100 and around the last summer time', () => {
    const checks: number[] = [Date.UTC(1991, 8, 14, 16, 59, 59), Date.UTC(1991, 8, 14, 17), Date.UTC(1991, 11, 31, 15, 59, 59), Date.UTC(1991, 11, 31, 16)];
    let x = 12345;
    for (let i = 0; i < 5000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31; // a fixed pseudo-random walk: the same instants every run
      checks.push(Date.UTC(1992, 0, 1) + Math.floor((x / 2 ** 31) * (Date.UTC(2100, 0, 1) - Date.UTC(1992, 0, 1))));
    }
    for (const ms of checks) expect(chinaParts(new Date(ms)), new Date(ms).toISOString()).toEqual(intlParts(new Date(ms)));
  });

  it('keeps the summer time of 1986–1991 (zone data)', () => {
    // 1990-07-01 12:00 UTC: China was on UTC+9 that summer
    expect(chinaParts(new Date(Date.UTC(1990, 6, 1, 12)))).toMatchObject({ year: 1990, month: 7, day: 1, hour: 21 });
    expect(chinaParts(new Date(Date.UTC(2026, 6, 1, 12)))).toMatchObject({ year: 2026, month: 7, day: 1, hour: 20, weekday: 3 });
  });
});
