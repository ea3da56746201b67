/**
 * The buyer's path through the shop in Chromium at 390×844 (issue 19), on the demo goods: browse → product with specs →
 * receive a coupon → add to cart → checkout with an address and the coupon → sandbox pay → back does not show the order
 * form again (issue 14) → staff ship in /ops → tracking shows → confirm receipt → review with a photo → the order
 * centre lists it (已完成). Screenshots in tests/e2e/.artifacts (mall-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openUserBrowser, shot, type Browser } from './browser';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });
const BUYER = '13700000991';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function login(phone: string): Promise<{ token: string } & Record<string, unknown>> {
  const r = await fetch(`${base()}/app/api/user/login/debug?code=${phone}`);
  return ((await r.json()) as { data: { token: string } }).data;
}

async function browserAs(phone: string, width: number): Promise<Browser> {
  const b = await openUserBrowser(await login(phone), 60_000, width);
  opened.push(b);
  return b;
}

async function api(token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const r = await fetch(`${base()}/app/api${path}`, {
    method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
  });
  return (await r.json()) as { msg: number; data: any; msbox?: string };
}

/** A print order the buyer made earlier through the print calls: his clan, a 精装 sample, confirmed, ordered (unpaid). */
async function printOrderOf(token: string): Promise<void> {
  const ok = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const r = await api(token, method, path, body);
    expect(r.msg, `${path}: ${r.msbox}`).toBe(1);
    return r.data;
  };
  const projectId = (await ok('POST', '/project/add-or-edit', { name: '陈氏家族', surname: '陈' })).id;
  const clanId = (await ok('POST', '/clan/save', { projectId, name: '颍川陈氏族谱', hall: '颍川堂' })).id;
  const root = (await ok('POST', '/clan-member/save/child', { clanId, surname: '陈', name: '德公', generation: 1 })).id;
  for (const name of ['成一', '成二']) await ok('POST', '/clan-member/save/child', { clanId, surname: '陈', name, fatherId: root });
  const sample = await ok('POST', '/clan-print/v4/sample/create', { clanId, format: 3, binding: 'hardcover', paper: 'A4' });
  await expect.poll(async () => (await api(token, 'GET', `/clan-print/v5/sample/status?id=${sample.id}`)).data?.status, { timeout: 240_000, interval: 500 }).toBe('done');
  await ok('GET', `/clan-print/v4/sample/confirm?id=${sample.id}&pdfType=1`);
  await ok('POST', '/clan-print/order/v3/create', { sampleId: sample.id, quantity: 1, consignee: { name: '陈德明', phone: '13812345678', address: '广东省广州市天河区体育西路1号' } });
}

describe('the shop in Chromium', () => {
  it('browse → specs → coupon → cart → checkout → pay → back is not the form → ship → tracking → receipt → review → order centre beside a print order', { timeout: 480_000 }, async () => {
    const { token } = await login(BUYER);
    await printOrderOf(token);
    expect((await api(token, 'POST', '/address/save', { name: '陈德明', phone: '13812345678', province: '广东省', city: '广州市', county: '天河区', detail: '体育西路1号' })).msg).toBe(1);
    const b = await browserAs(BUYER, 390);
    const { page } = b;

    await page.goto(`${base()}/#/mall/index`);
    await page.getByText('宣纸线装族谱').first().waitFor();
    await shot(b, 'mall-index-390');
    await page.getByText('宣纸线装族谱').first().click();
    await page.getByText('商品详情').last().waitFor();
    await page.getByRole('button', { name: '领取' }).first().click();
    await page.getByText('领取成功').waitFor();
    await shot(b, 'mall-goods-390');

    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('装帧').waitFor();
    await page.getByText('精装', { exact: true }).click();
    await shot(b, 'mall-specs-390');
    await page.locator('.adm-popup-body').getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('已加入购物车').waitFor();

    await page.goto(`${base()}/#/mall/cart`);
    await page.getByRole('button', { name: /结算/ }).waitFor();
    await shot(b, 'mall-cart-390');
    await page.getByRole('button', { name: /结算/ }).click();
    await page.getByRole('button', { name: '提交订单' }).waitFor();
    await expect.poll(async () => page.locator('body').innerText()).toContain('陈德明');
    await expect.poll(async () => page.locator('body').innerText()).toMatch(/-¥10\.00|-￥10\.00/);
    await shot(b, 'mall-order-confirm-390');
    await page.getByRole('button', { name: '提交订单' }).click();

    await page.getByRole('button', { name: '确认支付' }).waitFor();
    await shot(b, 'mall-pay-390');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByText('待发货').first().waitFor();
    await shot(b, 'mall-order-paid-390');
    const detailsUrl = page.url();
    const orderId = Number(new URL(detailsUrl.replace('#', '')).searchParams.get('id'));
    expect(orderId).toBeGreaterThan(0);
    // issue 14: back after paying never shows the order form (nor the pay page) again
    await page.goBack();
    await expect.poll(() => page.url()).not.toContain('/mall/orderConfirm');
    expect(page.url()).not.toContain('/pay/sandbox');

    // staff ship in the console
    const s = await browserAs(E2E_STAFF_PHONE, 1280);
    await s.page.goto(`${base()}/#/ops/mall-orders`);
    await s.page.getByLabel('快递单号').first().waitFor();
    await s.page.getByLabel('快递单号').first().fill('SF1234567890');
    await s.page.getByRole('button', { name: '发货' }).first().click();
    await s.page.getByText('已发货').waitFor();
    await shot(s, 'mall-ops-ship-1280');

    await page.goto(`${base()}/#/mall/orderDetails?id=${orderId}`);
    await page.reload(); // a hash-only goto keeps the page (and its cached order): load it afresh
    await page.getByText(/顺丰速运 SF1234567890/).waitFor();
    await shot(b, 'mall-order-shipped-390');
    await page.getByText(/快件已揽收/).waitFor();
    await page.getByRole('button', { name: '确认收货' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确认收货' }).click();
    await page.getByText('待评价').first().waitFor();
    await shot(b, 'mall-order-received-390');

    await page.getByRole('button', { name: '评价' }).first().click();
    await page.getByRole('button', { name: '发布评价' }).waitFor();
    await page.getByPlaceholder('说说商品的质量、包装和服务吧').fill('宣纸细腻，装帧精美');
    await page.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('移除照片').waitFor();
    await shot(b, 'mall-review-390');
    await page.getByRole('button', { name: '发布评价' }).click();
    await page.getByText('已完成').first().waitFor();

    await page.goto(`${base()}/#/mine/order/index`);
    await page.reload();
    await page.getByText('宣纸线装族谱').first().waitFor();
    await expect.poll(async () => page.locator('body').innerText()).toContain('已完成');
    // the print order made earlier is listed beside it (one order centre for everything he pays for)
    await expect.poll(async () => page.locator('body').innerText()).toContain('颍川陈氏族谱');
    await shot(b, 'mall-order-centre-390');

    const reviews = await api(token, 'GET', `/mallOrder/detail/${orderId}`);
    expect(reviews.data.status).toBe('reviewed');
  });
});
