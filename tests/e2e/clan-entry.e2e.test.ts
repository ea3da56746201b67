/**
 * The flows a clan admin walks (issue #14), in a real browser against the real server (demo seed), with no deep link:
 * - the home 家谱书 tile asks which clan when he has several (the demo account: his own 清河张氏 and the example he
 *   helps manage), and his own family → its clan page → 家谱书 → 制作家谱书 → a sample → the pdf.js viewer;
 * - a new clan: its page leads with 添加始祖; the founder, then 继续添加 three sons and a daughter without going
 *   back; the wife afterwards, and the four children recorded as hers in one step; a 家族公告 published shows on
 *   the family's page; the login page sends the logged-in user on.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, snap, type Browser } from './browser';
import { call, type User } from './api';

const base = () => inject('baseUrl');
let b: Browser;

/** Log in through the debug login and hand the session to the app's cache (as a returning user has it). */
async function loginAs(page: Page, phone: string): Promise<User> {
  const user = await call<User>(null, 'GET', '/user/login/debug', { code: phone });
  await page.goto(`${base()}/#/pages/index/index`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((u) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('zupu:userInfo', JSON.stringify({ value: u }));
  }, user);
  return user;
}

/** Dark pixels of a canvas (the page is drawn black on white). */
const darkPixels = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((c) => {
    const canvas = c as unknown as { width: number; height: number; getContext(k: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
    const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 128) n++;
    return n;
  });

// each test in its own browser (one that timed out leaves nothing behind for the next)
beforeEach(async () => {
  b = await openBrowser();
  // the server may still be loading the 100,000-member example in the background: be patient
  b.page.setDefaultTimeout(60_000);
  b.page.setDefaultNavigationTimeout(90_000);
});
afterEach(async () => { await b?.close(); });

describe('clan entry flows', () => {
  it('home 家谱书 asks which clan; clan page → 家谱书 → a sample → the viewer', async () => {
    const { page } = b;
    await loginAs(page, '13800138000');
    await page.goto(`${base()}/#/pages/index/index`, { waitUntil: 'domcontentloaded' });
    await page.reload({ waitUntil: 'domcontentloaded' });

    // the tile asks: the demo account has his own family's clan and the example he helps manage
    await page.locator('.zp-grid-item').filter({ hasText: '家谱书' }).click();
    const picker = page.getByTestId('book-clan-picker');
    await picker.getByText('为哪部族谱制作家谱书？').waitFor();
    await expect.poll(() => picker.locator('.adm-list-item').count()).toBeGreaterThanOrEqual(2);
    expect(await picker.innerText()).toContain('清河张氏');
    await snap(page, 'entry-book-picker');
    await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });
    await picker.waitFor({ state: 'hidden' });

    // his family → its clan → 家谱书
    await page.locator('.adm-list-item').filter({ hasText: '清河张氏' }).first().click();
    await page.waitForURL(/\/clan\/index\?id=/);
    await page.locator('.adm-list-item').filter({ hasText: /族谱/ }).first().click();
    await page.waitForURL(/\/clan\/detail\?id=/);
    await page.getByRole('button', { name: '家谱书' }).click();
    await page.waitForURL(/\/clan\/book\/index\?clanId=\d+&projectId=\d+/);

    // 制作家谱书 → 生成样本 → progress to 100 % → 预览样本 → the pdf.js viewer draws page 1
    await page.getByRole('button', { name: '制作家谱书' }).click();
    await page.waitForURL(/\/clan\/book\/create\?clanId=/);
    await page.getByRole('button', { name: '生成样本' }).click();
    await page.waitForURL(/create-detail/);
    await expect.poll(() => page.getByTestId('book-progress').getAttribute('aria-valuenow'), { timeout: 90_000 }).toBe('100');
    await page.getByRole('button', { name: '预览样本' }).click();
    await page.getByTestId('pdf-page-1').waitFor({ timeout: 60_000 });
    await expect.poll(() => darkPixels(page, 'pdf-page-1'), { timeout: 30_000 }).toBeGreaterThan(1000);
    await snap(page, 'entry-book-viewer');
  }, 300_000);

  it('new clan: 添加始祖 first, 继续添加 three sons and a daughter, the wife, the four children linked in one step', async () => {
    const { page } = b;
    const owner = await loginAs(page, '13700000141');
    const project = await call<{ id: number }>(owner, 'POST', '/project/add-or-edit', { name: '南阳叶氏', surname: '叶', privacy: 'members' });
    const clan = await call<{ id: number }>(owner, 'POST', '/clan/save', { projectId: project.id, name: '南阳叶氏族谱' });

    await page.goto(`${base()}/#/clan/detail?id=${clan.id}&projectId=${project.id}`, { waitUntil: 'domcontentloaded' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('add-founder').getByRole('button', { name: '添加始祖' }).click();
    await page.waitForURL(/kind=child/);
    await page.getByPlaceholder('谱名').fill('开宗');
    await page.locator('.cl-submit').getByRole('button', { name: '添加', exact: true }).click();

    const cont = page.getByTestId('continue-adding');
    const add = async (name: string) => {
      const before = page.url();
      await page.getByPlaceholder('谱名').fill(name);
      await page.locator('.cl-submit').getByRole('button', { name: '添加', exact: true }).click();
      await expect.poll(() => page.url()).not.toBe(before);
      await expect.poll(() => cont.innerText()).toContain(`已添加「叶${name}」`);
    };
    await expect.poll(() => cont.innerText()).toContain('已添加「叶开宗」');
    expect(await cont.innerText()).toContain('继续为「叶开宗」添加');
    await add('元吉');
    await add('元亨');
    await add('元利');
    await cont.getByRole('button', { name: '女儿' }).click();
    await page.waitForURL(/gender=f/);
    await add('淑贞');
    await snap(page, 'entry-continue-adding');

    // the wife afterwards: her husband's four children are offered, all ticked, in one step
    await cont.getByRole('button', { name: '妻子' }).click();
    await page.waitForURL(/kind=wife/);
    await page.getByPlaceholder('如 王（王氏）').fill('王');
    await page.locator('.cl-submit').getByRole('button', { name: '添加', exact: true }).click();
    await expect.poll(() => cont.innerText()).toContain('已添加「王氏」');
    const link = page.getByTestId('link-mother');
    await expect.poll(() => link.locator('.adm-checkbox-checked').count()).toBe(4);
    await snap(page, 'entry-link-mother');
    await link.getByRole('button', { name: /登记为「王氏」所出（4人）/ }).click();
    await expect.poll(() => cont.innerText()).toContain('已将4名子女登记为「王氏」所出');

    const root = (await call<{ list: { id: number }[] }>(owner, 'GET', '/clan-member/list/generation', { clanId: clan.id, generation: 1 })).list[0]!;
    const fam = await call<{ wives: { id: number; name: string }[]; children: { name: string; gender: string; motherId: number | null }[] }>(owner, 'GET', '/clan-member/family/v2', { id: root.id });
    expect(fam.wives.map((w) => w.name)).toEqual(['王氏']);
    expect(fam.children.map((c) => `${c.name}/${c.gender}`).sort()).toEqual(['叶元亨/m', '叶元利/m', '叶元吉/m', '叶淑贞/f']);
    expect(fam.children.every((c) => c.motherId === fam.wives[0]!.id)).toBe(true);

    // 家族公告: published on the notices screen, it leads the family's page
    await page.goto(`${base()}/#/clan/admin/notices?projectId=${project.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '发布公告' }).click();
    await page.getByPlaceholder('如：清明祭祖通知').fill('清明祭祖通知');
    await page.getByPlaceholder('时间、地点、事项').fill('四月五日上午九时，祠堂前集合');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.locator('.adm-list-item').filter({ hasText: '清明祭祖通知' }).waitFor();
    await page.goto(`${base()}/#/clan/index?id=${project.id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('.adm-list').filter({ hasText: '家族公告' }).getByText('清明祭祖通知').waitFor();

    // the login page sends a logged-in user on (home), it does not ask him to log in again
    await page.goto(`${base()}/#/pages/account/index`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.url()).toContain('/pages/index/index');
  }, 300_000);

  it('a guest taps 登录后创建家族, logs in, and is back on the create form', async () => {
    const { page } = b;
    await page.goto(`${base()}/#/pages/index/index`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '登录后创建家族' }).click();
    await page.waitForURL(/\/pages\/account\/index/);
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByPlaceholder('手机号或账号名').fill('13800138000');
    await page.getByPlaceholder('请输入密码').fill('zupu2026');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/pages\/index\/index\?create=1/);
    await page.locator('.adm-popup-body').getByText('创建家族', { exact: true }).waitFor();
    await snap(page, 'entry-login-return-create');
  }, 300_000);
});
