/**
 * 家族相册 in a real browser against the real server: the admin creates an album (/clan/album/settings), uploads
 * three photos at once and watches each one's progress (/clan/album/upload), tags a member on one photo
 * (/clan/album/details) and plays the slideshow (/clan/album/slide). Users log in through the debug login.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { loginAs, openBrowser, snap, type Browser } from './browser';
import { call } from './api';

const base = () => inject('baseUrl');
let admin: Browser;

const text = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
const photo = (r: number, g: number, b: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

beforeAll(async () => {
  admin = await openBrowser();
  admin.page.setDefaultTimeout(60_000);
});
afterAll(async () => { await admin?.close(); });

describe('家族相册', () => {
  it('creates an album, uploads three photos with progress, tags a member, plays the slideshow', async () => {
    const owner = await loginAs(admin, '13700001611');
    const project = await call<{ id: number }>(owner, 'POST', '/project/add-or-edit', { name: '清河张氏', surname: '张', privacy: 'members' });
    const clan = await call<{ id: number }>(owner, 'POST', '/clan/save', { projectId: project.id, name: '清河张氏族谱' });
    const wen = await call<{ id: number }>(owner, 'POST', '/clan-member/save/child', { clanId: clan.id, surname: '张', name: '文公', generation: 1 });
    const page = admin.page;

    await page.goto(`${base()}/#/clan/album/index?clanId=${clan.id}&projectId=${project.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '新建相册' }).click();
    await page.getByPlaceholder('如：2026 清明祭祖').fill('2026 清明祭祖');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.url()).toContain('/clan/album/details?id=');

    await page.getByRole('button', { name: '上传照片' }).click();
    await page.getByTestId('album-files').setInputFiles([
      { name: '祠堂.jpg', mimeType: 'image/jpeg', buffer: await photo(180, 40, 40) },
      { name: '祭台.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 120, 60) },
      { name: '合影.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 60, 160) },
    ]);
    // each file has its progress line; all three are uploaded, then the album shows them
    await expect.poll(() => page.getByTestId('upload-row').count()).toBe(3);
    await expect.poll(() => page.url(), { timeout: 60_000 }).toContain('/clan/album/details?id=');
    await expect.poll(() => page.getByTestId('album-photo').count(), { timeout: 60_000 }).toBe(3);
    await expect.poll(() => text(page)).toContain('3 张');

    // tag 张文公 on the second photo
    await page.getByTestId('album-photo').nth(1).click();
    await page.getByPlaceholder('照片说明').fill('文公像前合影');
    await page.getByPlaceholder('搜索族人姓名并标记').fill('张文公');
    await page.getByPlaceholder('搜索族人姓名并标记').press('Enter');
    await page.locator('.adm-list-item').filter({ hasText: '张文公' }).first().click();
    await page.locator('.adm-popup').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('album-photo').nth(1).innerText()).toContain('张文公');
    await snap(page, 'album-details');
    const photos = await call<{ photos: { caption: string; members: { name: string }[] }[] }>(owner, 'GET', '/clan-album/get',
      { id: Number(new URL(page.url().replace('#/', '')).searchParams.get('id')) });
    expect(photos.photos[1]).toMatchObject({ caption: '文公像前合影', members: [{ name: '张文公' }] });

    // the tagged photo shows on 张文公's page
    const albumUrl = page.url();
    await page.goto(`${base()}/#/clan/member/edit?clanId=${clan.id}&id=${wen.id}&readonly=1`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => text(page)).toContain('相册中的照片（1）');
    await page.goto(albumUrl, { waitUntil: 'domcontentloaded' });

    // the slideshow: next, and the tagged photo's caption
    await page.getByRole('button', { name: '播放' }).click();
    await page.getByTestId('slideshow').waitFor();
    await page.getByRole('button', { name: '暂停' }).click();
    const first = (await page.getByTestId('slide-index').textContent())!.trim();
    await page.getByRole('button', { name: '下一张' }).click();
    await expect.poll(async () => (await page.getByTestId('slide-index').textContent())!.trim()).not.toBe(first);
    while ((await page.getByTestId('slide-index').textContent())!.trim() !== '2 / 3') await page.getByRole('button', { name: '下一张' }).click();
    await expect.poll(() => text(page)).toContain('文公像前合影 · 标记：张文公');
    await snap(page, 'album-slide');

    // an activity of the family (/clan/activity/details): published, then a sign-up from the page
    const act = await call<{ id: number }>(owner, 'POST', '/clan-activity/save', { projectId: project.id, title: '冬至祭祖', kind: '祭祖', day: '2026-12-21', place: '张氏宗祠' });
    await page.goto(`${base()}/#/clan/activity/details?projectId=${project.id}&id=${act.id}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => text(page)).toContain('祭祖 · 2026-12-21 · 张氏宗祠');
    await page.getByPlaceholder('报名姓名').fill('张明');
    await page.getByRole('button', { name: '我要报名' }).click();
    await expect.poll(() => text(page)).toContain('报名（共 1 人）');
    await snap(page, 'activity-details');
  });
});
