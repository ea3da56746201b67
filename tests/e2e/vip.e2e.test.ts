/**
 * Memberships in Chromium at 390×844 (issue #20): buy VIP through the sandbox → the VIP privilege (会员专属装扮) is
 * on and the VIP-only frame can be worn; the frame is then seen around the buyer's avatar in a relative's chat.
 * Screenshots in tests/e2e/.artifacts (vip-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

/** A logged-in browser at 390×844 with a readable CJK font; the nickname set through the API. */
async function userBrowser(phone: string, nickname: string): Promise<{ b: Browser; user: User }> {
  const login = (await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User };
  await call(login.data, 'POST', '/user/detail/save', { nickname, city: '泉州市' });
  const info = ((await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User }).data;
  const b = await openUserBrowser(info);
  opened.push(b);
  return { b, user: info };
}

describe('VIP and frames', () => {
  it('buy VIP through the sandbox → the VIP privilege is on → wear the VIP frame → a relative sees it in chat', async () => {
    const { b: a, user: ua } = await userBrowser('13600000201', '陈会员');
    const { b: bob, user: ub } = await userBrowser('13600000202', '陈族人');
    const page = a.page;

    // not VIP: the VIP-only frame cannot be worn
    await page.goto(`${base()}/#/mine/person/rahmen`);
    await page.getByTestId('item-204').getByRole('button', { name: '开通会员' }).waitFor();

    // /mine/member/vip → 月度会员 → 立即开通 → 模拟支付 → 确认支付 → back, confirmed
    await page.goto(`${base()}/#/mine/member/vip`);
    await page.getByTestId('vip-state').getByText('未开通VIP会员').waitFor();
    await shot(a, 'vip-before');
    await page.getByTestId('vip-plan-month').click();
    await page.getByRole('button', { name: /立即开通/ }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('vip-state').getByText('VIP会员 · 已开通').waitFor();
    await expect.poll(() => page.getByTestId('vip-privilege-vip-items').getAttribute('data-active')).toBe('true');
    await expect.poll(() => page.getByTestId('vip-state').textContent()).toContain('剩余 30 天');
    await shot(a, 'vip-after');
    expect((await call<{ isVip: boolean }>(ua, 'GET', '/vip/my')).isVip).toBe(true);

    // the privilege: the VIP-only frame can now be worn
    await page.goto(`${base()}/#/mine/person/rahmen`);
    const frame = page.getByTestId('item-204');
    await frame.getByRole('button', { name: '佩戴' }).click();
    await frame.getByText('佩戴中').waitFor();
    await shot(a, 'vip-rahmen');

    // A writes to B; B's chat shows A's avatar inside the frame
    const conv = await call<{ id: number }>(ua, 'POST', '/chat/open', { kind: 'direct', targetId: ub.id });
    await call(ua, 'POST', '/chat/send', { id: conv.id, clientId: 'vip-e2e-1', type: 'text', text: '我开通了会员' });
    await bob.page.goto(`${base()}/#/pages/chat/index?id=${conv.id}`);
    const msg = bob.page.getByTestId('chat-message').filter({ hasText: '我开通了会员' });
    await msg.locator('[data-frame="204"]').waitFor();
    await shot(bob, 'vip-chat-frame');
    // and in B's conversation list
    await bob.page.goto(`${base()}/#/mine/message/index`);
    await bob.page.getByTestId('conversation').filter({ hasText: '陈会员' }).locator('[data-frame="204"]').waitFor();
  });

  it('人数扩容: a family admin buys 专业版 through the sandbox and the member capacity grows; the log lists it', async () => {
    const { b, user } = await userBrowser('13600000203', '陈族长');
    const { page } = b;
    const projectId = (await call<{ id: number }>(user, 'POST', '/project/add-or-edit', { name: '陈氏宗亲会', surname: '陈', privacy: 'members' })).id;
    await page.goto(`${base()}/#/mine/member/people?projectId=${projectId}`);
    await page.getByTestId('edition-current').getByText('成员上限 2000 人').waitFor();
    await shot(b, 'vip-people-before');
    await page.getByTestId('edition-pro').getByRole('button', { name: /开通/ }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('edition-current').getByText('成员上限 10000 人').waitFor();
    await page.getByTestId('edition-current').getByText('专业版').waitFor();
    await shot(b, 'vip-people-after');
    await page.goto(`${base()}/#/mine/member/output-log`);
    await page.getByTestId('edition-log').filter({ hasText: '陈氏宗亲会 · 专业版' }).getByText('已生效').waitFor();
  });
});
