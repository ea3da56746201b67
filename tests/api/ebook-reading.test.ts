/**
 * E-book reading (contract/book.ts /book/v2): every page request of a paid book without the right is refused (the
 * PDF's Range requests, the reading position), free preview chapters, buying through the sandbox opens it, the reader's
 * page is remembered, and the shelf (add, list, remove, batch remove).
 */
import { describe, expect, it } from 'vitest';
import { bookChapters, bookJobs, books, printSamples } from '../../server/db/schema/index';
import { useTestApp, seedClan, type Client } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { refundPayment } from '../../server/domains/payments/index';

const t = useTestApp();
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 7)]);

/** A public project's published book of `price` fen, with four chapters and its stored PDF; and a reader who is no member. */
async function world(price: number) {
  const c = await seedClan(t, { privacy: 'public', others: [{}], root: false });
  const plan = data(await c.admin.get(`/clan-print/v4/plan/default/${c.clanId}`)).plan;
  const now = t.clock.now();
  const [s] = await t.db.db.insert(printSamples).values({ projectId: c.projectId, clanId: c.clanId, name: '颍川陈氏族谱·欧式', plan, createdBy: c.adminId, createdAt: now }).returning();
  const key = `books/${c.projectId}/${s.id}-e2b.pdf`;
  await t.app.deps.adapters.storage.put(key, PDF);
  await t.db.db.insert(bookJobs).values({ projectId: c.projectId, clanId: c.clanId, sampleId: s.id, status: 'done', progress: 100, pages: 40, bytes: PDF.length, fileKey: key, createdAt: now, finishedAt: now });
  const [b] = await t.db.db.insert(books).values({
    projectId: c.projectId, clanId: c.clanId, sampleId: s.id, title: '颍川陈氏族谱', hall: '颍川堂', formatName: '欧式', price,
    cover: { type: 1, typeName: '古籍线装', name: '颍川陈氏族谱', img: '' }, pages: 40, fileKey: key, publishedAt: now,
  }).returning();
  const chapters = await t.db.db.insert(bookChapters).values(['谱序', '凡例', '家训', '跋'].map((title, sort) => ({
    projectId: c.projectId, bookId: b.id, title, section: title, content: `${title}正文`, sort,
  }))).returning();
  const reader = c.others[0];
  return { ...c, bookId: b.id, chapterIds: chapters.map((x) => x.id), reader, api: reader.api as Client };
}

const file = (url: string, token: string, range?: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(range ? { range } : {}) } });

describe('e-book pages need the right to read', () => {
  it('without buying: every page request (PDF range) and the reading position are refused; two chapters are a free preview', async () => {
    const w = await world(990);
    const url = data(await w.admin.get('/book/v2/get', { id: w.bookId })).fileUrl;
    const d = data(await w.api.get('/book/v2/get', { id: w.bookId }));
    expect(d).toMatchObject({ canRead: false, fileUrl: '', page: 0, price: 990 });
    expect(d.chapters.map((x: { free: boolean }) => x.free)).toEqual([true, true, false, false]);
    for (const range of ['bytes=0-1023', 'bytes=20000-29999', undefined]) {
      const r = await file(url, w.reader.token, range);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ msg: 0, msbox: '购买或兑换后可阅读' });
    }
    expect((await w.api.post('/book/v2/progress', { bookId: w.bookId, page: 3 })).body).toEqual({ msg: 0, msbox: '请先购买本书' });
    expect(data(await w.api.get('/book/v2/chapter/get', { id: w.chapterIds[1] })).content).toBe('凡例正文');
    expect((await w.api.get('/book/v2/chapter/get', { id: w.chapterIds[2] })).body).toEqual({ msg: 0, msbox: '试读已结束，请先购买本书' });
  });

  it('bought through the sandbox: on the shelf, pages are served (206), the page read is remembered; a refund takes it back', async () => {
    const w = await world(990);
    const s = data(await w.api.post('/book/v2/order/create', { bookId: w.bookId }));
    data(await w.api.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
    expect(data(await w.api.post('/book/v2/order/confirm', { outTradeNo: s.outTradeNo })).paid).toBe(true);
    const d = data(await w.api.get('/book/v2/get', { id: w.bookId }));
    expect(d).toMatchObject({ canRead: true, page: 0, onShelf: true });
    expect(data(await w.api.get('/book/v2/shelf/list')).list.map((b: { id: number }) => b.id)).toEqual([w.bookId]);
    expect(d.chapters.every((x: { free: boolean }) => x.free)).toBe(true);
    const r = await file(d.fileUrl, w.reader.token, 'bytes=0-8');
    expect(r.statusCode).toBe(206);
    expect(r.rawPayload.toString()).toBe('%PDF-1.4\n');
    for (const page of [1, 2, 3]) expect(data(await w.api.post('/book/v2/progress', { bookId: w.bookId, page }))).toEqual({ page });
    expect(data(await w.api.get('/book/v2/get', { id: w.bookId })).page).toBe(3);
    // another reader's position is his own
    expect(data(await w.admin.get('/book/v2/get', { id: w.bookId })).page).toBe(0);
    expect((await w.api.post('/book/v2/progress', { bookId: w.bookId, page: 0 })).body.msg).toBe(0);
    expect(data(await w.api.get('/book/v2/chapter/get', { id: w.chapterIds[3] })).content).toBe('跋正文');
    // a refund takes the book back: its pages are refused again
    await refundPayment(t.app.deps, s.outTradeNo, '退款');
    expect(data(await w.api.get('/book/v2/get', { id: w.bookId }))).toMatchObject({ canRead: false, fileUrl: '' });
    expect((await file(d.fileUrl, w.reader.token, 'bytes=0-8')).statusCode).toBe(403);
  });

  it('the shelf: add, list, remove, batch remove', async () => {
    const w = await world(0);
    expect(data(await w.api.post('/book/v2/shelf/add', { bookId: w.bookId })).onShelf).toBe(true);
    expect(data(await w.api.get('/book/v2/shelf/list')).list.map((b: { id: number }) => b.id)).toEqual([w.bookId]);
    expect(data(await w.api.get('/book/v2/get', { id: w.bookId })).onShelf).toBe(true);
    expect(data(await w.api.post('/book/v2/shelf/delete', { bookId: w.bookId })).onShelf).toBe(false);
    expect(data(await w.api.get('/book/v2/shelf/list')).list).toEqual([]);
    data(await w.api.post('/book/v2/shelf/add', { bookId: w.bookId }));
    expect(data(await w.api.post('/book/v2/shelf/batch-delete', { bookIds: [w.bookId] })).removed).toBe(1);
    expect(data(await w.api.get('/book/v2/shelf/list')).list).toEqual([]);
  });
});
