import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerBalances, ledgerEntries, wallets, walletLedger } from '../../db/schema/index';

/** The three books of the ledger module; the wallet's lives in wallets + wallet_ledger, points and coins in ledger_*. */
export type Book = 'points' | 'coins' | 'wallet';

export interface EntryRow {
  id: number;
  book: Book;
  userId: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  ref: string;
  createdAt: Date;
}

const fromWallet = (r: typeof walletLedger.$inferSelect): EntryRow => ({
  id: r.id, book: 'wallet', userId: r.userId, delta: r.deltaFen, balanceAfter: r.balanceAfterFen, reason: r.reason, ref: r.ref, createdAt: r.createdAt,
});
const fromEntry = (r: typeof ledgerEntries.$inferSelect): EntryRow => ({ ...r, book: r.book as Book });

/** The balance, locked for the rest of the transaction (the row is created at 0 if missing). */
export async function lockBalance(db: Tx, book: Book, userId: number): Promise<number> {
  if (book === 'wallet') {
    await db.insert(wallets).values({ userId, balanceFen: 0 }).onConflictDoNothing();
    const [w] = await db.select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)).for('update');
    return w.b;
  }
  await db.insert(ledgerBalances).values({ userId, book, balance: 0 }).onConflictDoNothing();
  const [w] = await db.select({ b: ledgerBalances.balance }).from(ledgerBalances)
    .where(and(eq(ledgerBalances.userId, userId), eq(ledgerBalances.book, book))).for('update');
  return w.b;
}

export async function balanceOf(db: Tx, book: Book, userId: number): Promise<number> {
  if (book === 'wallet') {
    const [w] = await db.select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
    return w?.b ?? 0;
  }
  const [w] = await db.select({ b: ledgerBalances.balance }).from(ledgerBalances)
    .where(and(eq(ledgerBalances.userId, userId), eq(ledgerBalances.book, book))).limit(1);
  return w?.b ?? 0;
}

export async function setBalance(db: Tx, book: Book, userId: number, balance: number, now: Date): Promise<void> {
  if (book === 'wallet') await db.update(wallets).set({ balanceFen: balance, updatedAt: now }).where(eq(wallets.userId, userId));
  else await db.update(ledgerBalances).set({ balance, updatedAt: now }).where(and(eq(ledgerBalances.userId, userId), eq(ledgerBalances.book, book)));
}

export async function entryByRef(db: Tx, book: Book, ref: string): Promise<EntryRow | undefined> {
  if (book === 'wallet') {
    const [r] = await db.select().from(walletLedger).where(eq(walletLedger.ref, ref)).limit(1);
    return r && fromWallet(r);
  }
  const [r] = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.book, book), eq(ledgerEntries.ref, ref))).limit(1);
  return r && fromEntry(r);
}

/** Append a line; undefined when its ref is already in the book (ON CONFLICT DO NOTHING). */
export async function insertEntry(db: Tx, e: Omit<EntryRow, 'id'>): Promise<EntryRow | undefined> {
  if (e.book === 'wallet') {
    const [r] = await db.insert(walletLedger)
      .values({ userId: e.userId, deltaFen: e.delta, balanceAfterFen: e.balanceAfter, reason: e.reason, ref: e.ref, createdAt: e.createdAt })
      .onConflictDoNothing({ target: walletLedger.ref }).returning();
    return r && fromWallet(r);
  }
  const [r] = await db.insert(ledgerEntries).values(e).onConflictDoNothing({ target: [ledgerEntries.book, ledgerEntries.ref] }).returning();
  return r && fromEntry(r);
}

/** A page of a user's book, newest first (pageSize + 1 rows, see toPage). */
export async function entriesPage(db: Tx, book: Book, userId: number, pageIndex: number, pageSize: number): Promise<EntryRow[]> {
  if (book === 'wallet') {
    const rows = await db.select().from(walletLedger).where(eq(walletLedger.userId, userId))
      .orderBy(desc(walletLedger.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
    return rows.map(fromWallet);
  }
  const rows = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.book, book)))
    .orderBy(desc(ledgerEntries.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
  return rows.map(fromEntry);
}

/** Every line of a user's book in order (the property test checks the books with it). */
export async function allEntries(db: Tx, book: Book, userId: number): Promise<EntryRow[]> {
  if (book === 'wallet') return (await db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(walletLedger.id)).map(fromWallet);
  return (await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.book, book))).orderBy(ledgerEntries.id)).map(fromEntry);
}

/** Points earned (positive lines other than reversals' returns): the growth value behind levels. */
export async function earnedPoints(db: Tx, userId: number): Promise<number> {
  const [r] = await db.select({ s: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)` }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.book, 'points'), sql`${ledgerEntries.delta} > 0`, sql`${ledgerEntries.ref} NOT LIKE 'reverse:%'`));
  return Number(r.s);
}
