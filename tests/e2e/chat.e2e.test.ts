/**
 * Chat and people in two browsers (issue #17): A finds B among the people with his name and asks to be friends; B
 * accepts; A sends a text and an image; B's unread badge on the message centre moves without a reload; A recalls a
 * message; B reports one. Screenshots at 390×844 under tests/e2e/.artifacts (chat-*.png).
 */
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, shot, type Browser } from './browser';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

async function api(path: string, token: string, params: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') {
  const url = new URL(`${base()}/app/api${path}`);
  if (method === 'GET') for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  const r = await fetch(url, {
    method, headers: { authorization: `Bearer ${token}`, platform: 'H5', 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
  });
  const body = (await r.json()) as { msg: number; data: any; msbox?: string };
  if (body.msg !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A logged-in browser at 390×844 with a readable CJK font; the user's nickname set through the API. */
async function userBrowser(phone: string, nickname: string): Promise<{ b: Browser; id: number }> {
  const login = await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json() as { data: { token: string; id: number } };
  await api('/user/detail/save', login.data.token, { nickname, city: '泉州市' });
  const user = (await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json() as { data: unknown }).data;
  const b = await openBrowser({ width: 390, height: 844 });
  b.page.setDefaultTimeout(30_000);
  opened.push(b);
  const ttf = resolve('node_modules/@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf');
  await b.context.route('**/__e2e__/cjk.ttf', (r) => r.fulfill({ path: ttf, contentType: 'font/ttf' }));
  await b.context.addInitScript((u) => {
    const g = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void }; document: any };
    try { g.localStorage.setItem('zupu:userInfo', JSON.stringify({ value: u })); } catch { /* about:blank */ }
    g.document.addEventListener('DOMContentLoaded', () => {
      const s = g.document.createElement('style');
      s.textContent = '@font-face{font-family:E2eCjk;font-display:block;src:url(/__e2e__/cjk.ttf)} *{font-family:E2eCjk !important}';
      g.document.head.appendChild(s);
    });
  }, user);
  return { b, id: login.data.id };
}

describe('chat between two relatives', () => {
  it('find by same name → friend request → accept → text and image → live badge → recall → report', async () => {
    const { b: a } = await userBrowser('13600000101', '陈睿渊');
    const { b: bob } = await userBrowser('13600000102', '陈睿渊');

    // A: 和我同名的人 → 加好友
    await a.page.goto(`${base()}/#/mine/message/follow`);
    await a.page.getByRole('button', { name: '和我同名的人' }).click();
    const row = a.page.getByTestId('person').filter({ hasText: '陈睿渊' });
    await row.getByRole('button', { name: '加好友' }).click();
    await row.getByRole('button', { name: '已申请' }).waitFor();
    await shot(a, 'chat-find-same-name');

    // B: 申请 → 同意
    await bob.page.goto(`${base()}/#/mine/message/follow?tab=requests`);
    const req = bob.page.getByTestId('friend-request').filter({ hasText: '陈睿渊 请求加你为好友' });
    await shot(bob, 'chat-friend-requests');
    await req.getByRole('button', { name: '同意' }).click();
    await req.getByText('已同意').waitFor();

    // B waits on the message centre
    await bob.page.goto(`${base()}/#/mine/message/index`);
    await bob.page.getByText('暂无聊天', { exact: false }).first().waitFor();
    // the friend request reached B's message centre as 互动
    await bob.page.getByTestId('message-kind-interaction').locator('.adm-badge-content').getByText('1', { exact: true }).waitFor();

    // A: 好友 → 发消息 → text, image
    await a.page.goto(`${base()}/#/mine/message/follow?tab=friends`);
    await a.page.getByTestId('person').getByRole('button', { name: '发消息' }).click();
    await a.page.getByRole('textbox', { name: '消息' }).fill('德华兄，我是泉州的陈睿渊，清明回乡祭祖吗？');
    await a.page.getByRole('button', { name: '发送' }).click();
    await a.page.getByTestId('chat-message').filter({ hasText: '清明回乡祭祖' }).waitFor();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 180, g: 120, b: 60 } } }).png().toBuffer();
    await a.page.getByTestId('chat-image-input').setInputFiles({ name: '祠堂.png', mimeType: 'image/png', buffer: png });
    await a.page.locator('[data-seq="2"] .zp-chat-bubble img').waitFor();
    await a.page.getByRole('textbox', { name: '消息' }).fill('发错了');
    await a.page.getByRole('button', { name: '发送' }).click();
    await a.page.locator('[data-seq="3"]').filter({ hasText: '发错了' }).waitFor();

    // B's badge moved without a reload
    const badge = bob.page.getByTestId('conversation');
    await expect.poll(async () => badge.getAttribute('data-unread'), { timeout: 30_000 }).toBe('3');
    await badge.locator('.adm-badge-content').getByText('3', { exact: true }).waitFor();
    await shot(bob, 'chat-conversations-badge');

    // A recalls 发错了
    await a.page.locator('[data-seq="3"] .zp-chat-bubble').click();
    await a.page.getByText('撤回', { exact: true }).click();
    await a.page.getByText('你撤回了一条消息').waitFor();
    await shot(a, 'chat-room-sender');

    // B opens the conversation: the recall notice, the text, the image; the badge clears
    await bob.page.getByTestId('conversation').click();
    await bob.page.getByText('陈睿渊撤回了一条消息').waitFor();
    await bob.page.locator('.zp-chat-bubble img').waitFor();
    await shot(bob, 'chat-room-receiver');

    // B reports A's first message
    await bob.page.getByTestId('chat-message').filter({ hasText: '清明回乡祭祖' }).locator('.zp-chat-bubble').click();
    await bob.page.getByText('举报', { exact: true }).click();
    await bob.page.getByText('诈骗').click();
    await shot(bob, 'chat-report');
    await bob.page.getByRole('button', { name: '提交举报' }).click();
    await bob.page.getByText('举报已提交', { exact: false }).waitFor();
    // the report page went back to the conversation; one more back is the message centre, all read
    await bob.page.getByText('陈睿渊撤回了一条消息').waitFor();
    await bob.page.goBack();
    await expect.poll(async () => bob.page.getByTestId('conversation').getAttribute('data-unread')).toBe('0');
    await bob.page.getByTestId('message-kind-interaction').click();
    await bob.page.getByText('陈睿渊请求加你为好友').waitFor();
    await shot(bob, 'chat-message-kind');
    await bob.page.goto(`${base()}/#/mine/set/message`);
    await bob.page.getByText('互动消息').waitFor();
    await shot(bob, 'chat-message-settings');
  });
});
