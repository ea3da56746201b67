/**
 * Withdrawals (提现) of wallet money. Asking freezes at once: the amount leaves the wallet by a ledger line
 * (`withdraw:<id>`), so it cannot be spent twice. Finance staff review in /ops: approving pays through the payout
 * adapter (the sandbox by default; `transfer` is idempotent by ref), rejecting — or a failed payout — gives the money
 * back by a reversing line (`reverse:withdraw:<id>`). Minimum, daily limit and the real-name rule come from the config.
 */
import type * as c from '@contract/growth';
import type { Withdrawal } from '@contract/growth';
import type { Reply } from '@contract/common/index';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { ledgerApply, ledgerReverse } from '../payments/index';
import { requireStaff } from '../staff/index';
import * as repo from './growth.repo';
import { currencyOf } from './currency.service';
import { monthOf, monthRange, today } from './periods';
import { chinaDayStart } from '@model/datetime';

const yuan = (fen: number) => (fen / 100).toFixed(2);

const toWithdrawal = (w: repo.WithdrawalRow, nickname = ''): Withdrawal => ({
  id: w.id, userId: w.userId, nickname, realName: w.realName, amountFen: w.amountFen, status: w.status as Withdrawal['status'],
  note: w.note, createdAt: w.createdAt.toISOString(), reviewedAt: w.reviewedAt?.toISOString() ?? null,
});

/** POST /withdraw/add */
export async function add(ctx: Ctx<'user'>, p: { amountFen: number }): Promise<Reply<typeof c.withdrawAdd>> {
  const uid = ctx.user.id;
  const rules = ctx.config.withdraw;
  if (p.amountFen < rules.minFen) fail(`提现金额最低${yuan(rules.minFen)}元`);
  const u = await repo.userBasics(ctx.db, uid);
  if (!u) fail('用户不存在');
  if (rules.realNameRequired && !u.realName) fail('请先在个人资料中填写真实姓名再提现');
  const now = ctx.adapters.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    // The wallet row is locked by the freeze below; the daily sum is read after it, so parallel requests queue up.
    const w = await repo.insertWithdrawal(tx, { userId: uid, amountFen: p.amountFen, realName: u.realName, status: 'pending', createdAt: now });
    await ledgerApply(tx, { book: 'wallet', userId: uid, delta: -p.amountFen, reason: '提现冻结', ref: `withdraw:${w.id}`, now });
    const todaySum = await repo.withdrawnSince(tx, uid, chinaDayStart(today(now)));
    if (todaySum > rules.dailyLimitFen) fail(`每天最多提现${yuan(rules.dailyLimitFen)}元`);
    return w;
  });
  return { withdrawal: toWithdrawal(row, u.nickname), currency: await currencyOf(ctx.db, uid) };
}

/** GET /withdraw/list/month?month= */
export async function listMonth(ctx: Ctx<'user'>, p: { month?: string }): Promise<Reply<typeof c.withdrawMonth>> {
  const month = p.month ?? monthOf(today(ctx.adapters.clock.now()));
  const r = monthRange(month);
  const rows = await repo.withdrawalsBetween(ctx.db, ctx.user.id, r.from, r.to);
  const { minFen, dailyLimitFen, realNameRequired } = ctx.config.withdraw;
  return {
    month, list: rows.map((w) => toWithdrawal(w)),
    totalFen: rows.filter((w) => w.status === 'paid').reduce((s, w) => s + w.amountFen, 0),
    rules: { minFen, dailyLimitFen, realNameRequired },
  };
}

/** GET /ops/withdraw/list (finance) */
export async function opsList(ctx: Ctx<'user'>, p: { status?: string; pageIndex: number; pageSize: number }): Promise<Reply<typeof c.opsWithdrawList>> {
  await requireStaff(ctx, 'finance');
  const rows = await repo.withdrawalPage(ctx.db, p.status, p.pageIndex, p.pageSize);
  return toPage(rows.map((w) => toWithdrawal(w, w.nickname)), p.pageSize);
}

async function unfreeze(tx: Tx, w: repo.WithdrawalRow, reason: string, now: Date): Promise<void> {
  await ledgerReverse(tx, 'wallet', `withdraw:${w.id}`, { reason, now });
}

async function reply(db: Tx, w: repo.WithdrawalRow): Promise<Withdrawal> {
  return toWithdrawal(w, (await repo.userBasics(db, w.userId))?.nickname ?? '');
}

/**
 * POST /ops/withdraw/approve/:id (finance): pending → paying → paid, or failed (money back) when the payout fails.
 * A withdrawal left in paying (the process stopped during the payout) can be approved again: the payout adapter is
 * idempotent by ref, so it is never paid twice.
 */
export async function approve(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.opsWithdrawApprove>> {
  await requireStaff(ctx, 'finance');
  const now = ctx.adapters.clock.now();
  let w = await repo.moveWithdrawal(ctx.db, p.id, 'pending', { status: 'paying', reviewerId: ctx.user.id, reviewedAt: now });
  if (!w) {
    const cur = await repo.withdrawalById(ctx.db, p.id);
    if (!cur) fail('提现不存在');
    if (cur.status !== 'paying') fail('该提现已处理');
    w = cur;
  }
  const r = await ctx.adapters.payout.transfer({ ref: `withdraw:${w.id}`, userId: w.userId, amountFen: w.amountFen, realName: w.realName });
  const done = await ctx.db.transaction(async (tx) => {
    if (r.ok) return repo.moveWithdrawal(tx, w.id, 'paying', { status: 'paid', payoutRef: r.transferNo, reviewedAt: now });
    const failed = await repo.moveWithdrawal(tx, w.id, 'paying', { status: 'failed', note: `打款失败：${r.reason}`, reviewedAt: now });
    if (failed) await unfreeze(tx, failed, '提现打款失败退回', now);
    return failed;
  });
  return reply(ctx.db, done ?? (await repo.withdrawalById(ctx.db, w.id))!);
}

/** POST /ops/withdraw/reject/:id (finance): pending → rejected, the frozen money back to the wallet. */
export async function reject(ctx: Ctx<'user'>, p: { id: number; note: string }): Promise<Reply<typeof c.opsWithdrawReject>> {
  await requireStaff(ctx, 'finance');
  const now = ctx.adapters.clock.now();
  const w = await ctx.db.transaction(async (tx) => {
    const row = await repo.moveWithdrawal(tx, p.id, 'pending', { status: 'rejected', note: p.note, reviewerId: ctx.user.id, reviewedAt: now });
    if (!row) fail((await repo.withdrawalById(tx, p.id)) ? '该提现已处理' : '提现不存在');
    await unfreeze(tx, row, '提现驳回退回', now);
    return row;
  });
  return reply(ctx.db, w);
}
