/** Samples: plan, the generation job (queued → running → done with a real 欧式 PDF), one job per clan, access, failures. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { data } from '../helpers/api';
import { bookJobs, clanMembers, printSamples } from '../../server/db/schema/index';
import { bookJob } from '../../server/domains/print/book.jobs';
import { bookWorld, waitForJob, type BookWorld } from './book-fixture';

let t: TestApp;
let w: BookWorld;

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  w = await bookWorld(t);
});
afterAll(async () => {
  await t.app.jobs.idle();
  await t.close();
});

/** The PDF through its access-checked download call (the owner's token in the header). */
async function pdfOf(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.ownerToken}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

describe('plan', () => {
  it('default plan of a clan: 欧式, all generations, 线装 A4, covers of both types', async () => {
    const p = data(await w.owner.get(`/clan-print/v4/plan/default/${w.clanId}`));
    expect(p.plan).toMatchObject({ clanId: w.clanId, format: 1, formatName: '欧式', generations: 0, binding: 'thread', paper: 'A4', title: '颍川陈氏族谱' });
    expect(p.covers.map((c: { type: number }) => c.type).sort()).toEqual([1, 2]);
    expect(p.covers[0]).toEqual({ id: 1, type: 1, typeName: '古籍线装', name: expect.any(String), img: '' });
    expect(p.formats.map((f: { id: number }) => f.id)).toEqual([1, 9, 3, 5, 8]);
    expect(p.memberCount).toBe(30);
    expect((await w.outsider.get(`/clan-print/v4/plan/default/${w.clanId}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
  });
});

describe('generation job', () => {
  it('欧式 sample: queued → running → done with a PDF holding the names; progress never goes down', async () => {
    const hubSeen: { topic: string; data: { status: string; progress: number } }[] = [];
    const hub = t.app.hub;
    const publish = hub.publish.bind(hub);
    hub.publish = (topic, d) => {
      hubSeen.push({ topic, data: d as { status: string; progress: number } });
      return publish(topic, d);
    };
    const s = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1, generations: 0, binding: 'thread', paper: 'A4' }));
    expect(s.job.status).toMatch(/queued|running/);
    expect(s).toMatchObject({ clanId: w.clanId, name: '颍川陈氏族谱·欧式', fileUrl: '', confirmed: false, cover: { type: 1 } });
    // one live job per clan; nothing can be downloaded yet
    expect((await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 3 })).body).toEqual({ msg: 0, msbox: '该族谱正在生成样本，请稍候' });
    expect((await w.owner.get('/clan-print/v4/sample/download', { id: s.id })).body).toEqual({ msg: 0, msbox: '样本还在生成中，请稍候' });

    const { last, seen } = await waitForJob(w.owner, s.id);
    expect(last).toMatchObject({ status: 'done', progress: 100, error: '', sampleId: s.id });
    const progress = seen.map((x) => x.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.some((x) => x.status === 'running' && x.progress > 0 && x.progress < 100)).toBe(true);
    expect(last.pages).toBeGreaterThan(3);
    // the done event is published after the row is final (a poll may see "done" first)
    await vi.waitFor(() => expect(hubSeen.at(-1)?.data.status).toBe('done'), { timeout: 30_000 });
    hub.publish = publish;
    // the realtime hub carried the progress on the project's topic, ending with done
    expect(hubSeen.every((m) => m.topic === `project:${w.projectId}`)).toBe(true);
    expect(hubSeen.at(-1)?.data).toMatchObject({ type: 'book.job', sampleId: s.id, status: 'done', progress: 100 });
    const hubProgress = hubSeen.map((m) => m.data.progress);
    expect(hubProgress).toEqual([...hubProgress].sort((a, b) => a - b));
    expect(hubSeen.filter((m) => m.data.status === 'running').length).toBeGreaterThan(2);

    const dl = data(await w.owner.get('/clan-print/v4/sample/download', { id: s.id }));
    // one count everywhere: the download call says what the job says (页, 叶, PDF pages)
    expect(dl).toMatchObject({ fileName: '颍川陈氏族谱·欧式.pdf', pages: last.pages, leaves: last.leaves, pdfPages: last.pdfPages, unit: '叶', bytes: last.bytes });
    expect(last.leaves).toBe(Math.ceil(last.pages / 2));
    const pdf = await pdfOf(dl.url);
    expect(pdf.length).toBe(last.bytes);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false }).promise;
    // 线装: the cover, then one PDF page per leaf (two logical pages)
    expect(doc.numPages).toBe(1 + Math.ceil(last.pages / 2));
    expect(doc.numPages).toBe(last.pdfPages); // the job's PDF page count is the file's
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('');
    await doc.destroy();
    text = text.replace(/\s+/g, '');
    const given = w.names.map((n) => n.slice(1));
    expect(given.filter((g) => !text.includes(g))).toEqual([]);

    // a second sample of the clan may start now; the list shows both, newest first
    const s2 = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 8, generations: 5, binding: 'hardcover', paper: 'A4', name: '现代五世' }));
    expect(s2.plan).toMatchObject({ format: 8, formatName: '现代式', generations: 5, binding: 'hardcover', coverId: 2 });
    const done2 = await waitForJob(w.owner, s2.id);
    expect(done2.last.status).toBe('done');
    const list = data(await w.owner.get('/clan-print/v5/sample/list', { projectId: w.projectId })).list;
    expect(list.map((x: { id: number }) => x.id)).toEqual([s2.id, s.id]);
    expect(list[1].fileUrl).toBe(dl.url);
  });

  it('refuses bad plans and outsiders, and changes nothing', async () => {
    const before = (await t.db.db.select().from(bookJobs)).length;
    expect((await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 2 })).body.msg).toBe(0);
    expect((await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1, binding: 'hardcover', coverId: 1 })).body)
      .toEqual({ msg: 0, msbox: '所选封面为古籍线装，与装订方式不一致' });
    expect((await w.outsider.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1 })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await t.db.db.select().from(bookJobs)).length).toBe(before);
  });

  it('confirm, publish, read through /book/v2; an outsider reads nothing', async () => {
    const [s] = data(await w.owner.get('/clan-print/v5/sample/list', { projectId: w.projectId })).list.slice(-1);
    expect((await w.owner.get(`/clan-print/v4/sample/publish/${s.id}`)).body).toEqual({ msg: 0, msbox: '请先确认样本再发布' });
    expect(data(await w.owner.get('/clan-print/v4/sample/confirm', { id: s.id, pdfType: 1 }))).toMatchObject({ confirmed: true, pdfType: 1 });
    data(await w.owner.post('/clanArticle/add', { projectId: w.projectId, title: '颍川陈氏重修族谱序', kind: 'preface', content: '<p>吾族自颍川迁徙，世代繁衍。</p>' }));
    const pub = data(await w.owner.get(`/clan-print/v4/sample/publish/${s.id}`));
    expect(pub.sampleId).toBe(s.id);
    const book = data(await w.owner.get('/book/v2/get', { id: pub.bookId }));
    expect(book).toMatchObject({ title: '颍川陈氏族谱', hall: '颍川堂', formatName: '欧式', canRead: true, pages: s.job.pages, readCount: 1 });
    // the e-book's file is the sample's, through its own access-checked call
    expect(book.fileUrl).toMatch(new RegExp(`^/app/api/book/v2/file\\?id=${pub.bookId}&v=`));
    expect(Buffer.compare(await pdfOf(book.fileUrl), await pdfOf(s.fileUrl))).toBe(0);
    expect(book.chapters.map((c: { title: string }) => c.title)).toEqual(['颍川陈氏重修族谱序']);
    const chapter = data(await w.owner.get('/book/v2/chapter/get', { id: book.chapters[0].id }));
    expect(chapter).toMatchObject({ section: '谱序', content: '吾族自颍川迁徙，世代繁衍。' });
    expect((await w.outsider.get('/book/v2/get', { id: pub.bookId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await w.outsider.get('/book/v2/chapter/get', { id: book.chapters[0].id })).body.msg).toBe(0);
    expect((await w.outsider.get('/clan-print/v4/sample/download', { id: s.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    // members-only project: not in the public list, in the project's list for the owner
    expect(data(await w.owner.get('/book/v2/list', {})).list).toEqual([]);
    expect(data(await w.owner.get('/book/v2/list', { projectId: w.projectId })).list.map((b: { id: number }) => b.id)).toEqual([pub.bookId]);
    // history, shelf, score
    expect(data(await w.owner.get('/book/v2/history', {})).list.map((b: { id: number }) => b.id)).toEqual([pub.bookId]);
    data(await w.owner.post('/book/v2/shelf/add', { bookId: pub.bookId }));
    expect(data(await w.owner.get('/book/v2/shelf/list', {})).list).toHaveLength(1);
    expect(data(await w.owner.post('/book/v2/score/add', { bookId: pub.bookId, score: 4 }))).toEqual({ score: 4, scoreCount: 1, myScore: 4 });
    expect(data(await w.owner.post('/book/v2/score/add', { bookId: pub.bookId, score: 5 }))).toEqual({ score: 5, scoreCount: 1, myScore: 5 });
    expect(data(await w.owner.post('/book/v2/shelf/batch-delete', { bookIds: [pub.bookId] }))).toEqual({ removed: 1 });
    // a published sample cannot be deleted
    expect((await w.owner.get(`/clan-print/v4/sample/delete/${s.id}`)).body).toEqual({ msg: 0, msbox: '该样本已发布为电子书，不能删除' });
  });

  it('a failed sample can be deleted', async () => {
    const [s] = data(await w.owner.get('/clan-print/v5/sample/list', { projectId: w.projectId })).list;
    await t.db.db.update(bookJobs).set({ status: 'failed', error: '生成失败，请稍后重试', progress: 42 }).where(eq(bookJobs.sampleId, s.id));
    expect(data(await w.owner.get('/clan-print/v5/sample/status', { id: s.id }))).toMatchObject({ status: 'failed', progress: 42 });
    expect((await w.owner.get('/clan-print/v4/sample/download', { id: s.id })).body).toEqual({ msg: 0, msbox: '样本生成失败：生成失败，请稍后重试' });
    expect(data(await w.owner.get(`/clan-print/v4/sample/delete/${s.id}`))).toBeNull();
    expect((await w.owner.get('/clan-print/v4/sample/preview', { id: s.id })).body).toEqual({ msg: 0, msbox: '样本不存在' });
  });

  it('a job whose clan has lost its members fails with a Chinese reason', async () => {
    const clanId = data(await w.owner.post('/clan/save', { projectId: w.projectId, name: '空谱' })).id;
    const now = new Date();
    const plan = data(await w.owner.get(`/clan-print/v4/plan/default/${clanId}`)).plan;
    const [s] = await t.db.db.insert(printSamples).values({ projectId: w.projectId, clanId, name: '空谱', plan, createdBy: w.ownerId, createdAt: now }).returning();
    const [j] = await t.db.db.insert(bookJobs).values({ projectId: w.projectId, clanId, sampleId: s.id, createdAt: now }).returning();
    expect(await t.db.db.select().from(clanMembers).where(eq(clanMembers.clanId, clanId))).toEqual([]);
    await t.app.jobs.send(bookJob, { jobId: j.id, projectId: w.projectId, sampleId: s.id });
    await t.app.jobs.idle();
    expect(data(await w.owner.get('/clan-print/v5/sample/status', { id: s.id }))).toMatchObject({ status: 'failed', error: '族谱还没有成员，无法生成', fileUrl: '' });
    // and creating a sample of an empty clan is refused before any job
    expect((await w.owner.post('/clan-print/v4/sample/create', { clanId, format: 1 })).body).toEqual({ msg: 0, msbox: '族谱还没有成员，无法生成样本' });
  });
});
