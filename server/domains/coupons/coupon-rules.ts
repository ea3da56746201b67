/** Pure rules of a coupon: its text, whether it applies to an order's lines, and what it takes off (fen). */
import { COUPON_SCOPE_NAMES } from '@contract/coupons';

export interface CouponTerms {
  kind: string;
  amountFen: number;
  discountPct: number;
  minSpendFen: number;
  scope: string;
  scopeId: number | null;
  validFrom: Date;
  validTo: Date;
}

/** One line of an order as the coupon sees it; `print` marks a print order's books (only print-scope coupons apply). */
export interface CouponLine { productId: number; categoryId: number; amountFen: number; print?: boolean }

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

export function ruleText(c: CouponTerms): string {
  if (c.kind === 'discount') {
    const d = c.discountPct % 10 === 0 ? String(c.discountPct / 10) : (c.discountPct / 10).toFixed(1);
    return c.minSpendFen > 0 ? `满${yuan(c.minSpendFen)}元${d}折` : `${d}折`;
  }
  return c.minSpendFen > 0 ? `满${yuan(c.minSpendFen)}减${yuan(c.amountFen)}` : `无门槛减${yuan(c.amountFen)}元`;
}

export const scopeText = (c: Pick<CouponTerms, 'scope'>) => COUPON_SCOPE_NAMES[c.scope as keyof typeof COUPON_SCOPE_NAMES] ?? '';

export const inDate = (c: Pick<CouponTerms, 'validFrom' | 'validTo'>, now: Date) => c.validFrom <= now && now <= c.validTo;

/** What the coupon takes off these lines at `now` (0 when it does not apply). Never more than the eligible goods. */
export function discountFor(c: CouponTerms, lines: CouponLine[], now: Date): number {
  if (!inDate(c, now)) return 0;
  const eligible = lines
    .filter((l) => (l.print ? c.scope === 'print'
      : c.scope === 'all' || (c.scope === 'product' && l.productId === c.scopeId) || (c.scope === 'category' && l.categoryId === c.scopeId)))
    .reduce((s, l) => s + l.amountFen, 0);
  if (eligible <= 0 || eligible < c.minSpendFen) return 0;
  const off = c.kind === 'discount' ? Math.floor((eligible * (100 - c.discountPct)) / 100) : c.amountFen;
  return Math.max(0, Math.min(off, eligible));
}
