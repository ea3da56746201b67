/**
 * Screens of issue #17 at 390×844 as a new user, and the personal page's family setting (issue #17 point 1):
 * /mine/set/feedback, /mine/set/account, /mine/person/index — the owner shows a members-only family; another user
 * opening his page (?id=) sees only the public one, follows him and applies to be his friend (the buttons and his
 * fan count follow). Then the staff console's help, feedback, chat-report and beacon
 * screens at 390 px. Screenshots in tests/e2e/.artifacts (places-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openUserBrowser, snap, type Browser } from './browser';
import { call, type User } from './api';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const step = (what: string) => process.stderr.write(`places e2e: ${what}\n`);
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

async function login(phone: string): Promise<User> {
  return ((await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User }).data;
}

async function userBrowser(phone: string, nickname?: string): Promise<{ b: Browser; user: User }> {
  let user = await login(phone);
  if (nickname) {
    await call(user, 'POST', '/user/detail/save', { nickname, city: '广州市' });
    user = await login(phone);
  }
  const b = await openUserBrowser(user);
  b.page.setDefaultNavigationTimeout(90_000);
  b.page.setDefaultTimeout(60_000);
  opened.push(b);
  return { b, user };
}

/** Wait for the bundled CJK font, so the shot is readable. */
async function shot(page: Browser['page'], name: string) {
  await page.evaluate(async () => {
    const d = (globalThis as unknown as { document: { fonts: { load(f: string, t: string): Promise<unknown>; ready: Promise<unknown> } } }).document;
    await d.fonts.load('16px E2eCjk', '族谱');
    await d.fonts.ready;
  });
  await snap(page, name);
}

describe('places: #17 screens at 390 px', () => {
  it('a new user: feedback, account, and the personal page showing a members-only family only to its readers', async () => {
    const { b: a, user: ua } = await userBrowser('13600000271');
    const page = a.page;
    step('feedback');
    await page.goto(`${base()}/#/mine/set/feedback`);
    await page.getByRole('tab', { name: '常见问题' }).waitFor();
    await expect.poll(() => page.locator('.adm-spin-loading').count(), { timeout: 30_000 }).toBe(0);
    await shot(page, 'places-help');
    await page.getByRole('tab', { name: '意见反馈' }).click();
    await page.getByText('反馈类型').first().waitFor();
    await shot(page, 'places-feedback');
    step('account');
    await page.goto(`${base()}/#/mine/set/account`);
    await page.getByText('所有人').first().waitFor();
    await shot(page, 'places-account');
    step('person, new');
    await page.goto(`${base()}/#/mine/person/index`);
    await page.getByText('还没有加入家族').waitFor();
    await shot(page, 'places-person-new');

    step('person, families');
    await call(ua, 'POST', '/user/detail/save', { nickname: '陈德明', city: '广州市' });
    const pub = await call<{ id: number }>(ua, 'POST', '/project/add-or-edit', { name: '陈氏家族', surname: '陈', privacy: 'public' });
    await call(ua, 'POST', '/project/add-or-edit', { name: '陈氏内谱', surname: '陈', privacy: 'members' });
    await page.reload();
    await page.getByTestId('person-clan').filter({ hasText: '陈氏家族' }).waitFor();
    expect(await page.getByTestId('person-clan').filter({ hasText: '陈氏内谱' }).count()).toBe(0);
    await page.getByTestId('person-clans-setting').click();
    const option = page.getByTestId('person-clan-option').filter({ hasText: '陈氏内谱' });
    await option.waitFor();
    // the popup has slid in: its buttons on screen
    await expect.poll(async () => { const bb = await page.getByTestId('person-clans-save').boundingBox(); return !!bb && bb.y + bb.height <= 844; }).toBe(true);
    await shot(page, 'places-person-setting');
    await option.click();
    await page.getByTestId('person-clans-save').click();
    await page.getByTestId('person-clan').filter({ hasText: '陈氏内谱' }).waitFor();
    await shot(page, 'places-person');
    const setting = await call<{ custom: boolean; list: { name: string; shown: boolean }[] }>(ua, 'GET', '/user/person/clans');
    expect(setting.list.filter((x) => x.shown).map((x) => x.name).sort()).toEqual(['陈氏内谱', '陈氏家族'].sort());

    step('person, as another user');
    const { b: o } = await userBrowser('13600000272', '路人甲');
    await o.page.goto(`${base()}/#/mine/person/index?id=${ua.id}`);
    await o.page.getByTestId('person-clan').filter({ hasText: '陈氏家族' }).waitFor();
    expect(await o.page.getByTestId('person-clan').count()).toBe(1);
    await o.page.getByText('陈德明').first().waitFor();
    await shot(o.page, 'places-person-other');
    expect(pub.id).toBeGreaterThan(0);

    step('person, follow and apply');
    const fans = o.page.getByTestId('person-count-粉丝');
    await expect.poll(() => fans.innerText()).toContain('0');
    await o.page.getByTestId('person-follow').filter({ hasText: /^关注$/ }).click();
    await o.page.getByTestId('person-follow').filter({ hasText: '已关注' }).waitFor();
    await expect.poll(() => fans.innerText()).toContain('1');
    await o.page.getByTestId('person-friend').filter({ hasText: '加好友' }).click();
    await o.page.getByTestId('person-friend').filter({ hasText: '已申请' }).waitFor();
    expect(await o.page.getByTestId('person-friend').isDisabled()).toBe(true);
    await shot(o.page, 'places-person-other-followed');
    // what the page shows is what the server holds: A has one fan and one request waiting
    expect(await call<{ fans: number; requests: number }>(ua, 'GET', '/follow/info')).toMatchObject({ fans: 1, requests: 1 });
    await o.page.reload();
    await o.page.getByTestId('person-friend').filter({ hasText: '已申请' }).waitFor();
    await o.page.getByTestId('person-follow').filter({ hasText: '已关注' }).waitFor();

    // something for the staff screens to show
    await call(ua, 'POST', '/feedback/add', { type: 1, content: '家谱导出的 PDF 字太小了', contact: '13600000271' });
    await call(null, 'POST', '/user/platform', { platform: 'H5', model: 'iPhone 15', channel: 'e2e' });
  }, 300_000);

  it('the staff console at 390 px: help content, feedback, chat reports, beacons', async () => {
    const { b } = await userBrowser(E2E_STAFF_PHONE);
    const page = b.page;
    for (const [path, title] of [['help-content', '帮助内容'], ['feedback', '意见反馈'], ['chat-reports', '聊天举报'], ['beacons', '归因与版本事件']] as const) {
      step(`ops ${path}`);
      await page.goto(`${base()}/#/ops/${path}`);
      await page.locator('.zp-ops__item--on', { hasText: title }).waitFor();
      // the page drawn: no loading spinner left in it
      await expect.poll(() => page.locator('.zp-ops__page .adm-spin-loading').count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(async () => (await page.locator('.zp-ops__page').innerText()).includes('加载'), { timeout: 60_000 }).toBe(false);
      // the strip menu (390 px) shows the open screen's item
      const on = (await page.locator('.zp-ops__item--on').boundingBox())!;
      expect(on.x).toBeGreaterThanOrEqual(0);
      expect(on.x + on.width).toBeLessThanOrEqual(390);
      await shot(page, `places-ops-${path}`);
    }
  }, 300_000);
});
