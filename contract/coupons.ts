/**
 * Coupons (优惠券, spec §7 /coupon/*, route /mine/grade/coupon). Staff issue a coupon (/ops/coupon/*): amount off
 * (满减: `amount` fen off when the eligible goods reach `minSpend`) or a discount (折扣: pay `discountPct` % — 90 = 9折),
 * for everything, one product or one category, valid between two dates, with a total and a per-user limit. A user
 * receives it (once per copy allowed, safe under concurrency: never more than the total, never more than his limit);
 * checkout applies one (the best by default); an order cancelled gives its coupon back.
 *
 * My coupon's state (COUPON_STATE): unused 未使用 | locked 使用中 (held by an unpaid order) | used 已使用 | expired 已过期.
 */
import { z } from 'zod';
import { call, id, page, paging, text } from './common/index';

export const COUPON_STATE = ['unused', 'locked', 'used', 'expired'] as const;
export const CouponState = z.enum(COUPON_STATE);
export type CouponState = z.infer<typeof CouponState>;
export const COUPON_STATE_NAMES: Record<CouponState, string> = { unused: '未使用', locked: '使用中', used: '已使用', expired: '已过期' };
export const COUPON_SCOPE_NAMES = { all: '全场通用', product: '指定商品', category: '指定分类', print: '家谱印刷' } as const;

/** A coupon as issued. */
export const CouponIssue = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['amount', 'discount']),
  /** Fen off (kind amount). */
  amount: z.number().int(),
  /** Percent paid (kind discount), 90 = 9折. */
  discountPct: z.number().int(),
  minSpend: z.number().int(),
  /** print: a print card (家谱印刷订单用, from the points shop), never a mall coupon. */
  scope: z.enum(['all', 'product', 'category', 'print']),
  scopeId: z.number().int().nullable(),
  /** e.g. "满100减20", "9折", "无门槛减5元". */
  rule: z.string(),
  scopeText: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  total: z.number().int(),
  received: z.number().int(),
  perUser: z.number().int(),
  /** How many copies I hold (0 for a guest). */
  mine: z.number().int(),
  /** I may receive another copy now. */
  canReceive: z.boolean(),
});
export type CouponIssue = z.infer<typeof CouponIssue>;

/** A coupon I hold. */
export const MyCoupon = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  title: z.string(),
  rule: z.string(),
  scopeText: z.string(),
  amount: z.number().int(),
  discountPct: z.number().int(),
  kind: z.enum(['amount', 'discount']),
  minSpend: z.number().int(),
  state: CouponState,
  stateText: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  receivedAt: z.string(),
});
export type MyCoupon = z.infer<typeof MyCoupon>;

export const couponList = call({
  method: 'GET', path: '/coupon/list', access: 'user',
  params: z.object({ state: CouponState.default('unused').describe('状态'), ...paging }),
  reply: page(MyCoupon, { counts: z.record(CouponState, z.number().int()) }),
  summary: '我的优惠券（按状态），并附各状态数量',
});

export const couponGet = call({
  method: 'GET', path: '/coupon/get', access: 'user',
  params: z.object({ mode: z.enum(['mall', 'all']).default('mall').describe('使用场景'), amount: z.coerce.number().int().min(0).max(100_000_000).describe('金额') }),
  reply: z.object({ list: z.array(MyCoupon.extend({ discount: z.number().int() })) }),
  summary: '对一笔金额（分）可用的我的优惠券（全场券），最优在前',
});

export const couponProduct = call({
  method: 'GET', path: '/coupon/product/:x', access: 'session', params: z.object({ x: id('商品') }),
  reply: z.object({ list: z.array(CouponIssue) }), summary: '商品可领的优惠券',
});

export const couponIssueList = call({
  method: 'GET', path: '/coupon/issue/list', access: 'session', params: z.object({ ...paging }),
  reply: page(CouponIssue), summary: '领券中心：正在发放的优惠券',
});

export const couponIssueWx = call({
  method: 'GET', path: '/coupon/issue/wx/:x', access: 'session', params: z.object({ x: id('优惠券') }),
  reply: CouponIssue, summary: '一张发放中的优惠券（分享领取页）',
});

export const couponReceive = call({
  method: 'POST', path: '/coupon/receive', access: 'user', params: z.object({ couponId: id('优惠券') }),
  reply: MyCoupon, summary: '领取优惠券（不超过总量和每人限领数，并发安全）',
});

// ——— Staff (运营) ———

export const opsCouponList = call({
  method: 'GET', path: '/ops/coupon/list', access: 'user', params: z.object({ ...paging }),
  reply: page(CouponIssue), summary: '运营：全部优惠券',
});

export const opsCouponSave = call({
  method: 'POST', path: '/ops/coupon/save', access: 'user',
  params: z.object({
    title: text('名称', 30).pipe(z.string().min(1)).describe('名称'),
    kind: z.enum(['amount', 'discount']).describe('类型'),
    amount: z.coerce.number().int().min(0).max(100_000_000).default(0).describe('减免金额'),
    discountPct: z.coerce.number().int().min(1).max(99).default(100).describe('折扣').optional(),
    minSpend: z.coerce.number().int().min(0).max(100_000_000).default(0).describe('使用门槛'),
    scope: z.enum(['all', 'product', 'category']).default('all').describe('适用范围'),
    scopeId: id('适用对象').optional(),
    validFrom: z.string().datetime({ offset: true }).describe('开始时间'),
    validTo: z.string().datetime({ offset: true }).describe('结束时间'),
    total: z.coerce.number().int().min(1).max(10_000_000).describe('发放总量'),
    perUser: z.coerce.number().int().min(1).max(100).default(1).describe('每人限领'),
  }),
  reply: CouponIssue, summary: '运营：发放一种优惠券',
});
