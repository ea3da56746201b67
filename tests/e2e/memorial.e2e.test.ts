/**
 * Memorials in a real browser against the real server (demo seed; issue #7 "Done when"): a visitor opens the
 * featured example clan's founder memorial from the clan's memorial list (/sacrifice/list?projectId=), enters the
 * 3D tomb (/sacrifice/tomb → /sacrifice/tomb-vr), whose canvas draws a real picture; offers incense there (上香, the
 * free daily item); the offering shows in the hall's record (/sacrifice/worship?tab=record) and the hall's count
 * rose by one; then he opens the clan's ancestral hall (/sacrifice/hall/index?projectId= → hall/detail →
 * /sacrifice/hall/vr), taps the founder's tablet (top tier, centre) and the founder's member page opens.
 * The tablet's screen position comes from src/features/sacrifice/hall-tablet-probe.ts (installed only under
 * automation: the live camera's projection of the instanced tablets).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, snap, type Browser } from './browser';

const base = () => inject('baseUrl');
let b: Browser;

interface User { id: number; token: string }
interface Example { id: number; projectId: number; name: string; surname: string; memberCount: number }
interface HallItem { id: number; memberId: number | null; name: string; offerings: number; projectId?: number }
interface Tablet { id: number; memberId: number | null; name: string; generation: number }

async function call<T>(user: User | null, path: string, params: Record<string, unknown> = {}): Promise<T> {
  const headers: Record<string, string> = { platform: 'H5', version: '3.7.20' };
  if (user) headers.Authorization = `Bearer ${user.token}`;
  const q = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const r = await fetch(`${base()}/app/api${path}?${q}`, { headers });
  const body = (await r.json()) as { msg: number; msbox?: string; data: T };
  if (body.msg !== 1) throw new Error(`${path}: ${body.msbox}`);
  return body.data;
}

async function loginAs(phone: string): Promise<User> {
  const user = await call<User>(null, '/user/login/debug', { code: phone });
  await b.context.addInitScript((u) => {
    const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
    try { ls.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
  }, user);
  return user;
}

/** The demo seed's ~2,000-member featured example (the 100,000-member one may still be loading). */
async function exampleClan(): Promise<Example> {
  const list = (await call<{ list: Example[] }>(null, '/clan/list/example')).list;
  const clan = list.filter((c) => c.memberCount <= 10_000).sort((a, c) => c.memberCount - a.memberCount)[0];
  if (!clan) throw new Error('no featured example clan');
  return clan;
}

const text = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
const fieldValues = (page: Page) => page.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value).join(' '));
const idOf = (url: string) => Number(new URL(url.replace('#/', '')).searchParams.get('id'));

/**
 * What a canvas screenshot shows: distinct colours (quantised to 4 bits a channel) and the share of the most
 * common one — a blank or cleared canvas is one colour.
 */
async function canvasPicture(canvas: Locator): Promise<{ colours: number; topShare: number }> {
  const { data, info } = await sharp(await canvas.screenshot()).raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let p = 0; p < data.length; p += info.channels) {
    const key = ((data[p] >> 4) << 8) | ((data[p + 1] >> 4) << 4) | (data[p + 2] >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = data.length / info.channels;
  return { colours: counts.size, topShare: Math.max(...counts.values()) / total };
}

/** Wait until the canvas shows a picture (software WebGL: the first frame can take a while). */
async function expectPicture(page: Page, name: string): Promise<{ colours: number; topShare: number }> {
  const canvas = page.locator('canvas').first();
  await canvas.waitFor({ state: 'visible', timeout: 90_000 });
  let last = { colours: 0, topShare: 1 };
  await expect.poll(async () => {
    last = await canvasPicture(canvas);
    return last.colours >= 24 && last.topShare < 0.85;
  }, { timeout: 90_000, interval: 1000 }).toBe(true);
  await snap(page, name);
  return last;
}

beforeAll(async () => {
  b = await openBrowser();
  b.page.setDefaultTimeout(60_000);
});
afterAll(async () => { await b?.close(); });

describe('memorials', () => {
  it('founder memorial → tomb VR draws → free offering counted → hall VR → tap the founder tablet → his page', async () => {
    const clan = await exampleClan();
    const me = await loginAs('13700000171');
    const page = b.page;

    // the clan's memorials, as the clan's pages link them: the founder's hall
    await page.goto(`${base()}/#/sacrifice/list?projectId=${clan.projectId}`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('.sf-card').first();
    await card.waitFor({ timeout: 90_000 });
    const hallName = ((await card.locator('.sf-card__name').innerText()).split('\n')[0] ?? '').trim();
    expect(hallName.startsWith(clan.surname)).toBe(true);
    await card.click();
    await expect.poll(() => page.url()).toMatch(/\/sacrifice\/(detail|modern|abstract)\?id=\d+/);
    const hallId = idOf(page.url());
    await expect.poll(() => text(page)).toContain(`${hallName}纪念馆`);
    const hall = await call<HallItem>(me, '/sacrifice/get', { id: hallId });
    expect(hall.name).toBe(hallName);
    expect(hall.memberId, 'the founder memorial is bound to the founder').toBeGreaterThan(0);
    const countOn = async () => Number((/祭拜 (\d+)/.exec(await page.locator('.sf-hero__counts').innerText()) ?? [])[1]);
    await expect.poll(countOn).toBeGreaterThanOrEqual(0);
    const before = await countOn();
    expect(before).toBe(hall.offerings);

    // 墓园 → 青山陵园 (the 3D tomb): the canvas draws a picture
    await page.getByRole('button', { name: /墓园/ }).first().click();
    await page.getByText('青山陵园', { exact: true }).click();
    await expect.poll(() => page.url()).toContain(`/sacrifice/tomb-vr?id=${hallId}`);
    const tomb = await expectPicture(page, 'memorial-tomb-vr');
    expect(tomb.colours).toBeGreaterThanOrEqual(24);

    // 上香: the free daily incense, offered from the scene's worship bar
    await page.getByRole('button', { name: '上香' }).click();
    await expect.poll(() => text(page), { timeout: 30_000 }).toMatch(/已上香：\S+/);
    const itemName = (/已上香：(\S+)/.exec(await text(page)) ?? [])[1]!;
    expect(itemName.length).toBeGreaterThan(0);

    // the record lists it, free, and the hall's count rose by one
    await page.getByRole('button', { name: '祭拜记录' }).click();
    await expect.poll(() => page.url()).toContain(`/sacrifice/worship?id=${hallId}`);
    const row = page.locator('.adm-list-item').filter({ hasText: `敬献 ${itemName}` }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('免费');
    await expect.poll(() => text(page)).toContain(`已有 ${before + 1} 次祭拜`);
    const record = await call<{ list: { userId: number; itemName: string; amount: number }[] }>(me, '/sacrifice/pool/list', { id: hallId, pageIndex: 1, pageSize: 20 });
    expect(record.list[0]).toMatchObject({ userId: me.id, itemName, amount: 0 });
    expect((await call<HallItem>(me, '/sacrifice/get', { id: hallId })).offerings).toBe(before + 1);
    await snap(page, 'memorial-offering-record');

    // the clan's ancestral hall (宗祠) → 进入祠堂（三维）
    await page.goto(`${base()}/#/sacrifice/hall/index?projectId=${clan.projectId}`, { waitUntil: 'domcontentloaded' });
    await page.getByText(`${clan.surname}氏宗祠`).first().click();
    await expect.poll(() => page.url()).toContain('/sacrifice/hall/detail?id=');
    const ancestralId = idOf(page.url());
    const ancestral = await call<{ tablets: Tablet[] }>(me, '/hall/get', { id: ancestralId });
    const founder = ancestral.tablets.filter((t) => t.generation === 1)[0]!;
    expect(founder.memberId, 'the first tablet of 一世 is the founder of the memorial').toBe(hall.memberId);
    await page.getByRole('button', { name: '进入祠堂（三维）' }).click();
    await expect.poll(() => page.url()).toContain(`/sacrifice/hall/vr?id=${ancestralId}`);
    await expectPicture(page, 'memorial-hall-vr');

    // the founder's tablet: top tier, centre (founder-centre, 昭穆 to the sides)
    type Point = { instance: number; x: number; y: number; world: [number, number, number]; onScreen: boolean };
    const points = async () => page.evaluate(() => (globalThis as unknown as { __zupuHallTablets?: () => Point[] }).__zupuHallTablets?.() ?? []);
    await expect.poll(async () => (await points()).length, { timeout: 30_000 }).toBe(ancestral.tablets.length);
    const all = await points();
    const topY = Math.max(...all.map((p) => p.world[1]));
    const target = all.filter((p) => Math.abs(p.world[1] - topY) < 1e-3).sort((p, q) => Math.abs(p.world[0]) - Math.abs(q.world[0]))[0]!;
    expect(target.onScreen, 'the founder tablet is in view').toBe(true);
    await page.mouse.click(target.x, target.y);

    // his member page, read-only, with his name
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain('/clan/member/edit?');
    const url = new URL(page.url().replace('#/', ''));
    expect(Number(url.searchParams.get('id'))).toBe(founder.memberId);
    expect(url.searchParams.get('readonly')).toBe('1');
    const given = founder.name.slice(clan.surname.length);
    expect(given.length).toBeGreaterThan(0);
    await expect.poll(() => fieldValues(page), { timeout: 30_000 }).toContain(given);
    expect((await fieldValues(page)).split(' ')).toEqual(expect.arrayContaining([clan.surname, given]));
    expect(await text(page)).toContain('一世');
    await snap(page, 'memorial-founder-member');
  });
});
