/**
 * Old registers (contract/cpg.ts): the catalogue, details, preview pages, reading with the entitlement check on every
 * page, read history and progress, collect, hot surnames.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/cpg';
import { CPG_NOTICE, cpgPageUrl } from '@contract/cpg';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { holds } from '../entitlements/index';
import * as repo from './cpg.repo';
import type { BookRow } from './cpg.repo';

const GUEST_ID = 1;
const userOf = (ctx: Ctx): number | null => (ctx.user && !ctx.user.isGuest && ctx.user.id !== GUEST_ID ? ctx.user.id : null);

export function toBook(b: BookRow): Reply<typeof c.cpgList>['list'][number] {
  return {
    id: b.id, title: b.title, surname: b.surname, hall: b.hall, place: b.place, yearText: b.yearText, year: b.year, volumes: b.volumes,
    intro: b.intro, cover: b.pageCount > 0 ? cpgPageUrl(b.id, 1) : '', pageCount: b.pageCount, previewPages: Math.min(b.previewPages, b.pageCount),
    price: b.priceFen, isRecommend: b.isRecommend, reads: b.reads, collects: b.collects,
  };
}

/** May the user read every page of the book now: 古谱VIP (bought or redeemed) or the book bought. */
export async function mayRead(db: Tx, userId: number | null, bookId: number, now: Date): Promise<boolean> {
  if (!userId) return false;
  return (await holds(db, userId, 'cpg-vip', 0, now)) || (await holds(db, userId, 'cpg-book', bookId, now));
}

/** A published book, or msg 0. */
export async function publishedBook(db: Tx, id: number): Promise<BookRow> {
  const b = await repo.bookById(db, id);
  if (!b || !b.published) fail('古谱不存在或已下架');
  return b;
}

export async function list(ctx: Ctx, p: ParsedParams<typeof c.cpgList>): Promise<Reply<typeof c.cpgList>> {
  const rows = await repo.books(ctx.db, { ...p, published: true });
  const pg = toPage(rows, p.pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map(toBook) };
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.cpgBookDetail>> {
  const b = await publishedBook(ctx.db, p.id);
  const uid = userOf(ctx);
  const now = ctx.adapters.clock.now();
  return {
    ...toBook(b),
    collected: uid ? await repo.collected(ctx.db, uid, b.id) : false,
    canRead: await mayRead(ctx.db, uid, b.id, now),
    bought: uid ? await holds(ctx.db, uid, 'cpg-book', b.id, now) : false,
    progress: uid ? await repo.progressOf(ctx.db, uid, b.id) : 0,
  };
}

const pageItem = (b: BookRow, r: repo.PageRow) => ({ page: r.page, url: cpgPageUrl(b.id, r.page), width: r.width, height: r.height, free: r.page <= b.previewPages });

export async function previewList(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.cpgPreviewList>> {
  const b = await publishedBook(ctx.db, p.id);
  const rows = b.previewPages > 0 ? await repo.pagesOf(ctx.db, b.id, b.previewPages) : [];
  return { list: rows.map((r) => pageItem(b, r)), pageCount: b.pageCount };
}

export async function health(ctx: Ctx): Promise<Reply<typeof c.cpgHealth>> {
  return { ok: true, ...(await repo.stats(ctx.db)) };
}

export const notice = (): Reply<typeof c.cpgNotice> => ({ list: [...CPG_NOTICE] });

export async function readInfo(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.cpgReadInfo>> {
  const b = await publishedBook(ctx.db, p.id);
  const uid = userOf(ctx);
  const now = ctx.adapters.clock.now();
  if (uid) await ctx.db.transaction((tx) => repo.touchRead(tx, uid, b.id, now));
  const pages = await repo.pagesOf(ctx.db, b.id);
  return {
    book: toBook(b), canRead: await mayRead(ctx.db, uid, b.id, now), progress: uid ? await repo.progressOf(ctx.db, uid, b.id) : 0,
    pages: pages.map((r) => pageItem(b, r)),
  };
}

/** One page image: a preview page for anyone, any other page only with an entitlement (checked on every page). */
export async function pageImage(ctx: Ctx, p: { id: number; page: number }): Promise<{ data: Buffer; etag: string }> {
  const b = await publishedBook(ctx.db, p.id);
  const row = await repo.pageOf(ctx.db, b.id, p.page);
  if (!row) fail('该页不存在');
  if (row.page > b.previewPages) {
    const uid = userOf(ctx);
    if (!uid) fail('请先登录，开通古谱会员后阅读全部页面');
    if (!(await mayRead(ctx.db, uid, b.id, ctx.adapters.clock.now()))) fail('免费预览已结束，开通古谱会员、购买或兑换后可阅读全部页面');
  }
  return { data: await ctx.adapters.storage.get(row.key), etag: `"cpg-${b.id}-${row.page}-${row.key.replace(/[^A-Za-z0-9]/g, '').slice(-12)}"` };
}

export async function saveProgress(ctx: Ctx<'user'>, p: { id: number; page: number }): Promise<Reply<typeof c.cpgProgress>> {
  const b = await publishedBook(ctx.db, p.id);
  if (p.page > b.pageCount) fail('页码超出范围');
  await ctx.db.transaction((tx) => repo.touchRead(tx, ctx.user.id, b.id, ctx.adapters.clock.now(), p.page));
  return { progress: p.page };
}

export async function hotFamilyNames(ctx: Ctx): Promise<Reply<typeof c.cpgHotFamilyName>> {
  return { list: await repo.hotSurnames(ctx.db, 20) };
}

type Shelf = Awaited<ReturnType<typeof repo.readList>>;
const shelf = (rows: Shelf, pageSize: number) => {
  const pg = toPage(rows, pageSize);
  return { hasNext: pg.hasNext, list: pg.list.map((r) => ({ ...toBook(r.book), progress: r.progress, at: r.at.toISOString() })) };
};

export async function myList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.cpgMyList>> {
  return shelf(await repo.boughtList(ctx.db, ctx.user.id, p), p.pageSize);
}

export async function readList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.cpgReadList>> {
  return shelf(await repo.readList(ctx.db, ctx.user.id, p), p.pageSize);
}

export async function collectList(ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.cpgCollectList>> {
  return shelf(await repo.collectList(ctx.db, ctx.user.id, p), p.pageSize);
}

export async function collect(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.cpgCollect>> {
  const b = await publishedBook(ctx.db, p.id);
  return ctx.db.transaction((tx) => repo.toggleCollect(tx, ctx.user.id, b.id, ctx.adapters.clock.now()));
}

/** Books of a surname for other domains (the surname library's "product"). */
export async function booksOfSurname(db: Tx, surname: string, limit: number) {
  const rows = await repo.books(db, { published: true, surname, pageIndex: 1, pageSize: limit });
  return rows.slice(0, limit).map(toBook);
}
