/**
 * 印制金 packages (/print/package/*): bought through the payments core, credited once by the fulfiller; the balance
 * (credited − spent) pays the buyer's unpaid print orders (/print/package/convert/{orderId}). Spending locks the
 * user's row so two orders cannot overdraw the balance.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/print';
import { ORDER_STATUS } from '@contract/print';
import { isoOrNull } from '@model/datetime';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { lockUser } from '../accounts/index';
import * as repo from './orders.repo';
import { cancelPayment, confirmPayment, createPayment, getPayment, registerFulfiller } from '../payments/index';
import { orderById, toOrder } from './orders.service';

export const PACKAGE_TARGET = 'print-package';
export const PRINT_PACKAGES = [
  { id: 'credit-500', name: '印制金 500元', description: '支付 450 元，到账 500 元印制金，可支付任意印制订单', price: 45000, credit: 50000 },
  { id: 'credit-1000', name: '印制金 1000元', description: '支付 850 元，到账 1000 元印制金', price: 85000, credit: 100000 },
  { id: 'credit-3000', name: '印制金 3000元', description: '支付 2400 元，到账 3000 元印制金，适合全族印谱', price: 240000, credit: 300000 },
] as const;

export async function balanceOf(db: Tx, userId: number): Promise<Reply<typeof c.packageBalance>> {
  const { bought, used } = await repo.creditOf(db, userId);
  return { balance: bought - used, bought, used };
}

export const packageList = (): Reply<typeof c.packageList> => ({ list: PRINT_PACKAGES.map((p) => ({ ...p })) });

export const packageBalance = (ctx: Ctx<'user'>) => balanceOf(ctx.db, ctx.user.id);

export async function packageMine(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.packageMine>> {
  const rows = await repo.purchasesOf(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      id: r.id, packageId: r.packageId, name: PRINT_PACKAGES.find((x) => x.id === r.packageId)?.name ?? r.packageId, price: r.price,
      credit: r.credit, status: r.status as 'pending' | 'paid' | 'cancelled', outTradeNo: r.outTradeNo ?? '', createdAt: r.createdAt.toISOString(), paidAt: isoOrNull(r.paidAt),
    })),
    hasNext: rows.length > p.pageSize,
  };
}

export async function packageUses(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.packageUses>> {
  const rows = await repo.usesOf(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map(({ u, orderNo }) => ({ id: u.id, orderId: u.orderId, orderNo, amount: u.amount, createdAt: u.createdAt.toISOString() })),
    hasNext: rows.length > p.pageSize,
  };
}

export async function packagePayment(ctx: Ctx<'user'>, p: ParsedParams<typeof c.packagePayment>): Promise<Reply<typeof c.packagePayment>> {
  const pkg = PRINT_PACKAGES.find((x) => x.id === p.packageId);
  if (!pkg) fail('套餐不存在');
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertPurchase(tx, { userId: ctx.user.id, packageId: pkg.id, price: pkg.price, credit: pkg.credit, createdAt: ctx.adapters.clock.now() });
    const s = await createPayment(ctx, tx, { userId: ctx.user.id, amountFen: pkg.price, subject: pkg.name, targetType: PACKAGE_TARGET, targetId: id, payType: p.payType });
    await repo.setPurchaseTrade(tx, id, s.outTradeNo);
    return s;
  });
}

export async function packagePaymentConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.packagePaymentConfirm>> {
  const pay = await getPayment(ctx.db, p.outTradeNo);
  if (!pay || pay.userId !== ctx.user.id || pay.targetType !== PACKAGE_TARGET) fail('订单不存在');
  const r = await confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: PACKAGE_TARGET });
  return { ...r, balance: (await balanceOf(ctx.db, ctx.user.id)).balance };
}

export async function packageConvert(ctx: Ctx<'user'>, p: { x: number }): Promise<Reply<typeof c.packageConvert>> {
  const o = await orderById(ctx.db, p.x);
  if (!o || o.userId !== ctx.user.id) fail('订单不存在');
  if (o.status === ORDER_STATUS.cancelled) fail('订单已取消');
  if (o.status !== ORDER_STATUS.unpaid) fail('订单已支付');
  if (o.outTradeNo) {
    // the money payment started for this order is closed first; if it was paid meanwhile, the order is paid
    const r = await cancelPayment(ctx, o.outTradeNo, { userId: ctx.user.id });
    if (r.paid) fail('订单已支付');
  }
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.user.id);
    const { balance } = await balanceOf(tx, ctx.user.id);
    if (balance < o.amount) fail(`印制金余额不足（余 ${(balance / 100).toFixed(2)} 元，需 ${(o.amount / 100).toFixed(2)} 元）`);
    const now = ctx.adapters.clock.now();
    const row = await repo.updateOrderIf(tx, o.projectId, o.id, [ORDER_STATUS.unpaid], { status: ORDER_STATUS.paid, paidAt: now, outTradeNo: null });
    if (!row) fail('订单已支付');
    await repo.insertUse(tx, { userId: ctx.user.id, orderId: o.id, amount: o.amount, createdAt: now });
    return { order: toOrder(row), balance: balance - o.amount };
  });
}

registerFulfiller(PACKAGE_TARGET, async (tx, payment, { now }) => {
  const id = Number(payment.targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`print package payment with a bad target id: ${payment.targetId}`);
  await repo.markPurchasePaid(tx, id, now);
});
