/**
 * Library-backed client parts in a real browser against the real server: the location picker loads province →
 * city → county from /area/list; 扫一扫 reads a QR code from a picked photo with jsQR (BarcodeDetector removed, as in
 * Safari and Firefox) and follows it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import QRCode from 'qrcode';
import { openBrowser, snap, type Browser } from './browser';

let b: Browser;
const base = () => inject('baseUrl');
beforeAll(async () => { b = await openBrowser(); });
afterAll(async () => { await b?.close(); });

describe('location picker and QR reading', () => {
  it('picks 出生地 广东省 → 广州市 → 天河区, each level loaded from the API', async () => {
    const { page } = b;
    const areaCalls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/app/api/area/list')) areaCalls.push(new URL(r.url()).search); });
    await page.goto(`${base()}/#/luck/qm-detail`);
    await page.getByText('选填，如 广东省广州市').click();
    const picker = page.locator('.adm-cascader');
    await picker.getByText('广东省', { exact: true }).click();
    await picker.getByText('广州市', { exact: true }).click();
    await picker.getByText('天河区', { exact: true }).click();
    await snap(page, 'location-picker');
    await picker.getByText('确定', { exact: true }).click();
    await page.getByRole('button', { name: '广东省广州市天河区', exact: true }).waitFor();
    expect(areaCalls.some((q) => q.includes('parentId=440000'))).toBe(true);
    expect(areaCalls.some((q) => q.includes('parentId=440100'))).toBe(true);
  });

  it('扫一扫 reads a QR photo with jsQR and opens the app link it holds', async () => {
    const { page } = b;
    await page.addInitScript(() => { delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector; });
    const png = await QRCode.toBuffer('zupu://luck/almanac/index', { errorCorrectionLevel: 'M', scale: 6 });
    await page.goto(`${base()}/#/`);
    await page.getByRole('button', { name: /扫一扫/ }).click();
    await page.getByLabel('二维码图片').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
    await page.waitForURL(/#\/luck\/almanac\/index/);
    await page.getByRole('region', { name: '黄历日页' }).waitFor();
  });
});
