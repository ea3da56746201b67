/**
 * The wallet (clanBalance) ledger: every change is one ledger line with a unique ref (an idempotency key), and the
 * wallet row is locked while it changes, so a ref applies once and balance_after follows the lines in order.
 */
import { fail } from '../../http/errors';
import type { Tx } from '../../db/client';
import * as repo from './payments.repo';

/** A wallet never holds more than this (fen), far below the integer column's limit. */
export const MAX_BALANCE_FEN = 1_000_000_000;

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
  if (!Number.isInteger(c.deltaFen) || c.deltaFen === 0) throw new Error(`wallet delta must be a non-zero integer (fen), got ${c.deltaFen}`);
  const balance = await repo.lockWallet(tx, c.userId);
  if (await repo.ledgerByRef(tx, c.ref)) return { applied: false, balanceFen: balance };
  const next = balance + c.deltaFen;
  if (next < 0) fail('余额不足');
  if (next > MAX_BALANCE_FEN) fail('余额已达上限');
  await repo.setWalletBalance(tx, c.userId, next, c.now);
  const line = await repo.insertLedger(tx, { userId: c.userId, deltaFen: c.deltaFen, balanceAfterFen: next, reason: c.reason, ref: c.ref, createdAt: c.now });
  // Unreachable while the wallet row is locked; if it ever happens, throwing rolls the balance change back.
  if (!line) throw new Error(`wallet ledger ref ${c.ref} applied twice`);
  return { applied: true, balanceFen: next };
}

export const walletBalance = (db: Tx, userId: number) => repo.walletBalance(db, userId);
