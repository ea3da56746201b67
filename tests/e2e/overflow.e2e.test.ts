/**
 * No clipped or vertically wrapped labels (issue #14): every built route of the app's route table (ROUTE_TABLE,
 * screen: true) at 360, 390 and 750 px, logged in as the demo account (its own family 清河张氏 and the ~2,000-member
 * example it helps manage give the pages content). Each page is loaded once at 360 px and, once its calls have
 * answered, measured there, then at 390 and 750 px by resizing the viewport in place; every visible element with
 * text of its own is measured (tests/e2e/overflow-probe.ts):
 * - overflow: its text is wider than its box (scrollWidth > clientWidth) without an intended ellipsis;
 * - clipped: its text is cut by an ancestor that hides overflow (partly outside that box), or runs off the screen;
 * - wrapped: a short label (2–6 characters, no spaces) broken over several lines (元/配 stacked, 查找成员 wrapped).
 * Canvas screens (tree, 3D, PDF) are measured too: only their DOM chrome has text.
 * OVERFLOW_ONLY=<path prefix>[,<prefix>…] limits the run while fixing; OVERFLOW_SNAP=1 saves a screenshot of each page
 * with an offender (tests/e2e/.artifacts); OVERFLOW_TIMES=1 prints each page's time and what still showed as loading.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTE_TABLE } from '../../src/app/route-table';
import { openBrowser, snap, type Browser } from './browser';
import { PROBE } from './overflow-probe';

const base = () => inject('baseUrl');
const WIDTHS = [360, 390, 750] as const;
/** Last: pages that may end or swap the session, or leave the app. */
const LAST = ['/pages/other/h5-auto', '/mine/set/logout', '/mine/set/logout-inspect', '/pages/other/webview', '/pages/other/debug'];
const only = process.env.OVERFLOW_ONLY ?? '';
const routes = ROUTE_TABLE.filter((r) => r.screen && !r.repeat && !r.aliasOf && only.split(',').some((o) => r.path.startsWith(o)))
  .sort((a, b) => Number(LAST.includes(a.path)) - Number(LAST.includes(b.path)));

interface Ids { projectId: number; clanId: number; memberId: number; exampleClanId: number; exampleProjectId: number; memorialId: number | null }
interface Offender { kind: string; text: string; tag: string; cls: string; detail: string }

async function call<T>(token: string | null, path: string, params: Record<string, unknown> = {}): Promise<T> {
  const q = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const r = await fetch(`${base()}/app/api${path}?${q}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await r.json()) as { msg: number; msbox?: string; data: T };
  if (body.msg !== 1) throw new Error(`${path}: ${body.msbox}`);
  return body.data;
}

/** The query a route opens with: the demo family's ids, and per route the id it reads. */
function query(path: string, ids: Ids): string {
  const q: Record<string, string | number> = { projectId: ids.projectId, clanId: ids.clanId };
  if (path === '/clan/index') q.id = ids.projectId;
  else if (path === '/clan/detail') q.id = ids.clanId;
  else if (path.startsWith('/clan/member/edit') || path === '/clan/correction' || path === '/clan/bind') q.id = ids.memberId;
  else if (path.startsWith('/clan/tree')) { q.clanId = ids.exampleClanId; q.projectId = ids.exampleProjectId; }
  else if (path === '/luck/cm-detail') { q.surname = '张'; q.name = '明远'; }
  else if (path.startsWith('/sacrifice/') && !path.startsWith('/sacrifice/hall') && ids.memorialId) q.id = ids.memorialId;
  if (path === '/clan/member/select') q.browse = 1;
  return new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

/** Until the page's API calls have answered and no loading state shows. */
async function settle(page: Page, inflight: () => number): Promise<void> {
  await expect.poll(async () => inflight() === 0 && (await page.locator('[aria-busy="true"], .adm-skeleton, .zp-splash').count()) === 0, { timeout: 10_000 })
    .toBe(true).catch(() => undefined); // a page that never settles is still measured
}

/** Text a page must show (it rendered with the seeded data, logged in). */
const SHOWS: Record<string, string> = {
  '/pages/index/index': '清河张氏', '/clan/index': '清河张氏', '/clan/detail': '世系图', '/clan/member/edit': '编辑成员', '/mine/index': '演示',
};

let b: Browser;
let ids: Ids;

beforeAll(async () => {
  b = await openBrowser({ width: 390, height: 844 });
  b.page.setDefaultTimeout(60_000);
  b.page.setDefaultNavigationTimeout(90_000);
  const user = await call<{ token: string }>(null, '/user/login/debug', { code: '13800138000' });
  const mine = await call<{ list: { id: number; projectId: number; projectName: string; memberCount: number }[] }>(user.token, '/clan/list/my', { pageSize: 50 });
  const own = mine.list.find((c) => c.projectName === '清河张氏')!;
  const example = mine.list.find((c) => c.id !== own.id) ?? own;
  const root = (await call<{ list: { id: number }[] }>(user.token, '/clan-member/list/generation', { clanId: own.id, generation: 1 })).list[0]!;
  const halls = await call<{ list: { id: number }[] }>(user.token, '/sacrifice/list/project', { projectId: own.projectId }).catch(() => ({ list: [] }));
  ids = { projectId: own.projectId, clanId: own.id, memberId: root.id, exampleClanId: example.id, exampleProjectId: example.projectId, memorialId: halls.list[0]?.id ?? null };
  await b.page.goto(`${base()}/#/pages/index/index`, { waitUntil: 'domcontentloaded' });
  await b.page.evaluate((u) => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('zupu:userInfo', JSON.stringify({ value: u }));
  }, user);
});
afterAll(async () => { await b?.close(); });

/** A page of the logged-in browser, with a count of its API calls in flight. */
async function countingPage(): Promise<{ page: Page; pending: () => number }> {
  const page = await b.context.newPage();
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(90_000);
  let pending = 0;
  page.on('request', (r) => { if (r.url().includes('/app/api/')) pending++; });
  const done = (r: { url(): string }) => { if (r.url().includes('/app/api/')) pending = Math.max(0, pending - 1); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(`${base()}/#/pages/index/index`, { waitUntil: 'domcontentloaded' });
  await page.reload({ waitUntil: 'domcontentloaded' });
  return { page, pending: () => pending };
}

/** Until the browser has laid out and painted the new width (two animation frames). */
async function relaidOut(page: Page): Promise<void> {
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))');
}

/**
 * Every route in turn, loaded once and measured at each width (the viewport resized in place: the pages are laid
 * out by CSS and by width hooks that follow resize), for what overflows, is clipped or wraps vertically.
 */
async function measure({ page, pending }: Awaited<ReturnType<typeof countingPage>>, list: typeof routes): Promise<string[]> {
  const found: string[] = [];
  for (const r of list) {
    const t0 = Date.now();
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    await page.goto(`${base()}/#${r.path}?${query(r.path, ids)}`, { waitUntil: 'domcontentloaded' });
    await settle(page, pending);
    // the pages have content: the demo account's own family on home, its clan's page with its actions
    const expected = SHOWS[r.path];
    if (expected) await page.getByText(expected).first().waitFor({ timeout: 30_000 });
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: 844 });
        await relaidOut(page);
        await settle(page, pending);
      }
      const bad = (await page.evaluate(PROBE)) as Offender[];
      if (bad.length) {
        found.push(...bad.map((o) => `${width}px ${r.path}: ${o.kind} «${o.text}» <${o.tag} class="${o.cls}"> ${o.detail}`));
        if (process.env.OVERFLOW_SNAP) await snap(page, `overflow-${width}-${r.path.replaceAll('/', '_')}`);
      }
    }
    if (process.env.OVERFLOW_TIMES) {
      const busy = await page.evaluate('[...document.querySelectorAll(\'[aria-busy="true"], .adm-skeleton, .zp-splash\')].map((e) => e.className).join(" ")');
      console.log(`overflow-time ${Date.now() - t0} ${r.path} pending=${pending()} busy=${busy}`);
    }
  }
  return found;
}

describe(`at ${WIDTHS.join(', ')} px`, () => {
  // One page in the logged-in browser; the pages that may end the session (LAST) run last.
  it(`no overflowing, clipped or vertically wrapped text on ${routes.length} routes`, async () => {
    const p = await countingPage();
    const found = await measure(p, routes.filter((r) => !LAST.includes(r.path)));
    found.push(...(await measure(p, routes.filter((r) => LAST.includes(r.path)))));
    expect(found, found.join('\n')).toEqual([]);
  }, 1_200_000);
});
