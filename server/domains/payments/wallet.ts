/**
 * The wallet (clanBalance) book of the ledger module (ledger.ts): every change is one line with a unique ref (an
 * idempotency key), and the wallet row is locked while it changes, so a ref applies once and balance_after follows
 * the lines in order.
 */
import type { Tx } from '../../db/client';
import { ledgerApply, MAX_BALANCE } from './ledger';
import * as repo from './payments.repo';

/** A wallet never holds more than this (fen), far below the integer column's limit. */
export const MAX_BALANCE_FEN = MAX_BALANCE;

export interface WalletChange {
  userId: number;
  /** Signed fen: positive credits, negative debits. */
  deltaFen: number;
  /** Shown in the ledger, e.g. 充值, 支付：VIP会员. */
  reason: string;
  /** Idempotency key, unique across all wallets: `payment:<outTradeNo>`, `wallet-pay:<outTradeNo>`, `refund:<…>`. */
  ref: string;
  now: Date;
}

/**
 * Apply one change inside the caller's transaction. A ref already in the ledger changes nothing
 * (`applied: false`). A debit beyond the balance fails "余额不足" (the caller's transaction rolls back).
 */
export async function walletApply(tx: Tx, c: WalletChange): Promise<{ applied: boolean; balanceFen: number }> {
  const r = await ledgerApply(tx, { book: 'wallet', userId: c.userId, delta: c.deltaFen, reason: c.reason, ref: c.ref, now: c.now });
  return { applied: r.applied, balanceFen: r.balance };
}

export const walletBalance = (db: Tx, userId: number) => repo.walletBalance(db, userId);
