import { pgTable, integer, text, timestamp, bigserial, uniqueIndex, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * The points (积分) and coins (金币) books of the ledger module (server/domains/payments/ledger.ts); the wallet's book
 * is `wallets` + `wallet_ledger` (payments.ts), run by the same module. Append-only: a line is never updated or
 * deleted; a correction is a reversing line (`reverse:<ref>`). `balance` is the running total per user and book,
 * locked while a line is added; both it and every line's balance_after are never negative.
 */
export const ledgerBalances = pgTable('ledger_balances', {
  userId: integer('user_id').notNull().references(() => users.id),
  /** points | coins */
  book: text('book').notNull(),
  balance: integer('balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.book] }),
  check('ledger_balances_non_negative', sql`${t.balance} >= 0`),
  check('ledger_balances_book_valid', sql`${t.book} IN ('points', 'coins')`),
]);

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  book: text('book').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  delta: integer('delta').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  /** Shown in the log: 签到, 任务：完善个人资料, 兑换：头像框 … */
  reason: text('reason').notNull(),
  /** The business event's idempotency key: signin:<user>:<date>, task:<user>:<task>:<period>, hongbao:<packet>:<user> … */
  ref: text('ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ledger_entries_ref_uq').on(t.book, t.ref),
  index('ledger_entries_user_idx').on(t.userId, t.book, t.id),
  check('ledger_entries_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  check('ledger_entries_delta_non_zero', sql`${t.delta} <> 0`),
]);
