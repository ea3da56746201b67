/**
 * Seek roots in Chromium at 390×844 (issue #22): a clan admin keeps a public 聂 clan whose 字辈 poem holds 德明光 at
 * 世 16–18 and the grandfather 聂德厚 at 世 16; a seeker publishes a post with the characters he remembers → the
 * details page shows that clan with its reason and the grandfather → the clan's admin has a message, opens the post
 * and answers for his clan → the seeker adopts the answer and marks 寻根成功. Screenshots in tests/e2e/.artifacts
 * (seekroot-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

async function login(phone: string, nickname: string): Promise<User> {
  const first = (await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User };
  await call(first.data, 'POST', '/user/detail/save', { nickname, city: '泉州市' });
  return ((await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User }).data;
}

const dialogButton = (page: Page, name: string) => page.locator('.adm-dialog').getByRole('button', { name });

/** The clan through the API: a public project, the poem from 世 15, a line of fathers and sons to 世 18. */
async function makeClan(admin: User): Promise<number> {
  const { id: projectId } = await call<{ id: number }>(admin, 'POST', '/project/add-or-edit', { name: '河东聂氏', surname: '聂', privacy: 'public' });
  const { id: clanId } = await call<{ id: number }>(admin, 'POST', '/clan/save', {
    projectId, name: '河东聂氏族谱', hall: '河东堂', area: '福建省泉州市',
    poems: [{ id: 1, text: '永德明光宗耀祖', startGeneration: 15, mode: '流宗', branchId: null }],
  });
  const name = (g: number) => ({ 15: '永安', 16: '德厚', 17: '明远', 18: '光辉' } as Record<number, string>)[g] ?? `始${g}`;
  let father = (await call<{ id: number }>(admin, 'POST', '/clan-member/save/child', { clanId, surname: '聂', name: name(1), generation: 1, birthText: `${1963 - 17 * 27}年` })).id;
  for (let g = 2; g <= 18; g++) {
    father = (await call<{ id: number }>(admin, 'POST', '/clan-member/save/child', {
      clanId, fatherId: father, name: name(g), birthText: `${1963 - (18 - g) * 27}年`, living: g === 18,
    })).id;
  }
  return clanId;
}

describe('seek roots', () => {
  it('post with 字辈 → the matching clan with its reason → the admin is told and answers → adopted, 寻根成功', async () => {
    const adminUser = await login('13600000311', '聂族长');
    const seekerUser = await login('13600000312', '聂寻根');
    const clanId = await makeClan(adminUser);
    const seeker = await openUserBrowser(seekerUser);
    const admin = await openUserBrowser(adminUser);
    opened.push(seeker, admin);
    const page = seeker.page;

    // the home (from=xgbook taken as is) → 发布寻根
    await page.goto(`${base()}/#/seekroot/index?from=xgbook`);
    await page.getByTestId('seek-figures').waitFor();
    await shot(seeker, 'seekroot-home');
    await page.getByTestId('seek-entry-publish').click();
    await page.getByTestId('seek-first-name').locator('input').fill('聂');
    await page.getByTestId('seek-hall').locator('input').fill('河东堂');
    await page.getByTestId('seek-zibei').locator('input').fill('德明光');
    await page.getByTestId('seek-father').locator('input').fill('聂明远');
    await page.getByTestId('seek-grandfather').locator('input').fill('聂德厚');
    await page.getByTestId('seek-birth-year').locator('input').fill('1963');
    await page.getByTestId('seek-title').locator('input').fill('寻河东聂氏宗亲');
    await page.getByTestId('seek-story').locator('textarea').fill('祖父德厚公民国时自泉州迁出，家中只记得“德明光”三代字辈。');
    await shot(seeker, 'seekroot-publish');
    await page.getByTestId('seek-publish').click();

    // the details: the clan matched with its reason and the grandfather (the job runs on the server; the page polls)
    const match = page.getByTestId('seek-match').filter({ hasText: '河东聂氏族谱' });
    await match.getByText("字辈 '德明光' 与 河东聂氏族谱 第16–18世 相符").waitFor({ timeout: 60_000 });
    await match.getByText(/祖父 聂德厚（十六世）/).waitFor();
    expect(await match.textContent()).not.toContain('聂光辉'); // the living 世 18 is never suggested
    await shot(seeker, 'seekroot-matches');
    const postId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));
    expect(postId).toBeGreaterThan(0);

    // the clan's admin has a message and answers for his clan
    const msgs = await call<{ list: { title: string; link: string }[] }>(adminUser, 'GET', '/user/message/list', { kind: 'project' });
    const told = msgs.list.find((m) => m.title === '寻根匹配：有人可能是「河东聂氏族谱」的宗亲');
    expect(told?.link).toBe(`/seekroot/details?id=${postId}`);
    await admin.page.goto(`${base()}/#${told!.link}`);
    await admin.page.getByTestId('seek-answer-as').getByText('河东聂氏族谱').click();
    await admin.page.getByTestId('seek-reply-input').locator('input').fill('我谱第十六世有德厚公，民国时外迁，请联系。');
    await admin.page.getByTestId('seek-reply-send').click();
    await admin.page.getByTestId('seek-reply').filter({ hasText: '来自 河东聂氏族谱' }).waitFor();
    await shot(admin, 'seekroot-admin-answer');

    // the seeker adopts the answer and marks success
    await page.reload();
    const reply = page.getByTestId('seek-reply').filter({ hasText: '我谱第十六世有德厚公' });
    await reply.getByTestId('seek-adopt').click();
    await dialogButton(page, '采纳').click();
    await reply.getByText('已采纳').waitFor();
    await page.getByTestId('seek-succeed').click();
    await dialogButton(page, '寻根成功').click();
    await page.getByTestId('seek-status').getByText('寻根成功').waitFor();
    await shot(seeker, 'seekroot-success');
    const detail = await call<{ status: string; adoptedReplyId: number | null }>(seekerUser, 'GET', `/seek-root/v2/get/${postId}`);
    expect(detail.status).toBe('succeeded');
    expect(detail.adoptedReplyId).not.toBeNull();
    expect(clanId).toBeGreaterThan(0);
  }, 360_000); // 20 member saves, two browsers and the matching job on a shared machine
});
