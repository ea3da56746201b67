/**
 * Refunds of mall orders (售后退款; the rules are in contract/mall.ts "Refunds"): the buyer applies and may cancel;
 * finance staff approve (the payment is refunded through its provider in the same transaction) or reject.
 *
 * Concurrency: a request is made by one insert guarded by a partial unique index (one pending per order) together with
 * the guarded order move (paid | shipped | received → refunding); approving is one guarded UPDATE of the request
 * (pending → refunded) and of the order (refunding → refunded) in the transaction that refunds the payment, so of any
 * number of parallel approvals exactly one refunds, and the others are told it was decided already.
 */
import type { ParsedParams } from '@contract/common/index';
import { toPage, type Page } from '@contract/common/index';
import type * as c from '@contract/mall';
import type * as o from '@contract/mall-ops';
import { MAX_REFUND_REQUESTS, REFUND_STATUS_NAMES, REFUND_WINDOW_MS, type OrderStatus, type Refund, type RefundStatus } from '@contract/mall';
import type { OpsRefund } from '@contract/mall-ops';
import { isoOrNull } from '@model/datetime';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { refundPaymentIn } from '../payments/index';
import { returnCoupon } from '../coupons/index';
import { requireStaff } from '../staff/index';
import { displayNames } from '../accounts/index';
import * as catalog from './mall-catalog.repo';
import * as orders from './mall-orders.repo';
import type { OrderRow } from './mall-orders.repo';
import * as repo from './mall-refunds.repo';
import type { RefundRow } from './mall-refunds.repo';
import { toOrder } from './mall.views';
import { couponRef } from './checkout.service';

const finance = (ctx: Ctx<'user'>) => requireStaff(ctx, 'finance');

export const toRefund = (r: RefundRow): Refund => ({
  id: r.id, orderId: r.orderId, status: r.status as RefundStatus, statusText: REFUND_STATUS_NAMES[r.status as RefundStatus] ?? r.status,
  reason: r.reason, content: r.content, images: r.images, amount: r.amountFen, rejectReason: r.rejectReason,
  createdAt: r.createdAt.toISOString(), decidedAt: isoOrNull(r.decidedAt),
});

/** Why this order cannot be refunded now, or null. */
function refusal(o: OrderRow, history: RefundRow[], now: Date): string | null {
  if (o.status === 'refunding') return '退款申请正在审核中';
  if (o.status === 'refunded') return '订单已退款';
  if (o.status === 'unpaid' || o.status === 'cancelled') return '订单未支付，无需退款';
  if (o.status === 'reviewed') return '订单已完成，超过退款期限';
  if (o.status === 'received' && (!o.receivedAt || o.receivedAt.getTime() + REFUND_WINDOW_MS < now.getTime())) return '已超过收货后7天的退款期限';
  if (!o.outTradeNo) return '订单未支付，无需退款';
  if (history.length >= MAX_REFUND_REQUESTS) return `每个订单最多申请${MAX_REFUND_REQUESTS}次退款，请联系客服`;
  return null;
}

async function own(ctx: Ctx<'user'>, id: number): Promise<OrderRow> {
  const o = await orders.ownOrder(ctx.db, ctx.user.id, id);
  if (!o) fail('订单不存在');
  return o;
}

// ——— The buyer ———

export async function list(ctx: Ctx<'user'>, p: { id: number }): Promise<{ list: Refund[]; canApply: boolean; maxAmount: number; fullOnly: boolean }> {
  const o = await own(ctx, p.id);
  const history = await repo.refundsOf(ctx.db, o.id);
  return { list: history.map(toRefund), canApply: refusal(o, history, ctx.adapters.clock.now()) === null, maxAmount: o.totalFen, fullOnly: o.status === 'paid' };
}

export async function apply(ctx: Ctx<'user'>, p: ParsedParams<typeof c.refundApply>): Promise<Refund> {
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => {
    const o = await orders.ownOrder(tx, ctx.user.id, p.orderId);
    if (!o) fail('订单不存在');
    const why = refusal(o, await repo.refundsOf(tx, o.id), now);
    if (why) fail(why);
    if (p.amount > o.totalFen) fail(`退款金额不能超过实付金额 ${(o.totalFen / 100).toFixed(2)} 元`);
    if (o.status === 'paid' && p.amount !== o.totalFen) fail('订单尚未发货，只能全额退款');
    const moved = await orders.move(tx, o.id, [o.status], { status: 'refunding' });
    if (!moved) fail('订单状态已变化，请刷新后重试');
    const r = await repo.insertRefund(tx, {
      orderId: o.id, userId: ctx.user.id, status: 'pending', fromStatus: o.status, reason: p.reason, content: p.content, images: p.images,
      amountFen: p.amount, createdAt: now,
    });
    if (!r) fail('退款申请正在审核中');
    return toRefund(r);
  });
}

/** The order goes back to where it was before the request (cancel, reject). */
async function restore(tx: Tx, r: RefundRow): Promise<void> {
  await orders.move(tx, r.orderId, ['refunding'], { status: r.fromStatus });
}

export async function cancel(ctx: Ctx<'user'>, p: { id: number }): Promise<Refund> {
  const o = await own(ctx, p.id);
  return ctx.db.transaction(async (tx) => {
    const r = await repo.pendingOf(tx, o.id);
    if (!r) fail('没有待审核的退款申请');
    const moved = await repo.decide(tx, r.id, { status: 'cancelled', decidedAt: ctx.adapters.clock.now() });
    if (!moved) fail('退款申请已处理，不能撤销');
    await restore(tx, moved);
    return toRefund(moved);
  });
}

// ——— Staff (财务) ———

async function opsView(db: Tx, rows: RefundRow[]): Promise<OpsRefund[]> {
  const ids = [...new Set(rows.map((r) => r.orderId))];
  const os = new Map<number, OrderRow>();
  for (const id of ids) {
    const row = await orders.locateOrder(db, id);
    if (row) os.set(id, row);
  }
  const items = await orders.itemsOf(db, ids);
  const names = await displayNames(db, [...rows.map((r) => r.userId), ...rows.flatMap((r) => (r.staffId ? [r.staffId] : []))]);
  return rows.filter((r) => os.has(r.orderId)).map((r) => ({
    ...toRefund(r), order: toOrder(os.get(r.orderId)!, items), buyer: names.get(r.userId)?.name ?? '用户',
    fromStatus: r.fromStatus as OrderStatus, staff: r.staffId ? (names.get(r.staffId)?.name ?? '') : '',
  }));
}

export async function opsList(ctx: Ctx<'user'>, p: ParsedParams<typeof o.opsRefundList>): Promise<Page<OpsRefund>> {
  await finance(ctx);
  const rows = await repo.refundPage(ctx.db, p.status ? [p.status] : null, p.pageIndex, p.pageSize);
  return toPage(await opsView(ctx.db, rows), p.pageSize);
}

async function decidedAlready(db: Tx, id: number): Promise<never> {
  const r = await repo.locateRefund(db, id);
  if (!r) fail('退款申请不存在');
  fail(`该退款申请${REFUND_STATUS_NAMES[r.status as RefundStatus] ?? '已处理'}`);
}

export async function approve(ctx: Ctx<'user'>, p: { id: number }): Promise<OpsRefund> {
  await finance(ctx);
  const now = ctx.adapters.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const r = await repo.decide(tx, p.id, { status: 'refunded', decidedAt: now, staffId: ctx.user.id });
    if (!r) return decidedAlready(tx, p.id);
    const order = await orders.move(tx, r.orderId, ['refunding'], { status: 'refunded' });
    if (!order || !order.outTradeNo) throw new Error(`mall refund ${r.id}: order ${r.orderId} is not refunding`);
    const paid = await refundPaymentIn(tx, ctx, order.outTradeNo, `商城订单退款：${r.reason}`, r.amountFen);
    if (!paid) fail('支付单不是已支付状态，无法原路退款');
    if (r.fromStatus === 'paid') {
      for (const i of await orders.itemsOf(tx, [order.id])) await catalog.restock(tx, i.skuId, i.productId, i.quantity);
    }
    if (r.amountFen === order.totalFen) await returnCoupon(tx, couponRef(order.code));
    return r;
  });
  return (await opsView(ctx.db, [done]))[0];
}

export async function reject(ctx: Ctx<'user'>, p: { id: number; reason: string }): Promise<OpsRefund> {
  await finance(ctx);
  const done = await ctx.db.transaction(async (tx) => {
    const r = await repo.decide(tx, p.id, { status: 'rejected', decidedAt: ctx.adapters.clock.now(), staffId: ctx.user.id, rejectReason: p.reason });
    if (!r) return decidedAlready(tx, p.id);
    await restore(tx, r);
    return r;
  });
  return (await opsView(ctx.db, [done]))[0];
}
