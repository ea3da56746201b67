/**
 * E-books in Chromium at 390×844 (issue #20): a family publishes its clan book at a price; a reader buys it through
 * the sandbox → it is on his shelf → he reads three pages in the pdf.js reader → reopening the book opens at the same
 * page. Screenshots in tests/e2e/.artifacts (ebook-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

const login = async (phone: string): Promise<User> =>
  ((await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User }).data;

async function userBrowser(phone: string): Promise<{ b: Browser; user: User }> {
  const user = await login(phone);
  const b = await openUserBrowser(user, 60_000);
  opened.push(b);
  return { b, user };
}

/** A public family's clan book, typeset, confirmed and published at 9.90 元. */
async function publishedBook(): Promise<{ bookId: number; pdfPages: number }> {
  const owner = await login('13600000301');
  const projectId = (await call<{ id: number }>(owner, 'POST', '/project/add-or-edit', { name: '欧阳家族', surname: '欧阳', privacy: 'public' })).id;
  const clanId = (await call<{ id: number }>(owner, 'POST', '/clan/save', { projectId, name: '欧阳氏族谱', hall: '渤海堂' })).id;
  const root = await call<{ id: number }>(owner, 'POST', '/clan-member/save/child', { clanId, surname: '欧阳', name: '修', generation: 1, gender: 'm' });
  for (const name of ['发', '奕', '棐', '辩', '焕', '恕']) {
    await call(owner, 'POST', '/clan-member/save/child', { clanId, fatherId: root.id, surname: '欧阳', name, gender: 'm', biography: `${name}公性孝友，勤于耕读，乡里称之。` });
  }
  const sample = await call<{ id: number }>(owner, 'POST', '/clan-print/v4/sample/create', { clanId, format: 1, binding: 'thread' });
  type Status = { status: string; pdfPages: number };
  await expect.poll(async () => (await call<Status>(owner, 'GET', '/clan-print/v5/sample/status', { id: sample.id })).status, { timeout: 240_000, interval: 1000 }).toBe('done');
  const { pdfPages } = await call<Status>(owner, 'GET', '/clan-print/v5/sample/status', { id: sample.id });
  await call(owner, 'GET', '/clan-print/v4/sample/confirm', { id: sample.id, pdfType: 2 });
  const { bookId } = await call<{ bookId: number }>(owner, 'GET', `/clan-print/v4/sample/publish/${sample.id}`);
  await call(owner, 'POST', '/book/v2/price', { bookId, price: 990 });
  return { bookId, pdfPages };
}

describe('e-book', () => {
  it('buy → on the shelf → read three pages → reopen at the same page', { timeout: 400_000 }, async () => {
    const { bookId, pdfPages } = await publishedBook();
    expect(pdfPages).toBeGreaterThanOrEqual(4);
    const { b, user } = await userBrowser('13600000302');
    const { page } = b;

    // the catalogue → details: not bought, two chapters to try
    await page.goto(`${base()}/#/ebook/index`);
    await page.getByTestId('ebook-item').filter({ hasText: '欧阳氏族谱' }).click();
    await page.getByRole('button', { name: '购买 ¥9.90' }).waitFor();
    await shot(b, 'ebook-details');
    // the reader refuses before buying
    await page.goto(`${base()}/#/ebook/book/book?id=${bookId}`);
    await page.getByText('购买或兑换后可阅读').waitFor();
    await page.getByRole('button', { name: '去购买' }).click();

    // buy through the sandbox
    await page.getByRole('button', { name: '立即支付 ¥9.90' }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByRole('button', { name: '开始阅读' }).waitFor();
    expect(page.url()).toContain(`/ebook/details?id=${bookId}`);

    // on the shelf
    await page.goto(`${base()}/#/ebook/shelf`);
    await page.getByTestId('ebook-item').filter({ hasText: '欧阳氏族谱' }).waitFor();
    await shot(b, 'ebook-shelf');

    // read: pages 1, 2, 3 (the jump box), the page is saved
    await page.getByTestId('ebook-item').filter({ hasText: '欧阳氏族谱' }).click();
    await page.getByRole('button', { name: '开始阅读' }).click();
    await page.getByTestId('pdf-page-1').waitFor();
    await expect.poll(() => page.getByTestId('pdf-counter').textContent()).toBe(`1/${pdfPages}页`);
    for (const n of [2, 3]) {
      await page.getByRole('textbox', { name: '跳转页码' }).fill(String(n));
      await page.getByRole('button', { name: '跳转', exact: true }).click();
      await expect.poll(() => page.getByTestId('pdf-counter').textContent()).toBe(`${n}/${pdfPages}页`);
    }
    await expect.poll(async () => (await call<{ page: number }>(user, 'GET', '/book/v2/get', { id: bookId })).page, { timeout: 10_000 }).toBe(3);
    await shot(b, 'ebook-reading');

    // reopen: the details say 继续阅读（第3页）, the reader opens at page 3
    await page.goto(`${base()}/#/ebook/details?id=${bookId}`);
    await page.reload();
    await page.getByRole('button', { name: '继续阅读（第3页）' }).click();
    await page.getByTestId('pdf-page-3').waitFor();
    await expect.poll(() => page.getByTestId('pdf-counter').textContent()).toBe(`3/${pdfPages}页`);
    await shot(b, 'ebook-reopened');

    // download it: the download queue finishes it (我的下载)
    await page.goto(`${base()}/#/ebook/details?id=${bookId}`);
    await page.getByRole('button', { name: '下载PDF' }).click();
    await page.getByText('欧阳氏族谱（欧式）.pdf').waitFor();
    await page.getByText('已完成').waitFor();
    await shot(b, 'ebook-download');
  });
});
