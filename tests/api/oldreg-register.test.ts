/**
 * Old registers through the API without the OCR models (the reading itself: oldreg-read.slow.test.ts): only the
 * clan's admin may use them; a file that is neither a PDF nor an image is refused with msg 0 and nothing stored;
 * uploads become pages with their originals viewable; reviewed people are saved with the register's version and,
 * confirmed, go through the GEDCOM import (preview, confirm, merge job) into the clan's tree; delete removes all.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { rowsOf } from '../../server/db/client';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { multipart } from '../helpers/multipart';
import type { OldregDetail, OldregPerson, OldregRegister } from '../../contract/oldreg';
import type { GedcomJob } from '../../contract/gedcom';

const t = useTestApp();
let token: string;
let me: Client;
let other: Client;
let otherToken: string;
let clanId: number;

beforeEach(async () => {
  const s = await seedClan(t, { root: false, others: [{}], project: { surname: '陈' }, clan: { surname: '陈', name: '陈氏族谱' } });
  ({ admin: me, adminToken: token, clanId } = s);
  other = s.others[0].api;
  otherToken = s.others[0].token;
});

const rows = <T = Record<string, unknown>>(q: string) => rowsOf<T>(t.db.db, sql.raw(q));

async function upload(registerId: number, file: Buffer, filename: string, as = token) {
  const m = multipart({ registerId }, file, filename);
  const res = await t.app.inject({ method: 'POST', url: '/app/api/oldreg/upload', payload: m.payload, headers: { authorization: `Bearer ${as}`, 'content-type': m.contentType } });
  return { status: res.statusCode, body: res.json() };
}

const png = (w = 60, h = 80) => sharp({ create: { width: w, height: h, channels: 3, background: '#ffffff' } }).png().toBuffer();

async function pdfOf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  for (let i = 0; i < pages; i++) doc.addPage({ size: 'A5' }).text(`page ${i + 1}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const create = async (): Promise<OldregRegister> => data(await me.post('/oldreg/create', { clanId, title: '颍川陈氏宗谱', hall: '颍川堂', yearText: '光绪二十年', volumes: 4 }));

describe('oldreg register', () => {
  it('a user who is not the clan admin is refused every call', async () => {
    const reg = await create();
    expect(reg).toMatchObject({ title: '颍川陈氏宗谱', hall: '颍川堂', yearText: '光绪二十年', volumes: 4, status: 'empty', statusName: '待上传', pageCount: 0 });
    const refused = [
      await other.post('/oldreg/create', { clanId, title: '别人的谱' }),
      await other.get('/oldreg/list', { clanId }),
      await other.get('/oldreg/detail', { registerId: reg.id }),
      await other.post('/oldreg/read', { registerId: reg.id }),
      await other.post('/oldreg/people/save', { registerId: reg.id, version: reg.version, people: [] }),
      await other.post('/oldreg/confirm', { registerId: reg.id, version: reg.version }),
      await other.post('/oldreg/delete', { registerId: reg.id }),
      await upload(reg.id, await png(), 'p1.png', otherToken),
    ];
    for (const r of refused) expect(r.body).toMatchObject({ msg: 0, msbox: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect((await rows(`SELECT id FROM old_registers`)).length).toBe(1);
    expect((await rows(`SELECT no FROM old_register_pages`)).length).toBe(0);
    // the admin sees it
    const list = data(await me.get('/oldreg/list', { clanId })) as { list: OldregRegister[] };
    expect(list.list.map((r) => r.id)).toEqual([reg.id]);
  });

  it('a file that is neither a PDF nor an image, or a broken PDF, gets msg 0 and nothing is stored', async () => {
    const reg = await create();
    const text = await upload(reg.id, Buffer.from('第一世 陈焕'), 'notes.txt');
    expect(text.body).toEqual({ msg: 0, msbox: '只支持 PDF 或图片（PNG、JPG、TIFF、WebP），该文件无法识别' });
    const broken = await upload(reg.id, Buffer.from('%PDF-1.4\nthis is not a pdf'), 'scan.pdf');
    expect(broken.body).toEqual({ msg: 0, msbox: 'PDF 文件已损坏或无法打开，请换一个文件' });
    const empty = await upload(reg.id, Buffer.alloc(0), 'empty.png');
    expect(empty.body.msg).toBe(0);
    expect((await rows(`SELECT no FROM old_register_pages`)).length).toBe(0);
    const d: OldregDetail = data(await me.get('/oldreg/detail', { registerId: reg.id }));
    expect(d).toMatchObject({ status: 'empty', pageCount: 0, pages: [] });
    expect((await me.post('/oldreg/read', { registerId: reg.id })).body).toEqual({ msg: 0, msbox: '请先上传旧谱的 PDF 或页面图片' });
  });

  it('images and a PDF become pages in upload order; the original image is served; delete removes everything', async () => {
    const reg = await create();
    const img = await png(61, 83);
    data(await upload(reg.id, img, '第1页.png'));
    const after: OldregRegister = data(await upload(reg.id, await pdfOf(2), '卷一.pdf'));
    expect(after).toMatchObject({ status: 'uploaded', statusName: '待识别', pageCount: 3 });
    const d: OldregDetail = data(await me.get('/oldreg/detail', { registerId: reg.id }));
    expect(d.pages.map((p) => [p.no, p.status, p.width])).toEqual([[1, 'pending', 61], [2, 'pending', 0], [3, 'pending', 0]]);
    const res = await t.app.inject({ method: 'GET', url: '/app/api/oldreg/page/image', query: { registerId: String(reg.id), no: '1' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, img)).toBe(0);
    // a PDF page has its image once the read job made it
    const pdfPage = await t.app.inject({ method: 'GET', url: '/app/api/oldreg/page/image', query: { registerId: String(reg.id), no: '2' }, headers: { authorization: `Bearer ${token}` } });
    expect(pdfPage.json()).toEqual({ msg: 0, msbox: '该页图片尚未生成，请先识别' });
    const refused = await t.app.inject({ method: 'GET', url: '/app/api/oldreg/page/image', query: { registerId: String(reg.id), no: '1' }, headers: { authorization: `Bearer ${otherToken}` } });
    expect(refused.json().msg).toBe(0);

    expect(data(await me.post('/oldreg/delete', { registerId: reg.id }))).toBeNull();
    expect((await rows(`SELECT id FROM old_registers`)).length).toBe(0);
    expect((await rows(`SELECT no FROM old_register_pages`)).length).toBe(0);
    expect((await me.get('/oldreg/detail', { registerId: reg.id })).body).toEqual({ msg: 0, msbox: '旧谱不存在' });
  });

  it('corrected people are saved with the version and, confirmed, go through the GEDCOM import into the clan', async () => {
    const reg = await create();
    data(await upload(reg.id, await png(), 'p1.png'));
    // what the read job stores (oldreg-read.slow.test.ts reads real pages): 陈珪 read as 陈□ (珪 is not in the key list)
    const box = { x: 10, y: 10, w: 20, h: 40 };
    const read: OldregPerson[] = [
      { key: 1, name: '陈焕', generation: 1, fatherKey: null, courtesy: '子明', wives: ['林氏'], page: 1, box, doubtful: [], text: '' },
      { key: 2, name: '陈诚', generation: 2, fatherKey: 1, courtesy: null, wives: [], page: 1, box, doubtful: [], text: '' },
      { key: 3, name: '陈□', generation: 3, fatherKey: 2, courtesy: null, wives: [], page: 1, box, doubtful: [1], text: '' },
      { key: 4, name: '陈琮', generation: 2, fatherKey: 2, courtesy: null, wives: [], page: 1, box, doubtful: [], text: '' },
    ];
    await rows(`UPDATE old_registers SET status = 'read', people = '${JSON.stringify(read)}'::jsonb WHERE id = ${reg.id}`);
    const d: OldregDetail = data(await me.get('/oldreg/detail', { registerId: reg.id }));
    expect(d.people).toHaveLength(4);
    // the review: 陈□ → 陈珪, 陈琮's father 陈诚 → 陈焕
    const fixed = d.people.map((p) => p.key === 3 ? { ...p, name: '陈珪', doubtful: [] } : p.key === 4 ? { ...p, fatherKey: 1 } : p);
    const cycle = d.people.map((p) => p.key === 1 ? { ...p, fatherKey: 3 } : p);
    expect((await me.post('/oldreg/people/save', { registerId: reg.id, version: d.version, people: cycle })).body)
      .toEqual({ msg: 0, msbox: '「陈焕」不能是自己的祖先，请检查父子关系' });
    // as the client sends them: null fields left out (api-client dropNulls)
    const sent = fixed.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null)));
    const saved: OldregRegister = data(await me.post('/oldreg/people/save', { registerId: reg.id, version: d.version, people: sent }));
    expect(((await me.get('/oldreg/detail', { registerId: reg.id })).body.data as OldregDetail).people).toEqual(fixed);
    expect(saved.version).toBe(d.version + 1);
    expect((await me.post('/oldreg/people/save', { registerId: reg.id, version: d.version, people: fixed })).body)
      .toEqual({ msg: 0, msbox: '旧谱已被他人修改，请刷新后再校对' });
    expect((await rows(`SELECT id FROM clan_members WHERE clan_id = ${clanId}`)).length).toBe(0);

    const confirmed: OldregRegister = data(await me.post('/oldreg/confirm', { registerId: reg.id, version: saved.version }));
    expect(confirmed).toMatchObject({ status: 'confirmed', importJobId: expect.any(Number) });
    await t.app.jobs.idle();
    const job: GedcomJob = data(await me.get('/gedcom/job', { jobId: confirmed.importJobId }));
    expect(job).toMatchObject({ kind: 'import', status: 'previewed', preview: { counts: { members: 5, wives: 1 }, founder: { name: '陈焕', generation: 1 } } });
    expect((await rows(`SELECT id FROM clan_members WHERE clan_id = ${clanId}`)).length).toBe(0);
    data(await me.post('/gedcom/import/confirm', { jobId: job.id, clanVersion: job.clanVersion }));
    await t.app.jobs.idle();
    expect(data(await me.get('/gedcom/job', { jobId: job.id }))).toMatchObject({ status: 'imported', result: { created: 5 } });
    const got = await rows<{ id: number; full_name: string; generation: number; lineage_father_id: number | null; zi: string | null }>(
      `SELECT id, full_name, generation, lineage_father_id, zi FROM clan_members WHERE clan_id = ${clanId} ORDER BY id`);
    const byName = new Map(got.map((m) => [m.full_name, m]));
    expect([...byName.keys()].sort()).toEqual(['林氏', '陈焕', '陈珪', '陈琮', '陈诚'].sort());
    expect(byName.get('陈珪')).toMatchObject({ generation: 3, lineage_father_id: byName.get('陈诚')!.id });
    expect(byName.get('陈琮')).toMatchObject({ generation: 2, lineage_father_id: byName.get('陈焕')!.id });
    expect(byName.get('陈焕')!.zi).toBe('子明');
    // confirmed: no more edits
    expect((await me.post('/oldreg/people/save', { registerId: reg.id, version: confirmed.version, people: fixed })).body)
      .toEqual({ msg: 0, msbox: '该旧谱已提交导入，不能再修改' });
  });
});
