/**
 * The operations console (#/ops) in a real browser: the staff member the command line named before the server
 * started (server-setup.ts E2E_STAFF_PHONE, admin) sees the shell, its role sections and the staff list, at 1280 and
 * at 390 px; a logged-in non-staff user sees 无权限 and no console link in settings; a guest is asked to log in.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, shot, type Browser } from './browser';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

async function browserAs(phone: string | null, width: number): Promise<Browser> {
  const b = await openBrowser({ width, height: width > 800 ? 800 : 844 });
  // The server may still be loading the 100,000-member example in the background: be patient.
  b.page.setDefaultTimeout(60_000);
  await readableChinese(b);
  opened.push(b);
  if (phone) {
    const r = await fetch(`${base()}/app/api/user/login/debug?code=${phone}`);
    const user = ((await r.json()) as { data: unknown }).data;
    await b.context.addInitScript((u) => {
      const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      try { ls.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
    }, user);
  }
  return b;
}

/**
 * The machine may have no CJK system font: give the page Noto Serif SC (from node_modules) so the screenshots can be
 * read. Only the look of the screenshots depends on it.
 */
async function readableChinese(b: Browser) {
  const ttf = resolve('node_modules/@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf');
  await b.context.route('**/__e2e__/cjk.ttf', (r) => r.fulfill({ path: ttf, contentType: 'font/ttf' }));
  await b.context.addInitScript(() => {
    const d = (globalThis as unknown as { document: { createElement(t: string): { textContent: string }; addEventListener(e: string, f: () => void): void; head: { appendChild(n: unknown): void } } }).document;
    d.addEventListener('DOMContentLoaded', () => {
      const s = d.createElement('style');
      s.textContent = "@font-face{font-family:E2eCjk;font-display:block;src:url(/__e2e__/cjk.ttf)} *{font-family:E2eCjk !important}";
      d.head.appendChild(s);
    });
  });
}

const text = async (b: Browser) => (await b.page.locator('body').innerText()).replace(/\s+/g, ' ');

beforeAll(() => { /* the server is started by server-setup.ts */ });

describe('ops console', () => {
  it('a staff member sees the desktop shell: 欢迎, his roles, a section per role, the staff list', async () => {
    const b = await browserAs(E2E_STAFF_PHONE, 1280);
    const { page } = b;
    await page.goto(`${base()}/#/ops`);
    await page.getByRole('region', { name: '运营后台首页' }).waitFor();
    const menu = page.getByRole('navigation', { name: '运营后台菜单' });
    await expect(menu.innerText()).resolves.toMatch(/概览[\s\S]*首页[\s\S]*超级管理员[\s\S]*工作人员[\s\S]*运营[\s\S]*客服[\s\S]*审核[\s\S]*财务/);
    expect(await text(b)).toContain('欢迎');
    await expect(page.getByRole('list', { name: '我的角色' }).innerText()).resolves.toContain('超级管理员');
    // desktop width: the menu sits beside the page, not above it
    const m = (await menu.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(main.x).toBeGreaterThanOrEqual(m.x + m.width - 1);
    await shot(b, 'ops-home-1280', { relayout: true });

    await menu.getByRole('link', { name: '工作人员' }).click();
    await page.waitForURL(/#\/ops\/staff$/);
    const table = page.locator('table');
    await table.waitFor();
    await expect(table.innerText()).resolves.toMatch(/137\*\*\*\*0990[\s\S]*超级管理员/);
    await shot(b, 'ops-staff-1280', { relayout: true });
  });

  it('at 390 px the menu is a strip above the page', async () => {
    const b = await browserAs(E2E_STAFF_PHONE, 390);
    const { page } = b;
    await page.goto(`${base()}/#/ops`);
    await page.getByRole('region', { name: '运营后台首页' }).waitFor();
    const m = (await page.getByRole('navigation', { name: '运营后台菜单' }).boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(main.y).toBeGreaterThanOrEqual(m.y + m.height - 1);
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(b, 'ops-home-390', { relayout: true });
  });

  it('a staff member finds 运营后台 in settings', async () => {
    const b = await browserAs(E2E_STAFF_PHONE, 390);
    await b.page.goto(`${base()}/#/mine/set/set`);
    await b.page.getByText('运营后台').click();
    await b.page.getByRole('region', { name: '运营后台首页' }).waitFor();
  });

  it('a logged-in non-staff user sees 无权限 (and no console link in settings); a guest is asked to log in', async () => {
    const b = await browserAs('13700000991', 1280);
    const { page } = b;
    await page.goto(`${base()}/#/ops`);
    await page.getByRole('heading', { name: '无权限' }).waitFor();
    expect(await text(b)).toContain('运营后台仅限工作人员使用');
    expect(await page.getByRole('navigation', { name: '运营后台菜单' }).count()).toBe(0);
    await shot(b, 'ops-no-access-1280', { relayout: true });
    await page.goto(`${base()}/#/ops/staff`);
    await page.getByRole('heading', { name: '无权限' }).waitFor();

    await page.goto(`${base()}/#/mine/set/set`);
    await page.getByText('登录后默认进入').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await text(b)).not.toContain('运营后台');

    const g = await browserAs(null, 390);
    await g.page.goto(`${base()}/#/ops`);
    await g.page.getByRole('heading', { name: '请先登录' }).waitFor();
    await shot(g, 'ops-login-390', { relayout: true });
  });
});
