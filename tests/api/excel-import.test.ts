/** Clan Excel: template download, preview report (each kind of bad row), confirm in one go, export → preview round trip. */
import { beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { EXCEL_HEADERS } from '../../contract/clan-excel';
import { bomb } from '../../server/http/zip-guard.testkit';

const t = useTestApp();
let token: string;
let me: Client;
let clanId: number;

beforeEach(async () => {
  ({ admin: me, adminToken: token, clanId } = await seedClan(t, { root: false }));
});

async function book(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成员');
  ws.addRow([...EXCEL_HEADERS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
//           编号 姓名 性别 世 父亲 母亲 行第 字 号 出生 去世 配偶 房支 备注
const row = (k: string, name: string, sex: string, gen: string, father: string, extra: Partial<Record<string, string>> = {}) =>
  EXCEL_HEADERS.map((h) => ({ 编号: k, 姓名: name, 性别: sex, 世: gen, 父亲: father, ...extra } as Record<string, string>)[h] ?? '');

async function upload(path: string, file: Buffer, fields: Record<string, string | number>) {
  const b = '----zupu' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`));
  const res = await t.app.inject({ method: 'POST', url: '/app/api' + path, payload: Buffer.concat(parts),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` } });
  return res.json();
}

const good = [
  row('1', '陈德公', '男', '1', '', { 出生: '乾隆三年三月初五', 配偶: '王氏、李氏' }),
  row('2', '陈成一', '男', '2', '1', { 母亲: '王氏', 行第: '长' }),
  row('3', '陈成二', '男', '', '陈德公', { 母亲: '李氏', 行第: '2', 去世: '嘉庆元年' }),
  row('4', '陈秀', '女', '2', '1', { 行第: '1' }),
  row('5', '陈光明', '男', '三世', '2'),
];

describe('clan excel', () => {
  it('template is an .xlsx with the Chinese headers and one example row', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/api/clan-member/excel/template', query: { clanId: String(clanId) }, headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as string[]).slice(1)).toEqual([...EXCEL_HEADERS]);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(2).value).toBe('陈德华');
  });

  it('good rows preview without problems, write nothing, and confirm writes all in one go', async () => {
    const file = await book(good);
    const pv = await upload('/clan-member/excel/preview', file, { clanId });
    expect(pv.msg).toBe(1);
    expect(pv.data.problems).toEqual([]);
    expect(pv.data.memberCount).toBe(7);
    expect(pv.data.rows.map((r: { generation: number }) => r.generation)).toEqual([1, 2, 2, 2, 3]);
    expect(data(await me.get(`/clan/detail/${clanId}`)).memberCount).toBe(0);
    const ok = await upload('/clan-member/excel/confirm', file, { clanId, clanVersion: pv.data.clanVersion });
    expect(ok).toMatchObject({ msg: 1, data: { created: 7 } });
    const hits = data(await me.get('/clan-member/search', { clanId, name: '陈成二' })).list;
    const d = data(await me.get(`/clan-member/detail/${hits[0].id}`));
    expect(d).toMatchObject({ father: { name: '陈德公' }, mother: { name: '李氏' } });
    // the same preview version again is refused (the clan changed)
    expect((await upload('/clan-member/excel/confirm', file, { clanId, clanVersion: pv.data.clanVersion })).msg).toBe(0);
  });

  it('reports each kind of bad row and confirm writes nothing', async () => {
    const file = await book([
      row('1', '陈德公', '男', '1', '', { 配偶: '王氏' }),
      row('2', '陈甲', '男', '5', '1'),
      row('3', '陈乙', '男', '2', '陈无名'),
      row('4', '陈丙', '男', '2', '1', { 出生: '乾隆三年二月三十一日' }),
      row('5', '陈丁', '男', '2', '1', { 母亲: '赵氏' }),
      row('6', '陈戊', '不明', '2', '1', { 房支: '九房' }),
    ]);
    const r = await upload('/clan-member/excel/preview', file, { clanId });
    const msgs = r.data.problems.map((p: { row: number; message: string }) => `${p.row}:${p.message}`);
    expect(msgs).toContain('3:世次不符：父亲为一世，本人应为二世');
    expect(msgs).toContain('4:父亲「陈无名」不存在');
    expect(msgs.some((m: string) => m.startsWith('5:出生日期：'))).toBe(true);
    expect(msgs).toContain('6:母亲「赵氏」不是父亲的配偶');
    expect(msgs).toContain('7:性别「不明」应为男或女');
    expect(msgs).toContain('7:房支「九房」不存在');
    const c = await upload('/clan-member/excel/confirm', file, { clanId, clanVersion: r.data.clanVersion });
    expect(c.msg).toBe(0);
    expect(c.msbox).toMatch(/^第3行：世次不符/);
    expect(data(await me.get(`/clan/detail/${clanId}`)).memberCount).toBe(0);
    expect((await upload('/clan-member/excel/preview', Buffer.from('not a workbook'), { clanId })).msbox).toBe('文件不是有效的Excel（.xlsx）文件');
    const stranger = apiClient(t.app, (await createUser(t)).token);
    expect((await stranger.post('/clan-member/excel/preview', { clanId })).body.msg).toBe(0);
  });

  it('export → preview into a new clan has no problems', async () => {
    const file = await book(good);
    const pv = await upload('/clan-member/excel/preview', file, { clanId });
    await upload('/clan-member/excel/confirm', file, { clanId, clanVersion: pv.data.clanVersion });
    const res = await t.app.inject({ method: 'GET', url: '/app/api/clan-member/excel/export', query: { clanId: String(clanId) }, headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const projectId = data(await me.get(`/clan/detail/${clanId}`)).projectId;
    const clan2 = data(await me.post('/clan/save', { projectId, name: '陈氏族谱二' })).id;
    const again = await upload('/clan-member/excel/preview', res.rawPayload, { clanId: clan2 });
    expect(again.data.problems).toEqual([]);
    expect(again.data.memberCount).toBe(7);
  });

  it('refuses a zip bomb (shared strings that inflate to 80 MB) and an over-wide sheet', async () => {
    const r = await upload('/clan-member/excel/preview', Buffer.from(bomb(80)), { clanId });
    expect(r.msg).toBe(0);
    expect(r.msbox).toMatch(/^Excel文件(解压后过大|的压缩比异常)/);
    const wide = new ExcelJS.Workbook();
    const ws = wide.addWorksheet('成员');
    ws.addRow([...EXCEL_HEADERS]);
    ws.getCell(2, 300).value = '陈';
    const w = await upload('/clan-member/excel/preview', Buffer.from(await wide.xlsx.writeBuffer()), { clanId });
    expect(w).toEqual({ msg: 0, msbox: '表格过大：最多5000行、200列' });
  });
});
