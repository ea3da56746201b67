/**
 * Print orders and the 打样 proof fee, paid through the payments core (server/domains/payments/index.ts).
 * Order: 0 待支付 → (payment settled: the fulfiller, exactly once) 1 已支付 → (确认收货) 2 已完成; 0 → −1 已取消.
 * Creating an order needs admin or 协管员 of the sample's project; the buyer (or the project's admin/协管员) reads it;
 * only the buyer pays, cancels or completes it.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/print';
import { EXPRESS_STATUS_NAMES, ORDER_STATUS, ORDER_STATUS_NAMES, type PrintOrder } from '@contract/print';
import { isoOrNull } from '@model/datetime';
import type { Ctx } from '../../http/context';
import { emitEvent } from '../../events/index';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { cancelPayment, confirmPayment, createPayment, getPayment, registerFulfiller, type PaymentRow } from '../payments/index';
import { requireProjectRole } from '../projects/index';
import { couponOptions, lockCoupon, releaseCoupon, useCoupon, type CouponLine } from '../coupons/index';
import * as repo from './orders.repo';
import { locateSample } from './print.repo';
import type { OrderRow } from './orders.repo';
import { doneJob, sampleAccess, toSample } from './samples.service';
import { priceConfig, SHIPPING_FEN, unitPrice } from './pricing';

export const ORDER_TARGET = 'print-order';
export const PROOF_TARGET = 'print-proof';
export function toOrder(o: OrderRow): PrintOrder {
  return {
    id: o.id, orderNo: o.orderNo, type: o.type, projectId: o.projectId, sampleId: o.sampleId, ...o.snapshot,
    quantity: o.quantity, unitPrice: o.unitPrice, shipping: o.shipping, discount: o.discountFen, amount: o.amount,
    status: o.status, statusName: ORDER_STATUS_NAMES[o.status] ?? '', expressStatus: o.expressStatus, expressName: EXPRESS_STATUS_NAMES[o.expressStatus] ?? '',
    consignee: o.consignee, remark: o.remark, outTradeNo: o.outTradeNo ?? '', createdAt: o.createdAt.toISOString(),
    paidAt: isoOrNull(o.paidAt), completedAt: isoOrNull(o.completedAt), cancelledAt: isoOrNull(o.cancelledAt),
  };
}

/** A print order's state for other domains (agent commissions wait for completion and the refund window). */
export async function printSaleState(db: Tx, id: number): Promise<{ status: string; receivedAt: Date | null } | undefined> {
  const o = await repo.locateOrder(db, id);
  if (!o) return undefined;
  const status = o.status === ORDER_STATUS.cancelled ? 'cancelled' : o.status === ORDER_STATUS.completed ? 'received' : o.status === ORDER_STATUS.paid ? 'paid' : 'unpaid';
  return { status, receivedAt: o.completedAt };
}

/** An order by id alone, in whichever project (orders.repo locateOrder); check who may see it next. */
export const orderById = (db: Tx, id: number): Promise<OrderRow | undefined> => repo.locateOrder(db, id);

/** The buyer's order (pay, cancel, complete). */
async function ownOrder(ctx: Ctx<'user'>, id: number): Promise<OrderRow> {
  const o = await orderById(ctx.db, id);
  if (!o || o.userId !== ctx.user.id) fail('订单不存在');
  return o;
}

export const calculateConfig = (): Reply<typeof c.calculateConfig> => priceConfig();

/** A print card (a coupon of scope print, e.g. 家谱印刷9折卡 from the points shop) is held by the order as `print:<orderNo>`. */
const cardRef = (orderNo: string) => `print:${orderNo}`;
const printLine = (goodsFen: number): CouponLine => ({ productId: 0, categoryId: 0, amountFen: goodsFen, print: true });

export async function orderHome(ctx: Ctx<'user'>, p: { sampleId: number }): Promise<Reply<typeof c.orderHome>> {
  const { sample, clan } = await sampleAccess(ctx, p.sampleId, 'manager');
  const j = await doneJob(ctx, sample);
  const unit = unitPrice(j.pages, sample.plan.binding, sample.plan.paper);
  const [best] = await couponOptions(ctx.db, ctx.user.id, [printLine(unit)], ctx.adapters.clock.now());
  const card = best ? { title: best.title, rule: best.rule, discountPct: Math.round(100 - (best.discount * 100) / unit) } : null;
  return { sample: await toSample(ctx, sample, clan.name), price: priceConfig(), unitPrice: unit, shipping: SHIPPING_FEN, card };
}

export async function orderCreate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.orderCreate>): Promise<Reply<typeof c.orderCreate>> {
  const { sample, clan } = await sampleAccess(ctx, p.sampleId, 'manager');
  const j = await doneJob(ctx, sample);
  must(sample.pdfType > 0, '请先确认样本再下单');
  const unit = unitPrice(j.pages, sample.plan.binding, sample.plan.paper);
  const now = ctx.adapters.clock.now();
  const orderNo = ctx.adapters.ids.outTradeNo(now).replace(/^ZP/, 'PR');
  const goods = unit * p.quantity;
  const o = await ctx.db.transaction(async (tx) => {
    // the best print card he holds is taken by this order (given back if it is cancelled, used when it is paid)
    const [best] = await couponOptions(tx, ctx.user.id, [printLine(goods)], now);
    const off = best ? await lockCoupon(tx, ctx.user.id, best.userCouponId, [printLine(goods)], cardRef(orderNo), now) : 0;
    return repo.insertOrder(tx, {
      orderNo, type: p.type, projectId: sample.projectId, sampleId: sample.id, userId: ctx.user.id,
      snapshot: { sampleName: sample.name, clanName: clan.name, formatName: sample.plan.formatName, binding: sample.plan.binding, paper: sample.plan.paper, pages: j.pages },
      quantity: p.quantity, unitPrice: unit, shipping: SHIPPING_FEN, discountFen: off, amount: goods - off + SHIPPING_FEN,
      consignee: p.consignee, remark: p.remark ?? '', createdAt: now,
    });
  });
  return toOrder(o);
}

export async function orderGet(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.orderGet>> {
  const o = await orderById(ctx.db, p.id);
  if (!o) fail('订单不存在');
  if (o.userId !== ctx.user.id) await requireProjectRole(ctx, o.projectId, 'manager').catch(() => fail('订单不存在'));
  return toOrder(o);
}

export async function orderList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.orderList>): Promise<Reply<typeof c.orderList>> {
  if (p.projectId !== undefined) await requireProjectRole(ctx, p.projectId, 'manager');
  const by = p.projectId !== undefined ? { projectId: p.projectId } : { userId: ctx.user.id };
  const rows = await repo.orderPage(ctx.db, by, { status: p.status, expressStatus: p.expressStatus }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map(toOrder), hasNext: rows.length > p.pageSize };
}

export async function orderPaymentCreate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.orderPaymentCreate>): Promise<Reply<typeof c.orderPaymentCreate>> {
  const o = await ownOrder(ctx, p.id);
  if (o.status === ORDER_STATUS.cancelled) fail('订单已取消');
  if (o.status !== ORDER_STATUS.unpaid) fail('订单已支付');
  if (o.outTradeNo) {
    // one order, at most one live payment: the earlier one is closed first (if it was paid meanwhile, it settles
    // and the order is paid)
    const prev = await cancelPayment(ctx, o.outTradeNo, { userId: ctx.user.id });
    if (prev.paid) fail('订单已支付');
  }
  return ctx.db.transaction(async (tx) => {
    const s = await createPayment(ctx, tx, {
      userId: ctx.user.id, amountFen: o.amount, subject: `族谱印制：${o.snapshot.clanName} ${o.quantity}本`, targetType: ORDER_TARGET, targetId: o.id, payType: p.payType,
    });
    const row = await repo.updateOrderIf(tx, o.projectId, o.id, [ORDER_STATUS.unpaid], { outTradeNo: s.outTradeNo });
    if (!row) fail('订单已支付');
    return s;
  });
}

async function ownPrintPayment(ctx: Ctx<'user'>, outTradeNo: string, target: string): Promise<PaymentRow> {
  const pay = await getPayment(ctx.db, outTradeNo);
  if (!pay || pay.userId !== ctx.user.id || pay.targetType !== target) fail('订单不存在');
  return pay;
}

export async function orderPaymentConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.orderPaymentConfirm>> {
  const pay = await ownPrintPayment(ctx, p.outTradeNo, ORDER_TARGET);
  const r = await confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: ORDER_TARGET });
  const o = await orderById(ctx.db, Number(pay.targetId));
  if (!o) fail('订单不存在');
  return { ...r, order: toOrder(o) };
}

export async function orderCancel(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.orderCancel>> {
  const o = await ownOrder(ctx, p.id);
  if (o.status === ORDER_STATUS.cancelled) return toOrder(o);
  if (o.status !== ORDER_STATUS.unpaid) fail('订单已支付，不能取消，请联系客服');
  if (o.outTradeNo) {
    // closing the payment may find it paid at the provider: then it is settled and the order is paid, not cancelled
    const r = await cancelPayment(ctx, o.outTradeNo, { userId: ctx.user.id });
    if (r.paid) fail('订单已支付，不能取消，请联系客服');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.updateOrderIf(tx, o.projectId, o.id, [ORDER_STATUS.unpaid], { status: ORDER_STATUS.cancelled, cancelledAt: ctx.adapters.clock.now() });
    if (r) await releaseCoupon(tx, cardRef(o.orderNo));
    return r;
  });
  if (!row) fail('订单已支付，不能取消，请联系客服');
  return toOrder(row);
}

export async function orderComplete(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.orderComplete>> {
  const o = await ownOrder(ctx, p.id);
  if (o.status === ORDER_STATUS.completed) return toOrder(o);
  if (o.status !== ORDER_STATUS.paid) fail(o.status === ORDER_STATUS.cancelled ? '订单已取消' : '订单还未支付');
  const row = await repo.updateOrderIf(ctx.db, o.projectId, o.id, [ORDER_STATUS.paid], { status: ORDER_STATUS.completed, expressStatus: 2, completedAt: ctx.adapters.clock.now() });
  return toOrder(row ?? (await orderById(ctx.db, o.id))!);
}

// ——— 打样 proof ———

export async function samplePayment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.samplePayment>): Promise<Reply<typeof c.samplePayment>> {
  const { sample, clan } = await sampleAccess(ctx, p.id, 'manager');
  const j = await doneJob(ctx, sample);
  if (sample.proofPaid) fail('打样费已支付');
  const amount = unitPrice(j.pages, sample.plan.binding, sample.plan.paper) + SHIPPING_FEN;
  return ctx.db.transaction((tx) => createPayment(ctx, tx, {
    userId: ctx.user.id, amountFen: amount, subject: `族谱打样：${clan.name}`, targetType: PROOF_TARGET, targetId: sample.id, payType: p.payType,
  }));
}

export async function samplePaymentConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.samplePaymentConfirm>> {
  await ownPrintPayment(ctx, p.outTradeNo, PROOF_TARGET);
  return confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: PROOF_TARGET });
}

// ——— Fulfillers (run once, inside the transaction that marks the payment paid) ———

registerFulfiller(ORDER_TARGET, async (tx, payment, { now }) => {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`print payment with a bad target id: ${payment.targetId}`);
  // paid even when the order was cancelled meanwhile (the money arrived): the order becomes paid
  const o = await repo.locateOrder(tx, id);
  if (!o) return;
  const paid = await repo.updateOrderIf(tx, o.projectId, id, [ORDER_STATUS.unpaid, ORDER_STATUS.cancelled], { status: ORDER_STATUS.paid, paidAt: now, outTradeNo: payment.outTradeNo, cancelledAt: null });
  if (!paid) return;
  await useCoupon(tx, cardRef(o.orderNo), now);
  await emitEvent(tx, 'sale.paid', { kind: 'print', buyerId: payment.userId, orderId: id, outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, subject: payment.subject }, now);
});

registerFulfiller(PROOF_TARGET, async (tx, payment) => {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`proof payment with a bad target id: ${payment.targetId}`);
  const s = await locateSample(tx, id);
  if (!s) return;
  await repo.setProofPaid(tx, s.projectId, id);
});
