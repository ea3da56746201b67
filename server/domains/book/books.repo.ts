/**
 * E-books: the published book of a clan, its chapters snapshot, readers' state, purchases and redeem codes. Every
 * query names the project (docs/scaling.md; a book as `{ projectId, id }`, a book row fits), but for the `locate*`
 * lookups of calls that name only an id or a code, and a reader's own rows across projects (his shelf, his reads).
 */
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { bookChapters, bookPurchases, bookRedeemCodes, books, bookUserState, projects } from '../../db/schema/index';

export type BookRow = typeof books.$inferSelect;
export type StateRow = typeof bookUserState.$inferSelect;
export type StatePatch = Partial<typeof bookUserState.$inferInsert>;
export interface BookRef { projectId: number; id: number }

/** A book by id alone, in whichever project; check access to its project next. */
export async function locateBook(db: Tx, id: number): Promise<BookRow | undefined> {
  const [b] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  return b;
}

export async function bookById(db: Tx, projectId: number, id: number): Promise<BookRow | undefined> {
  const [b] = await db.select().from(books).where(rowOf(books, projectId, id)).limit(1);
  return b;
}

/** Publish (or republish: the clan's one book takes the new values) and replace its chapters; the book id. */
export async function publish(tx: Tx, v: { projectId: number; clanId: number } & Omit<typeof books.$inferInsert, 'id' | 'projectId' | 'clanId'>,
  chapters: { title: string; section: string; content: string }[]): Promise<number> {
  const { projectId, clanId, ...set } = v;
  const [b] = await tx.insert(books).values({ projectId, clanId, ...set })
    .onConflictDoUpdate({ target: [books.projectId, books.clanId], set }).returning({ id: books.id });
  await tx.delete(bookChapters).where(and(eq(bookChapters.projectId, projectId), eq(bookChapters.bookId, b.id)));
  if (chapters.length) await tx.insert(bookChapters).values(chapters.map((ch, i) => ({ projectId, bookId: b.id, ...ch, sort: i + 1 })));
  return b.id;
}

/** A page of books of one project, or of public projects, newest first; `query` matches title or 堂号. */
export async function bookPage(db: Tx, projectId: number | undefined, query: string | undefined, offset: number, limit: number): Promise<BookRow[]> {
  const conds: SQL[] = [projectId !== undefined ? eq(books.projectId, projectId) : eq(projects.privacy, 'public')];
  if (query) {
    const like = `%${query.replace(/[\\%_]/g, '\\$&')}%`;
    conds.push(or(ilike(books.title, like), ilike(books.hall, like))!);
  }
  const rows = await db.select({ b: books }).from(books).innerJoin(projects, eq(projects.id, books.projectId))
    .where(and(...conds)).orderBy(desc(books.publishedAt), desc(books.id)).limit(limit).offset(offset);
  return rows.map((r) => r.b);
}

/** Count a read / share / score change and answer the book. */
export async function bumpBook(db: Tx, book: BookRef, what: 'read' | 'share' | { score: number; newScorer: boolean }): Promise<BookRow> {
  const set = what === 'read' ? { readCount: sql`${books.readCount} + 1` }
    : what === 'share' ? { shareCount: sql`${books.shareCount} + 1` }
      : { scoreSum: sql`${books.scoreSum} + ${what.score}`, scoreCount: sql`${books.scoreCount} + ${what.newScorer ? 1 : 0}` };
  const [b] = await db.update(books).set(set).where(rowOf(books, book.projectId, book.id)).returning();
  return b;
}

export async function setPrice(db: Tx, book: BookRef, price: number): Promise<void> {
  await db.update(books).set({ price }).where(rowOf(books, book.projectId, book.id));
}

// ——— Chapters snapshot ———

const ofBook = (b: BookRef) => and(eq(bookChapters.projectId, b.projectId), eq(bookChapters.bookId, b.id));

export async function chapterTitles(db: Tx, book: BookRef) {
  return db.select({ id: bookChapters.id, title: bookChapters.title }).from(bookChapters).where(ofBook(book)).orderBy(bookChapters.sort);
}

export async function chaptersOf(db: Tx, book: BookRef) {
  return db.select().from(bookChapters).where(ofBook(book)).orderBy(bookChapters.sort);
}

/** A chapter by id alone, in whichever project; check access to its book next. */
export async function locateChapter(db: Tx, id: number) {
  const [ch] = await db.select().from(bookChapters).where(eq(bookChapters.id, id)).limit(1);
  return ch;
}

// ——— Readers' state ———

export async function stateOf(db: Tx, userId: number, book: BookRef): Promise<StateRow | undefined> {
  const [s] = await db.select().from(bookUserState)
    .where(and(eq(bookUserState.projectId, book.projectId), eq(bookUserState.userId, userId), eq(bookUserState.bookId, book.id))).limit(1);
  return s;
}

export async function upsertState(db: Tx, b: BookRow, userId: number, set: StatePatch): Promise<void> {
  await db.insert(bookUserState).values({ projectId: b.projectId, userId, bookId: b.id, ...set })
    .onConflictDoUpdate({ target: [bookUserState.projectId, bookUserState.userId, bookUserState.bookId], set });
}

/** His books read (or on his shelf), latest first: his rows across projects. */
export async function myBooks(db: Tx, userId: number, by: 'read' | 'shelf', offset: number, limit: number) {
  const col = by === 'read' ? bookUserState.readAt : bookUserState.shelfAt;
  return db.select({ b: books, at: col }).from(bookUserState).innerJoin(books, and(eq(books.projectId, bookUserState.projectId), eq(books.id, bookUserState.bookId)))
    .where(and(eq(bookUserState.userId, userId), isNotNull(col))).orderBy(desc(col), desc(bookUserState.id))
    .limit(limit).offset(offset);
}

/** Take books off his shelf (his rows, whatever the project); how many were on it. */
export async function unshelve(db: Tx, userId: number, bookIds: number[]): Promise<number> {
  const rows = await db.update(bookUserState).set({ shelfAt: null })
    .where(and(eq(bookUserState.userId, userId), inArray(bookUserState.bookId, bookIds), isNotNull(bookUserState.shelfAt)))
    .returning({ id: bookUserState.id });
  return rows.length;
}

// ——— Purchases and redeem codes ———

export async function insertPurchase(tx: Tx, v: Omit<typeof bookPurchases.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(bookPurchases).values(v).returning({ id: bookPurchases.id });
  return row.id;
}

export async function setPurchaseTrade(tx: Tx, projectId: number, id: number, outTradeNo: string): Promise<void> {
  await tx.update(bookPurchases).set({ outTradeNo }).where(rowOf(bookPurchases, projectId, id));
}

/**
 * Mark a pending purchase paid; undefined when it was not pending. By id alone: the payment names only the purchase
 * (a locator; docs/scaling.md).
 */
export async function markPaid(tx: Tx, id: number) {
  const [row] = await tx.update(bookPurchases).set({ status: 'paid' })
    .where(and(eq(bookPurchases.id, id), eq(bookPurchases.status, 'pending'))).returning();
  return row;
}

/**
 * A redeem code by the code alone, in whichever project (the reader types only the code; codes are unique per
 * project, and 12 random characters apart): an unused one first.
 */
export async function locateCode(db: Tx, code: string): Promise<{ projectId: number; used: boolean } | undefined> {
  const [r] = await db.select({ projectId: bookRedeemCodes.projectId, used: sql<boolean>`${bookRedeemCodes.usedBy} IS NOT NULL` })
    .from(bookRedeemCodes).where(eq(bookRedeemCodes.code, code)).orderBy(sql`${bookRedeemCodes.usedBy} IS NOT NULL`).limit(1);
  return r && { projectId: r.projectId, used: !!r.used };
}

/** Use a code of the project; the code row, or undefined when it is used (or unknown). */
export async function useCode(tx: Tx, projectId: number, code: string, userId: number, at: Date) {
  const [r] = await tx.update(bookRedeemCodes).set({ usedBy: userId, usedAt: at })
    .where(and(eq(bookRedeemCodes.projectId, projectId), eq(bookRedeemCodes.code, code), isNull(bookRedeemCodes.usedBy))).returning();
  return r;
}

export async function insertCodes(db: Tx, b: BookRow, codes: string[], now: Date): Promise<void> {
  await db.insert(bookRedeemCodes).values(codes.map((code) => ({ projectId: b.projectId, bookId: b.id, code, createdAt: now })));
}
