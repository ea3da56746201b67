/**
 * The whole-clan overview on the real server (issue 24), 390×844, the 100,000-member example the demo seed loads in
 * the background: the tree opens on 概览 → every generation of the male line has bands drawn and every 房 (the
 * founder's sons) is on screen → a tap on a 房's band opens the card tree on that member (his card on screen, his
 * popup) → 概览 again shows the cards' view as a box. What the overview drew is read from the attributes its engine
 * writes on the canvas when it settles (render/overview/OverviewRenderer.ts markSettled); what to expect is computed
 * here from the tree pack the server sends, decoded and laid out in Node.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeTreePack, packName, PACK_FLAG, type TreePack } from '@model/tree-pack';
import { treeInputFromPack } from '../../render/tree/pack-input';
import { buildTreeIndex } from '../../render/tree/layout/tree-index';
import { layoutTree } from '../../render/tree/layout/tidy-layout';
import { CARD_H, CARD_W } from '../../render/tree/constants';
import { openBrowser, snap, type Browser } from './browser';

let b: Browser;
const base = () => inject('baseUrl');
beforeAll(async () => { b = await openBrowser({ width: 390, height: 844 }); });
afterAll(async () => { await b?.close(); });

interface Example { id: number; name: string; memberCount: number }
async function examples(): Promise<Example[]> {
  const r = await fetch(`${base()}/app/api/clan/list/example`);
  return ((await r.json()) as { data?: { list: Example[] } }).data?.list ?? [];
}

async function fetchPack(clanId: number): Promise<TreePack> {
  const guest = (await (await fetch(`${base()}/app/api/login/guest`)).json()) as { data: { token: string } };
  const r = await fetch(`${base()}/app/api/clan-member/tree/pack?clanId=${clanId}`, { headers: { Authorization: `Bearer ${guest.data.token}` } });
  expect(r.headers.get('content-type')).toContain('octet-stream');
  return decodeTreePack(new Uint8Array(await r.arrayBuffer()));
}

/** The male line computed the plain way: men whose fathers up to a root are all men; their generations; the founder's sons. */
function maleLine(pack: TreePack) {
  const female = (i: number) => (pack.flags[i] & PACK_FLAG.female) !== 0;
  const marriedIn = (i: number) => (pack.flags[i] & PACK_FLAG.marriedIn) !== 0;
  const state = new Int8Array(pack.count); // 0 unknown, 1 in, 2 out
  const inLine = (i: number): boolean => {
    const chain: number[] = [];
    let v = i;
    while (v >= 0 && state[v] === 0) {
      chain.push(v);
      if (female(v) || marriedIn(v)) break;
      v = pack.parent[v];
    }
    let ok = v < 0 ? true : state[v] === 1 ? true : state[v] === 2 ? false : false;
    for (let k = chain.length - 1; k >= 0; k--) {
      const c = chain[k];
      ok = ok && !female(c) && !marriedIn(c);
      state[c] = ok ? 1 : 2;
    }
    return state[i] === 1;
  };
  const generations = new Set<number>();
  const roots: number[] = [];
  for (let i = 0; i < pack.count; i++) {
    if (!inLine(i)) continue;
    generations.add(pack.generation[i]);
    if (pack.parent[i] < 0) roots.push(i);
  }
  const fang: number[] = [];
  for (let i = 0; i < pack.count; i++) if (state[i] === 1 && pack.parent[i] >= 0 && roots.includes(pack.parent[i])) fang.push(i);
  return { generations, fang };
}

const overviewCanvas = (page: Page) => page.getByTestId('tree-overview').locator('canvas[data-settled]');
const cardsCanvas = (page: Page) => page.getByTestId('tree-canvas').locator('canvas[data-settled]');
const settledOn = async (c: ReturnType<typeof overviewCanvas>) => {
  await expect.poll(() => c.getAttribute('data-settled'), { timeout: 120_000 }).toBe('true');
};

describe('whole-clan overview (390×844)', () => {
  it('100,000 members: every generation and every 房 → tap a 房 → its card → back to the overview', { timeout: 900_000 }, async () => {
    await expect.poll(async () => (await examples()).some((e) => e.memberCount >= 100_000), { timeout: 800_000, interval: 5000 }).toBe(true);
    const big = (await examples()).find((e) => e.memberCount >= 100_000)!;
    const pack = await fetchPack(big.id);
    expect(pack.count).toBe(big.memberCount);
    const { generations, fang } = maleLine(pack);
    expect(generations.size).toBeGreaterThan(10);
    expect(fang.length).toBeGreaterThan(1);

    const { page } = b;
    await page.goto(`${base()}/#/pages/zupu/shupu/index?clanId=${big.id}`, { timeout: 60_000 });
    const ov = overviewCanvas(page);
    await settledOn(ov);
    await expect.poll(() => page.getByRole('tab', { name: '概览' }).getAttribute('aria-selected')).toBe('true');
    await snap(page, 'tree-overview-100k');
    // every generation: as many rows as generations, each with bands drawn on screen
    const [minGen, rows] = ((await ov.getAttribute('data-rows')) ?? '').split(',').map(Number);
    expect(minGen).toBe(Math.min(...generations));
    expect(rows).toBe(generations.size);
    expect(Number(await ov.getAttribute('data-rows-drawn'))).toBe(generations.size);
    // every 房: each founder's son has a band on screen
    expect(Number(await ov.getAttribute('data-fang'))).toBe(fang.length);
    const rects = ((await ov.getAttribute('data-fang-rects')) ?? '').split(';').filter(Boolean)
      .map((s) => s.split(':').map(Number)).map(([index, x, y, w, h]) => ({ index, x, y, w, h }));
    expect(rects.map((r) => r.index).sort((a, c) => a - c)).toEqual([...fang].sort((a, c) => a - c));
    for (const r of rects) expect(r.w, `房 ${packName(pack, r.index)} is drawn`).toBeGreaterThanOrEqual(1);

    // tap the widest 房's band → the card tree on that member
    const target = rects.reduce((a, c) => (c.w > a.w ? c : a));
    const box = (await ov.boundingBox())!;
    await page.mouse.click(box.x + target.x + target.w / 2, box.y + target.y + target.h / 2);
    await expect.poll(() => page.getByRole('tab', { name: '卡片' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('member-name').textContent(), { timeout: 60_000 }).toBe(packName(pack, target.index));
    const cards = cardsCanvas(page);
    await expect.poll(() => page.getByTestId('tree-canvas').getAttribute('data-visible-count'), { timeout: 120_000 }).toBe(String(pack.count));
    await settledOn(cards);
    // his card is on screen: the same layout as the engine's (all members, left to right) and its resting camera
    const input = treeInputFromPack(pack);
    const L = layoutTree(input, buildTreeIndex(input), { rtl: false, root: -1, generations: 0, women: true });
    const [scale, tx, ty] = ((await cards.getAttribute('data-camera')) ?? '').split(',').map(Number);
    const cx = (L.x[target.index] + CARD_W / 2) * scale + tx;
    const cy = (L.y[target.index] + CARD_H / 2) * scale + ty;
    const cb = (await cards.boundingBox())!;
    expect(cx).toBeGreaterThan(0);
    expect(cx).toBeLessThan(cb.width);
    expect(cy).toBeGreaterThan(0);
    expect(cy).toBeLessThan(cb.height);
    await snap(page, 'tree-overview-100k-cards');

    // back: 概览, with the cards' view as a box on it
    await page.locator('.adm-mask').first().click({ position: { x: 20, y: 20 } }); // close his popup
    await expect.poll(() => page.getByTestId('member-name').count()).toBe(0);
    await page.getByRole('tab', { name: '概览' }).click();
    await expect.poll(() => page.getByRole('tab', { name: '概览' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => ov.getAttribute('data-view'), { timeout: 60_000 }).not.toBe('');
    await settledOn(ov);
    const [vx0, vx1, vr0, vr1] = ((await ov.getAttribute('data-view')) ?? '').split(',').map(Number);
    expect(vx1).toBeGreaterThan(vx0);
    expect(vr1).toBeGreaterThanOrEqual(vr0);
    expect(vr0).toBeLessThanOrEqual(pack.generation[target.index] - minGen);
    await snap(page, 'tree-overview-100k-back');
  });
});
