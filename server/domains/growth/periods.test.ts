import { describe, expect, it } from 'vitest';
import { addDays, isoWeek, monthRange, today, weekStart } from './periods';

describe('growth periods (China time)', () => {
  it('the day turns at midnight in Shanghai, not UTC', () => {
    expect(today(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(today(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
  it('ISO weeks start on Monday', () => {
    expect(isoWeek('2026-11-22')).toBe('2026-W47'); // a Sunday
    expect(isoWeek('2026-11-23')).toBe('2026-W48'); // the Monday after
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
  });
  it('a month runs from its first day 00:00 to the next month in China time', () => {
    const r = monthRange('2026-12');
    expect(r).toMatchObject({ first: '2026-12-01', last: '2026-12-31' });
    expect(r.from.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
