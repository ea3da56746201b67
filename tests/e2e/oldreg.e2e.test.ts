/**
 * Old registers through the screens in Chromium at 390 px against the real server and the real OCR: from 添加族人
 * (GEDCOM tab) to 旧谱识别, a new register, upload a 3-page PDF of a typeset register (tests/helpers/oldreg-fixture.ts:
 * the clan-book engine's 世系录, rasterised), watch the job read it, correct one character on the review screen
 * (陈珪 under an ink stain on the scan: read wrong and marked doubtful, corrected by hand), confirm, see the GEDCOM import's preview, confirm it, and
 * find the people in the tree. A 390 px screenshot of each screen: tests/e2e/.artifacts/oldreg-*.png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';
import { scannedRegister, type ScannedRegister } from '../helpers/oldreg-fixture';

const base = () => inject('baseUrl');
let b: Browser;
let user: User;
let scan: ScannedRegister;

beforeAll(async () => {
  scan = await scannedRegister(55, 3, { name: '陈珪', index: 1 }); // an ink stain over 珪: misread, marked doubtful, corrected by hand
  user = await call<User>(null, 'GET', '/user/login/debug', { code: '13700000261' });
  b = await openUserBrowser(user, 60_000);
}, 180_000);
afterAll(async () => { await b?.close(); });

describe('old register screens', () => {
  it('upload a 3-page register, watch the reading, correct a character, confirm, the people are in the tree', { timeout: 900_000 }, async () => {
    const project = await call<{ id: number }>(user, 'POST', '/project/add-or-edit', { name: '颍川陈氏', surname: '陈', privacy: 'members' });
    const clan = await call<{ id: number }>(user, 'POST', '/clan/save', { projectId: project.id, name: '颍川陈氏族谱', surname: '陈' });
    const page = b.page;
    const q = `projectId=${project.id}&clanId=${clan.id}`;
    await page.goto(`${base()}/#/clan/admin/add-member?${q}&tab=gedcom`, { waitUntil: 'domcontentloaded' });
    await page.getByText('从其他家谱软件导入').waitFor();
    await shot(b, 'oldreg-0-entry');
    await page.locator('.adm-list-item', { hasText: '上传旧谱的 PDF 或页面图片' }).click();
    await page.getByText('还没有旧谱').waitFor();
    await shot(b, 'oldreg-1-list-empty');

    await page.getByRole('button', { name: '新建旧谱' }).click();
    await page.getByPlaceholder('如：颍川陈氏宗谱').fill('颍川陈氏宗谱');
    await page.getByPlaceholder('如：颍川堂').fill('颍川堂');
    await page.getByPlaceholder('如：光绪二十年').fill('光绪二十年');
    await shot(b, 'oldreg-2-new');
    await page.getByRole('button', { name: '创建' }).click();
    await page.getByRole('button', { name: '选择 PDF 或页面图片' }).waitFor();
    await shot(b, 'oldreg-3-register-empty');

    await page.getByTestId('oldreg-file').setInputFiles({ name: '颍川陈氏宗谱.pdf', mimeType: 'application/pdf', buffer: scan.pdf });
    const reading = page.getByTestId('oldreg-reading');
    await reading.waitFor({ timeout: 60_000 });
    await shot(b, 'oldreg-4-reading');
    // the job: several seconds a page on this machine
    const review = page.getByTestId('oldreg-review');
    await review.waitFor({ timeout: 600_000 });
    expect(await page.getByTestId('oldreg-head').innerText()).toContain('3页');
    await page.getByTestId('oldreg-page-image').locator('img').waitFor();
    await shot(b, 'oldreg-5-read');

    await review.click();
    const people = page.getByTestId('oldreg-people');
    await people.waitFor();
    await page.getByTestId('oldreg-page-image').locator('img').waitFor();
    expect(await page.getByTestId('oldreg-summary').innerText()).toMatch(/人的名字有存疑的字/);
    await shot(b, 'oldreg-6-review');
    const doubtful = people.locator('.adm-list-item', { has: page.locator('mark.or-doubtful') }).filter({ hasText: '3世 · 父：陈诚' }).first();
    await doubtful.scrollIntoViewIfNeeded();
    await shot(b, 'oldreg-7-doubtful');
    await doubtful.click();
    const editor = page.getByTestId('oldreg-editor');
    await editor.waitFor();
    await shot(b, 'oldreg-8-editor');
    await editor.locator('input').nth(1).fill('珪');
    await editor.getByRole('button', { name: '改为「陈珪」' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => people.innerText()).toContain('陈珪');

    await page.getByRole('button', { name: '校对完成，导入' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    const preview = page.locator('[data-testid=gedcom-preview]');
    await preview.waitFor({ timeout: 120_000 }).catch(async (e: unknown) => {
      await shot(b, 'oldreg-9-failed');
      console.log(await page.locator('body').innerText());
      throw e;
    });
    await expect.poll(() => preview.innerText()).toContain('陈焕（第1世）');
    await shot(b, 'oldreg-9-import-preview');
    const go = page.getByRole('button', { name: /^确认导入 \d+ 人$/ });
    await go.scrollIntoViewIfNeeded();
    await go.click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    const result = page.locator('[data-testid=gedcom-result]');
    await result.waitFor({ timeout: 120_000 });
    await shot(b, 'oldreg-10-imported');

    // the people are in the clan: 陈珪 (3世) under 陈诚, and in the tree
    const gen3 = await call<{ list: { name: string }[] }>(user, 'GET', '/clan-member/list/generation', { clanId: clan.id, generation: 3 });
    expect(gen3.list.map((m) => m.name)).toContain('陈珪');
    await page.getByRole('button', { name: '查看世系图' }).click();
    await expect.poll(() => page.url()).toContain('/clan/tree/index');
    const canvas = page.getByTestId('tree-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-visible-count')), { timeout: 60_000 }).toBeGreaterThan(20);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByPlaceholder('输入姓名搜索族人').fill('陈珪');
    await expect.poll(() => page.getByTestId('hit-name').first().textContent(), { timeout: 30_000 }).toContain('陈珪');
    await shot(b, 'oldreg-11-tree');

    // the register stays in the list; deleting it asks first and leaves the imported people in the clan
    await page.goto(`${base()}/#/clan/admin/oldreg?${q}`, { waitUntil: 'domcontentloaded' });
    const item = page.locator('.adm-list-item', { hasText: '颍川陈氏宗谱' });
    await item.waitFor();
    await expect.poll(() => item.innerText()).toContain('已提交导入');
    await shot(b, 'oldreg-12-list');
    await item.click();
    await page.getByRole('button', { name: '删除旧谱' }).click();
    await page.locator('.adm-dialog').getByText('删除「颍川陈氏宗谱」').waitFor();
    // the dialog and its mask have faded in (antd-mobile animates their opacity to 1)
    const opacity = (sel: string) => page.locator(sel).last().evaluate((el) =>
      (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity);
    await expect.poll(async () => [await opacity('.adm-dialog .adm-center-popup-wrap'), await opacity('.adm-dialog .adm-mask')]).toEqual(['1', '1']);
    await shot(b, 'oldreg-13-delete');
    await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
    await page.getByText('还没有旧谱').waitFor();
    const after = await call<{ list: { name: string }[] }>(user, 'GET', '/clan-member/list/generation', { clanId: clan.id, generation: 3 });
    expect(after.list.map((m) => m.name)).toContain('陈珪');
  });
});
