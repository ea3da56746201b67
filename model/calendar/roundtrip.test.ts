import { describe, expect, it } from 'vitest';
import { LunarDay } from 'tyme4ts';
import { buildLunarDate, fromGregorian } from './chinese-date';
import { fromJdn, isoOf, toJdn } from './lunar-table';

describe('every day of 1901–2100', () => {
  it('round-trips Gregorian → lunar → Gregorian, with lunar days advancing one by one', () => {
    const first = toJdn(1901, 1, 1);
    const last = toJdn(2100, 12, 31);
    let prev: { year: number; month: number; leap: boolean; day: number } | undefined;
    let count = 0;
    for (let jdn = first; jdn <= last; jdn++) {
      const iso = isoOf(fromJdn(jdn));
      const d = fromGregorian(iso);
      const back = buildLunarDate({ original: '', lunarYear: d.lunarYear, month: d.month, leap: d.leapMonth, day: d.day });
      if (!back.ok || back.date.gregorianISO !== iso) expect.fail(`${iso} → ${d.lunarYear}/${d.month}/${d.day} → ${back.ok ? back.date.gregorianISO : back.reason}`);
      const cur = { year: d.lunarYear!, month: d.month!, leap: d.leapMonth!, day: d.day! };
      if (prev) {
        const sameMonth = cur.year === prev.year && cur.month === prev.month && cur.leap === prev.leap;
        const ok = sameMonth
          ? cur.day === prev.day + 1
          : cur.day === 1 && (prev.day === 29 || prev.day === 30)
            && (cur.leap ? cur.month === prev.month && cur.year === prev.year
              : cur.month === (prev.month % 12) + 1 && cur.year === prev.year + (cur.month === 1 ? 1 : 0));
        if (!ok) expect.fail(`${iso}: ${JSON.stringify(prev)} → ${JSON.stringify(cur)}`);
      }
      prev = cur;
      count++;
    }
    expect(count).toBe(73049);
  });

  it('agrees with tyme4ts itself on every 7th day', () => {
    for (let jdn = toJdn(1901, 1, 1); jdn <= toJdn(2100, 12, 31); jdn += 7) {
      const w = fromJdn(jdn);
      const d = fromGregorian(w);
      const t = LunarDay.fromYmd(d.lunarYear!, d.leapMonth ? -d.month! : d.month!, d.day!).getSolarDay();
      if (t.getYear() !== w.year || t.getMonth() !== w.month || t.getDay() !== w.day) expect.fail(`${isoOf(w)} vs ${t.toString()}`);
    }
  });
});
