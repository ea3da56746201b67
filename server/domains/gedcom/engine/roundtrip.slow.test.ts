/** The round trip on a generated 10 000-member clan, field by field, in 7.0 and 5.5.1 (issue #15 "Done when"). */
import { describe, expect, it } from 'vitest';
import { compareRoundTrip, roundTrip } from '../../../../tests/helpers/gedcom-roundtrip';
import { validateGedcom7 } from './validate';

describe('round trip of 10 000 generated members', () => {
  for (const format of ['7.0', '5.5.1'] as const) {
    it(`${format}: every member, 世, 字辈 (via 世 and branch), 房, 行第, wives and order, adoptions, dates, burial`, () => {
      const r = roundTrip(10_000, format);
      expect(r.mapped.drafts).toHaveLength(10_000);
      expect(compareRoundTrip(r).slice(0, 3)).toEqual([]);
      expect(r.file.log.rows.filter((x) => x.level !== 'info')).toEqual([]);
      if (format === '7.0') expect(validateGedcom7(r.file)).toEqual([]);
      const kinds = new Set(r.g.members.map((m) => m.adoption?.type).filter(Boolean));
      expect(kinds.size).toBeGreaterThanOrEqual(5); // 入继, 兼祧, 出继, 抚子, 寄子 (and 赘婿) are in the sample
    }, 120_000);
  }
});
