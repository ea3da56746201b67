/**
 * Old registers (古谱) in Chromium: staff put a book on the shelf in the console (#/ops/cpg-books: the form, page
 * images, a PDF turned into page images by pdf.js, 上架); a user opens the catalogue and the book's free preview, is
 * refused page 3, buys 古谱会员 through the sandbox pay page and reads page 3; a redeem code opens another user's
 * pages. Screenshots in tests/e2e/.artifacts (cpg-*.png).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

async function login(phone: string): Promise<User> {
  return ((await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User }).data;
}

/** A scanned-looking page: parchment with a number drawn on it. */
async function pageImage(n: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="840"><rect width="600" height="840" fill="#efe2c4"/>
    <rect x="30" y="30" width="540" height="780" fill="none" stroke="#5a3e1b" stroke-width="6"/>
    <text x="300" y="460" font-size="220" text-anchor="middle" fill="#5a3e1b">${n}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pdfOf(pages: Buffer[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  for (const p of pages) {
    doc.addPage({ size: [600, 840], margin: 0 });
    doc.image(p, 0, 0, { width: 600, height: 840 });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('old registers', () => {
  it('staff shelve a book in the console; a user previews it, is refused page 3, buys 古谱会员 in the sandbox and reads it', async () => {
    // ——— the console: a book, four page images and a two-page PDF, then 上架 ———
    const staff = await login(E2E_STAFF_PHONE);
    const ops = await openBrowser({ width: 1280, height: 900 });
    opened.push(ops);
    ops.page.setDefaultTimeout(60_000);
    await ops.context.addInitScript((u) => {
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('zupu:userInfo', JSON.stringify({ value: u }));
    }, staff);
    // the server may still be generating the demo's 100,000-member example: the first load can be slow
    await ops.page.goto(`${base()}/#/ops/cpg-books`, { timeout: 300_000 });
    const form = ops.page.locator('fieldset').first();
    await form.getByLabel('谱名').fill('颍川陈氏宗谱');
    await form.getByLabel('姓氏').fill('陈');
    await form.getByLabel('堂号').fill('颍川堂');
    await form.getByLabel('地点').fill('江西吉安');
    await form.getByLabel('纂修年代').fill('清光绪十二年');
    await form.getByLabel('免费预览页数').fill('2');
    await form.getByRole('button', { name: '保存' }).click();
    const row = ops.page.locator('tr').filter({ hasText: '颍川陈氏宗谱' });
    await row.getByText('清光绪十二年（1886）').waitFor();
    await row.getByRole('button', { name: '页图' }).click();
    const dir = mkdtempSync(join(tmpdir(), 'cpg-e2e-'));
    const files = [];
    for (let i = 1; i <= 4; i++) {
      const f = join(dir, `p${i}.png`);
      writeFileSync(f, await pageImage(i));
      files.push(f);
    }
    const pdf = join(dir, 'scan.pdf');
    writeFileSync(pdf, await pdfOf([await pageImage(5), await pageImage(6)]));
    await row.locator('input[type=file]').setInputFiles(files);
    await row.getByText('4（预览2）').waitFor();
    await row.locator('input[type=file]').setInputFiles([pdf]);
    await row.getByText('6（预览2）').waitFor({ timeout: 120_000 });
    await shot(ops, 'cpg-ops-books');
    await row.getByRole('button', { name: '上架' }).click();
    await row.getByText('已上架').waitFor();

    // ——— the reader ———
    const reader = await login('13600000301');
    const b = await openUserBrowser(reader, 60_000);
    opened.push(b);
    const { page } = b;
    await page.goto(`${base()}/#/seekroot/clue-book-list`);
    await page.getByTestId('cpg-surname-陈').waitFor();
    await page.getByTestId('cpg-item').filter({ hasText: '颍川陈氏宗谱' }).click();
    await page.getByTestId('cpg-title').getByText('颍川陈氏宗谱').waitFor();
    // the preview: two page images actually loaded
    const previews = page.getByTestId('cpg-previews').locator('img');
    await expect.poll(() => previews.count()).toBe(2);
    await expect.poll(() => previews.first().evaluate((i) => (i as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(100);
    await shot(b, 'cpg-book-details');

    // page 3 is refused without 古谱会员
    await page.goto(`${base()}/#/seekroot/read?id=${await bookId()}&page=3`);
    await page.getByTestId('cpg-locked').getByText('免费预览已结束').waitFor();
    await shot(b, 'cpg-read-locked');

    // 古谱会员 through the sandbox
    await page.getByTestId('cpg-locked').getByRole('button', { name: '开通古谱会员' }).click();
    await page.getByTestId('cpg-vip-state').getByText('未开通古谱会员').waitFor();
    await page.getByTestId('cpg-plan-month').click();
    await page.getByTestId('cpg-buy-vip').click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('cpg-vip-state').getByText('古谱会员 · 已开通').waitFor();
    await expect.poll(() => page.getByTestId('cpg-vip-state').textContent()).toContain('剩余 30 天');
    await shot(b, 'cpg-vip');

    // page 3 now, then page 6 (from the PDF)
    await page.goto(`${base()}/#/seekroot/read?id=${await bookId()}&page=3`);
    const img = page.getByTestId('cpg-page');
    await expect.poll(() => img.getAttribute('data-page')).toBe('3');
    await expect.poll(() => img.evaluate((i) => (i as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(100);
    await shot(b, 'cpg-read-page3');
    await page.getByRole('button', { name: '下一页' }).click();
    await page.getByRole('button', { name: '下一页' }).click();
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => page.getByTestId('cpg-pageno').textContent()).toBe('6 / 6');
    await expect.poll(() => img.getAttribute('data-page')).toBe('6');
    // progress saved: the history lists the book at page 6
    await expect.poll(async () => (await call<{ list: { progress: number }[] }>(reader, 'GET', '/cpgBook/readList')).list[0]?.progress).toBe(6);
    await page.goto(`${base()}/#/seekroot/my-cpg?tab=history`);
    await page.getByText('读到第6页').waitFor();

    // a redeem code opens page 3 for another user
    const { codes } = await call<{ codes: string[] }>(staff, 'POST', '/ops/cpg/codes/create', { days: 7, count: 1 });
    const other = await login('13600000302');
    const b2 = await openUserBrowser(other, 60_000);
    opened.push(b2);
    await b2.page.goto(`${base()}/#/seekroot/vip-privilege`);
    await b2.page.getByPlaceholder('输入古谱会员兑换码').fill(codes[0]);
    await b2.page.getByRole('button', { name: '兑换' }).click();
    await b2.page.getByTestId('cpg-vip-state').getByText('古谱会员 · 已开通').waitFor();
    await b2.page.goto(`${base()}/#/seekroot/read?id=${await bookId()}&page=3`);
    await expect.poll(() => b2.page.getByTestId('cpg-page').getAttribute('data-page')).toBe('3');
  }, 600_000);
});

async function bookId(): Promise<number> {
  const r = await call<{ list: { id: number; title: string }[] }>(null, 'GET', '/cpg/list', { surname: '陈' });
  const b = r.list.find((x) => x.title === '颍川陈氏宗谱');
  if (!b) throw new Error('book not listed');
  return b.id;
}
