/** The wallet (clanBalance): recharge through a payment, the ledger, the balance. */
import type { ChargeOption, LedgerItem, PaymentResult, PaymentStart } from '@contract/payments';
import { toPage, type Page } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './payments.repo';
import { confirmPayment, createPayment, registerFulfiller } from './payments.service';
import { MAX_BALANCE_FEN, walletApply } from './wallet';

export const CHARGE = 'charge';

/** Recharge options (fen). */
export const CHARGE_OPTIONS: ChargeOption[] = [10, 30, 50, 100, 200, 500].map((yuan, i) => ({ id: i + 1, amount: yuan * 100, label: `${yuan}元` }));
export const MIN_CHARGE_FEN = 100;
export const MAX_CHARGE_FEN = 5_000_000;

/** A paid recharge credits the wallet once: the ledger ref `payment:<outTradeNo>` is unique. */
registerFulfiller(CHARGE, async (tx, payment, { now }) => {
  await walletApply(tx, { userId: payment.userId, deltaFen: payment.amountFen, reason: '充值', ref: `payment:${payment.outTradeNo}`, now });
});

/** GET /charge/list */
export function chargeList(): { list: ChargeOption[]; minAmount: number; maxAmount: number } {
  return { list: CHARGE_OPTIONS, minAmount: MIN_CHARGE_FEN, maxAmount: MAX_CHARGE_FEN };
}

/** GET /charge/payment: a recharge payment through the provider. */
export async function chargePayment(ctx: Ctx<'user'>, p: { optionId?: number; amount?: number }): Promise<PaymentStart> {
  let amount: number;
  if (p.optionId !== undefined) {
    const opt = CHARGE_OPTIONS.find((o) => o.id === p.optionId);
    if (!opt) fail('充值选项不存在');
    amount = opt.amount;
  } else if (p.amount !== undefined) {
    amount = p.amount;
    if (amount < MIN_CHARGE_FEN || amount > MAX_CHARGE_FEN) fail(`充值金额须在${MIN_CHARGE_FEN / 100}元到${MAX_CHARGE_FEN / 100}元之间`);
  } else {
    fail('请选择充值金额');
  }
  const balance = await repo.walletBalance(ctx.db, ctx.user.id);
  if (balance + amount > MAX_BALANCE_FEN) fail('余额已达上限');
  return ctx.db.transaction((tx) =>
    createPayment(ctx, tx, { userId: ctx.user.id, amountFen: amount, subject: `钱包充值 ${(amount / 100).toFixed(2)}元`, targetType: CHARGE, payType: 'sandbox' }),
  );
}

/** POST /charge/confirm: confirm a recharge (credits once) and answer the balance. */
export async function chargeConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<PaymentResult & { clanBalance: number }> {
  const r = await confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: CHARGE });
  return { ...r, clanBalance: await repo.walletBalance(ctx.db, ctx.user.id) };
}

const toItem = (l: repo.LedgerRow): LedgerItem => ({
  id: l.id,
  amount: l.deltaFen,
  balanceAfter: l.balanceAfterFen,
  reason: l.reason,
  createdAt: l.createdAt.toISOString(),
});

/** GET /clanBalance/log */
export async function balanceLog(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Page<LedgerItem> & { clanBalance: number }> {
  const rows = await repo.ledgerPage(ctx.db, ctx.user.id, p.pageIndex, p.pageSize);
  return { ...toPage(rows.map(toItem), p.pageSize), clanBalance: await repo.walletBalance(ctx.db, ctx.user.id) };
}

/** GET /clanBalance/get */
export async function balanceGet(ctx: Ctx<'user'>): Promise<{ clanBalance: number }> {
  return { clanBalance: await repo.walletBalance(ctx.db, ctx.user.id) };
}
