/**
 * Content in Chromium at 390×844 (issue #18): the author writes an article in the rich-text editor — Chinese typed
 * through an input-method composition, an image uploaded with the toolbar — the draft saves itself and comes back
 * after a reload, the preview shows it, it is published to his clan; a second user likes it and replies in her
 * browser; the author finds both in his message centre. A donor gives to the clan's drive through 模拟支付, completes
 * her details and appears on the 功德榜. Staff publish a video in 发现; it plays and seeks (byte ranges, 206) on
 * /find/video. The machine has no video encoder, so the "video" is a generated 20-second PCM WAV played by the same
 * <video> element (the seek path is the same: the player asks /find/video/file for a byte range).
 * Screenshots under tests/e2e/.artifacts (content-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, type User } from './api';
import { openUserBrowser, snap, type Browser } from './browser';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A logged-in browser at 390×844 with a readable CJK font, the user's nickname set through the API. */
async function userBrowser(phone: string, nickname: string): Promise<{ b: Browser; user: User }> {
  const login = async () => (await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json() as { data: User & Record<string, unknown> }).data;
  const first = await login();
  await call(first, 'POST', '/user/detail/save', { nickname });
  const info = await login();
  const b = await openUserBrowser(info);
  opened.push(b);
  return { b, user: { id: info.id, token: info.token } };
}

async function shot(b: Browser, name: string) {
  await b.page.evaluate(async () => {
    const d = (globalThis as unknown as { document: any }).document;
    await d.fonts.load('16px E2eCjk', '族谱');
    await d.fonts.ready;
  });
  await snap(b.page, name);
}

describe('content in Chromium', () => {
  it('article with an image (IME typing) → autosaved draft → preview → publish to the clan → like and reply → author notified; donate → 功德榜', { timeout: 300_000 }, async () => {
    const { b: a, user: author } = await userBrowser('13600000181', '陈修谱');
    const { b: r, user: reader } = await userBrowser('13600000182', '陈慧');
    const projectId = (await call<{ id: number }>(author, 'POST', '/project/add-or-edit', { name: '颍川陈氏', surname: '陈', privacy: 'public' })).id;

    // ——— write: title, body typed through an IME composition, an image with the toolbar ———
    const page = a.page;
    await page.goto(`${base()}/#/content/article-publish?projectId=${projectId}`);
    await page.getByTestId('article-title').locator('input').fill('清明祭祖纪实');
    const area = page.locator('.zp-rich__area');
    await area.click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'zu', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.imeSetComposition', { text: '族人', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.insertText', { text: '族人齐聚祠堂' });
    await page.keyboard.press('Enter');
    await cdp.send('Input.insertText', { text: '敬告先祖。' });
    await expect.poll(() => area.innerText()).toContain('族人齐聚祠堂');
    expect(await area.innerText()).not.toContain('zu');
    await page.getByTestId('editor-image-input').setInputFiles({ name: 'ci.png', mimeType: 'image/png', buffer: PNG });
    await area.locator('img').waitFor();
    await expect.poll(() => page.getByTestId('draft-status').innerText(), { timeout: 20_000 }).toBe('草稿已自动保存');
    await shot(a, 'content-editor');

    // the draft comes back after a reload; the preview shows it
    await page.reload();
    await expect.poll(() => page.getByTestId('article-title').locator('input').inputValue()).toBe('清明祭祖纪实');
    await expect.poll(() => page.locator('.zp-rich__area').innerText()).toContain('敬告先祖');
    await page.getByTestId('article-preview').click();
    const preview = page.getByTestId('article-preview-body');
    await preview.locator('img').waitFor();
    expect(await preview.innerText()).toContain('族人齐聚祠堂');
    await shot(a, 'content-preview');
    await page.getByRole('button', { name: '返回修改' }).click();

    // publish to the clan (already chosen from ?projectId)
    await page.getByTestId('article-publish').click();
    await page.waitForURL(/content\/details\?id=\d+/);
    const id = Number(new URL(page.url().replace('/#', '')).searchParams.get('id'));
    await page.getByTestId('content-body').locator('img').waitFor();
    expect(await page.getByTestId('content-body').innerText()).toContain('敬告先祖');
    expect((await call<{ draft: unknown }>(author, 'GET', '/content/draft', { contentType: 'article' })).draft).toBeNull();

    // ——— the second user likes and replies in her browser ———
    const rp = r.page;
    await rp.goto(`${base()}/#/content/article-list?tab=clan&projectId=${projectId}`);
    await rp.getByTestId('content-card').filter({ hasText: '清明祭祖纪实' }).click();
    await rp.getByTestId('content-like').click();
    await expect.poll(() => rp.getByTestId('content-like').innerText()).toBe('已赞 1');
    await rp.getByTestId('reply-input').locator('input').fill('辛苦了，明年我也去');
    await rp.getByTestId('reply-send').click();
    await rp.getByTestId('content-reply').filter({ hasText: '辛苦了，明年我也去' }).waitFor();
    await shot(r, 'content-details');

    // the author is notified of both
    const msgs = await call<{ list: { title: string; content: string }[] }>(author, 'GET', '/user/message/list', { kind: 'interaction' });
    expect(msgs.list.map((m) => m.title)).toEqual(expect.arrayContaining(['有人赞了你的内容', '有人评论了你的内容']));
    const post = await call<{ likeCount: number; replyCount: number }>(author, 'GET', `/content/v2/${id}`);
    expect([post.likeCount, post.replyCount]).toEqual([1, 1]);

    // ——— a donor gives to the clan's drive and appears on the 功德榜 ———
    const drive = await call<{ id: number }>(author, 'POST', '/content/donation/save', { projectId, kind: 'hall', title: '重修颍川堂', goal: 100000_00, deadline: '2030-12-31' });
    await rp.goto(`${base()}/#/content/donation-want?projectId=${projectId}&id=${drive.id}`);
    await rp.getByTestId('donate-amount').locator('input').fill('888');
    await rp.getByTestId('donate-name').locator('input').fill('陈慧（三房）');
    await shot(r, 'content-donate');
    await rp.getByTestId('donate').click();
    await rp.getByRole('button', { name: '确认支付' }).click();
    await rp.waitForURL(/donation-perfect/);
    await rp.getByTestId('perfect-save').click();
    await rp.waitForURL(/merit-list/);
    const row = rp.getByTestId('merit-row').first();
    await expect.poll(() => row.innerText()).toContain('陈慧（三房）');
    expect(await row.innerText()).toContain('888');
    await shot(r, 'content-merit');
    const mine = await call<{ list: { amount: number; status: string }[] }>(reader, 'GET', '/contribution/details/my');
    expect(mine.list).toMatchObject([{ amount: 888_00, status: 'paid' }]);
  });

  it('a video in 发现 plays and seeks through byte ranges', { timeout: 120_000 }, async () => {
    const staff = (await (await fetch(`${base()}/app/api/user/login/debug?code=${E2E_STAFF_PHONE}`)).json() as { data: User }).data;
    const form = new FormData();
    form.set('fileType', '2');
    form.set('file', new Blob([wav(20)], { type: 'audio/wav' }), 'lesson.wav');
    const up = await (await fetch(`${base()}/app/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}` }, body: form })).json() as { msg: number; data: { url: string } };
    expect(up.msg).toBe(1);
    const item = await call<{ id: number }>(staff, 'POST', '/find/edit', { kind: 'video', title: '修谱第一课', summary: '认识族谱的结构', video: up.data.url, duration: 20 });

    const { b } = await userBrowser('13600000183', '陈学');
    const page = b.page;
    const ranges: string[] = [];
    page.on('response', (res) => { if (res.url().includes('/find/video/file') && res.status() === 206) ranges.push(res.headers()['content-range'] ?? ''); });
    await page.goto(`${base()}/#/find/video?id=${item.id}`);
    expect(await page.getByTestId('find-duration').innerText()).toBe('00:20');
    const video = page.getByTestId('find-video');
    await expect.poll(() => video.evaluate((v: any) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: any) => Math.round(v.duration))).toBe(20);
    await video.evaluate((v: any) => { v.muted = true; return v.play(); });
    await expect.poll(() => video.evaluate((v: any) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
    await video.evaluate((v: any) => new Promise<void>((ok) => { v.addEventListener('seeked', () => ok(), { once: true }); v.currentTime = 15; }));
    expect(await video.evaluate((v: any) => v.currentTime)).toBeGreaterThanOrEqual(15);
    await expect.poll(() => video.evaluate((v: any) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(15);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.some((r) => /^bytes [1-9]\d*-\d+\/\d+$/.test(r))).toBe(true); // a range from the middle of the file
    await shot(b, 'content-video');
  });
});

describe('学堂 in Chromium', () => {
  it('a course: the free lesson, 学完了 moves progress; buying through 模拟支付 opens the paid lesson', { timeout: 120_000 }, async () => {
    const staff = (await (await fetch(`${base()}/app/api/user/login/debug?code=${E2E_STAFF_PHONE}`)).json() as { data: User }).data;
    const { id } = await call<{ id: number }>(staff, 'POST', '/ops/school/course/save', {
      title: '修谱入门', summary: '两节课了解修谱', price: 990,
      lessons: [{ title: '族谱是什么', free: true, body: '<p>族谱记一姓世系</p>' }, { title: '如何采集资料', body: '<p>访老人、查碑刻</p>' }],
    });
    const { b, user } = await userBrowser('13600000184', '陈学堂');
    const page = b.page;
    await page.goto(`${base()}/#/school/index`);
    await page.getByTestId('course-card').filter({ hasText: '修谱入门' }).click();
    await page.getByText('第1课 族谱是什么').click();
    await page.getByTestId('lesson-view').getByText('族谱记一姓世系').waitFor();
    await page.getByRole('button', { name: '学完了' }).click();
    await page.getByText('已学 1/2').waitFor();
    await page.getByRole('button', { name: /购买课程/ }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/school\/details/);
    await expect.poll(async () => (await call<{ purchased: boolean }>(user, 'GET', `/school/course/get/${id}`)).purchased).toBe(true);
    await page.getByText('第2课 如何采集资料').click();
    await page.getByTestId('lesson-view').getByText('访老人、查碑刻').waitFor();
    await shot(b, 'content-school');
  });
});

/** A mono 8 kHz 16-bit PCM WAV of `seconds` seconds: a 440 Hz tone. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0); buf.writeUInt32LE(36 + n * 2, 4); buf.write('WAVE', 8); buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16); buf.writeUInt16LE(1, 20); buf.writeUInt16LE(1, 22); buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28); buf.writeUInt16LE(2, 32); buf.writeUInt16LE(16, 34); buf.write('data', 36); buf.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  return buf;
}
