import { describe, expect, it } from 'vitest';
import * as named from '@contract/named';
import type { MonthDay } from '@contract/calendar';
import {
  cellLabel, cleanName, EMPTY_PICK_FORM, gregorianTitle, luckClass, monthGrid, pickParams,
  shiftMonth, shortFestival, yuan, ymOf,
} from './luck-model';

const day = (date: string, weekday: number, extra: Partial<MonthDay> = {}): MonthDay => ({
  date, weekday, lunarMonth: 10, leapMonth: false, lunarDay: 5, label: '初五', festivals: { lunar: [], solar: [] }, ...extra,
});

describe('month navigation', () => {
  it('shifts across year ends', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });
  it('reads year and month from an ISO date', () => {
    expect(ymOf('2026-11-22')).toEqual({ year: 2026, month: 11 });
    expect(ymOf('2026-13-01')).toBeNull();
    expect(ymOf(undefined)).toBeNull();
  });
});

describe('monthGrid', () => {
  it('pads to whole Sunday-first weeks', () => {
    const days = Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i % 7));
    const weeks = monthGrid(days);
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]?.date).toBe('2026-11-01');
    expect(weeks[4].slice(2)).toEqual([null, null, null, null, null]);
    const wed = monthGrid([day('2025-10-01', 3), day('2025-10-02', 4)]);
    expect(wed[0].slice(0, 4).map((c) => c?.date ?? null)).toEqual([null, null, null, '2025-10-01']);
    expect(monthGrid([])).toEqual([]);
  });
});

describe('cell labels', () => {
  it('prefers festivals, then 节气, then the month name on 初一', () => {
    expect(cellLabel(day('x', 0, { festivals: { lunar: ['中秋节'], solar: ['国庆节'] } }))).toEqual({ text: '中秋', kind: 'festival' });
    expect(cellLabel(day('x', 0, { solarTerm: '小雪', label: '小雪' }))).toEqual({ text: '小雪', kind: 'term' });
    expect(cellLabel(day('x', 0, { lunarDay: 1, label: '十一月' }))).toEqual({ text: '十一月', kind: 'month' });
    expect(cellLabel(day('x', 0))).toEqual({ text: '初五', kind: 'plain' });
    expect(shortFestival('小年（北方）')).toBe('小年');
    expect(shortFestival('元旦')).toBe('元旦');
  });
  it('titles a day', () => expect(gregorianTitle('2026-11-02', '星期一')).toBe('2026年11月2日 星期一'));
});

describe('forms', () => {
  it('formats prices', () => {
    expect(yuan(990)).toBe('9.90元');
  });

  it('turns the picking form into /named/create params the contract accepts', () => {
    const p = pickParams({ ...EMPTY_PICK_FORM, surname: ' 刘 ', zibei: '德', givenLength: 1, birth: '2026-03-15 08:30' });
    expect(p).toEqual({ surname: '刘', gender: 1, zibei: '德', zibeiPosition: 'first', givenLength: 2, birth: '2026-03-15 08:30' });
    expect(named.create.params.safeParse(p).success).toBe(true);
    const single = pickParams({ ...EMPTY_PICK_FORM, surname: '王', gender: 2, givenLength: 1, birth: '2026-03-15 08:30', avoid: '雅' });
    expect(single).toEqual({ surname: '王', gender: 2, givenLength: 1, birth: '2026-03-15 08:30', avoid: '雅' });
  });

  it('cleans a typed name', () => {
    expect(cleanName(' 欧阳 修 ')).toBe('欧阳修');
  });

  it('classes 吉凶 words', () => {
    expect(luckClass('吉')).toBe('good');
    expect(luckClass('大凶')).toBe('bad');
    expect(luckClass('半吉')).toBe('mid');
    expect(luckClass('中')).toBe('mid');
  });
});
