/**
 * The ledger module: one way to move points (积分), coins (金币) and wallet money (fen). Each book is append-only:
 * every line has a reason, a unique idempotency key (`ref`) for the business event and the balance after it, which is
 * never negative. The balance row is locked while a line is added, so a ref applies once and balance_after follows
 * the lines in order. A correction is a reversing line (`ledgerReverse`), never an edit.
 *
 *   await ledgerApply(tx, { book: 'points', userId, delta: 10, reason: '签到', ref: `signin:${userId}:${day}`, now });
 *   await ledgerReverse(tx, 'wallet', `commission:${id}`, { reason: '退款冲正', now });
 */
import { fail } from '../../http/errors';
import type { Tx } from '../../db/client';
import * as repo from './ledger.repo';
import type { Book, EntryRow } from './ledger.repo';

export type { Book, EntryRow };

/** No balance ever holds more than this (fen, points or coins), far below the integer column's limit. */
export const MAX_BALANCE = 1_000_000_000;

export const BOOK_NAMES: Record<Book, string> = { points: '积分', coins: '金币', wallet: '余额' };

export interface LedgerChange {
  book: Book;
  userId: number;
  /** Signed: positive credits, negative debits (integer fen, points or coins). */
  delta: number;
  reason: string;
  /** Idempotency key, unique in its book. */
  ref: string;
  now: Date;
}

/**
 * Apply one change inside the caller's transaction. A ref already in the book changes nothing (`applied: false`).
 * A debit beyond the balance fails "余额不足" / "积分不足" / "金币不足" (the caller's transaction rolls back).
 */
export async function ledgerApply(tx: Tx, c: LedgerChange): Promise<{ applied: boolean; balance: number }> {
  if (!Number.isInteger(c.delta) || c.delta === 0) throw new Error(`ledger delta must be a non-zero integer, got ${c.delta}`);
  const balance = await repo.lockBalance(tx, c.book, c.userId);
  if (await repo.entryByRef(tx, c.book, c.ref)) return { applied: false, balance };
  const next = balance + c.delta;
  if (next < 0) fail(`${BOOK_NAMES[c.book]}不足`);
  if (next > MAX_BALANCE) fail(`${BOOK_NAMES[c.book]}已达上限`);
  await repo.setBalance(tx, c.book, c.userId, next, c.now);
  const line = await repo.insertEntry(tx, { book: c.book, userId: c.userId, delta: c.delta, balanceAfter: next, reason: c.reason, ref: c.ref, createdAt: c.now });
  // Unreachable while the balance row is locked; if it ever happens, throwing rolls the balance change back.
  if (!line) throw new Error(`ledger ref ${c.book}/${c.ref} applied twice`);
  return { applied: true, balance: next };
}

/**
 * Reverse the line with `ref` by a line of the opposite amount, ref `reverse:<ref>` (once). Nothing to reverse
 * (no such line) answers `applied: false`. Reversing a credit already spent fails like any debit beyond the balance.
 */
export async function ledgerReverse(tx: Tx, book: Book, ref: string, o: { reason: string; now: Date }): Promise<{ applied: boolean; balance: number }> {
  const line = await repo.entryByRef(tx, book, ref);
  if (!line) return { applied: false, balance: 0 };
  return ledgerApply(tx, { book, userId: line.userId, delta: -line.delta, reason: o.reason, ref: `reverse:${ref}`, now: o.now });
}

export const ledgerBalance = (db: Tx, book: Book, userId: number) => repo.balanceOf(db, book, userId);
export const ledgerLine = (db: Tx, book: Book, ref: string) => repo.entryByRef(db, book, ref);
export const ledgerPage = (db: Tx, book: Book, userId: number, pageIndex: number, pageSize: number) => repo.entriesPage(db, book, userId, pageIndex, pageSize);
export const ledgerLines = (db: Tx, book: Book, userId: number) => repo.allEntries(db, book, userId);
export const earnedPoints = (db: Tx, userId: number) => repo.earnedPoints(db, userId);
