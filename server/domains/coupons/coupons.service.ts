/**
 * Coupons (contract/coupons.ts). Receiving runs in one transaction: his next copy number is inserted under a unique
 * key (a parallel second receive of the same copy is refused), then the coupon's `received` grows by a guarded UPDATE
 * (never past the total); either failing rolls both back.
 *
 * For the mall (index.ts): `couponOptions` (his usable coupons for some lines, best first), `lockCoupon` (an order
 * takes one), `useCoupon` (the order is paid), `releaseCoupon` (the order is cancelled: the coupon comes back),
 * `returnCoupon` (a paid order refunded in full: the used coupon comes back).
 */
import type { CouponIssue, CouponState, MyCoupon } from '@contract/coupons';
import { COUPON_STATE_NAMES } from '@contract/coupons';
import type { ParsedParams } from '@contract/common/index';
import type * as c from '@contract/coupons';
import { toPage, type Page } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { requireStaff } from '../staff/index';
import * as repo from './coupons.repo';
import type { CouponRow, HeldCoupon } from './coupons.repo';
import { discountFor, inDate, ruleText, scopeText, type CouponLine } from './coupon-rules';

const loggedIn = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : null);

function toIssue(r: CouponRow, mine: number, now: Date): CouponIssue {
  return {
    id: r.id, title: r.title, kind: r.kind as CouponIssue['kind'], amount: r.amountFen, discountPct: r.discountPct, minSpend: r.minSpendFen,
    scope: r.scope as CouponIssue['scope'], scopeId: r.scopeId, rule: ruleText(r), scopeText: scopeText(r),
    validFrom: r.validFrom.toISOString(), validTo: r.validTo.toISOString(), total: r.total, received: r.received, perUser: r.perUser,
    mine, canReceive: inDate(r, now) && r.received < r.total && mine < r.perUser,
  };
}

function stateOf(h: HeldCoupon, now: Date): CouponState {
  if (h.copy.status === 'unused' && h.coupon.validTo < now) return 'expired';
  return h.copy.status as CouponState;
}

function toMine(h: HeldCoupon, now: Date): MyCoupon {
  const state = stateOf(h, now);
  return {
    id: h.copy.id, couponId: h.coupon.id, title: h.coupon.title, rule: ruleText(h.coupon), scopeText: scopeText(h.coupon),
    amount: h.coupon.amountFen, discountPct: h.coupon.discountPct, kind: h.coupon.kind as MyCoupon['kind'], minSpend: h.coupon.minSpendFen,
    state, stateText: COUPON_STATE_NAMES[state], validFrom: h.coupon.validFrom.toISOString(), validTo: h.coupon.validTo.toISOString(),
    receivedAt: h.copy.receivedAt.toISOString(),
  };
}

async function issues(ctx: Ctx, rows: CouponRow[]): Promise<CouponIssue[]> {
  const uid = loggedIn(ctx);
  const held = uid ? await repo.copiesOf(ctx.db, uid, rows.map((r) => r.id)) : new Map<number, number>();
  const now = ctx.adapters.clock.now();
  return rows.map((r) => toIssue(r, held.get(r.id) ?? 0, now));
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.couponList>): Promise<Page<MyCoupon> & { counts: Record<CouponState, number> }> {
  const now = ctx.adapters.clock.now();
  const rows = await repo.mine(ctx.db, ctx.user.id, p.state, now, p.pageIndex, p.pageSize);
  const counts = (await repo.countsOf(ctx.db, ctx.user.id, now)) as Record<CouponState, number>;
  return { ...toPage(rows.map((h) => toMine(h, now)), p.pageSize), counts };
}

export async function usableFor(ctx: Ctx<'user'>, p: ParsedParams<typeof c.couponGet>): Promise<{ list: (MyCoupon & { discount: number })[] }> {
  const now = ctx.adapters.clock.now();
  const rows = (await repo.usable(ctx.db, ctx.user.id, now)).filter((h) => h.coupon.scope === 'all');
  const line: CouponLine = { productId: 0, categoryId: 0, amountFen: p.amount };
  const list = rows.map((h) => ({ ...toMine(h, now), discount: discountFor(h.coupon, [line], now) })).filter((x) => x.discount > 0);
  return { list: list.sort((a, b) => b.discount - a.discount) };
}

export async function forProduct(ctx: Ctx, p: { x: number }): Promise<{ list: CouponIssue[] }> {
  const product = await repo.productCategory(ctx.db, p.x);
  if (!product) fail('商品不存在');
  return { list: await issues(ctx, await repo.forProduct(ctx.db, product.id, product.categoryId, ctx.adapters.clock.now())) };
}

export async function issueList(ctx: Ctx, p: { pageIndex: number; pageSize: number }): Promise<Page<CouponIssue>> {
  const rows = await repo.issuing(ctx.db, ctx.adapters.clock.now(), p.pageIndex, p.pageSize);
  return toPage(await issues(ctx, rows), p.pageSize);
}

export async function issueGet(ctx: Ctx, p: { x: number }): Promise<CouponIssue> {
  const r = await repo.couponById(ctx.db, p.x);
  if (!r) fail('优惠券不存在');
  return (await issues(ctx, [r]))[0];
}

export async function receive(ctx: Ctx<'user'>, p: { couponId: number }): Promise<MyCoupon> {
  const now = ctx.adapters.clock.now();
  const uid = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const coupon = await repo.couponById(tx, p.couponId);
    if (!coupon || coupon.channel !== 'public') fail('优惠券不存在');
    if (now < coupon.validFrom) fail('优惠券还未开始发放');
    if (now > coupon.validTo) fail('优惠券已过期');
    const held = (await repo.copiesOf(tx, uid, [coupon.id])).get(coupon.id) ?? 0;
    if (held >= coupon.perUser) fail(coupon.perUser === 1 ? '您已领取过该优惠券' : `每人限领${coupon.perUser}张`);
    const copy = await repo.insertCopy(tx, { couponId: coupon.id, userId: uid, n: held + 1, receivedAt: now });
    if (!copy) fail(coupon.perUser === 1 ? '您已领取过该优惠券' : '领取太频繁，请稍后再试');
    if (!(await repo.takeOne(tx, coupon.id))) fail('优惠券已领完');
    return toMine({ copy, coupon }, now);
  });
}

// ——— Staff ———

export async function opsList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Page<CouponIssue>> {
  await requireStaff(ctx, 'operator');
  const rows = await repo.issuing(ctx.db, ctx.adapters.clock.now(), p.pageIndex, p.pageSize, true);
  return toPage(await issues(ctx, rows), p.pageSize);
}

const scopeExists = async (db: Tx, scope: string, id: number) =>
  scope === 'product' ? !!(await repo.productCategory(db, id)) : repo.categoryExists(db, id);

export async function opsSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsCouponSave>): Promise<CouponIssue> {
  await requireStaff(ctx, 'operator');
  const validFrom = new Date(p.validFrom);
  const validTo = new Date(p.validTo);
  if (validTo <= validFrom) fail('结束时间须晚于开始时间');
  if (p.kind === 'amount' && p.amount < 1) fail('请填写减免金额');
  if (p.kind === 'discount' && !(p.discountPct && p.discountPct < 100)) fail('请填写折扣（1–99）');
  if (p.kind === 'amount' && p.minSpend > 0 && p.amount > p.minSpend) fail('减免金额不能大于使用门槛');
  if (p.scope !== 'all' && (!p.scopeId || !(await scopeExists(ctx.db, p.scope, p.scopeId)))) fail(p.scope === 'product' ? '适用商品不存在' : '适用分类不存在');
  const row = await repo.insertCoupon(ctx.db, {
    title: p.title, kind: p.kind, amountFen: p.kind === 'amount' ? p.amount : 0, discountPct: p.kind === 'discount' ? p.discountPct! : 100,
    minSpendFen: p.minSpend, scope: p.scope, scopeId: p.scope === 'all' ? null : p.scopeId!, validFrom, validTo, total: p.total,
    perUser: p.perUser, createdBy: ctx.user.id, createdAt: ctx.adapters.clock.now(),
  });
  return (await issues(ctx, [row]))[0];
}

// ——— For other domains ———

/**
 * Inside the caller's transaction (the points shop's exchange): hand the user one copy of a coupon, beyond its
 * per-user limit (the caller keeps its own limit) but never past its total. Fails when the coupon is missing, out of
 * date or all given out; a parallel grant to the same user that took his copy number is refused, not doubled.
 */
export async function grantCoupon(tx: Tx, p: { couponId: number; userId: number; now: Date }): Promise<MyCoupon> {
  const coupon = await repo.couponById(tx, p.couponId);
  if (!coupon) fail('优惠券不存在');
  if (p.now > coupon.validTo) fail('优惠券已过期');
  const held = (await repo.copiesOf(tx, p.userId, [coupon.id])).get(coupon.id) ?? 0;
  const copy = await repo.insertCopy(tx, { couponId: coupon.id, userId: p.userId, n: held + 1, receivedAt: p.now });
  if (!copy) fail('操作太频繁，请稍后再试');
  if (!(await repo.takeOne(tx, coupon.id))) fail('优惠券已发完');
  return toMine({ copy, coupon }, p.now);
}

// ——— For the mall and print ———

export interface CouponChoice { userCouponId: number; title: string; discount: number; rule: string; validTo: string }

/** His usable coupons for these lines, best first (only those that take something off). */
export async function couponOptions(db: Tx, userId: number, lines: CouponLine[], now: Date): Promise<CouponChoice[]> {
  const rows = await repo.usable(db, userId, now);
  return rows
    .map((h) => ({ userCouponId: h.copy.id, title: h.coupon.title, discount: discountFor(h.coupon, lines, now), rule: ruleText(h.coupon), validTo: h.coupon.validTo.toISOString() }))
    .filter((o) => o.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.validTo.localeCompare(b.validTo));
}

/** Inside the order's transaction: take the coupon for `orderRef`; answers what it takes off, or fails. */
export async function lockCoupon(tx: Tx, userId: number, userCouponId: number, lines: CouponLine[], orderRef: string, now: Date): Promise<number> {
  const h = await repo.heldById(tx, userId, userCouponId);
  if (!h || stateOf(h, now) !== 'unused') fail('优惠券不可用');
  const off = discountFor(h.coupon, lines, now);
  if (off <= 0) fail(`优惠券不满足使用条件（${ruleText(h.coupon)}）`);
  if (!(await repo.lockCopy(tx, userId, userCouponId, orderRef))) fail('优惠券不可用');
  return off;
}

export const useCoupon = (tx: Tx, orderRef: string, now: Date) => repo.useLocked(tx, orderRef, now);
export const releaseCoupon = (tx: Tx, orderRef: string) => repo.releaseLocked(tx, orderRef);
/** The order was refunded in full: its used coupon comes back to the buyer (once). */
export const returnCoupon = (tx: Tx, orderRef: string) => repo.returnUsed(tx, orderRef);
