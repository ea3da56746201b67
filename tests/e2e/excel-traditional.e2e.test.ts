/**
 * Excel import of a register written the traditional way, through the screens (/clan/admin/add-member?tab=excel):
 * upload a sheet with a given name without the surname, wives as "王氏(續)", a 外孙 under his mother, no gender
 * column values and one bad row; see the notes; say once that the register left a 字辈 character out; import only the
 * good rows.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXCEL_HEADERS } from '../../contract/clan-excel';
import { openBrowser, snap, type Browser } from './browser';
import { call, type User } from './api';

const base = () => inject('baseUrl');
let b: Browser;

beforeAll(async () => {
  b = await openBrowser();
  b.page.setDefaultTimeout(60_000);
});
afterAll(async () => { await b?.close(); });

async function sheet(rows: Record<string, string>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成员');
  ws.addRow([...EXCEL_HEADERS]);
  for (const r of rows) ws.addRow(EXCEL_HEADERS.map((h) => r[h] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('excel import of a traditional register', () => {
  it('notes what was inferred, imports the good rows on request', async () => {
    const user = await call<User>(null, 'GET', '/user/login/debug', { code: '13700000152' });
    await b.context.addInitScript((u) => {
      const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      try { ls.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
    }, user);
    const project = await call<{ id: number }>(user, 'POST', '/project/add-or-edit', { name: '彭城刘氏', surname: '刘', privacy: 'members' });
    const clan = await call<{ id: number }>(user, 'POST', '/clan/save', {
      projectId: project.id, name: '彭城刘氏族谱', surname: '刘',
      poems: [{ id: 1, text: '德仁明光', startGeneration: 1, mode: '流宗', branchId: null, title: '派语' }],
    });
    const page = b.page;
    await page.goto(`${base()}/#/clan/admin/add-member?projectId=${project.id}&clanId=${clan.id}&tab=excel`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '上传表格' }).waitFor();
    const file = await sheet([
      { 编号: '0', 姓名: '远祖', 世: '上溯一世' },
      { 编号: '1', 姓名: '劉德公', 世: '1', 父亲: '0', 配偶: '王氏、徐氏(續)' },
      { 编号: '2', 姓名: '明一', 世: '2', 父亲: '1', 母亲: '徐氏' },
      { 编号: '3', 姓名: '秀英', 世: '2', 父亲: '1', 行第: '长女' },
      { 编号: '4', 姓名: '张宝', 母亲: '3' },
      { 编号: '5', 姓名: '刘错', 世: '2', 父亲: '1', 出生: '乾隆三年二月三十一日' },
    ]);
    await page.locator('input[type=file]').setInputFiles({ name: '刘氏.xlsx', mimeType: 'application/octet-stream', buffer: file });
    const report = page.locator('.ca-report');
    await report.waitFor();
    const text = () => report.innerText();
    await expect.poll(text).toContain('姓名未写姓氏，按本族姓记为刘明一');
    expect(await text()).toContain('配偶「徐氏(續)」记为徐氏（继配）');
    expect(await text()).toContain('性别未填：据行第「长女」推断为女');
    expect(await text()).toContain('随母入谱（外孙）：母 3，从父姓张');
    expect(await page.getByRole('status').first().innerText()).toContain('或只导入无误的 5 行（7 人）');
    await snap(page, 'excel-traditional-1-preview');
    // the register left 仁 out from 二世 on: said once, the rows' 字辈 come out right
    expect(await text()).toContain('二世字辈为“仁”，名“明一”中没有此字');
    await page.getByText('略去一字', { exact: true }).click();
    await page.getByPlaceholder('世次').fill('2');
    await page.getByPlaceholder('如：一').fill('仁');
    await page.getByRole('button', { name: '按此重新检查' }).click();
    await expect.poll(() => page.getByText('已按：自2世起略去“仁”').count()).toBe(1);
    expect(await text()).toContain('字辈「明」');
    expect(await text()).not.toContain('名“明一”中没有此字');
    await page.getByText('已按：自2世起略去“仁”').scrollIntoViewIfNeeded();
    await snap(page, 'excel-traditional-1b-zibei');
    await page.getByRole('button', { name: '只导入无误的 5 行' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(async () => (await call<{ memberCount: number }>(user, 'GET', `/clan/detail/${clan.id}`)).memberCount).toBe(7);
    await snap(page, 'excel-traditional-2-done');
    // 成员管理 by 世: the ancestor above 一世 is 上溯一世
    await page.goto(`${base()}/#/clan/admin/members?projectId=${project.id}&clanId=${clan.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('按世查看').waitFor();
    await page.getByText(/^已导入/).waitFor({ state: 'hidden' }); // the toast's mask takes the taps while it shows
    await page.locator('.adm-selector-item').filter({ hasText: '上溯一世' }).click();
    await page.getByText('刘远祖').waitFor();
    await snap(page, 'excel-traditional-3-members');
  });
});
