/**
 * Mall orders after creation (contract/mall.ts): paying (the payments fulfiller), cancelling (user, 30-minute timeout,
 * staff), repaying, confirming receipt (or automatically 7 days after shipping), the address before shipping, buy logs.
 *
 * Paid: the fulfiller moves the order unpaid → paid only for its own trade number, moves the reserved stock out of
 * stock, and uses the coupon. If the order is no longer unpaid (cancelled by the timeout meanwhile, or paid by another
 * trade) it answers 'refund' and the payments domain gives the money back — the order stays cancelled.
 * Cancelled: one guarded UPDATE (unpaid → cancelled) releases the reservations and the coupon; then the payment is
 * closed at the provider (if the provider has it paid already, it settles now and is refunded by the rule above).
 */
import { emitEvent } from '../../events/index';
import type { ParsedParams } from '@contract/common/index';
import { toPage, type Page } from '@contract/common/index';
import type * as c from '@contract/mall';
import { AUTO_RECEIVE_MS, ORDER_TIMEOUT_MS, type CancelBy, type Order, type OrderStatus } from '@contract/mall';
import type { PaymentResult, PaymentStart } from '@contract/payments';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, UserError } from '../../http/errors';
import { cancelPayment, confirmPayment, registerFulfiller, type PayDeps } from '../payments/index';
import { addressOf } from '../addresses/index';
import { releaseCoupon, useCoupon } from '../coupons/index';
import { displayNames } from '../accounts/index';
import * as catalog from './mall-catalog.repo';
import * as orders from './mall-orders.repo';
import type { OrderRow } from './mall-orders.repo';
import { maskName, toOrder } from './mall.views';
import { MALL_TARGET, couponRef, pay } from './checkout.service';

// ——— Paying ———

registerFulfiller(MALL_TARGET, async (tx, payment, { now }) => {
  const id = Number(payment.targetId);
  const order = Number.isInteger(id) ? await orders.locateOrder(tx, id) : undefined;
  if (!order || order.status !== 'unpaid' || (order.outTradeNo && order.outTradeNo !== payment.outTradeNo)) return 'refund';
  const moved = await orders.move(tx, id, ['unpaid'], { status: 'paid', paidAt: now, outTradeNo: payment.outTradeNo });
  if (!moved) return 'refund';
  for (const i of await orders.itemsOf(tx, [id])) await catalog.sell(tx, i.skuId, i.productId, i.quantity);
  await useCoupon(tx, couponRef(order.code), now);
  await emitEvent(tx, 'sale.paid', { buyerId: payment.userId, orderId: id, outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, subject: payment.subject }, now);
});

/** A mall order's state for other domains (agent commissions wait for received + the refund window). */
export async function saleState(db: Tx, id: number): Promise<{ status: string; receivedAt: Date | null } | undefined> {
  const o = await orders.locateOrder(db, id);
  return o && { status: o.status, receivedAt: o.receivedAt };
}

async function view(db: Tx, o: OrderRow): Promise<Order> {
  return toOrder(o, await orders.itemsOf(db, [o.id]));
}

async function own(ctx: Ctx<'user'>, id: number): Promise<OrderRow> {
  const o = await orders.ownOrder(ctx.db, ctx.user.id, id);
  if (!o) fail('订单不存在');
  return o;
}

// ——— Cancelling ———

/**
 * Cancel an unpaid order (by the user, the timeout or staff): release its stock and coupon, then close its payment.
 * Answers the order after; an order that is no longer unpaid is answered as it is.
 */
export async function cancelUnpaid(deps: PayDeps, order: OrderRow, by: CancelBy): Promise<OrderRow> {
  const now = deps.adapters.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await orders.move(tx, order.id, ['unpaid'], { status: 'cancelled', cancelBy: by, cancelledAt: now });
    if (!row) return undefined;
    for (const i of await orders.itemsOf(tx, [order.id])) await catalog.release(tx, i.skuId, i.quantity);
    await releaseCoupon(tx, couponRef(order.code));
    return row;
  });
  if (moved?.outTradeNo) {
    try {
      await cancelPayment(deps, moved.outTradeNo);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
    }
  }
  return (await orders.locateOrder(deps.db, order.id))!;
}

export async function cancel(ctx: Ctx<'user'>, p: { id: number }): Promise<Order> {
  const o = await own(ctx, p.id);
  if (o.status !== 'unpaid') fail(o.status === 'cancelled' ? '订单已取消' : '订单已支付，不能取消');
  const after = await cancelUnpaid(ctx, o, 'user');
  if (after.status !== 'cancelled') fail('订单已支付，不能取消');
  return view(ctx.db, after);
}

/** The timeout job: every unpaid order older than 30 minutes is cancelled. Answers how many. */
export async function cancelOverdue(deps: PayDeps, limit = 200): Promise<number> {
  const now = deps.adapters.clock.now();
  const due = await orders.dueUnpaid(deps.db, new Date(now.getTime() - ORDER_TIMEOUT_MS), limit);
  let n = 0;
  for (const o of due) if ((await cancelUnpaid(deps, o, 'timeout')).cancelBy === 'timeout') n++;
  return n;
}

/** The auto-receive job: shipped over 7 days ago → received. Answers how many. */
export async function receiveOverdue(deps: PayDeps, limit = 500): Promise<number> {
  const now = deps.adapters.clock.now();
  const due = await orders.dueShipped(deps.db, new Date(now.getTime() - AUTO_RECEIVE_MS), limit);
  let n = 0;
  for (const o of due) if (await orders.move(deps.db, o.id, ['shipped'], { status: 'received', receivedAt: now })) n++;
  return n;
}

// ——— The buyer's calls ———

const overdue = (o: OrderRow, now: Date) => o.createdAt.getTime() + ORDER_TIMEOUT_MS <= now.getTime();

export async function repay(ctx: Ctx<'user'>, p: { id: number; payType: 'sandbox' | 'wallet' }): Promise<{ order: Order; payment: PaymentStart | null }> {
  let o = await own(ctx, p.id);
  if (o.status === 'unpaid' && overdue(o, ctx.adapters.clock.now())) o = await cancelUnpaid(ctx, o, 'timeout');
  if (o.status !== 'unpaid') fail(o.status === 'cancelled' ? '订单已取消，请重新下单' : '订单已支付');
  const items = await orders.itemsOf(ctx.db, [o.id]);
  const payment = await ctx.db.transaction((tx) => pay(ctx, tx, o, items.map((i) => i.title), p.payType));
  return { order: await view(ctx.db, (await orders.locateOrder(ctx.db, o.id))!), payment };
}

export async function confirm(ctx: Ctx<'user'>, p: { code: string }): Promise<PaymentResult & { order: Order }> {
  const o = await orders.ownByCode(ctx.db, ctx.user.id, p.code);
  if (!o) fail('订单不存在');
  if (!o.outTradeNo) fail('订单尚未发起支付');
  const r = await confirmPayment(ctx, ctx.user.id, o.outTradeNo, { targetType: MALL_TARGET });
  return { ...r, order: await view(ctx.db, (await orders.locateOrder(ctx.db, o.id))!) };
}

export async function detail(ctx: Ctx<'user'>, p: { id: number }): Promise<Order> {
  return view(ctx.db, await own(ctx, p.id));
}

export async function detailByCode(ctx: Ctx<'user'>, p: { code: string }): Promise<Order> {
  const o = await orders.ownByCode(ctx.db, ctx.user.id, p.code);
  if (!o) fail('订单不存在');
  return view(ctx.db, o);
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.orderList>): Promise<Page<Order>> {
  return listFor(ctx.db, ctx.user.id, p.status ? [p.status] : null, p.pageIndex, p.pageSize);
}

export async function listFor(db: Tx, userId: number | null, statuses: OrderStatus[] | null, pageIndex: number, pageSize: number): Promise<Page<Order>> {
  const rows = await orders.listOf(db, userId, statuses, pageIndex, pageSize);
  const items = await orders.itemsOf(db, rows.map((r) => r.id));
  return toPage(rows.map((r) => toOrder(r, items)), pageSize);
}

export async function editAddress(ctx: Ctx<'user'>, p: { id: number; addressId: number }): Promise<Order> {
  const o = await own(ctx, p.id);
  if (o.status !== 'unpaid' && o.status !== 'paid') fail('订单已发货，不能修改地址');
  const a = await addressOf(ctx.db, ctx.user.id, p.addressId);
  if (!a) fail('收货地址不存在');
  const moved = await orders.setFields(ctx.db, o.id, ['unpaid', 'paid'], {
    address: { name: a.name, phone: a.phone, province: a.province, city: a.city, county: a.county, detail: a.detail },
  });
  if (!moved) fail('订单已发货，不能修改地址');
  return view(ctx.db, moved);
}

export async function confirmReceipt(ctx: Ctx<'user'>, p: { id: number }): Promise<Order> {
  const o = await own(ctx, p.id);
  if (o.status === 'received' || o.status === 'reviewed') return view(ctx.db, o);
  if (o.status !== 'shipped') fail('订单尚未发货');
  const moved = await orders.move(ctx.db, o.id, ['shipped'], { status: 'received', receivedAt: ctx.adapters.clock.now() });
  return view(ctx.db, moved ?? (await orders.locateOrder(ctx.db, o.id))!);
}

/** Delete from his list (finished or cancelled orders only). */
export async function hide(ctx: Ctx<'user'>, id: number): Promise<void> {
  const o = await own(ctx, id);
  if (!['cancelled', 'reviewed', 'received', 'refunded'].includes(o.status)) fail('该订单不能删除');
  await orders.setFields(ctx.db, o.id, [o.status], { deleted: true });
}

export async function buyLogs(ctx: Ctx, p: { productId: number; pageIndex: number; pageSize: number }) {
  const rows = await orders.buyLines(ctx.db, p.productId, p.pageIndex, p.pageSize);
  const names = await displayNames(ctx.db, rows.map((r) => r.userId));
  return toPage(rows.map((r) => ({
    name: maskName(names.get(r.userId)?.name ?? '用户'), specText: r.specText, quantity: r.quantity, createdAt: r.paidAt!.toISOString(),
  })), p.pageSize);
}
