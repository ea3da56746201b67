import { describe, expect, it } from 'vitest';
import { discountFor, ruleText } from './coupon-rules';

const base = { kind: 'amount', amountFen: 2000, discountPct: 100, minSpendFen: 10000, scope: 'all', scopeId: null,
  validFrom: new Date('2026-01-01T00:00:00Z'), validTo: new Date('2026-12-31T00:00:00Z') };
const now = new Date('2026-06-01T00:00:00Z');

describe('coupon rules', () => {
  it('满减 applies from the minimum spend, on the eligible lines only', () => {
    expect(ruleText(base)).toBe('满100减20');
    expect(discountFor(base, [{ productId: 1, categoryId: 1, amountFen: 9999 }], now)).toBe(0);
    expect(discountFor(base, [{ productId: 1, categoryId: 1, amountFen: 10000 }], now)).toBe(2000);
    const cat = { ...base, scope: 'category', scopeId: 2 };
    expect(discountFor(cat, [{ productId: 1, categoryId: 1, amountFen: 50000 }], now)).toBe(0);
    expect(discountFor(cat, [{ productId: 1, categoryId: 2, amountFen: 10000 }], now)).toBe(2000);
  });
  it('折扣 takes the percentage, rounded down; out of date it is 0; never more than the goods', () => {
    const d = { ...base, kind: 'discount', discountPct: 85, minSpendFen: 0 };
    expect(ruleText(d)).toBe('8.5折');
    expect(discountFor(d, [{ productId: 1, categoryId: 1, amountFen: 999 }], now)).toBe(149);
    expect(discountFor(d, [{ productId: 1, categoryId: 1, amountFen: 999 }], new Date('2027-01-02T00:00:00Z'))).toBe(0);
    expect(discountFor({ ...base, minSpendFen: 0 }, [{ productId: 1, categoryId: 1, amountFen: 500 }], now)).toBe(500);
  });
});
