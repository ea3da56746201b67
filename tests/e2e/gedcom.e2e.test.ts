/**
 * GEDCOM through the screens (/clan/admin/add-member?tab=gedcom) in a real browser against the real server: upload a
 * 7.0 file with a Chinese extension section, see the preview with the log, confirm, open the tree; export the clan
 * as GEDCOM 7.0 and download the file.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, snap, type Browser } from './browser';
import { call, type User } from './api';

const base = () => inject('baseUrl');
let b: Browser;

beforeAll(async () => {
  b = await openBrowser();
  b.page.setDefaultTimeout(60_000);
});
afterAll(async () => { await b?.close(); });

describe('gedcom screens', () => {
  it('import a GEDCOM file: preview, confirm, the tree; export and download', async () => {
    const user = await call<User>(null, 'GET', '/user/login/debug', { code: '13700000151' });
    await b.context.addInitScript((u) => {
      const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      try { ls.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
    }, user);
    const project = await call<{ id: number }>(user, 'POST', '/project/add-or-edit', { name: '彭城刘氏', surname: '刘', privacy: 'members' });
    const clan = await call<{ id: number }>(user, 'POST', '/clan/save', { projectId: project.id, name: '彭城刘氏族谱', surname: '刘' });
    const page = b.page;
    await page.goto(`${base()}/#/clan/admin/add-member?projectId=${project.id}&clanId=${clan.id}&tab=gedcom`, { waitUntil: 'domcontentloaded' });
    await page.getByText('从其他家谱软件导入').waitFor();
    await snap(page, 'gedcom-1-start');

    await page.locator('[data-testid=gedcom-file]').setInputFiles({
      name: 'liu.ged', mimeType: 'application/octet-stream', buffer: readFileSync('tests/fixtures/gedcom/chinese-70.ged'),
    });
    const preview = page.locator('[data-testid=gedcom-preview]');
    await preview.waitFor();
    await expect.poll(() => preview.innerText()).toContain('刘德华（第5世）');
    expect(await preview.innerText()).toContain('7 人');
    await expect.poll(() => page.locator('[data-testid=gedcom-log]').innerText()).toContain('不在本族世系中');
    await snap(page, 'gedcom-2-preview');
    await page.getByRole('button', { name: '确认导入 7 人' }).scrollIntoViewIfNeeded();
    await snap(page, 'gedcom-3-confirm');
    await page.getByRole('button', { name: '确认导入 7 人' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    const result = page.locator('[data-testid=gedcom-result]');
    await result.waitFor();
    expect(await result.innerText()).toContain('新增 7 人');
    await snap(page, 'gedcom-4-result');
    const founders = await call<{ list: { name: string }[] }>(user, 'GET', '/clan-member/list/generation', { clanId: clan.id, generation: 5 });
    expect(founders.list.map((m) => m.name)).toContain('刘德华');

    // export and download
    await page.getByRole('button', { name: '开始导出' }).click();
    const done = page.locator('[data-testid=gedcom-export-done]');
    await done.waitFor();
    expect(await done.innerText()).toContain('已导出 7 人');
    await done.scrollIntoViewIfNeeded();
    await snap(page, 'gedcom-5-export');
    const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('button').click()]);
    expect(download.suggestedFilename()).toBe('彭城刘氏族谱.ged');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('2 VERS 7.0');
    expect(text).toContain('1 NAME 德华 /刘/');

    // the tree opens from the result
    await page.getByRole('button', { name: '查看世系图' }).click();
    await expect.poll(() => page.url()).toContain('/clan/tree/index');
  });
});
