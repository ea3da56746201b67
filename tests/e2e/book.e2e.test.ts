/**
 * The clan book in a real browser against the real server (demo seed): the demo account's own family → 制作家谱书 →
 * choose 欧式 on the format page (its live preview draws) → 生成样本: the progress bar reaches 100 % → the pdf.js
 * reader shows page 1 on a non-blank canvas → 确认样本 → 印刷下单 → pay in the sandbox → the order shows 已支付（印制中）.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, snap, type Browser } from './browser';

const PHONE = '13800138000'; // the seeded demo account (password zupu2026), a 协管员 of the ~2,000-member example
let b: Browser;
const base = () => inject('baseUrl');
beforeAll(async () => { b = await openBrowser(); });
afterAll(async () => { await b?.close(); });

async function call<T>(token: string, path: string, params: Record<string, string> = {}): Promise<T> {
  const r = await fetch(`${base()}/app/api${path}?${new URLSearchParams(params)}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await r.json()) as { msg: number; data?: unknown; msbox?: string };
  if (body.msg !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The session token the app stored under its `userInfo` cache key ('' = none). */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const ls = (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage;
    return (JSON.parse(ls.getItem('zupu:userInfo') ?? 'null')?.value?.token ?? '') as string;
  });

/** Dark pixels of a canvas (the page is drawn black on white). */
const darkPixels = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((c) => {
    const canvas = c as unknown as { width: number; height: number; getContext(k: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
    const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 128) n++;
    return n;
  });

describe('clan book', () => {
  it('format preview → sample with progress → pdf.js page 1 → confirm → print order → sandbox pay → paid', async () => {
    const { page } = b;
    // the seed's 100k example may still be loading in the background: pages answer slower than usual
    page.setDefaultNavigationTimeout(90_000);
    page.setDefaultTimeout(45_000);
    await page.goto(`${base()}/#/pages/account/index`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByPlaceholder('手机号或账号名').fill(PHONE);
    await page.getByPlaceholder('请输入密码').fill('zupu2026');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => storedToken(page)).not.toBe('');
    const token = await storedToken(page);

    // the ~2,000-member featured example (the seed makes the demo account one of its 协管员)
    const examples = await call<{ list: { id: number; projectId: number; name: string; memberCount: number }[] }>(token, '/clan/list/example', {});
    const example = examples.list.find((c) => c.memberCount >= 1500 && c.memberCount <= 3000);
    expect(example, 'the ~2,000-member example clan').toBeTruthy();
    const q = `clanId=${example!.id}&projectId=${example!.projectId}`;

    // the plan: choose 欧式 on the format page, whose five live previews draw
    await page.goto(`${base()}/#/clan/book/create?${q}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('版式', { exact: true }).click();
    for (const f of [1, 9, 3, 5, 8]) await page.getByTestId(`format-preview-${f}`).waitFor({ state: 'visible', timeout: 60_000 });
    expect(await darkPixels(page, 'format-preview-1')).toBeGreaterThan(100);
    await page.getByRole('button', { name: /欧式/ }).first().click();
    await page.getByRole('button', { name: '就用欧式' }).click();

    // generate: the progress bar reaches 100 %, its progress arriving over the realtime socket (polling is the fallback)
    const jobFrames: string[] = [];
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/app/ws')) return;
      ws.on('framereceived', (f) => {
        const text = typeof f.payload === 'string' ? f.payload : f.payload.toString();
        if (text.includes('"book.job"')) jobFrames.push(text);
      });
    });
    await page.getByRole('button', { name: '生成样本' }).click();
    await page.waitForURL(/create-detail/);
    await expect.poll(() => page.getByTestId('book-progress').getAttribute('aria-valuenow'), { timeout: 90_000 }).toBe('100');
    expect(jobFrames.length, 'book.job events over /app/ws').toBeGreaterThan(0);
    await snap(page, 'book-progress-done');

    // the pdf.js reader: page 1 drawn
    await page.getByRole('button', { name: '预览样本' }).click();
    await page.getByTestId('pdf-page-1').waitFor({ timeout: 60_000 });
    await expect.poll(() => darkPixels(page, 'pdf-page-1'), { timeout: 30_000 }).toBeGreaterThan(1000);
    await snap(page, 'book-reader');
    const sampleId = new URLSearchParams(page.url().split('?')[1]).get('sampleId');

    // confirm the sample, order two copies
    await page.goto(`${base()}/#/clan/book/sample-confirm?id=${sampleId}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '确认样本' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '印刷下单' }).click();
    await page.waitForURL(/order-create/);
    await page.getByPlaceholder('姓名').fill('张成光');
    await page.getByPlaceholder('11位手机号').fill('13800138000');
    await page.getByPlaceholder('省市区、街道、门牌号').fill('河北省邢台市清河县某路1号');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/order-confirm/);
    await page.getByTestId('order-state').getByText('待支付', { exact: true }).waitFor();

    // pay in the sandbox; back on the order it shows paid (印制中)
    await page.getByRole('button', { name: /去支付/ }).click();
    await page.waitForURL(/pay\/sandbox/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/order-confirm/);
    await page.getByTestId('order-state').getByText('印制中', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('order-state').textContent()).toContain('已支付');
    await snap(page, 'book-order-paid');
  });
});
