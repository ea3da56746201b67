/**
 * E-books (/book/v2/*): publishing a confirmed sample, reading (follows the project's read access), history, shelf,
 * scores, sharing. Buying and redeem codes: book-purchases.service.ts; the PDF download: book-files.service.ts.
 * contract/book.ts.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/book';
import { ARTICLE_KINDS, FREE_PREVIEW_CHAPTERS, type ArticleKind } from '@contract/book';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { holds } from '../entitlements/index';
import { projectAccess, requireProjectRole } from '../projects/index';
import { plainText } from './rich-text';
import { pwRowsInOrder } from './pw-order';
import { articlesOf } from './chapters.repo';
import * as repo from './books.repo';
import type { BookRow } from './books.repo';
import { bookFileUrl } from './file-url';

export const toItem = (b: BookRow) => ({
  id: b.id, projectId: b.projectId, clanId: b.clanId, sampleId: b.sampleId, title: b.title, hall: b.hall, formatName: b.formatName,
  cover: b.cover, pages: b.pages, price: b.price, score: b.scoreCount ? Math.round((b.scoreSum / b.scoreCount) * 10) / 10 : 0,
  scoreCount: b.scoreCount, readCount: b.readCount, shareCount: b.shareCount, publishedAt: b.publishedAt.toISOString(),
});

export const me = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

/** The book and the caller's read access to it (msg 0 when he may not read the project). */
export async function bookAccess(ctx: Ctx, id: number) {
  const b = await repo.locateBook(ctx.db, id);
  if (!b) fail('电子书不存在');
  const access = await requireProjectRole(ctx, b.projectId, 'visitor');
  return { book: b, access };
}

const stateOf = async (ctx: Ctx, book: BookRow) => (me(ctx) ? repo.stateOf(ctx.db, me(ctx), book) : undefined);

/** He may open the file: a free book, a team member of the project, he redeemed it, or he bought it (entitlements). */
export async function mayRead(ctx: Ctx, b: BookRow, role: string | null): Promise<boolean> {
  if (b.price === 0 || role !== null) return true;
  const uid = me(ctx);
  if (!uid) return false;
  if ((await stateOf(ctx, b))?.owned) return true;
  return holds(ctx.db, uid, 'ebook', b.id, ctx.adapters.clock.now());
}

// ——— Publishing (from /clan-print/v4/sample/publish/{id}) ———

export interface PublishInput {
  projectId: number; clanId: number; sampleId: number; title: string; hall: string; formatName: string;
  cover: BookRow['cover']; pages: number; fileKey: string;
}

/** Publish (or republish: the clan's one book takes the new sample) and snapshot its chapters. */
export async function publishBook(ctx: Ctx, x: PublishInput): Promise<number> {
  const now = ctx.adapters.clock.now();
  const arts = await articlesOf(ctx.db, x.projectId);
  const { rows: pws, catalogs } = await pwRowsInOrder(ctx.db, { projectId: x.projectId, id: x.clanId });
  const chapters = [
    ...arts.map((a) => ({ title: a.title, section: ARTICLE_KINDS[a.kind as ArticleKind] ?? '其他', content: plainText(a.content) })),
    ...pws.map((w) => ({ title: w.title, section: catalogs.find((k) => k.id === w.catalogId)?.name ?? '谱文', content: plainText(w.content) })),
  ];
  return ctx.db.transaction((tx) => repo.publish(tx, {
    projectId: x.projectId, clanId: x.clanId, sampleId: x.sampleId, title: x.title, hall: x.hall, formatName: x.formatName,
    cover: x.cover, pages: x.pages, fileKey: x.fileKey, publishedAt: now,
  }, chapters));
}

// ——— Reading ———

export async function bookList(ctx: Ctx, p: ParsedParams<typeof c.bookList>): Promise<Reply<typeof c.bookList>> {
  if (p.projectId !== undefined) await requireProjectRole(ctx, p.projectId, 'visitor');
  const rows = await repo.bookPage(ctx.db, p.projectId, p.query, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map(toItem), hasNext: rows.length > p.pageSize };
}

export async function bookGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.bookGet>> {
  const { book, access } = await bookAccess(ctx, p.id);
  const canRead = await mayRead(ctx, book, access.role);
  const uid = me(ctx);
  const b = await repo.bumpBook(ctx.db, book, 'read');
  if (uid) await repo.upsertState(ctx.db, book, uid, { readAt: ctx.adapters.clock.now() });
  const st = await stateOf(ctx, book);
  return {
    ...toItem(b), fileUrl: canRead ? bookFileUrl(book.id, book.fileKey) : '', canRead,
    onShelf: !!st?.shelfAt, myScore: st?.score ?? 0, page: canRead ? st?.page ?? 0 : 0,
    chapters: (await repo.chapterTitles(ctx.db, book)).map((x, i) => ({ ...x, free: canRead || i < FREE_PREVIEW_CHAPTERS })),
  };
}

export async function bookShare(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.bookShare>> {
  const { book } = await bookAccess(ctx, p.id);
  const b = await repo.bumpBook(ctx.db, book, 'share');
  return { title: `${b.title}（${b.formatName}电子版）`, path: `/ebook/details?id=${b.id}`, shareCount: b.shareCount };
}

async function myBooks(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }, by: 'read' | 'shelf') {
  const rows = await repo.myBooks(ctx.db, ctx.user.id, by, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const list = [];
  for (const r of rows.slice(0, p.pageSize)) {
    const a = await projectAccess(ctx, r.b.projectId);
    if (a.canRead) list.push({ ...toItem(r.b), at: r.at!.toISOString() });
  }
  return { list, hasNext: rows.length > p.pageSize };
}

export async function bookHistory(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.bookHistory>> {
  const r = await myBooks(ctx, p, 'read');
  return { list: r.list.map(({ at, ...x }) => ({ ...x, readAt: at })), hasNext: r.hasNext };
}

export async function chapterList(ctx: Ctx, p: { bookId: number }): Promise<Reply<typeof c.chapterList>> {
  const { book } = await bookAccess(ctx, p.bookId);
  const rows = await repo.chaptersOf(ctx.db, book);
  return { list: rows.map((r) => ({ id: r.id, title: r.title, section: r.section, length: [...r.content.replace(/\n/g, '')].length })) };
}

export async function chapterGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.chapterGet>> {
  const ch = await repo.locateChapter(ctx.db, p.id);
  if (!ch) fail('篇章不存在');
  const { book, access } = await bookAccess(ctx, ch.bookId);
  if (!(await mayRead(ctx, book, access.role))) {
    const preview = (await repo.chapterTitles(ctx.db, book)).slice(0, FREE_PREVIEW_CHAPTERS);
    if (!preview.some((x) => x.id === ch.id)) fail('试读已结束，请先购买本书');
  }
  return { id: ch.id, bookId: ch.bookId, title: ch.title, section: ch.section, content: ch.content };
}

/** Remember the page he reads (only a reader of the book: the page of a book he may not open is refused). */
export async function bookProgress(ctx: Ctx<'user'>, p: { bookId: number; page: number }): Promise<Reply<typeof c.bookProgress>> {
  const { book, access } = await bookAccess(ctx, p.bookId);
  if (!(await mayRead(ctx, book, access.role))) fail('请先购买本书');
  await repo.upsertState(ctx.db, book, ctx.user.id, { page: p.page, readAt: ctx.adapters.clock.now() });
  return { page: p.page };
}

export async function scoreAdd(ctx: Ctx<'user'>, p: { bookId: number; score: number }): Promise<Reply<typeof c.scoreAdd>> {
  const { book } = await bookAccess(ctx, p.bookId);
  return ctx.db.transaction(async (tx) => {
    const old = (await repo.stateOf(tx, ctx.user.id, book))?.score ?? 0;
    await repo.upsertState(tx, book, ctx.user.id, { score: p.score });
    const b = await repo.bumpBook(tx, book, { score: p.score - old, newScorer: !old });
    return { score: toItem(b).score, scoreCount: b.scoreCount, myScore: p.score };
  });
}

// ——— Shelf ———

export async function shelfList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.shelfList>> {
  const r = await myBooks(ctx, p, 'shelf');
  return { list: r.list.map(({ at, ...x }) => ({ ...x, addedAt: at })), hasNext: r.hasNext };
}

export async function shelfAdd(ctx: Ctx<'user'>, p: { bookId: number }): Promise<Reply<typeof c.shelfAdd>> {
  const { book } = await bookAccess(ctx, p.bookId);
  if (!(await repo.stateOf(ctx.db, ctx.user.id, book))?.shelfAt) await repo.upsertState(ctx.db, book, ctx.user.id, { shelfAt: ctx.adapters.clock.now() });
  return { onShelf: true };
}

export async function shelfDelete(ctx: Ctx<'user'>, p: { bookId: number }): Promise<Reply<typeof c.shelfDelete>> {
  await repo.unshelve(ctx.db, ctx.user.id, [p.bookId]);
  return { onShelf: false };
}

export async function shelfBatchDelete(ctx: Ctx<'user'>, p: { bookIds: number[] }): Promise<Reply<typeof c.shelfBatchDelete>> {
  return { removed: await repo.unshelve(ctx.db, ctx.user.id, p.bookIds) };
}
