/**
 * GEDCOM through the API: upload → preview (nothing written) → confirm (all members in one go) → export 7.0 and
 * 5.5.1 → import the export into a new clan with the same people and families; bad input answered msg 0.
 */
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { bomb } from '../../server/http/zip-guard.testkit';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { rowsOf } from '../../server/db/client';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import type { GedcomJob } from '../../contract/gedcom';

const t = useTestApp();
let token: string;
let me: Client;
let clanId: number;
let projectId: number;

const fixture = (name: string) => readFileSync(new URL(`../fixtures/gedcom/${name}`, import.meta.url));

beforeEach(async () => {
  ({ admin: me, adminToken: token, clanId, projectId } = await seedClan(t, { root: false, project: { surname: '刘' }, clan: { surname: '刘', name: '刘氏族谱' } }));
});

async function upload(file: Buffer, fields: Record<string, string | number>, filename = 'tree.ged') {
  const b = '----zupu' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`));
  const res = await t.app.inject({ method: 'POST', url: '/app/api/gedcom/import/upload', payload: Buffer.concat(parts),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` } });
  return { status: res.statusCode, body: res.json() };
}

async function settled(jobId: number): Promise<GedcomJob> {
  await t.app.jobs.idle();
  return data(await me.get('/gedcom/job', { jobId }));
}

const rows = <T = Record<string, unknown>>(q: string) => rowsOf<T>(t.db.db, sql.raw(q));
const memberCount = async (id = clanId) => (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM clan_members WHERE clan_id = ${id}`))[0].n;

async function importFile(file: Buffer, intoClan = clanId, filename?: string): Promise<GedcomJob> {
  const up: GedcomJob = data(await upload(file, { clanId: intoClan }, filename));
  const previewed = await settled(up.id);
  expect(previewed.status).toBe('previewed');
  data(await me.post('/gedcom/import/confirm', { jobId: up.id, clanVersion: previewed.clanVersion }));
  return settled(up.id);
}

describe('gedcom import', () => {
  it('upload makes a preview that writes nothing; confirm writes every member of the line', async () => {
    const up: GedcomJob = data(await upload(fixture('chinese-70.ged'), { clanId }));
    expect(up).toMatchObject({ kind: 'import', status: 'previewing', fileName: 'tree.ged' });
    const job = await settled(up.id);
    expect(job.status).toBe('previewed');
    expect(job.preview).toMatchObject({
      version: '7.0', encoding: 'utf-8', founder: { xref: 'I1', name: '刘德华', generation: 5 },
      counts: { persons: 9, families: 4, members: 7, wives: 2, daughters: 1, skipped: 2 }, minGeneration: 5, maxGeneration: 7,
      surnameFromClan: 3, duplicates: [],
    });
    expect(job.preview!.log.some((r) => r.record === '@I9@')).toBe(true);
    expect(await memberCount()).toBe(0);

    const log = await t.app.inject({ method: 'GET', url: '/app/api/gedcom/import/log', query: { jobId: String(up.id) }, headers: { authorization: `Bearer ${token}` } });
    expect(log.headers['content-type']).toContain('text/csv');
    expect(log.body).toContain('行号,记录,标签,级别,说明');

    data(await me.post('/gedcom/import/confirm', { jobId: up.id, clanVersion: job.clanVersion }));
    const done = await settled(up.id);
    expect(done).toMatchObject({ status: 'imported', result: { created: 7, merged: 0 } });
    const got = await rows(`SELECT full_name, generation, spouse_type, spouse_order, birth_text, adoption FROM clan_members WHERE clan_id = ${clanId} ORDER BY id`);
    expect(got.map((r) => [r.full_name, r.generation])).toEqual([
      ['刘德华', 5], ['王氏', 5], ['刘明一', 6], ['刘秀英', 6], ['李氏', 5], ['刘明二', 6], ['刘明三', 7],
    ]);
    expect(got[0].birth_text).toBe('乾隆三年三月初五');
    expect(got[6].adoption).toEqual({ type: '入继' });
    const entries = await rows<{ action: string; name: string }>(`SELECT action, after->>'fullName' AS name FROM clan_member_log WHERE clan_id = ${clanId} ORDER BY member_id`);
    expect(entries).toHaveLength(7);
    expect(entries.every((l) => l.action === 'add:gedcom')).toBe(true);
    expect(entries[0].name).toBe('刘德华');
    const raw = await rows<{ lines: string[] }>(`SELECT lines FROM gedcom_member_raw WHERE project_id = ${projectId}`);
    expect(raw.map((r) => r.lines)).toEqual([['1 EXID 123', '2 TYPE https://example.org/ids']]);
  });

  it('a second import of the same file lists duplicates; merge writes none of them again', async () => {
    await importFile(fixture('chinese-70.ged'));
    const up: GedcomJob = data(await upload(fixture('chinese-70.ged'), { clanId }));
    const job = await settled(up.id);
    expect(job.preview!.duplicates.map((d) => [d.xref, d.reason]).sort()).toEqual([
      ['I1', '同名、同世'], ['I2', '同名、同世、同夫'], ['I3', '同名、同世、同夫'], ['I4', '同名、同世、同父'], ['I5', '同名、同世、同父'],
      ['I6', '同名、同世、同父'], ['I7', '同名、同世、同父'],
    ]);
    data(await me.post('/gedcom/import/confirm', { jobId: up.id, clanVersion: job.clanVersion, duplicates: 'merge' }));
    const done = await settled(up.id);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('文件中没有可导入的成员');
  });

  it('a clan changed after the preview is refused at confirm and nothing is written', async () => {
    const up: GedcomJob = data(await upload(fixture('chinese-70.ged'), { clanId }));
    const job = await settled(up.id);
    data(await me.post('/clan-member/save/child', { clanId, surname: '刘', name: '别人', generation: 1 }));
    const r = await me.post('/gedcom/import/confirm', { jobId: up.id, clanVersion: job.clanVersion });
    expect(r.body).toMatchObject({ msg: 0, msbox: '族谱已有改动，请重新预览后再导入' });
    expect(await memberCount()).toBe(1);
  });

  it('deleting the clan removes its import jobs and kept GEDCOM lines', async () => {
    await importFile(fixture('chinese-70.ged'));
    expect((await rows(`SELECT 1 FROM gedcom_member_raw WHERE clan_id = ${clanId}`)).length).toBe(1);
    data(await me.post(`/clan/delete/${clanId}`, { confirm: 1 }));
    expect(await rows(`SELECT 1 FROM gedcom_member_raw WHERE clan_id = ${clanId}`)).toEqual([]);
    expect(await rows(`SELECT 1 FROM gedcom_jobs WHERE clan_id = ${clanId}`)).toEqual([]);
  });

  it('bad input: no file, another extension, a .zip, an empty file, another user, an unknown job', async () => {
    expect((await upload(Buffer.from(''), { clanId })).body).toMatchObject({ msg: 0 });
    expect((await upload(Buffer.from('x'), { clanId }, 'a.txt')).body).toMatchObject({ msg: 0, msbox: '只支持GEDCOM文件（.ged）或GEDZIP（.zip）' });
    expect((await upload(Buffer.from('PK'), { clanId }, 'a.zip')).body).toMatchObject({ msg: 0, msbox: '文件不是有效的GEDZIP（.zip）文件' });
    expect((await upload(Buffer.from(zipSync({ 'a.txt': strToU8('x') })), { clanId }, 'a.zip')).body).toMatchObject({ msg: 0, msbox: 'GEDZIP中没有 .ged 文件' });
    expect((await upload(Buffer.from(bomb(30, 'gedcom.ged')), { clanId }, 'a.zip')).body.msbox).toMatch(/^GEDZIP文件(解压后过大|的压缩比异常)/);
    expect((await me.get('/gedcom/job', { jobId: 999 })).body).toMatchObject({ msg: 0, msbox: '任务不存在' });
    expect((await me.post('/gedcom/import/confirm', { jobId: 'x', clanVersion: 1 })).body).toMatchObject({ msg: 0 });
  });

  it('a GEDZIP: its gedcom.ged is imported and its photos become uploads linked to the members', async () => {
    const ged = [
      '0 HEAD', '1 GEDC', '2 VERS 7.0',
      '0 @I1@ INDI', '1 NAME 德公 /刘/', '1 SEX M', '1 FAMS @F1@', '1 OBJE @O1@', '1 OBJE @O3@',
      '0 @I2@ INDI', '1 NAME 成一 /刘/', '1 SEX M', '1 FAMC @F1@', '1 OBJE @O2@', '1 OBJE @O4@',
      '0 @F1@ FAM', '1 HUSB @I1@', '1 CHIL @I2@',
      '0 @O1@ OBJE', '1 FILE ./photos/%E5%BE%B7%E5%85%AC.jpg', '2 FORM image/jpeg',
      '0 @O2@ OBJE', '1 FILE photos/bad.png', '2 FORM image/png',
      '0 @O3@ OBJE', '1 FILE photos/missing.jpg', '2 FORM image/jpeg',
      '0 @O4@ OBJE', '1 FILE docs/家谱.pdf', '2 FORM application/pdf',
      '0 TRLR', '',
    ].join('\n');
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } }).jpeg().toBuffer();
    const zip = Buffer.from(zipSync({
      'gedcom.ged': strToU8(ged), 'photos/德公.jpg': new Uint8Array(jpeg), 'photos/bad.png': new Uint8Array(100), 'docs/家谱.pdf': strToU8('%PDF-1.4'),
    }));
    const up: GedcomJob = data(await upload(zip, { clanId }, 'tree.zip'));
    const pv = await settled(up.id);
    expect(pv.preview?.mediaNote).toBe('照片2张将存入上传文件并作为成员照片；1张不在压缩包中；1个非图片媒体不导入');
    expect(await memberCount()).toBe(0);
    data(await me.post('/gedcom/import/confirm', { jobId: up.id, clanVersion: pv.clanVersion }));
    const job = await settled(up.id);
    expect(job).toMatchObject({ status: 'imported', result: { created: 2, photos: 1, photosRefused: 1 } });
    const [de] = await rows<{ photos: string[] }>(`SELECT photos FROM clan_members WHERE clan_id = ${clanId} AND full_name = '刘德公'`);
    expect(de.photos).toHaveLength(1);
    expect(de.photos[0]).toMatch(/^\/files\/\d{4}\/\d{2}\/.+\.jpg$/);
    const [file] = await rows<{ original_name: string; width: number; project_id: number }>(`SELECT original_name, width, project_id FROM files WHERE key = '${de.photos[0].replace('/files/', '')}'`);
    expect(file).toEqual({ original_name: '德公.jpg', width: 40, project_id: projectId });
    expect(Buffer.compare(await t.app.deps.adapters.storage.get(de.photos[0].replace('/files/', '')), jpeg)).toBe(0);
    const [yi] = await rows<{ photos: string[] | null }>(`SELECT photos FROM clan_members WHERE clan_id = ${clanId} AND full_name = '刘成一'`);
    expect(yi.photos ?? []).toEqual([]);
  });

  it('a western 5.5.5 file: founder chosen again by the user, 世 from the number given', async () => {
    const up: GedcomJob = data(await upload(fixture('western-555.ged'), { clanId }));
    const job = await settled(up.id);
    expect(job.preview).toMatchObject({ founder: { xref: 'I1' }, counts: { members: 7 } });
    data(await me.post('/gedcom/import/preview', { jobId: up.id, founder: 'I4', founderGeneration: 3 }));
    const again = await settled(up.id);
    expect(again.preview).toMatchObject({ founder: { xref: 'I4', generation: 3, reason: '由您指定' }, counts: { members: 2 }, minGeneration: 3, maxGeneration: 4 });
  });
});

describe('gedcom export', () => {
  for (const format of ['7.0', '5.5.1'] as const) {
    it(`${format}: export, download, import into a new clan: the same people and families`, async () => {
      await importFile(fixture('chinese-70.ged'));
      const ex: GedcomJob = data(await me.post('/gedcom/export', { clanId, format, hideLiving: false }));
      const done = await settled(ex.id);
      expect(done).toMatchObject({ status: 'exported', format, result: { members: 7 } });
      const file = await t.app.inject({ method: 'GET', url: '/app/api/gedcom/export/file', query: { jobId: String(ex.id) }, headers: { authorization: `Bearer ${token}` } });
      expect(file.headers['content-disposition']).toContain('.ged');
      expect(file.body).toContain(`2 VERS ${format}`);
      expect(file.body).toContain('1 EXID 123');
      const other: number = data(await me.post('/clan/save', { projectId, name: '刘氏二谱', surname: '刘' })).id;
      const back = await importFile(file.rawPayload, other, 'export.ged');
      expect(back).toMatchObject({ status: 'imported', result: { created: 7 } });
      const q = (id: number) => rows(`SELECT full_name, generation, gender, spouse_type, spouse_order, birth_order, birth_text, death_text, adoption, burial, no_heir, in_chart, married_to FROM clan_members WHERE clan_id = ${id} ORDER BY generation, full_name`);
      expect(await q(other)).toEqual(await q(clanId));
    });
  }

  it('字辈 comes back: the export\'s poems become the new clan\'s, each member\'s 字辈 the same; a clan with its own keeps them', async () => {
    await importFile(fixture('chinese-70.ged'));
    const poems = [
      { id: 1, text: '德成光', startGeneration: 1, mode: '流宗', branchId: null, title: '一修派语' },
      { id: 2, text: '祖业兴', startGeneration: 4, mode: '转宗', branchId: null, title: '续派' },
    ];
    data(await me.post('/clan/save', { id: clanId, projectId, name: '刘氏族谱', surname: '刘', poems }));
    const ex: GedcomJob = data(await me.post('/gedcom/export', { clanId, format: '7.0', hideLiving: false }));
    await settled(ex.id);
    const file = await t.app.inject({ method: 'GET', url: '/app/api/gedcom/export/file', query: { jobId: String(ex.id) }, headers: { authorization: `Bearer ${token}` } });
    expect(file.body).toContain('1 _ZP_POEM 祖业兴');
    const other: number = data(await me.post('/clan/save', { projectId, name: '刘氏二谱', surname: '刘' })).id;
    const up: GedcomJob = data(await upload(file.rawPayload, { clanId: other }, 'export.ged'));
    const pv = await settled(up.id);
    expect(pv.preview).toMatchObject({
      poems: ['一修派语（一世起）：德成光', '续派（四世起，转宗）：祖业兴'], poemsNote: '导入后设为本族字辈（2首）',
    });
    data(await me.post('/gedcom/import/confirm', { jobId: up.id, clanVersion: pv.clanVersion }));
    expect((await settled(up.id)).status).toBe('imported');
    const back = data(await me.get(`/clan/detail/${other}`)).poems;
    expect(back.map(({ text, startGeneration, mode, title, branchId }: typeof poems[number]) => ({ text, startGeneration, mode, title, branchId })))
      .toEqual(poems.map(({ id: _id, ...p }) => p));
    const zibei = async (id: number) => {
      const list = await rows<{ id: number; generation: number; full_name: string }>(`SELECT id, generation, full_name FROM clan_members WHERE clan_id = ${id} AND husband_id IS NULL ORDER BY generation, full_name`);
      return Promise.all(list.map(async (m) => `${m.full_name}${data(await me.get(`/clan-member/detail/${m.id}`)).zibei}`));
    };
    const theirs = await zibei(other);
    expect(theirs.some((z) => /[德成光祖业兴]$/.test(z))).toBe(true);
    expect(theirs).toEqual(await zibei(clanId));
    // a 字辈 in the file that its 世 and the poems do not give is a log row
    const wrong = file.body.replace(/1 _ZP_ZIBEI (\S+)/, '1 _ZP_ZIBEI 错');
    const third: number = data(await me.post('/clan/save', { projectId, name: '刘氏三谱', surname: '刘' })).id;
    const bad: GedcomJob = data(await upload(Buffer.from(wrong, 'utf8'), { clanId: third }, 'export.ged'));
    const log = (await settled(bad.id)).preview!.log.filter((r) => r.tag === '_ZP_ZIBEI');
    expect(log).toHaveLength(1);
    expect(log[0].message).toMatch(/^文件记字辈为“错”，按.+世与字辈诗应为“[德成光祖业兴]”$/);
    // the first clan has poems of its own: the file's are not imported
    const again: GedcomJob = data(await upload(file.rawPayload, { clanId }, 'export.ged'));
    expect((await settled(again.id)).preview).toMatchObject({ poemsNote: '族谱已有字辈，文件中的字辈不导入' });
  });

  it('a branch export holds the member, his descendants and their wives; living details can be left out', async () => {
    await importFile(fixture('chinese-70.ged'));
    const [root] = await rows<{ id: number }>(`SELECT id FROM clan_members WHERE full_name = '刘明一'`);
    const ex: GedcomJob = data(await me.post('/gedcom/export', { clanId, rootId: root.id }));
    const done = await settled(ex.id);
    expect(done).toMatchObject({ status: 'exported', format: '7.0', result: { members: 2 } });
    const [wife] = await rows<{ id: number }>(`SELECT id FROM clan_members WHERE full_name = '王氏'`);
    expect((await me.post('/gedcom/export', { clanId, rootId: wife.id })).body).toMatchObject({ msg: 0 });
  });
});
