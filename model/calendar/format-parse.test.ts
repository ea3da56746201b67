import { describe, expect, it } from 'vitest';
import { fromGregorian } from './chinese-date';
import { formatTraditional } from './format';
import { fromJdn, isoOf, toJdn } from './lunar-table';
import { parseChineseDate } from './parse';

describe('formatTraditional output parses back to the same day', () => {
  it('for a day every ~3 months from 1500 to 2100, in both scripts', () => {
    for (let jdn = toJdn(1500, 1, 7); jdn < toJdn(2100, 12, 1); jdn += 97) {
      const iso = isoOf(fromJdn(jdn));
      for (const script of ['simplified', 'traditional'] as const) {
        const text = formatTraditional(fromGregorian(iso), { script, folkMonthNames: script === 'traditional' });
        const r = parseChineseDate(text);
        if (!r.ok) expect.fail(`${iso} → ${text} → ${r.reason}`);
        expect([text, r.dates.map((d) => d.gregorianISO)]).toEqual([text, [iso]]);
      }
    }
  });
});

describe('parseChineseDate never throws', () => {
  it('on random mixtures of calendar characters', () => {
    const alphabet = '乾隆光緒民国元年正二三四五六七八九十廿卅初闰腊冬月日时子午甲戊公历农1234567890-约间清明';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      let s = '';
      const n = 1 + Math.floor(next() * 14);
      for (let k = 0; k < n; k++) s += alphabet[Math.floor(next() * alphabet.length)];
      const r = parseChineseDate(s);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(0);
    }
  });
});
