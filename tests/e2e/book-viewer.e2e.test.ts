/**
 * The pdf.js viewer on a generated 线装 sample (issue 14 item 3), at 390×844: every slot has its own page's shape
 * (a leaf is landscape: no portrait-height slot half blank), the counter counts in 叶 after the cover with the same
 * numbers as the job and the download call (页, 叶, PDF pages), ？ explains 叶 and 页, and a name search marks the hit
 * on the page through the pdf.js text layer.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, snap, type Browser } from './browser';

let b: Browser;
const base = () => inject('baseUrl');
beforeAll(async () => { b = await openBrowser({ width: 390, height: 844 }); });
afterAll(async () => { await b?.close(); });

describe('book viewer', () => {
  it('slots shaped like their pages, 叶 counter, hits highlighted', { timeout: 300_000 }, async () => {
    const user = ((await (await fetch(`${base()}/app/api/user/login/debug?code=13911116666`)).json()) as { data: { id: number; token: string } }).data;
    const api = async <T,>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<T> => {
      const headers: Record<string, string> = { Authorization: `Bearer ${user.token}` };
      const url = method === 'GET' ? `${base()}/app/api${path}?${new URLSearchParams(params as Record<string, string>)}` : `${base()}/app/api${path}`;
      if (method === 'POST') headers['Content-Type'] = 'application/json';
      const r = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(params) : undefined });
      const body = (await r.json()) as { msg: number; msbox?: string; data: T };
      if (body.msg !== 1) throw new Error(`${path}: ${body.msbox}`);
      return body.data;
    };
    const projectId = (await api<{ id: number }>('POST', '/project/add-or-edit', { name: '周氏家族', surname: '周', privacy: 'public' })).id;
    const clanId = (await api<{ id: number }>('POST', '/clan/save', { projectId, name: '周氏族谱' })).id;
    const root = await api<{ id: number }>('POST', '/clan-member/save/child', { clanId, surname: '周', name: '敦颐', generation: 1, gender: 'm' });
    for (const name of ['寿', '焘', '衡']) await api('POST', '/clan-member/save/child', { clanId, fatherId: root.id, surname: '周', name, gender: 'm' });
    const sample = await api<{ id: number }>('POST', '/clan-print/v4/sample/create', { clanId, format: 1, binding: 'thread' });
    type Status = { status: string; pages: number; leaves: number; pdfPages: number; unit: string };
    await expect.poll(async () => (await api<Status>('GET', '/clan-print/v5/sample/status', { id: sample.id })).status, { timeout: 240_000, interval: 1000 }).toBe('done');
    const job = await api<Status>('GET', '/clan-print/v5/sample/status', { id: sample.id });
    const dl = await api<Status>('GET', '/clan-print/v4/sample/download', { id: sample.id });
    expect(job.unit).toBe('叶');
    expect(job.leaves).toBe(Math.ceil(job.pages / 2));
    expect({ pages: dl.pages, leaves: dl.leaves, pdfPages: dl.pdfPages }).toEqual({ pages: job.pages, leaves: job.leaves, pdfPages: job.pdfPages });

    const { page } = b;
    await page.goto(`${base()}/#/pages/index/index`);
    await page.evaluate((u) => {
      const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      ls.setItem('zupu:userInfo', JSON.stringify({ value: u }));
    }, user);
    await page.goto(`${base()}/#/clan/book/read?sampleId=${sample.id}`);
    await page.reload();
    await page.getByTestId('pdf-page-1').waitFor({ timeout: 60_000 });

    // the counter: the cover, then 叶; the PDF has the job's page count
    await expect.poll(() => page.getByTestId('pdf-counter').textContent()).toBe(`封面/${job.leaves}叶`);
    expect(await page.locator('.pdf-main .pdf-slot').count()).toBe(job.pdfPages);
    await page.getByRole('button', { name: '叶与页' }).click();
    await page.getByText(`本书共${job.leaves}叶（${job.pages}页）`, { exact: false }).waitFor();
    await page.getByRole('button', { name: '我知道了' }).click();

    // each slot has its page's shape: a leaf is landscape (wider than tall), its canvas fills the slot
    await expect.poll(async () => {
      const s = await page.locator('.pdf-main .pdf-slot[data-page="2"]').boundingBox();
      return s ? s.height / s.width : 2;
    }, { timeout: 30_000 }).toBeLessThan(1);
    const slot2 = (await page.locator('.pdf-main .pdf-slot[data-page="2"]').boundingBox())!;
    await page.getByTestId('pdf-page-2').waitFor();
    const canvas2 = (await page.getByTestId('pdf-page-2').boundingBox())!;
    expect(Math.abs(canvas2.height - slot2.height)).toBeLessThanOrEqual(2);

    // search a name: the page is found and the hit is marked on it
    await page.getByPlaceholder('搜索人名').fill('周敦颐');
    await page.getByPlaceholder('搜索人名').press('Enter');
    await page.getByText(/页找到/).waitFor({ timeout: 30_000 });
    const hitText = await page.getByText(/页找到/).textContent();
    expect(hitText).toMatch(/第\d+叶/);
    await expect.poll(() => page.locator('.pdf-main .pdf-hit').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const mark = (await page.locator('.pdf-main .pdf-hit').first().boundingBox())!;
    expect(mark.width).toBeGreaterThan(2);
    expect(mark.height).toBeGreaterThan(2);
    await page.locator('.pdf-main .pdf-hit').first().scrollIntoViewIfNeeded();
    await snap(page, 'book-viewer-hit');
  });
});
