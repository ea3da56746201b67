/** Debian Chromium through playwright-core (never a downloaded browser). */
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { call, type User } from './api';

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(opts: { width?: number; height?: number } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'zupu-chrome-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: opts.width ?? 390, height: opts.height ?? 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(20_000);
  // a first navigation may meet the server still loading the 100,000-member example in the background
  page.setDefaultNavigationTimeout(90_000);
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Save a screenshot under tests/e2e/.artifacts for a human to look at. */
export async function snap(page: Page, name: string): Promise<string> {
  const dir = join(process.cwd(), 'tests/e2e/.artifacts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * `snap` once the bundled CJK font (openUserBrowser) has loaded, so the screenshot's Chinese is readable;
 * `relayout` lays the page out again first (text shaped before the font arrived keeps its fallback widths).
 */
export async function shot(b: Browser, name: string, opts: { relayout?: boolean } = {}): Promise<string> {
  await b.page.evaluate(async (relayout) => {
    const d = (globalThis as unknown as { document: { fonts: { load(f: string, t: string): Promise<unknown>; ready: Promise<unknown> }; body: { style: { display: string }; offsetHeight: number } } }).document;
    await d.fonts.load('16px E2eCjk', '族谱');
    await d.fonts.ready;
    if (relayout) {
      d.body.style.display = 'none';
      void d.body.offsetHeight;
      d.body.style.display = '';
    }
  }, opts.relayout ?? false);
  return snap(b.page, name);
}

/**
 * A browser at 390×844 (or `width` wide: 800 high on a desktop) already logged in as `user` (what /user/login/debug answers, stored as the app stores it) and
 * drawing every text in a bundled CJK font, so screenshots are readable without system fonts.
 */
export async function openUserBrowser(user: object, timeoutMs = 30_000, width = 390): Promise<Browser> {
  const b = await openBrowser({ width, height: width > 800 ? 800 : 844 });
  b.page.setDefaultTimeout(timeoutMs);
  b.page.setDefaultNavigationTimeout(Math.max(timeoutMs, 90_000));
  const ttf = resolve('node_modules/@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf');
  await b.context.route('**/__e2e__/cjk.ttf', (r) => r.fulfill({ path: ttf, contentType: 'font/ttf' }));
  await b.context.addInitScript((u) => {
    const g = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void }; document: any };
    try { g.localStorage.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
    g.document.addEventListener('DOMContentLoaded', () => {
      const s = g.document.createElement('style');
      s.textContent = '@font-face{font-family:E2eCjk;font-display:block;src:url(/__e2e__/cjk.ttf)} *{font-family:E2eCjk !important}';
      g.document.head.appendChild(s);
    });
  }, user);
  return b;
}

/** Logs `phone` in through the debug login and hands the user to the app's cache of `b` (before its first page). */
export async function loginAs(b: Browser, phone: string): Promise<User> {
  const user = await call<User>(null, 'GET', '/user/login/debug', { code: phone });
  await b.context.addInitScript((u) => {
    const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
    try { ls.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
  }, user);
  return user;
}
