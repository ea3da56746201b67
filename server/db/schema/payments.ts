import { pgTable, serial, integer, text, timestamp, bigserial, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * One payment for any paid thing (VIP, print orders, offerings, recharge …). Money is integer fen.
 * status: pending → paid | cancelled | closed | expired; only `UPDATE … WHERE status = 'pending'` moves it, so one
 * settle wins. A payment pending for over 2 hours becomes expired (the payments sweep job, or its own confirm); the provider's
 * late word that it was paid still settles it (expired → paid): money received is never lost. Money that arrives for a
 * payment whose target no longer wants it (an order cancelled meanwhile, a closed payment) is refunded: paid → refunded. What the provider says lives with the provider (the sandbox: `pay_sandbox_trades`).
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  amountFen: integer('amount_fen').notNull(),
  subject: text('subject').notNull(),
  /** What is bought: charge | vip | print-order | offering | … (a fulfiller is registered per type). */
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull().default(''),
  /** How it is paid: provider (sandbox) or wallet (clanBalance). */
  payType: text('pay_type').notNull().default('sandbox'),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** What a refund gave back (fen, ≤ amount; one refund per payment); null on a refund of the whole amount before this column. */
  refundFen: integer('refund_fen'),
}, (t) => [
  uniqueIndex('payments_out_trade_no_uq').on(t.outTradeNo),
  index('payments_user_idx').on(t.userId, t.createdAt),
  /** Housekeeping finds old pending payments by this. */
  index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  check('payments_amount_positive', sql`${t.amountFen} > 0`),
  check('payments_status_valid', sql`${t.status} IN ('pending', 'paid', 'cancelled', 'closed', 'expired', 'refunded')`),
  check('payments_refund_valid', sql`${t.refundFen} IS NULL OR (${t.refundFen} > 0 AND ${t.refundFen} <= ${t.amountFen})`),
]);

/**
 * The sandbox provider's own book (what a real provider keeps on its side): a trade is unpaid until the user
 * confirms on the "模拟支付" page; a closed trade cannot be paid.
 */
export const paySandboxTrades = pgTable('pay_sandbox_trades', {
  outTradeNo: text('out_trade_no').primaryKey(),
  amountFen: integer('amount_fen').notNull(),
  subject: text('subject').notNull(),
  /** unpaid | paid | cancelled | refunded */
  status: text('status').notNull().default('unpaid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** When the sandbox returned the money (a refund), and why. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundReason: text('refund_reason'),
  /** How much went back (fen; a partial refund gives back less than the amount). */
  refundFen: integer('refund_fen'),
});

/** Wallet (clanBalance) per user; the balance can never be negative. */
export const wallets = pgTable('wallets', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  balanceFen: integer('balance_fen').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('wallets_balance_non_negative', sql`${t.balanceFen} >= 0`)]);

/** Every change of a wallet; (ref) is unique so one payment credits once. */
export const walletLedger = pgTable('wallet_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  deltaFen: integer('delta_fen').notNull(),
  balanceAfterFen: integer('balance_after_fen').notNull(),
  reason: text('reason').notNull(),
  /** An idempotency key, e.g. "payment:<outTradeNo>". */
  ref: text('ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('wallet_ledger_ref_uq').on(t.ref),
  index('wallet_ledger_user_idx').on(t.userId, t.id),
  check('wallet_ledger_balance_non_negative', sql`${t.balanceAfterFen} >= 0`),
]);
