/**
 * 古谱VIP and single books bought through the payments core, and 古谱VIP redeem codes. An order is created with its
 * payment and marked paid by its fulfiller exactly once (which grants the entitlement `cpg-vip` / `cpg-book`); a refund
 * marks it refunded (the entitlements domain revokes what the payment granted). A code is taken by one conditional
 * update: of parallel redeems exactly one wins.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/cpg';
import { CPG_ORDER_STATUS, CPG_VIP_PLANS } from '@contract/cpg';
import { toPage } from '@contract/common/index';
import type { PaymentStart, PayType } from '@contract/payments';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { guardedCode } from '../accounts/index';
import { grant, holds, paySource, runOf } from '../entitlements/index';
import { cancelPayment, confirmPayment, createPayment, onRefund, ownPayment, registerFulfiller, type PaymentRow } from '../payments/index';
import { publishedBook } from './cpg-books.service';
import * as repo from './cpg.repo';
import type { OrderRow } from './cpg.repo';

const DAY_MS = 86_400_000;
const TARGET = { vip: 'cpg-vip', book: 'cpg-book' } as const;
type Kind = keyof typeof TARGET;

export function toOrder(o: OrderRow): Reply<typeof c.cpgOrderDetail> {
  return {
    id: o.id, kind: o.kind as Kind, title: o.title, bookId: o.bookId, planId: o.plan, amount: o.amountFen, outTradeNo: o.outTradeNo ?? '',
    status: o.status, statusText: CPG_ORDER_STATUS[o.status] ?? o.status, startsAt: o.startsAt?.toISOString() ?? null,
    endsAt: o.endsAt?.toISOString() ?? null, createdAt: o.createdAt.toISOString(), paidAt: o.paidAt?.toISOString() ?? null,
  };
}

async function vipState(db: Tx, userId: number, now: Date) {
  const on = await holds(db, userId, 'cpg-vip', 0, now);
  const end = on ? await runOf(db, { userId }, 'cpg-vip', now) : null;
  const endsAt = end instanceof Date ? end : null;
  return { isVip: on, endsAt: endsAt?.toISOString() ?? null, days: endsAt ? Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS) : on ? -1 : 0 };
}

export const my = (ctx: Ctx<'user'>): Promise<Reply<typeof c.cpgVipMy>> => vipState(ctx.db, ctx.user.id, ctx.adapters.clock.now());

export const plans = (): Reply<typeof c.cpgVipPlan> => ({ list: CPG_VIP_PLANS.map((p) => ({ ...p })) });

async function start(ctx: Ctx<'user'>, o: { kind: Kind; plan?: string; bookId?: number; title: string; amountFen: number; subject: string; payType: PayType }): Promise<PaymentStart> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertOrder(tx, {
      userId: ctx.user.id, kind: o.kind, plan: o.plan ?? '', bookId: o.bookId ?? null, title: o.title, amountFen: o.amountFen, createdAt: ctx.adapters.clock.now(),
    });
    const s = await createPayment(ctx, tx, { userId: ctx.user.id, amountFen: o.amountFen, subject: o.subject, targetType: TARGET[o.kind], targetId: row.id, payType: o.payType });
    await repo.setOrderTrade(tx, row.id, s.outTradeNo);
    return s;
  });
}

export async function vipPayment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.cpgVipPayment>): Promise<PaymentStart> {
  const plan = CPG_VIP_PLANS.find((x) => x.id === p.planId);
  if (!plan) fail('古谱会员套餐不存在');
  return start(ctx, { kind: 'vip', plan: plan.id, title: plan.name, amountFen: plan.price, subject: `古谱会员 ${plan.name}`, payType: p.payType });
}

export async function bookPayment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.cpgPayment>): Promise<PaymentStart> {
  const b = await publishedBook(ctx.db, p.id);
  if (b.priceFen <= 0) fail('此古谱不单独出售，开通古谱会员即可阅读');
  if (await holds(ctx.db, ctx.user.id, 'cpg-book', b.id, ctx.adapters.clock.now())) fail('您已购买此古谱');
  return start(ctx, { kind: 'book', bookId: b.id, title: b.title, amountFen: b.priceFen, subject: `古谱《${b.title}》`, payType: p.payType });
}

export async function confirm(ctx: Ctx<'user'>, outTradeNo: string, kind: Kind) {
  await ownPayment(ctx.db, ctx.user.id, outTradeNo, TARGET[kind]);
  return confirmPayment(ctx, ctx.user.id, outTradeNo, { targetType: TARGET[kind] });
}

async function fulfil(tx: Tx, pay: PaymentRow, now: Date, apply: (o: OrderRow) => Promise<{ startsAt: Date | null; endsAt: Date | null }>): Promise<void | 'refund'> {
  const id = Number(pay.targetId);
  const order = Number.isInteger(id) && id > 0 ? await repo.orderById(tx, id) : undefined;
  if (!order) throw new Error(`cpg payment ${pay.outTradeNo} names a missing order ${pay.targetId}`);
  // money for an order cancelled meanwhile goes back
  if (order.status === 'cancelled') return 'refund';
  if (order.status !== 'unpaid') return;
  const period = await apply(order);
  await repo.markPaid(tx, id, { ...period, paidAt: now });
}

registerFulfiller(TARGET.vip, (tx, pay, { now }) => fulfil(tx, pay, now, async (o) => {
  const plan = CPG_VIP_PLANS.find((x) => x.id === o.plan);
  if (!plan) throw new Error(`cpg vip order ${o.id} has an unknown plan ${o.plan}`);
  const g = await grant(tx, { userId: o.userId }, { kind: 'cpg-vip', days: plan.days, source: paySource(pay.outTradeNo), now, extend: true });
  return { startsAt: g.startsAt, endsAt: g.endsAt };
}));

registerFulfiller(TARGET.book, (tx, pay, { now }) => fulfil(tx, pay, now, async (o) => {
  if (!o.bookId) throw new Error(`cpg book order ${o.id} has no book`);
  const g = await grant(tx, { userId: o.userId }, { kind: 'cpg-book', amount: o.bookId, days: null, source: paySource(pay.outTradeNo), now });
  return { startsAt: g.startsAt, endsAt: null };
}));

onRefund(async (tx, payment) => {
  if (payment.targetType !== TARGET.vip && payment.targetType !== TARGET.book) return;
  await repo.markStatus(tx, payment.outTradeNo, ['paid', 'unpaid', 'cancelled'], 'refunded');
});

// ——— Orders ———

const orderPage = (rows: OrderRow[], pageSize: number) => {
  const pg = toPage(rows, pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map(toOrder) };
};

export async function orders(ctx: Ctx<'user'>, kinds: Kind[], p: { pageIndex: number; pageSize: number }) {
  return orderPage(await repo.ordersOf(ctx.db, ctx.user.id, kinds, p), p.pageSize);
}

export async function orderDetail(ctx: Ctx<'user'>, id: number, kind?: Kind) {
  const o = await repo.ownOrder(ctx.db, ctx.user.id, id, kind);
  if (!o) fail('订单不存在');
  return toOrder(o);
}

export async function orderCancel(ctx: Ctx<'user'>, id: number) {
  const o = await repo.ownOrder(ctx.db, ctx.user.id, id, 'book');
  if (!o) fail('订单不存在');
  if (o.status !== 'unpaid') fail('只有待支付的订单可以取消');
  if (o.outTradeNo) await cancelPayment(ctx, o.outTradeNo, { userId: ctx.user.id });
  const row = await ctx.db.transaction((tx) => repo.cancelOrder(tx, id));
  return toOrder(row ?? (await repo.orderById(ctx.db, id)) ?? o);
}

export async function orderDelete(ctx: Ctx<'user'>, id: number): Promise<null> {
  const o = await repo.ownOrder(ctx.db, ctx.user.id, id, 'book');
  if (!o) fail('订单不存在');
  if (!(await ctx.db.transaction((tx) => repo.deleteOrder(tx, id)))) fail('只有已取消或已退款的订单可以删除');
  return null;
}

// ——— Redeem codes ———

export async function redeem(ctx: Ctx<'user'>, p: ParsedParams<typeof c.redeemCpgVip>): Promise<Reply<typeof c.redeemCpgVip>> {
  const code = p.code.toUpperCase();
  const now = ctx.adapters.clock.now();
  await guardedCode(ctx.db, now, { ip: ctx.ip, userId: ctx.user.id, captcha: { id: p.captchaId, answer: p.captchaAnswer } },
    (tx) => repo.codeExists(tx, code), '兑换码不存在');
  const days = await ctx.db.transaction(async (tx) => {
    const row = await repo.takeCode(tx, code, ctx.user.id, now);
    if (!row) fail('兑换码已被使用');
    const g = await grant(tx, { userId: ctx.user.id }, { kind: 'cpg-vip', days: row.days, source: `cpgcode:${code}`, now, extend: true });
    await repo.insertOrder(tx, {
      userId: ctx.user.id, kind: 'vip', plan: 'code', title: `兑换码开通 ${row.days}天`, amountFen: 0, status: 'paid',
      startsAt: g.startsAt, endsAt: g.endsAt, paidAt: now, createdAt: now,
    });
    return row.days;
  });
  return { ...(await vipState(ctx.db, ctx.user.id, now)), added: days };
}
