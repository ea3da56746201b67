/**
 * 采丁 in a real browser against the real server: the admin starts a campaign (/clan/collect/pre-create → create)
 * and shares it (/clan/collect/share); a second user opens the link (/pages/scan/index), fills in his household —
 * himself, his father (described), a wife, two sons and a daughter — and submits; the admin matches the father to
 * the existing member (/clan/collect/family-match) and merges; the tree's search finds the new members and 红丁
 * lists the children. Users log in through the debug login and are handed to the app's cache.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { loginAs, openBrowser, snap, type Browser } from './browser';
import { call } from './api';

const base = () => inject('baseUrl');
let admin: Browser;
let filler: Browser;

const text = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
const dialogButton = (page: Page, name: string) => page.locator('.adm-dialog').getByRole('button', { name });

beforeAll(async () => {
  admin = await openBrowser();
  filler = await openBrowser();
  for (const b of [admin, filler]) b.page.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await admin?.close();
  await filler?.close();
});

/** On the household page: add one person through /clan/collect/member-edit. */
async function addPerson(page: Page, add: string, fields: { surname?: string; name: string; placeholder: string; daughter?: boolean }) {
  await page.getByText(add).click();
  await expect.poll(() => page.url()).toContain('/clan/collect/member-edit');
  if (fields.surname) await page.getByPlaceholder('如 林').fill(fields.surname);
  await page.getByPlaceholder(fields.placeholder).fill(fields.name);
  if (fields.daughter) await page.getByText('女儿', { exact: true }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => page.url()).toContain('/clan/collect/family?id=');
  await expect.poll(() => text(page)).toContain(fields.name);
}

describe('采丁', () => {
  it('campaign → shared link → a household with two sons and a daughter → matched and merged → tree and 红丁', async () => {
    const owner = await loginAs(admin, '13700001601');
    await loginAs(filler, '13700001602');
    const project = await call<{ id: number }>(owner, 'POST', '/project/add-or-edit', { name: '颍川陈氏', surname: '陈', privacy: 'members' });
    const clan = await call<{ id: number }>(owner, 'POST', '/clan/save', { projectId: project.id, name: '颍川陈氏族谱' });
    const root = await call<{ id: number }>(owner, 'POST', '/clan-member/save/child', { clanId: clan.id, surname: '陈', name: '德公', generation: 1 });
    const father = await call<{ id: number }>(owner, 'POST', '/clan-member/save/child', { clanId: clan.id, fatherId: root.id, name: '有德' });

    // the admin starts a campaign from scratch and shares it
    const page = admin.page;
    await page.goto(`${base()}/#/clan/collect/pre-create?projectId=${project.id}&clanId=${clan.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '自定义创建' }).click();
    await page.getByPlaceholder('如：2026 陈氏续修采丁').fill('颍川陈氏续修采丁');
    await page.getByRole('button', { name: '发起采丁' }).click();
    await expect.poll(() => page.url()).toContain('/clan/collect/details?id=');
    const collectId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    await expect.poll(() => text(page)).toContain('进行中');
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const link = (await page.getByTestId('share-link').textContent())!.trim();
    expect(link).toContain('/pages/scan/index?q=');
    await page.getByRole('img', { name: '采丁二维码' }).waitFor();
    await snap(page, 'collect-share');
    // 保存海报: the campaign poster as a PNG whose QR code is the share link
    await page.getByRole('button', { name: '保存海报' }).click();
    const png = page.getByTestId('collect-poster-png');
    const src = (await png.getAttribute('src'))!;
    expect(src).toMatch(/^data:image\/png;base64,/);
    const { data: rgba, info } = await sharp(Buffer.from(src.split(',')[1], 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 600, height: 900 });
    expect(jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), info.width, info.height)?.data).toBe(link);
    await png.scrollIntoViewIfNeeded();
    await snap(page, 'collect-share-poster');

    // a second user opens the link and fills in his household
    const f = filler.page;
    await f.goto(link, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => text(f)).toContain('颍川陈氏续修采丁');
    await f.getByRole('button', { name: '填写我家的信息' }).click();
    await f.getByPlaceholder('便于管理员核对').fill('13700001602');
    await f.getByRole('button', { name: '新建一户，开始填写' }).click();
    await expect.poll(() => f.url()).toContain('/clan/collect/family?id=');
    await addPerson(f, '＋ 填写本人信息', { name: '大明', placeholder: '如 大明' });
    await f.getByRole('button', { name: '填写父亲信息' }).click();
    await f.getByPlaceholder('如 大明').fill('有德');
    await f.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => text(f)).toContain('有德');
    await addPerson(f, '＋ 添加妻子', { surname: '林', name: '秀英', placeholder: '如 秀英' });
    await addPerson(f, '＋ 添加子女', { name: '小龙', placeholder: '如 大明' });
    await addPerson(f, '＋ 添加子女', { name: '小虎', placeholder: '如 大明' });
    await addPerson(f, '＋ 添加子女', { name: '小凤', placeholder: '如 大明', daughter: true });
    await snap(f, 'collect-household');
    await f.getByRole('button', { name: '提交' }).click();
    await dialogButton(f, '确定').click();
    await expect.poll(() => text(f), { timeout: 60_000 }).toContain('提交成功');

    // the admin matches the father to 陈有德 and merges
    await page.goto(`${base()}/#/clan/collect/details?id=${collectId}`, { waitUntil: 'domcontentloaded' });
    await page.reload({ waitUntil: 'domcontentloaded' }); // the same document: load the page afresh, as an admin coming back later would
    await expect.poll(() => text(page), { timeout: 60_000 }).toContain('陈大明家');
    await page.getByText('陈大明家').click();
    await expect.poll(() => page.url()).toContain('/clan/collect/family-match?id=');
    await page.getByText('匹配 陈有德').waitFor();
    await page.getByText('匹配 陈有德').click();
    await snap(page, 'collect-match');
    await page.getByRole('button', { name: '合并进族谱' }).click();
    await dialogButton(page, '合并').click();
    await expect.poll(() => text(page), { timeout: 60_000 }).toContain('已合并进族谱');
    const kids = await call<{ list: { name: string }[] }>(owner, 'GET', '/clan-member/child/ranking', { fatherId: father.id });
    expect(kids.list.map((k) => k.name)).toEqual(['陈大明']);

    // the tree's search finds the new members
    await page.goto(`${base()}/#/pages/zupu/shupu/index?clanId=${clan.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByPlaceholder('输入姓名搜索族人').fill('陈小');
    await expect.poll(async () => (await page.getByTestId('hit-name').allTextContents()).map((s) => s.trim()).sort()).toEqual(['陈小凤', '陈小虎', '陈小龙']);

    // 红丁 lists the two sons and the daughter
    await page.goto(`${base()}/#/clan/collect/hongding?id=${collectId}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => text(page)).toContain('新增儿子 2 人 · 女儿 1 人');
    const t = await text(page);
    for (const n of ['陈小龙', '陈小虎', '陈小凤']) expect(t).toContain(n);
    await snap(page, 'collect-hongding');
  });
});
