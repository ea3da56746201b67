import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, pickedDay, pickedMinute, pickerValue } from './datetime';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the client date/time module', () => {
  it('shows instants in China time (the model functions)', () => {
    expect(formatDateTime('2026-11-22T16:30:00Z')).toBe('2026-11-23 00:30');
  });
  it('takes a picked day or minute as the user saw it, in any device zone', () => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Shanghai']) {
      process.env.TZ = tz;
      expect(pickedDay(new Date(2026, 2, 5))).toBe('2026-03-05');
      expect(pickedMinute(new Date(2026, 2, 5, 8, 7))).toBe('2026-03-05 08:07');
      expect(pickedDay(pickerValue('1990-12-31', new Date()))).toBe('1990-12-31');
    }
  });
  it('gives the picker its fallback for no or a bad date', () => {
    const fallback = new Date(1980, 0, 1);
    expect(pickerValue('', fallback)).toBe(fallback);
    expect(pickerValue(null, fallback)).toBe(fallback);
    expect(pickerValue('2026-02-30', fallback)).toBe(fallback);
    expect(pickerValue('0099-01-01', fallback).getFullYear()).toBe(99);
  });
});
