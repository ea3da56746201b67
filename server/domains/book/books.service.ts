/**
 * E-books (/book/v2/*): publishing a confirmed sample, reading (follows the project's read access), history, shelf,
 * scores, sharing, buying a priced book through the payments core, redeem codes. contract/book.ts.
 */
import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/book';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { bookChapters, bookPurchases, bookRedeemCodes, books, bookUserState, clanArticles, projects } from '../../db/schema/index';
import { confirmPayment, createPayment, getPayment, registerFulfiller } from '../payments/index';
import { projectAccess, requireProjectRole } from '../projects/access';
import { ARTICLE_KINDS, type ArticleKind } from '@contract/book';
import { plainText } from './rich-text';
import { pwRowsInOrder } from './pw-order';
import { bookFileUrl } from '../print/files.service';

type BookRow = typeof books.$inferSelect;
export const BOOK_TARGET = 'ebook';

const toItem = (b: BookRow) => ({
  id: b.id, projectId: b.projectId, clanId: b.clanId, sampleId: b.sampleId, title: b.title, hall: b.hall, formatName: b.formatName,
  cover: b.cover, pages: b.pages, price: b.price, score: b.scoreCount ? Math.round((b.scoreSum / b.scoreCount) * 10) / 10 : 0,
  scoreCount: b.scoreCount, readCount: b.readCount, shareCount: b.shareCount, publishedAt: b.publishedAt.toISOString(),
});

const me = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

/** The book and the caller's read access to it (msg 0 when he may not read the project). */
async function bookAccess(ctx: Ctx, id: number) {
  const [b] = await ctx.db.select().from(books).where(eq(books.id, id)).limit(1);
  if (!b) fail('电子书不存在');
  const access = await requireProjectRole(ctx, b.projectId, 'visitor');
  return { book: b, access };
}

async function stateOf(db: Tx, userId: number, bookId: number) {
  if (!userId) return undefined;
  const [s] = await db.select().from(bookUserState).where(and(eq(bookUserState.userId, userId), eq(bookUserState.bookId, bookId))).limit(1);
  return s;
}

async function upsertState(db: Tx, b: BookRow, userId: number, set: Partial<typeof bookUserState.$inferInsert>) {
  await db.insert(bookUserState).values({ projectId: b.projectId, userId, bookId: b.id, ...set })
    .onConflictDoUpdate({ target: [bookUserState.userId, bookUserState.bookId], set });
}

/** He may open the file: a free book, a team member of the project, or he bought / redeemed it. */
export async function mayRead(ctx: Ctx, b: BookRow, role: string | null): Promise<boolean> {
  if (b.price === 0 || role !== null) return true;
  return !!(await stateOf(ctx.db, me(ctx), b.id))?.owned;
}

// ——— Publishing (from /clan-print/v4/sample/publish/{id}) ———

export interface PublishInput {
  projectId: number; clanId: number; sampleId: number; title: string; hall: string; formatName: string;
  cover: BookRow['cover']; pages: number; fileKey: string;
}

/** Publish (or republish: the clan's one book takes the new sample) and snapshot its chapters. */
export async function publishBook(ctx: Ctx, x: PublishInput): Promise<number> {
  const now = ctx.adapters.clock.now();
  const arts = await ctx.db.select().from(clanArticles).where(eq(clanArticles.projectId, x.projectId)).orderBy(clanArticles.sort, clanArticles.id);
  const { rows: pws, catalogs } = await pwRowsInOrder(ctx.db, x.clanId);
  return ctx.db.transaction(async (tx) => {
    const set = { sampleId: x.sampleId, title: x.title, hall: x.hall, formatName: x.formatName, cover: x.cover, pages: x.pages, fileKey: x.fileKey, publishedAt: now };
    const [b] = await tx.insert(books).values({ projectId: x.projectId, clanId: x.clanId, ...set })
      .onConflictDoUpdate({ target: books.clanId, set }).returning({ id: books.id });
    await tx.delete(bookChapters).where(eq(bookChapters.bookId, b.id));
    const chapters = [
      ...arts.map((a) => ({ title: a.title, section: ARTICLE_KINDS[a.kind as ArticleKind] ?? '其他', content: plainText(a.content) })),
      ...pws.map((w) => ({ title: w.title, section: catalogs.find((k) => k.id === w.catalogId)?.name ?? '谱文', content: plainText(w.content) })),
    ];
    if (chapters.length) {
      await tx.insert(bookChapters).values(chapters.map((ch, i) => ({ projectId: x.projectId, bookId: b.id, ...ch, sort: i + 1 })));
    }
    return b.id;
  });
}

// ——— Reading ———

export async function bookList(ctx: Ctx, p: ParsedParams<typeof c.bookList>): Promise<Reply<typeof c.bookList>> {
  const conds: SQL[] = [];
  if (p.projectId !== undefined) {
    await requireProjectRole(ctx, p.projectId, 'visitor');
    conds.push(eq(books.projectId, p.projectId));
  } else {
    conds.push(eq(projects.privacy, 'public'));
  }
  if (p.query) conds.push(or(ilike(books.title, `%${p.query.replace(/[\\%_]/g, '\\$&')}%`), ilike(books.hall, `%${p.query.replace(/[\\%_]/g, '\\$&')}%`))!);
  const rows = await ctx.db.select({ b: books }).from(books).innerJoin(projects, eq(projects.id, books.projectId))
    .where(and(...conds)).orderBy(desc(books.publishedAt), desc(books.id)).limit(p.pageSize + 1).offset((p.pageIndex - 1) * p.pageSize);
  return { list: rows.slice(0, p.pageSize).map((r) => toItem(r.b)), hasNext: rows.length > p.pageSize };
}

export async function bookGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.bookGet>> {
  const { book, access } = await bookAccess(ctx, p.id);
  const canRead = await mayRead(ctx, book, access.role);
  const uid = me(ctx);
  const now = ctx.adapters.clock.now();
  const [b] = await ctx.db.update(books).set({ readCount: sql`${books.readCount} + 1` }).where(eq(books.id, book.id)).returning();
  if (uid) await upsertState(ctx.db, book, uid, { readAt: now });
  const st = await stateOf(ctx.db, uid, book.id);
  const chapters = await ctx.db.select({ id: bookChapters.id, title: bookChapters.title }).from(bookChapters)
    .where(eq(bookChapters.bookId, book.id)).orderBy(bookChapters.sort);
  return {
    ...toItem(b), fileUrl: canRead ? bookFileUrl(book.id, book.fileKey) : '', canRead,
    onShelf: !!st?.shelfAt, myScore: st?.score ?? 0, chapters,
  };
}

export async function bookShare(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.bookShare>> {
  const { book } = await bookAccess(ctx, p.id);
  const [b] = await ctx.db.update(books).set({ shareCount: sql`${books.shareCount} + 1` }).where(eq(books.id, book.id)).returning();
  return { title: `${b.title}（${b.formatName}电子版）`, path: `/ebook/details?id=${b.id}`, shareCount: b.shareCount };
}

async function myBooks(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }, col: typeof bookUserState.readAt | typeof bookUserState.shelfAt) {
  const rows = await ctx.db.select({ b: books, at: col }).from(bookUserState).innerJoin(books, eq(books.id, bookUserState.bookId))
    .where(and(eq(bookUserState.userId, ctx.user.id), isNotNull(col))).orderBy(desc(col), desc(bookUserState.id))
    .limit(p.pageSize + 1).offset((p.pageIndex - 1) * p.pageSize);
  const list = [];
  for (const r of rows.slice(0, p.pageSize)) {
    const a = await projectAccess(ctx, r.b.projectId);
    if (a.canRead) list.push({ ...toItem(r.b), at: r.at!.toISOString() });
  }
  return { list, hasNext: rows.length > p.pageSize };
}

export async function bookHistory(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.bookHistory>> {
  const r = await myBooks(ctx, p, bookUserState.readAt);
  return { list: r.list.map(({ at, ...x }) => ({ ...x, readAt: at })), hasNext: r.hasNext };
}

export async function chapterList(ctx: Ctx, p: { bookId: number }): Promise<Reply<typeof c.chapterList>> {
  await bookAccess(ctx, p.bookId);
  const rows = await ctx.db.select().from(bookChapters).where(eq(bookChapters.bookId, p.bookId)).orderBy(bookChapters.sort);
  return { list: rows.map((r) => ({ id: r.id, title: r.title, section: r.section, length: [...r.content.replace(/\n/g, '')].length })) };
}

export async function chapterGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.chapterGet>> {
  const [ch] = await ctx.db.select().from(bookChapters).where(eq(bookChapters.id, p.id)).limit(1);
  if (!ch) fail('篇章不存在');
  const { book, access } = await bookAccess(ctx, ch.bookId);
  if (!(await mayRead(ctx, book, access.role))) fail('请先购买本书');
  return { id: ch.id, bookId: ch.bookId, title: ch.title, section: ch.section, content: ch.content };
}

export async function scoreAdd(ctx: Ctx<'user'>, p: { bookId: number; score: number }): Promise<Reply<typeof c.scoreAdd>> {
  const { book } = await bookAccess(ctx, p.bookId);
  return ctx.db.transaction(async (tx) => {
    const old = (await stateOf(tx, ctx.user.id, book.id))?.score ?? 0;
    await upsertState(tx, book, ctx.user.id, { score: p.score });
    const [b] = await tx.update(books).set({
      scoreSum: sql`${books.scoreSum} + ${p.score - old}`, scoreCount: sql`${books.scoreCount} + ${old ? 0 : 1}`,
    }).where(eq(books.id, book.id)).returning();
    return { score: toItem(b).score, scoreCount: b.scoreCount, myScore: p.score };
  });
}

// ——— Shelf ———

export async function shelfList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.shelfList>> {
  const r = await myBooks(ctx, p, bookUserState.shelfAt);
  return { list: r.list.map(({ at, ...x }) => ({ ...x, addedAt: at })), hasNext: r.hasNext };
}

export async function shelfAdd(ctx: Ctx<'user'>, p: { bookId: number }): Promise<Reply<typeof c.shelfAdd>> {
  const { book } = await bookAccess(ctx, p.bookId);
  if (!(await stateOf(ctx.db, ctx.user.id, book.id))?.shelfAt) await upsertState(ctx.db, book, ctx.user.id, { shelfAt: ctx.adapters.clock.now() });
  return { onShelf: true };
}

export async function shelfDelete(ctx: Ctx<'user'>, p: { bookId: number }): Promise<Reply<typeof c.shelfDelete>> {
  await ctx.db.update(bookUserState).set({ shelfAt: null }).where(and(eq(bookUserState.userId, ctx.user.id), eq(bookUserState.bookId, p.bookId)));
  return { onShelf: false };
}

export async function shelfBatchDelete(ctx: Ctx<'user'>, p: { bookIds: number[] }): Promise<Reply<typeof c.shelfBatchDelete>> {
  const rows = await ctx.db.update(bookUserState).set({ shelfAt: null })
    .where(and(eq(bookUserState.userId, ctx.user.id), inArray(bookUserState.bookId, p.bookIds), isNotNull(bookUserState.shelfAt)))
    .returning({ id: bookUserState.id });
  return { removed: rows.length };
}

// ——— Buying, redeeming, price ———

export async function bookOrderCreate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.bookOrderCreate>): Promise<Reply<typeof c.bookOrderCreate>> {
  const { book, access } = await bookAccess(ctx, p.bookId);
  if (book.price === 0) fail('本书免费，无需购买');
  if (await mayRead(ctx, book, access.role)) fail('您已可阅读本书，无需购买');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(bookPurchases).values({
      projectId: book.projectId, userId: ctx.user.id, bookId: book.id, amount: book.price, createdAt: ctx.adapters.clock.now(),
    }).returning({ id: bookPurchases.id });
    const s = await createPayment(ctx, tx, { userId: ctx.user.id, amountFen: book.price, subject: `电子书：${book.title}`, targetType: BOOK_TARGET, targetId: row.id, payType: p.payType });
    await tx.update(bookPurchases).set({ outTradeNo: s.outTradeNo }).where(eq(bookPurchases.id, row.id));
    return s;
  });
}

export async function bookOrderConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.bookOrderConfirm>> {
  const pay = await getPayment(ctx.db, p.outTradeNo);
  if (!pay || pay.userId !== ctx.user.id || pay.targetType !== BOOK_TARGET) fail('订单不存在');
  return confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: BOOK_TARGET });
}

export async function redeemExchange(ctx: Ctx<'user'>, p: { code: string }): Promise<Reply<typeof c.redeemExchange>> {
  const code = p.code.toUpperCase();
  return ctx.db.transaction(async (tx) => {
    const [r] = await tx.update(bookRedeemCodes).set({ usedBy: ctx.user.id, usedAt: ctx.adapters.clock.now() })
      .where(and(eq(bookRedeemCodes.code, code), sql`${bookRedeemCodes.usedBy} IS NULL`)).returning();
    if (!r) {
      const [used] = await tx.select({ id: bookRedeemCodes.id }).from(bookRedeemCodes).where(eq(bookRedeemCodes.code, code)).limit(1);
      fail(used ? '兑换码已被使用' : '兑换码无效');
    }
    const [b] = await tx.select().from(books).where(eq(books.id, r.bookId)).limit(1);
    must(b, '电子书不存在');
    await upsertState(tx, b, ctx.user.id, { owned: true, shelfAt: ctx.adapters.clock.now() });
    return { bookId: b.id, title: b.title };
  });
}

export async function redeemCreate(ctx: Ctx<'user'>, p: { bookId: number; count: number }): Promise<Reply<typeof c.redeemCreate>> {
  const [b] = await ctx.db.select().from(books).where(eq(books.id, p.bookId)).limit(1);
  if (!b) fail('电子书不存在');
  await requireProjectRole(ctx, b.projectId, 'manager');
  const now = ctx.adapters.clock.now();
  const codes = Array.from({ length: p.count }, () => ctx.adapters.ids.token().replace(/[^A-Za-z0-9]/g, '').slice(0, 12).toUpperCase().padEnd(12, '0'));
  await ctx.db.insert(bookRedeemCodes).values(codes.map((code) => ({ projectId: b.projectId, bookId: b.id, code, createdAt: now })));
  return { codes };
}

export async function bookPriceSet(ctx: Ctx<'user'>, p: { bookId: number; price: number }): Promise<Reply<typeof c.bookPriceSet>> {
  const [b] = await ctx.db.select().from(books).where(eq(books.id, p.bookId)).limit(1);
  if (!b) fail('电子书不存在');
  await requireProjectRole(ctx, b.projectId, 'manager');
  await ctx.db.update(books).set({ price: p.price }).where(eq(books.id, b.id));
  return { price: p.price };
}

registerFulfiller(BOOK_TARGET, async (tx, payment) => {
  const id = Number(payment.targetId);
  const [row] = await tx.update(bookPurchases).set({ status: 'paid' })
    .where(and(eq(bookPurchases.id, id), eq(bookPurchases.status, 'pending'))).returning();
  if (!row) return;
  const [b] = await tx.select().from(books).where(eq(books.id, row.bookId)).limit(1);
  if (b) await upsertState(tx, b, row.userId, { owned: true });
});
