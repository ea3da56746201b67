/**
 * Orders of the membership things (VIP plans, editions, avatar items): one vip_orders row created with its payment,
 * marked paid by the kind's fulfiller exactly once, marked refunded when its payment is refunded (what it granted is
 * revoked by the entitlements domain through the same refund).
 */
import type { PaymentResult, PaymentStart, PayType } from '@contract/payments';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { emitEvent } from '../../events/index';
import { confirmPayment, createPayment, onRefund, ownPayment, paymentStatus, type PaymentRow } from '../payments/index';
import * as repo from './vip.repo';
import type { OrderKind, VipOrderRow } from './vip.repo';

/** Payment target types, one per kind. */
export const TARGET: Record<OrderKind, string> = { vip: 'vip', edition: 'edition', avatar: 'avatar-item', frame: 'avatar-item' };

export interface NewOrder { kind: OrderKind; item: string; projectId?: number; amountFen: number; subject: string; payType: PayType }

/** Create the order and its payment (one transaction). */
export function startOrder(ctx: Ctx<'user'>, o: NewOrder): Promise<PaymentStart> {
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertOrder(tx, {
      userId: ctx.user.id, kind: o.kind, item: o.item, projectId: o.projectId ?? null, amountFen: o.amountFen, createdAt: ctx.adapters.clock.now(),
    });
    const s = await createPayment(ctx, tx, {
      userId: ctx.user.id, amountFen: o.amountFen, subject: o.subject, targetType: TARGET[o.kind], targetId: id, payType: o.payType,
    });
    await repo.setOrderTrade(tx, id, s.outTradeNo);
    return s;
  });
}

/** The owner's confirm (idempotent: a paid payment answers paid and grants nothing again). */
export async function confirmOrder(ctx: Ctx<'user'>, outTradeNo: string, kind: OrderKind): Promise<PaymentResult> {
  await ownPayment(ctx.db, ctx.user.id, outTradeNo, TARGET[kind]);
  return confirmPayment(ctx, ctx.user.id, outTradeNo, { targetType: TARGET[kind] });
}

export async function orderStatus(ctx: Ctx<'user'>, outTradeNo: string, kind: OrderKind): Promise<PaymentResult> {
  await ownPayment(ctx.db, ctx.user.id, outTradeNo, TARGET[kind]);
  return paymentStatus(ctx.db, outTradeNo, ctx.user.id);
}

/**
 * A fulfiller's frame: the order of the payment, `apply` grants (answers the period, or 'refund' when the order can no
 * longer be given — the payment is refunded), then the order is marked paid. An order already paid is left alone.
 */
export async function fulfilOrder(
  tx: Tx, payment: PaymentRow, now: Date,
  apply: (order: VipOrderRow) => Promise<{ startsAt: Date | null; endsAt: Date | null } | 'refund'>,
): Promise<void | 'refund'> {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`membership payment with a bad target id: ${payment.targetId}`);
  const order = await repo.orderById(tx, id);
  if (!order) throw new Error(`membership order ${id} is missing`);
  // Paid already by another of its payments (an old one paid late after a repay): this money goes back.
  if (order.status !== 'unpaid') return order.outTradeNo === payment.outTradeNo ? undefined : 'refund';
  const period = await apply(order);
  if (period === 'refund') return 'refund';
  const paid = await repo.markPaid(tx, id, { ...period, paidAt: now, outTradeNo: payment.outTradeNo });
  // a real sale: the buyer's agents earn their commission on it (growth), reversed if it is refunded
  if (paid) await emitEvent(tx, 'sale.paid', { kind: 'vip', buyerId: payment.userId, orderId: id, outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, subject: payment.subject }, now);
}

/**
 * Pay an unpaid order again (the order centre's 去支付): its pending payment if one is still open, otherwise a new
 * payment of the order's amount. Editions are priced by the remaining period when bought, so an unpaid edition order
 * is bought again on the edition page instead.
 */
export async function repayOrder(ctx: Ctx<'user'>, id: number, payType: PayType, subject: string): Promise<PaymentStart> {
  return ctx.db.transaction(async (tx) => {
    const o = await repo.ownOrder(tx, ctx.user.id, id);
    if (!o) fail('订单不存在');
    if (o.status === 'paid') fail('订单已支付');
    if (o.status !== 'unpaid') fail('订单已退款');
    if (o.kind === 'edition') fail('家族版本的价格随剩余时间变化，请在版本页重新购买');
    const s = await createPayment(ctx, tx, { userId: ctx.user.id, amountFen: o.amountFen, subject, targetType: TARGET[o.kind as OrderKind], targetId: o.id, payType });
    // a wallet payment is fulfilled inside createPayment (markPaid recorded its trade number)
    if (s.status === 'pending') await repo.setOrderTrade(tx, o.id, s.outTradeNo);
    return s;
  });
}

/** A VIP-domain order's state for other domains (agent commissions wait for its refund window). */
export async function vipSaleState(db: Tx, id: number): Promise<{ status: string; paidAt: Date | null } | undefined> {
  const o = await repo.orderById(db, id);
  return o && { status: o.status, paidAt: o.paidAt };
}

onRefund(async (tx, payment) => {
  if (!Object.values(TARGET).includes(payment.targetType)) return;
  await repo.markRefunded(tx, payment.outTradeNo);
});

export function mustFind<T>(x: T | undefined, text: string): T {
  if (x === undefined) fail(text);
  return x;
}
