/**
 * The payment module every paid thing goes through (VIP, print orders, mall, offerings, recharge …).
 *
 * Other domains use (see index.ts):
 * - `registerFulfiller(targetType, fn)`: what happens when a payment of that type is paid; it runs exactly once,
 *   inside the transaction that marks the payment paid (if it throws, nothing is marked and a later confirm retries).
 * - `createPayment(deps, tx, {userId, amountFen, subject, targetType, targetId, payType})` inside the caller's
 *   transaction (create the target row first): sandbox → a pending payment and the 模拟支付 page's payUrl;
 *   wallet → debited and fulfilled at once in that transaction, or "余额不足" and the caller's transaction rolls back.
 * - `confirmPayment(ctx, userId, outTradeNo, {targetType})` for the domain's confirm call (owner only; asks the
 *   provider, settles once), `paymentStatus(db, outTradeNo, userId)` for its status call, `cancelPayment`.
 *
 * Expiry: a payment pending for over PAYMENT_TTL_MS (2 hours) is expired — by the payments sweep job
 * (`expirePendingPayments`, every 10 minutes, the job in payments.jobs.ts) or by its own confirm. Confirming it answers
 * "订单已过期，请重新下单" and the 模拟支付 page no longer takes it. But money received is never lost: if the
 * provider says (its late callback → `settle`, or when a confirm asks it) that an expired payment was paid, it is
 * settled (expired → paid) and fulfilled exactly like a pending one.
 *
 * Only `UPDATE payments SET status = 'paid' WHERE out_trade_no = $1 AND status IN ('pending', 'expired')
 * RETURNING *` moves a payment to paid, so of any number of concurrent settles exactly one runs the fulfiller; wallet credits carry a
 * unique ledger ref as a second guard.
 */
import { emitEvent } from '../../events/index';
import type { Payment, PaymentResult, PaymentStart, PayType, SandboxPayment } from '@contract/payments';
import { isoOrNull } from '@model/datetime';
import type { Ctx, Deps } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { GUEST_ID } from '../../http/session';
import * as repo from './payments.repo';
import type { PaymentRow } from './payments.repo';
import { providerFor, sandboxProvider, type ProviderStatus } from './payments.provider';
import { walletApply } from './wallet';

/** What the payment functions need: the database and the adapters (clock, ids). A request's ctx will do. */
export type PayDeps = Pick<Deps, 'db' | 'adapters'>;

/** A pending payment older than this (2 hours) is expired. */
export const PAYMENT_TTL_MS = 2 * 3_600_000;
export const EXPIRED_TEXT = '订单已过期，请重新下单';
const expiryLine = (now: Date) => new Date(now.getTime() - PAYMENT_TTL_MS);
const isStale = (p: PaymentRow, now: Date) => p.status === 'pending' && p.createdAt < expiryLine(now);

/** The largest single payment (fen): 1,000,000 元. */
export const MAX_PAYMENT_FEN = 100_000_000;

// ——— Fulfillers ———

/**
 * What a paid payment does. Answering 'refund' says the target no longer takes it (an order cancelled meanwhile, paid
 * again by another payment): the payment is refunded instead (paid → refunded, the money goes back through the
 * provider or to the wallet), in the same transaction.
 */
export type Fulfiller = (tx: Tx, payment: PaymentRow, env: { now: Date; deps: PayDeps }) => Promise<void | 'refund'>;
const fulfillers = new Map<string, Fulfiller>();

/** Register what a paid payment of `targetType` does. One fulfiller per type; registering the same one again is fine. */
export function registerFulfiller(targetType: string, fn: Fulfiller): void {
  const prev = fulfillers.get(targetType);
  if (prev && prev !== fn) throw new Error(`a fulfiller for payment target "${targetType}" is already registered`);
  fulfillers.set(targetType, fn);
}

async function fulfil(tx: Tx, payment: PaymentRow, deps: PayDeps, now: Date): Promise<PaymentRow> {
  const fn = fulfillers.get(payment.targetType);
  if (!fn) throw new Error(`no fulfiller for payment target "${payment.targetType}" (${payment.outTradeNo})`);
  const said = await fn(tx, payment, { now, deps });
  if (said !== 'refund') return payment;
  return (await refundIn(tx, deps, payment, '订单已取消，款项原路退回', now)) ?? payment;
}

// ——— Refunds ———

/**
 * What a refund undoes besides the money (e.g. the entitlements its payment granted): run for every refunded payment,
 * inside the refunding transaction, after the payment is marked refunded.
 */
export type RefundHook = (tx: Tx, payment: PaymentRow, now: Date) => Promise<void>;
const refundHooks: RefundHook[] = [];

/** Register what a refund undoes; registering the same function again is fine. */
export function onRefund(fn: RefundHook): void {
  if (!refundHooks.includes(fn)) refundHooks.push(fn);
}

/**
 * Inside tx: give the money of a paid payment back (paid | cancelled | closed | expired → refunded, once): through its
 * provider (the sandbox records the refund on its trade) or to the wallet — all of it, or `amountFen` of it (a partial
 * refund, e.g. a mall after-sale; a payment is refunded at most once). Answers the row if this call refunded it.
 */
async function refundIn(tx: Tx, deps: PayDeps, p: PaymentRow, reason: string, now: Date, amountFen?: number): Promise<PaymentRow | undefined> {
  const fen = amountFen ?? p.amountFen;
  if (!Number.isInteger(fen) || fen <= 0 || fen > p.amountFen) throw new Error(`refund of ${fen} fen is not within payment ${p.outTradeNo} (${p.amountFen} fen)`);
  const moved = await repo.markRefunded(tx, p.outTradeNo, now, fen);
  if (!moved) return undefined;
  await emitEvent(tx, 'payment.refunded', { outTradeNo: p.outTradeNo, userId: p.userId, targetType: p.targetType }, now);
  for (const hook of refundHooks) await hook(tx, moved, now);
  if (p.payType === 'wallet') {
    await walletApply(tx, { userId: p.userId, deltaFen: fen, reason: `退款：${p.subject}`, ref: `refund:${p.outTradeNo}`, now });
  } else {
    await providerFor(p.payType).refund(tx, p.outTradeNo, reason, now, fen);
  }
  return moved;
}

/** Refund a paid payment (e.g. staff cancel a paid order). A payment that is not paid is answered as it is. */
export function refundPayment(deps: PayDeps, outTradeNo: string, reason: string): Promise<PaymentResult> {
  return deps.db.transaction(async (tx) => {
    const p = await repo.paymentByOutTradeNo(tx, outTradeNo);
    if (!p) fail('订单不存在');
    if (p.status !== 'paid') return result(p);
    return result((await refundIn(tx, deps, p, reason, deps.adapters.clock.now())) ?? p);
  });
}

/**
 * Inside the caller's transaction: refund `amountFen` (≤ the amount; default all) of a paid payment, once. Answers the
 * refunded row, or undefined when the payment is not paid (already refunded, never paid) — the caller decides.
 */
export async function refundPaymentIn(tx: Tx, deps: PayDeps, outTradeNo: string, reason: string, amountFen?: number): Promise<PaymentRow | undefined> {
  const p = await repo.paymentByOutTradeNo(tx, outTradeNo);
  if (!p || p.status !== 'paid') return undefined;
  return refundIn(tx, deps, p, reason, deps.adapters.clock.now(), amountFen);
}

// ——— Creating ———

export interface NewPayment {
  userId: number;
  amountFen: number;
  /** Shown on the pay page and in the ledger, e.g. "VIP会员 1年". */
  subject: string;
  targetType: string;
  targetId?: string | number;
  payType: PayType;
}

export async function createPayment(deps: PayDeps, tx: Tx, p: NewPayment): Promise<PaymentStart> {
  if (!Number.isInteger(p.amountFen) || p.amountFen <= 0 || p.amountFen > MAX_PAYMENT_FEN) {
    throw new Error(`payment amount must be an integer number of fen in 1..${MAX_PAYMENT_FEN}, got ${p.amountFen}`);
  }
  if (!fulfillers.has(p.targetType)) throw new Error(`no fulfiller registered for payment target "${p.targetType}"`);
  if (!Number.isInteger(p.userId) || p.userId === GUEST_ID) throw new Error('a payment needs a logged-in user');
  const now = deps.adapters.clock.now();
  const subject = p.subject.trim().slice(0, 100) || '订单';
  const targetId = p.targetId === undefined ? '' : String(p.targetId);
  if (targetId && p.payType !== 'wallet') {
    // The same thing asked twice (a double tap, back to the form): answer the pending payment instead of a second one.
    // The transaction lock makes concurrent creates for one target take turns.
    await repo.lockTarget(tx, p.userId, p.targetType, targetId);
    const open = await repo.pendingFor(tx, p.userId, p.targetType, targetId, expiryLine(now));
    if (open && open.amountFen === p.amountFen && open.payType === p.payType) {
      return { outTradeNo: open.outTradeNo, amount: open.amountFen, subject: open.subject, payType: p.payType, status: 'pending', payUrl: providerFor(p.payType).payUrl(open.outTradeNo) };
    }
  }
  const outTradeNo = deps.adapters.ids.outTradeNo(now);
  const row = await repo.insertPayment(tx, {
    outTradeNo, userId: p.userId, amountFen: p.amountFen, subject, targetType: p.targetType,
    targetId, payType: p.payType, status: 'pending', createdAt: now,
  });
  const start = { outTradeNo, amount: row.amountFen, subject, payType: p.payType };
  if (p.payType === 'wallet') {
    if (p.targetType === 'charge') fail('不能用余额充值');
    await walletApply(tx, { userId: p.userId, deltaFen: -p.amountFen, reason: `支付：${subject}`, ref: `wallet-pay:${outTradeNo}`, now });
    const paid = await repo.markPaid(tx, outTradeNo, now);
    if (!paid) throw new Error(`wallet payment ${outTradeNo} was not pending`);
    const after = await fulfil(tx, paid, deps, now);
    return { ...start, payUrl: '', status: after.status as PaymentStart['status'] };
  }
  const { payUrl } = await providerFor(p.payType).open(tx, { outTradeNo, amountFen: p.amountFen, subject, now });
  return { ...start, payUrl, status: 'pending' };
}

// ——— Settling, confirming, cancelling ———

export const result = (p: PaymentRow): PaymentResult => ({
  outTradeNo: p.outTradeNo,
  status: p.status as PaymentResult['status'],
  paid: p.status === 'paid',
});

/** Inside tx: if the payment is pending (or expired) and its provider says paid, mark it paid and fulfil it (once). */
async function settleIn(tx: Tx, deps: PayDeps, outTradeNo: string, providerSays?: ProviderStatus | null): Promise<PaymentResult> {
  const p = await repo.paymentByOutTradeNo(tx, outTradeNo);
  if (!p) fail('订单不存在');
  if ((p.status === 'cancelled' || p.status === 'closed') && p.payType !== 'wallet') {
    // Money arrived for a payment we had closed (the provider's late word): it goes back.
    const said = providerSays ?? await providerFor(p.payType).query(tx, outTradeNo);
    if (said !== 'paid') return result(p);
    return result((await refundIn(tx, deps, p, '支付已关闭，款项原路退回', deps.adapters.clock.now())) ?? p);
  }
  if (p.status !== 'pending' && p.status !== 'expired') return result(p);
  const said = providerSays ?? (p.payType === 'wallet' ? null : await providerFor(p.payType).query(tx, outTradeNo));
  if (said !== 'paid') return result(p);
  const now = deps.adapters.clock.now();
  const won = await repo.markPaid(tx, outTradeNo, now);
  if (!won) {
    // Another settle got there first (it has committed: on PostgreSQL this UPDATE waited for it).
    const again = await repo.paymentByOutTradeNo(tx, outTradeNo);
    return result(again ?? p);
  }
  return result(await fulfil(tx, won, deps, now));
}

/**
 * The provider reports (or is asked and says) the payment is paid: mark it paid and run its fulfiller, exactly
 * once however many times and however concurrently this is called — also for an expired payment (a late
 * notification: the money arrived, so the order is fulfilled). A payment the provider has not seen paid, or that
 * is paid, cancelled or closed, is left as it is. Answers where the payment stands.
 */
export function settle(deps: PayDeps, outTradeNo: string): Promise<PaymentResult> {
  return deps.db.transaction((tx) => settleIn(tx, deps, outTradeNo));
}

/** A payment of `userId` (optionally of one target type), or "订单不存在" (also for someone else's). */
export async function ownPayment(db: Tx, userId: number, outTradeNo: string, targetType?: string): Promise<PaymentRow> {
  const p = await repo.paymentByOutTradeNo(db, outTradeNo);
  if (!p || p.userId !== userId || (targetType && p.targetType !== targetType)) fail('订单不存在');
  return p;
}

/**
 * The client is back from the provider: ask the provider and settle if paid. Owner only. A payment unpaid after
 * 2 hours is (marked) expired and answers "订单已过期，请重新下单" — unless the provider has it paid, then it settles.
 */
export async function confirmPayment(deps: PayDeps, userId: number, outTradeNo: string, opts: { targetType?: string } = {}): Promise<PaymentResult> {
  const p = await ownPayment(deps.db, userId, outTradeNo, opts.targetType);
  // paid and refunded are final; a cancelled or closed payment is asked about too (money that came anyway is refunded)
  if (p.status === 'paid' || p.status === 'refunded') return result(p);
  const r = await settle(deps, outTradeNo);
  if (r.paid) return r;
  const now = deps.adapters.clock.now();
  if (r.status === 'pending' && isStale(p, now)) {
    const moved = await repo.markExpired(deps.db, outTradeNo, expiryLine(now), now);
    if (!moved) {
      // A concurrent settle or cancel moved it first: answer where it stands.
      const again = await repo.paymentByOutTradeNo(deps.db, outTradeNo);
      if (again && again.status !== 'expired') return result(again);
    }
    fail(EXPIRED_TEXT);
  }
  if (r.status === 'expired') fail(EXPIRED_TEXT);
  return r;
}

/**
 * Housekeeping: every payment pending for over 2 hours becomes expired (one UPDATE on the partial index
 * payments_pending_idx). The provider is not asked: a late payment still settles (see settle). Answers how many.
 */
export function expirePendingPayments(deps: PayDeps): Promise<number> {
  const now = deps.adapters.clock.now();
  return repo.expireAll(deps.db, expiryLine(now), now);
}

/**
 * Cancel a pending payment (closing its trade at the provider first). If the provider already has it paid, it is
 * settled instead and the answer says paid. A payment that is no longer pending is answered as it is.
 */
export function cancelPayment(deps: PayDeps, outTradeNo: string, opts: { userId?: number } = {}): Promise<PaymentResult> {
  return deps.db.transaction(async (tx) => {
    const p = await repo.paymentByOutTradeNo(tx, outTradeNo);
    if (!p || (opts.userId !== undefined && p.userId !== opts.userId)) fail('订单不存在');
    if (p.status !== 'pending') return result(p);
    const now = deps.adapters.clock.now();
    if (p.payType !== 'wallet') {
      const said = await providerFor(p.payType).close(tx, outTradeNo, now);
      if (said === 'paid') return settleIn(tx, deps, outTradeNo, said);
    }
    const moved = await repo.markClosed(tx, outTradeNo, 'cancelled', now);
    return result(moved ?? (await repo.paymentByOutTradeNo(tx, outTradeNo)) ?? p);
  });
}

/** Where a payment stands, from our books (for a domain's polled `…/status` call). Owner only when userId is given. */
export async function paymentStatus(db: Tx, outTradeNo: string, userId?: number): Promise<PaymentResult> {
  const p = await repo.paymentByOutTradeNo(db, outTradeNo);
  if (!p || (userId !== undefined && p.userId !== userId)) fail('订单不存在');
  return result(p);
}

export const getPayment = (db: Tx, outTradeNo: string) => repo.paymentByOutTradeNo(db, outTradeNo);

// ——— Calls ———

export function toPayment(p: PaymentRow): Payment {
  return {
    outTradeNo: p.outTradeNo,
    subject: p.subject,
    amount: p.amountFen,
    payType: p.payType as PayType,
    status: p.status as Payment['status'],
    targetType: p.targetType,
    targetId: p.targetId,
    createdAt: p.createdAt.toISOString(),
    paidAt: isoOrNull(p.paidAt),
  };
}

/** GET /payment/undone */
export async function undone(ctx: Ctx<'user'>, p: { payType?: PayType; outTradeNo?: string }): Promise<{ list: Payment[] }> {
  const rows = await repo.pendingOf(ctx.db, ctx.user.id, p.payType, p.outTradeNo, 50, expiryLine(ctx.adapters.clock.now()));
  return { list: rows.map(toPayment) };
}

/** POST /payment/confirm */
export function confirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<PaymentResult> {
  return confirmPayment(ctx, ctx.user.id, p.outTradeNo);
}

/** GET /payment/sandbox/get: what the 模拟支付 page shows. */
export async function sandboxGet(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<SandboxPayment> {
  const pay = await ownPayment(ctx.db, ctx.user.id, p.outTradeNo);
  const trade = pay.payType === 'sandbox' ? await repo.sandboxTrade(ctx.db, p.outTradeNo) : undefined;
  if (!trade) fail('订单不存在');
  return {
    outTradeNo: pay.outTradeNo,
    subject: pay.subject,
    amount: pay.amountFen,
    status: pay.status as SandboxPayment['status'],
    providerStatus: trade.status as SandboxPayment['providerStatus'],
    createdAt: pay.createdAt.toISOString(),
  };
}

/**
 * POST /payment/sandbox/pay: the user pays or cancels on the 模拟支付 page. The provider's book changes first (its
 * own transaction, as at a real provider), then its callback settles or cancels our payment.
 */
export async function sandboxPay(ctx: Ctx<'user'>, p: { outTradeNo: string; action: 'pay' | 'cancel' }): Promise<PaymentResult> {
  const pay = await ownPayment(ctx.db, ctx.user.id, p.outTradeNo);
  if (pay.payType !== 'sandbox') fail('订单不存在');
  if (pay.status === 'paid') return result(pay);
  if (p.action === 'pay' && (pay.status === 'expired' || isStale(pay, ctx.adapters.clock.now()))) fail(EXPIRED_TEXT);
  if (pay.status !== 'pending' && p.action === 'pay') fail('订单已取消');
  const said = await sandboxProvider.act(ctx.db, p.outTradeNo, p.action, ctx.adapters.clock.now());
  return said === 'paid' ? settle(ctx, p.outTradeNo) : cancelPayment(ctx, p.outTradeNo);
}
