/** Member capacity (2000 free + bought packages) on save, save-child-v2 and Excel confirm; clan reads record visits. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { EXCEL_HEADERS } from '../../contract/clan-excel';
import { clanMembers, clans, projects, projectVisits } from '../../server/db/schema/index';
import { FREE_MEMBER_QUOTA } from '../../server/domains/projects/purchases.service';

let t: TestApp;
let token: string;
let me: ReturnType<typeof apiClient>;
let projectId: number;
let clanId: number;
let rootId: number;

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  await t.reset();
  token = (await createUser(t)).token;
  me = apiClient(t.app, token);
  projectId = data(await me.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', privacy: 'members' })).id;
  clanId = data(await me.post('/clan/save', { projectId, name: '陈氏族谱' })).id;
  rootId = data(await me.post('/clan-member/save/child', { clanId, surname: '陈', name: '德公', generation: 1 })).id;
});

/** Pretend the project already holds `used` members (the count the capacity is measured by). */
const setUsed = (used: number) => t.db.db.update(clans).set({ memberCount: used }).where(eq(clans.id, clanId));
const full = `家族成员已达上限（${FREE_MEMBER_QUOTA}人），请购买成员扩容套餐后再添加`;
const countRows = async () => (await t.db.db.select().from(clanMembers).where(eq(clanMembers.clanId, clanId))).length;

async function excel(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成员');
  ws.addRow([...EXCEL_HEADERS]);
  for (const r of rows) ws.addRow(EXCEL_HEADERS.map((h) => r[EXCEL_HEADERS.indexOf(h)] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function upload(path: string, file: Buffer, fields: Record<string, string | number>) {
  const b = '----zupu' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`));
  return t.app.inject({ method: 'POST', url: '/app/api' + path, payload: Buffer.concat(parts),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` } })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

describe('member capacity', () => {
  it('the last free place can be used, the next add is refused and writes nothing; a package raises the limit', async () => {
    await setUsed(FREE_MEMBER_QUOTA - 1);
    data(await me.post('/clan-member/save/child', { clanId, fatherId: rootId, name: '成一' }));
    const before = await countRows();
    expect((await me.post('/clan-member/save/child', { clanId, fatherId: rootId, name: '成二' })).body).toEqual({ msg: 0, msbox: full });
    expect((await me.post('/clan-member/add/wife', { clanId, husbandId: rootId, surname: '王' })).body).toEqual({ msg: 0, msbox: full });
    expect(await countRows()).toBe(before);
    // editing is still allowed when full
    const root = data(await me.get(`/clan-member/get/${rootId}`));
    expect(data(await me.post('/clan-member/save/member', { clanId, id: rootId, version: root.version, zi: '子美' })).zi).toBe('子美');
    // buy 成员扩容 5000 through the sandbox, then adding works again and the balance shows the new capacity
    const order = data(await me.post('/project/package/payment', { projectId, packageId: 'members-5000' }));
    data(await me.post('/payment/sandbox/pay', { outTradeNo: order.outTradeNo, action: 'pay' }));
    expect(data(await me.get('/project/package/payment/confirm', { outTradeNo: order.outTradeNo })).paid).toBe(true);
    expect(data(await me.get('/project/package/balance', { projectId }))).toMatchObject({ memberQuota: FREE_MEMBER_QUOTA + 5000, memberUsed: FREE_MEMBER_QUOTA });
    expect(data(await me.post('/clan-member/save/child', { clanId, fatherId: rootId, name: '成二' })).name).toBe('成二');
  });

  it('save-child-v2 refuses the batch as a whole when it does not fit', async () => {
    await setUsed(FREE_MEMBER_QUOTA - 1);
    const before = await countRows();
    const r = await me.post('/clan-member/save/child/v2', { clanId, fatherId: rootId, children: [{ name: '成一', gender: 'm' }, { name: '成二', gender: 'm' }] });
    expect(r.body).toEqual({ msg: 0, msbox: `第2位（成二）：${full}` });
    expect(await countRows()).toBe(before);
  });

  it('Excel confirm counts every row and wife, names how many still fit, and imports nothing', async () => {
    await setUsed(FREE_MEMBER_QUOTA - 2);
    const file = await excel([['1', '陈大', '男', '1', '', '', '', '', '', '', '', '王氏、李氏']]);
    const pv = data(await upload('/clan-member/excel/preview', file, { clanId }));
    expect(pv.memberCount).toBe(3);
    const before = await countRows();
    expect((await upload('/clan-member/excel/confirm', file, { clanId, clanVersion: pv.clanVersion })).body)
      .toEqual({ msg: 0, msbox: `${full}（还可添加2人，本次3人）` });
    expect(await countRows()).toBe(before);
    await setUsed(FREE_MEMBER_QUOTA - 3);
    expect(data(await upload('/clan-member/excel/confirm', file, { clanId, clanVersion: pv.clanVersion })).created).toBe(3);
  });

  it('featured examples (identity 6) are not capped', async () => {
    await t.db.db.update(projects).set({ identity: 6 }).where(eq(projects.id, projectId));
    await setUsed(100_000);
    expect(data(await me.post('/clan-member/save/child', { clanId, fatherId: rootId, name: '成一' })).name).toBe('成一');
  });
});

describe('clan reads record a visit', () => {
  // the views the app counted in memory (projects/visit-log.ts) written first, as the visitor list does
  const visits = async () => {
    await t.app.deps.visits.flush();
    return t.db.db.select().from(projectVisits).where(and(eq(projectVisits.projectId, projectId)));
  };

  it('the views of a second are written in one statement, and the visitor list shows them at once', async () => {
    await visits(); // the views counted before (the set-up's reads) written, then cleared
    await t.db.db.delete(projectVisits);
    for (let i = 0; i < 5; i++) data(await me.get(`/clan/detail/${clanId}`));
    expect(t.app.deps.visits.size).toBe(1); // one row's count held, not yet written
    expect(await t.db.db.select().from(projectVisits).where(eq(projectVisits.projectId, projectId))).toHaveLength(0);
    const list = data(await me.get(`/project/visitor/list?projectId=${projectId}&pageIndex=1&pageSize=20`));
    expect(list.list).toMatchObject([{ views: 5 }]);
    expect(list.stats).toMatchObject({ today: 1, views: 5 });
    expect(t.app.deps.visits.size).toBe(0);
    // 100 reads at once, with writes of the counts between them: every view counted once
    await Promise.all(Array.from({ length: 100 }, async (_, i) => {
      data(await me.get(`/clan/detail/${clanId}`));
      if (i % 10 === 0) await t.app.deps.visits.flush();
    }));
    expect((await visits()).map((r) => r.views)).toEqual([105]);
    // a view of a project deleted before its count is written is dropped; the others in the batch are written
    t.app.deps.visits.add(2_000_000_000, 1, '2026-11-22', new Date());
    data(await me.get(`/clan/detail/${clanId}`));
    expect((await visits()).map((r) => r.views)).toEqual([106]);
    expect(await t.db.db.select().from(projectVisits).where(eq(projectVisits.projectId, 2_000_000_000))).toHaveLength(0);
  });

  it('clan detail and the tree pack (also a 304) upsert one row per visitor per day', async () => {
    await visits(); // the views counted before (the set-up's reads) written, then cleared
    await t.db.db.delete(projectVisits);
    data(await me.get(`/clan/detail/${clanId}`));
    let v = await visits();
    expect(v).toHaveLength(1);
    expect(v[0].views).toBe(1);
    const pack = await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}`, headers: { authorization: `Bearer ${token}` } });
    expect(pack.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}`,
      headers: { authorization: `Bearer ${token}`, 'if-none-match': String(pack.headers.etag) } });
    expect(again.statusCode).toBe(304);
    v = await visits();
    expect(v).toHaveLength(1);
    expect(v[0].views).toBe(3);
    // the next China day is a new row; a refused read records nothing
    t.clock.advance(86_400_000);
    data(await me.get(`/clan/detail/${clanId}`));
    const other = apiClient(t.app, (await createUser(t)).token);
    expect((await other.get(`/clan/detail/${clanId}`)).body.msg).toBe(0);
    v = await visits();
    expect(v.map((r) => r.views).sort()).toEqual([1, 3]);
  });
});
