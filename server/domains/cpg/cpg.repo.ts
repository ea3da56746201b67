/** Every query of the cpg tables (server/db/schema/cpg.ts). */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cpgBooks, cpgCodes, cpgCollects, cpgOrders, cpgPages, cpgReads } from '../../db/schema/index';

export type BookRow = typeof cpgBooks.$inferSelect;
export type OrderRow = typeof cpgOrders.$inferSelect;
export type PageRow = typeof cpgPages.$inferSelect;
type Paging = { pageIndex: number; pageSize: number };
const skip = (q: Paging) => (q.pageIndex - 1) * q.pageSize;

// ——— Books ———

export async function bookById(db: Tx, id: number): Promise<BookRow | undefined> {
  const [row] = await db.select().from(cpgBooks).where(eq(cpgBooks.id, id));
  return row;
}

export async function books(db: Tx, q: Paging & { published?: boolean; isRecommend?: boolean; surname?: string; keyword?: string }): Promise<BookRow[]> {
  const conds: (SQL | undefined)[] = [
    q.published === undefined ? undefined : eq(cpgBooks.published, q.published),
    q.isRecommend ? eq(cpgBooks.isRecommend, true) : undefined,
    q.surname ? eq(cpgBooks.surname, q.surname) : undefined,
  ];
  if (q.keyword) {
    const k = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(cpgBooks.title, k), ilike(cpgBooks.hall, k), ilike(cpgBooks.place, k), eq(cpgBooks.surname, q.keyword)));
  }
  return db.select().from(cpgBooks).where(and(...conds))
    .orderBy(desc(cpgBooks.isRecommend), desc(cpgBooks.id)).limit(q.pageSize + 1).offset(skip(q));
}

export async function insertBook(tx: Tx, v: typeof cpgBooks.$inferInsert): Promise<BookRow> {
  const [row] = await tx.insert(cpgBooks).values(v).returning();
  return row;
}

export async function updateBook(tx: Tx, id: number, v: Partial<typeof cpgBooks.$inferInsert>): Promise<BookRow | undefined> {
  const [row] = await tx.update(cpgBooks).set(v).where(eq(cpgBooks.id, id)).returning();
  return row;
}

export async function lockBook(tx: Tx, id: number): Promise<BookRow | undefined> {
  const [row] = await tx.select().from(cpgBooks).where(eq(cpgBooks.id, id)).for('update');
  return row;
}

export async function stats(db: Tx): Promise<{ books: number; pages: number }> {
  const [r] = await db.select({ books: count(), pages: sql<number>`coalesce(sum(${cpgBooks.pageCount}), 0)::int` }).from(cpgBooks).where(eq(cpgBooks.published, true));
  return { books: Number(r.books), pages: Number(r.pages) };
}

export async function hotSurnames(db: Tx, limit: number) {
  return db.select({ surname: cpgBooks.surname, books: sql<number>`count(*)::int`, reads: sql<number>`coalesce(sum(${cpgBooks.reads}), 0)::int` })
    .from(cpgBooks).where(eq(cpgBooks.published, true)).groupBy(cpgBooks.surname)
    .orderBy(sql`coalesce(sum(${cpgBooks.reads}), 0) DESC`, sql`count(*) DESC`, cpgBooks.surname).limit(limit);
}

// ——— Pages ———

export async function pagesOf(db: Tx, bookId: number, upTo?: number): Promise<PageRow[]> {
  return db.select().from(cpgPages)
    .where(and(eq(cpgPages.bookId, bookId), upTo === undefined ? undefined : sql`${cpgPages.page} <= ${upTo}`)).orderBy(cpgPages.page);
}

export async function pageOf(db: Tx, bookId: number, n: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(cpgPages).where(and(eq(cpgPages.bookId, bookId), eq(cpgPages.page, n)));
  return row;
}

export async function insertPage(tx: Tx, v: PageRow): Promise<void> {
  await tx.insert(cpgPages).values(v);
}

export async function clearPages(tx: Tx, bookId: number): Promise<string[]> {
  const rows = await tx.delete(cpgPages).where(eq(cpgPages.bookId, bookId)).returning({ key: cpgPages.key });
  return rows.map((r) => r.key);
}

// ——— Collects, reads ———

export async function collected(db: Tx, userId: number, bookId: number): Promise<boolean> {
  const [r] = await db.select({ b: cpgCollects.bookId }).from(cpgCollects).where(and(eq(cpgCollects.userId, userId), eq(cpgCollects.bookId, bookId)));
  return !!r;
}

/** Collect or uncollect; the counter moves only with a row inserted or deleted (parallel taps count once). */
export async function toggleCollect(tx: Tx, userId: number, bookId: number, now: Date): Promise<{ collected: boolean; collects: number }> {
  const gone = await tx.delete(cpgCollects).where(and(eq(cpgCollects.userId, userId), eq(cpgCollects.bookId, bookId))).returning();
  let on = false;
  if (gone.length) {
    await tx.update(cpgBooks).set({ collects: sql`greatest(${cpgBooks.collects} - 1, 0)` }).where(eq(cpgBooks.id, bookId));
  } else {
    const added = await tx.insert(cpgCollects).values({ userId, bookId, createdAt: now }).onConflictDoNothing().returning();
    if (added.length) await tx.update(cpgBooks).set({ collects: sql`${cpgBooks.collects} + 1` }).where(eq(cpgBooks.id, bookId));
    on = true;
  }
  const [b] = await tx.select({ collects: cpgBooks.collects }).from(cpgBooks).where(eq(cpgBooks.id, bookId));
  return { collected: on, collects: b?.collects ?? 0 };
}

export async function progressOf(db: Tx, userId: number, bookId: number): Promise<number> {
  const [r] = await db.select({ page: cpgReads.page }).from(cpgReads).where(and(eq(cpgReads.userId, userId), eq(cpgReads.bookId, bookId)));
  return r?.page ?? 0;
}

/** Record an opening (first one counts a read of the book) and, with a page, the progress. */
export async function touchRead(tx: Tx, userId: number, bookId: number, now: Date, page?: number): Promise<void> {
  const added = await tx.insert(cpgReads).values({ userId, bookId, page: page ?? 0, readAt: now }).onConflictDoNothing().returning();
  if (added.length) await tx.update(cpgBooks).set({ reads: sql`${cpgBooks.reads} + 1` }).where(eq(cpgBooks.id, bookId));
  else await tx.update(cpgReads).set({ readAt: now, ...(page === undefined ? {} : { page }) }).where(and(eq(cpgReads.userId, userId), eq(cpgReads.bookId, bookId)));
}

type Shelf = { book: BookRow; progress: number; at: Date };

export async function collectList(db: Tx, userId: number, q: Paging): Promise<Shelf[]> {
  const rows = await db.select({ book: cpgBooks, at: cpgCollects.createdAt, progress: sql<number>`coalesce(${cpgReads.page}, 0)` }).from(cpgCollects)
    .innerJoin(cpgBooks, eq(cpgBooks.id, cpgCollects.bookId))
    .leftJoin(cpgReads, and(eq(cpgReads.userId, cpgCollects.userId), eq(cpgReads.bookId, cpgCollects.bookId)))
    .where(and(eq(cpgCollects.userId, userId), eq(cpgBooks.published, true))).orderBy(desc(cpgCollects.createdAt), desc(cpgBooks.id)).limit(q.pageSize + 1).offset(skip(q));
  return rows.map((r) => ({ ...r, progress: Number(r.progress) }));
}

export async function readList(db: Tx, userId: number, q: Paging): Promise<Shelf[]> {
  return db.select({ book: cpgBooks, at: cpgReads.readAt, progress: cpgReads.page }).from(cpgReads)
    .innerJoin(cpgBooks, eq(cpgBooks.id, cpgReads.bookId))
    .where(and(eq(cpgReads.userId, userId), eq(cpgBooks.published, true))).orderBy(desc(cpgReads.readAt), desc(cpgBooks.id)).limit(q.pageSize + 1).offset(skip(q));
}

/** Books the user bought (paid book orders), newest first. */
export async function boughtList(db: Tx, userId: number, q: Paging): Promise<Shelf[]> {
  const rows = await db.select({ book: cpgBooks, at: cpgOrders.paidAt, progress: sql<number>`coalesce(${cpgReads.page}, 0)` }).from(cpgOrders)
    .innerJoin(cpgBooks, eq(cpgBooks.id, cpgOrders.bookId))
    .leftJoin(cpgReads, and(eq(cpgReads.userId, cpgOrders.userId), eq(cpgReads.bookId, cpgOrders.bookId)))
    .where(and(eq(cpgOrders.userId, userId), eq(cpgOrders.kind, 'book'), eq(cpgOrders.status, 'paid')))
    .orderBy(desc(cpgOrders.paidAt), desc(cpgOrders.id)).limit(q.pageSize + 1).offset(skip(q));
  return rows.map((r) => ({ book: r.book, at: r.at ?? r.book.createdAt, progress: Number(r.progress) }));
}

// ——— Orders ———

export async function insertOrder(tx: Tx, v: typeof cpgOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(cpgOrders).values(v).returning();
  return row;
}

export async function setOrderTrade(tx: Tx, id: number, outTradeNo: string): Promise<void> {
  await tx.update(cpgOrders).set({ outTradeNo }).where(eq(cpgOrders.id, id));
}

export async function orderById(db: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(cpgOrders).where(eq(cpgOrders.id, id));
  return row;
}

export async function ownOrder(db: Tx, userId: number, id: number, kind?: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(cpgOrders)
    .where(and(eq(cpgOrders.id, id), eq(cpgOrders.userId, userId), eq(cpgOrders.deleted, false), kind ? eq(cpgOrders.kind, kind) : undefined));
  return row;
}

export async function markPaid(tx: Tx, id: number, v: { startsAt: Date | null; endsAt: Date | null; paidAt: Date }): Promise<OrderRow | undefined> {
  const [row] = await tx.update(cpgOrders).set({ status: 'paid', ...v }).where(and(eq(cpgOrders.id, id), eq(cpgOrders.status, 'unpaid'))).returning();
  return row;
}

export async function markStatus(tx: Tx, outTradeNo: string, from: string[], to: string): Promise<void> {
  await tx.update(cpgOrders).set({ status: to }).where(and(eq(cpgOrders.outTradeNo, outTradeNo), inArray(cpgOrders.status, from)));
}

export async function cancelOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.update(cpgOrders).set({ status: 'cancelled' }).where(and(eq(cpgOrders.id, id), eq(cpgOrders.status, 'unpaid'))).returning();
  return row;
}

export async function deleteOrder(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.update(cpgOrders).set({ deleted: true })
    .where(and(eq(cpgOrders.id, id), inArray(cpgOrders.status, ['cancelled', 'refunded']))).returning({ id: cpgOrders.id });
  return rows.length > 0;
}

export async function ordersOf(db: Tx, userId: number, kinds: string[], q: Paging): Promise<OrderRow[]> {
  return db.select().from(cpgOrders).where(and(eq(cpgOrders.userId, userId), inArray(cpgOrders.kind, kinds), eq(cpgOrders.deleted, false)))
    .orderBy(desc(cpgOrders.id)).limit(q.pageSize + 1).offset(skip(q));
}

export async function paidBook(db: Tx, userId: number, bookId: number): Promise<boolean> {
  const [r] = await db.select({ id: cpgOrders.id }).from(cpgOrders)
    .where(and(eq(cpgOrders.userId, userId), eq(cpgOrders.bookId, bookId), eq(cpgOrders.kind, 'book'), eq(cpgOrders.status, 'paid'))).limit(1);
  return !!r;
}

// ——— Codes ———

export async function insertCodes(tx: Tx, v: (typeof cpgCodes.$inferInsert)[]): Promise<void> {
  if (v.length) await tx.insert(cpgCodes).values(v);
}

export async function codeExists(db: Tx, code: string): Promise<boolean> {
  const [r] = await db.select({ c: cpgCodes.code }).from(cpgCodes).where(eq(cpgCodes.code, code));
  return !!r;
}

/** Take an unused code: one conditional update, so of parallel callers exactly one wins. */
export async function takeCode(tx: Tx, code: string, userId: number, now: Date) {
  const [row] = await tx.update(cpgCodes).set({ usedBy: userId, usedAt: now })
    .where(and(eq(cpgCodes.code, code), isNull(cpgCodes.usedAt))).returning();
  return row;
}

export async function codePage(db: Tx, q: Paging) {
  return db.select().from(cpgCodes).orderBy(desc(cpgCodes.createdAt), cpgCodes.code).limit(q.pageSize + 1).offset(skip(q));
}
