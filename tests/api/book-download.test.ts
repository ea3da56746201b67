/**
 * Book PDF downloads (contract/print.ts sampleFile, bookFile): only through the access-checked calls, with Range;
 * the old public /files/books/… URLs no longer serve the file. A disk store in a temp folder (like production), so
 * the /files static tree is really served; the sample and book rows point at a stored stand-in PDF.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookJobs, books, bookUserState, printSamples, projectUsers } from '../../server/db/schema/index';
import { diskStorage } from '../../server/adapters/storage';
import { parseRange } from '../../server/domains/print/file-send';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';

let t: TestApp;
let dir: string;
/** The owner of the newest world (a user may own only a few projects: each world has its own owner). */
let owner: { id: number; token: string };
let outsider: { id: number; token: string };
/** A stand-in PDF: a header and 200 000 bytes of a pattern, so any range has known content. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 251))]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zupu-dl-'));
  t = await createTestApp({ adapters: { storage: diskStorage(dir) } });
  await t.reset();
  outsider = await createUser(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A project of `privacy` with a clan and a finished sample whose PDF is stored; optionally published as a book. */
async function world(privacy: 'public' | 'members' | 'password', price = 0) {
  owner = await createUser(t);
  const o = apiClient(t.app, owner.token);
  const projectId = data(await o.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', privacy, ...(privacy === 'password' ? { password: 'pass99' } : {}) })).id;
  const clanId = data(await o.post('/clan/save', { projectId, name: '颍川陈氏族谱', hall: '颍川堂' })).id;
  const plan = data(await o.get(`/clan-print/v4/plan/default/${clanId}`)).plan;
  const now = new Date();
  const [s] = await t.db.db.insert(printSamples).values({ projectId, clanId, name: '颍川陈氏族谱·欧式', plan, createdBy: owner.id, createdAt: now }).returning();
  const key = `books/${projectId}/${s.id}-abc123.pdf`;
  await t.app.deps.adapters.storage.put(key, PDF);
  await t.db.db.insert(bookJobs).values({ projectId, clanId, sampleId: s.id, status: 'done', progress: 100, pages: 3, bytes: PDF.length, fileKey: key, createdAt: now, finishedAt: now });
  const [b] = await t.db.db.insert(books).values({
    projectId, clanId, sampleId: s.id, title: '颍川陈氏族谱', hall: '颍川堂', formatName: '欧式', price,
    cover: { type: 1, typeName: '古籍线装', name: '颍川陈氏族谱', img: '' }, pages: 3, fileKey: key, publishedAt: now,
  }).returning();
  return { projectId, sampleId: s.id, bookId: b.id, key, owner: o, outsider: apiClient(t.app, outsider.token) };
}

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

/** A refusal: HTTP 403, the msg 0 envelope with the Chinese reason, and none of the file's bytes. */
function expectRefused(res: Awaited<ReturnType<typeof get>>, msbox: string) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ msg: 0, msbox });
  expect(res.headers['content-type']).not.toMatch(/pdf/);
  expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
}

describe('sample PDF download', () => {
  it('replies give the download call URL; the owner gets the whole file, then ranges (206), 304 on its ETag', async () => {
    const w = await world('members');
    const dl = data(await w.owner.get('/clan-print/v4/sample/download', { id: w.sampleId }));
    expect(dl).toEqual({ url: `/app/api/clan-print/v5/sample/file?id=${w.sampleId}&v=${w.sampleId}-abc123`, fileName: '颍川陈氏族谱·欧式.pdf', pages: 3, leaves: 2, pdfPages: 3, unit: '叶', bytes: PDF.length });
    expect(data(await w.owner.get('/clan-print/v4/sample/preview', { id: w.sampleId })).fileUrl).toBe(dl.url);
    expect(data(await w.owner.get('/clan-print/v5/sample/status', { id: w.sampleId })).fileUrl).toBe(dl.url);

    const whole = await get(dl.url, owner.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-length': String(PDF.length), 'accept-ranges': 'bytes' });
    expect(Buffer.compare(whole.rawPayload, PDF)).toBe(0);
    expect(whole.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('颍川陈氏族谱·欧式.pdf')}`);

    const part = await get(dl.url, owner.token, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 1000-1999/${PDF.length}`, 'content-length': '1000', 'content-type': 'application/pdf' });
    expect(Buffer.compare(part.rawPayload, PDF.subarray(1000, 2000))).toBe(0);
    const tail = await get(dl.url, owner.token, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, PDF.subarray(PDF.length - 10))).toBe(0);
    const bad = await get(dl.url, owner.token, { range: `bytes=${PDF.length}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${PDF.length}`);

    const again = await get(dl.url, owner.token, { 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('members-only project: an outsider gets msg 0 / 403 and no bytes; without a session 401', async () => {
    const w = await world('members');
    const url = `/app/api/clan-print/v5/sample/file?id=${w.sampleId}`;
    expectRefused(await get(url, outsider.token), '没有权限');
    expectRefused(await get(url, outsider.token, { range: 'bytes=0-99' }), '没有权限');
    const anon = await get(url);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().msg).toBe(401);
    expect(anon.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    expectRefused(await get('/app/api/clan-print/v5/sample/file?id=999999', owner.token), '样本不存在');
    expectRefused(await get('/app/api/clan-print/v5/sample/file?id=abc', owner.token), expect.stringMatching(/样本ID/) as unknown as string);
  });

  it('a sample still generating is refused', async () => {
    const w = await world('members');
    await t.db.db.update(bookJobs).set({ status: 'running', progress: 40 }).where(eq(bookJobs.sampleId, w.sampleId));
    expectRefused(await get(`/app/api/clan-print/v5/sample/file?id=${w.sampleId}`, owner.token), '样本还在生成中，请稍候');
  });

  it('password project: an outsider needs the ap grant header', async () => {
    const w = await world('password');
    const url = `/app/api/clan-print/v5/sample/file?id=${w.sampleId}`;
    expectRefused(await get(url, outsider.token), '请输入访问密码');
    expectRefused(await get(url, outsider.token, { ap: 'not-a-grant' }), '请输入访问密码');
    const { ap } = data(await w.outsider.post('/project/verify/password', { projectId: w.projectId, password: 'pass99' }));
    const ok = await get(url, outsider.token, { ap });
    expect(ok.statusCode).toBe(200);
    expect(Buffer.compare(ok.rawPayload, PDF)).toBe(0);
    // a grant of this project opens nothing of another password project
    const other = await world('password');
    expectRefused(await get(`/app/api/clan-print/v5/sample/file?id=${other.sampleId}`, outsider.token, { ap }), '请输入访问密码');
  });

  it('public project: any session (a guest too) may download', async () => {
    const w = await world('public');
    const guest = await t.app.inject({ method: 'GET', url: '/app/api/login/guest' });
    const token = guest.json().data?.token as string | undefined;
    expect(token).toBeTruthy();
    const res = await get(`/app/api/clan-print/v5/sample/file?id=${w.sampleId}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(PDF.length);
  });
});

describe('e-book PDF download (/book/v2/file)', () => {
  it('bookGet gives the call URL; a priced book needs a purchase or redeem, the team reads it', async () => {
    const w = await world('public', 990);
    const own = data(await w.owner.get('/book/v2/get', { id: w.bookId }));
    expect(own).toMatchObject({ canRead: true, fileUrl: `/app/api/book/v2/file?id=${w.bookId}&v=${w.sampleId}-abc123` });
    expect((await get(own.fileUrl, owner.token)).statusCode).toBe(200);
    expect(data(await w.outsider.get('/book/v2/get', { id: w.bookId }))).toMatchObject({ canRead: false, fileUrl: '' });
    expectRefused(await get(own.fileUrl, outsider.token), '购买或兑换后可阅读');
    // bought (the payments core and redeem codes set `owned`; book-orders.test.ts covers those flows)
    await t.db.db.insert(bookUserState).values({ projectId: w.projectId, userId: outsider.id, bookId: w.bookId, owned: true })
      .onConflictDoUpdate({ target: [bookUserState.projectId, bookUserState.userId, bookUserState.bookId], set: { owned: true } });
    const bought = await get(own.fileUrl, outsider.token, { range: 'bytes=0-8' });
    expect(bought.statusCode).toBe(206);
    expect(bought.rawPayload.toString()).toBe('%PDF-1.4\n');
  });

  it('a free book of a members-only project: outsiders refused', async () => {
    const w = await world('members');
    expectRefused(await get(`/app/api/book/v2/file?id=${w.bookId}`, outsider.token), '没有权限');
    expectRefused(await get('/app/api/book/v2/file?id=999999', owner.token), '电子书不存在');
    expect((await get(`/app/api/book/v2/file?id=${w.bookId}`, owner.token)).statusCode).toBe(200);
  });

  it('a redeem code of a members-only project\'s book is refused to an outsider and stays unspent', async () => {
    const w = await world('members', 990);
    const { codes } = data(await w.owner.post('/book/v2/redeem/create', { bookId: w.bookId, count: 1 }));
    expect((await w.outsider.post('/book/v2/redeem/exchange', { code: codes[0] })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const [state] = await t.db.db.select().from(bookUserState).where(and(eq(bookUserState.userId, outsider.id), eq(bookUserState.bookId, w.bookId)));
    expect(state?.owned ?? false).toBe(false);
    // still unspent: a member of the project can use it
    const member = await createUser(t);
    await t.db.db.insert(projectUsers).values({ projectId: w.projectId, userId: member.id, role: 'member', createdAt: new Date() });
    expect(data(await apiClient(t.app, member.token).post('/book/v2/redeem/exchange', { code: codes[0] }))).toMatchObject({ bookId: w.bookId });
  });
});

describe('the public /files tree', () => {
  it('no longer serves book files, however the path is spelled; other files still are', async () => {
    const w = await world('public');
    for (const url of [`/files/${w.key}`, `/files/./${w.key}`, `/files//${w.key}`, `/files/x/../${w.key}`, `/files/%62ooks/${w.key.slice(6)}`,
      `/files/BOOKS/${w.key.slice(6)}`, `/files/books/${w.projectId}/`]) {
      const res = await get(url, owner.token);
      // 404, or the app's msg 0 answer to @fastify/static's refusal of a non-canonical path: never the file
      expect(res.headers['content-type'], url).not.toMatch(/pdf/);
      expect(res.rawPayload.includes(Buffer.from('%PDF')), url).toBe(false);
    }
    await t.app.deps.adapters.storage.put('2026/11/a.txt', Buffer.from('族谱'));
    const other = await get('/files/2026/11/a.txt');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('族谱');
  });
});

describe('parseRange', () => {
  it('reads one bytes range; several or unreadable ranges mean the whole file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
  });
});
