/**
 * Content in Chromium at 390×844 (issue #18): the author writes an article in the rich-text editor — Chinese typed
 * through an input-method composition, an image uploaded with the toolbar — the draft saves itself and comes back
 * after a reload, the preview shows it, it is published to his clan; a second user likes it and replies in her
 * browser; the author finds both in his message centre. A donor gives to the clan's drive through 模拟支付, completes
 * her details and appears on the 功德榜. Staff publish a video in 发现 through the /ops screen: the video is a real
 * H.264 MP4 recorded in the browser (MediaRecorder on a canvas — the machine has no ffmpeg), uploaded with the
 * screen's file field; it plays and seeks (byte ranges, 206) on /find/video.
 * Screenshots under tests/e2e/.artifacts (content-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, type User } from './api';
import { openUserBrowser, shot, type Browser } from './browser';
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

  it('staff publish a recorded MP4 in /ops 发现内容; it plays and seeks through byte ranges', { timeout: 180_000 }, async () => {
    const staffInfo = (await (await fetch(`${base()}/app/api/user/login/debug?code=${E2E_STAFF_PHONE}`)).json() as { data: User & Record<string, unknown> }).data;
    const staffB = await openUserBrowser(staffInfo, 60_000);
    opened.push(staffB);
    const sp = staffB.page;
    await sp.setViewportSize({ width: 1280, height: 900 });
    await sp.goto(`${base()}/#/ops/find-items`);
    await sp.getByRole('heading', { name: '发现内容' }).waitFor();
    // a real video: 6 s of a moving canvas recorded by Chromium's MediaRecorder as H.264 in MP4
    const recorded = await sp.evaluate(async () => {
      const w = globalThis as any;
      const c = w.document.createElement('canvas');
      c.width = 320; c.height = 180;
      const g = c.getContext('2d');
      const type = w.MediaRecorder.isTypeSupported('video/mp4;codecs=avc1') ? 'video/mp4;codecs=avc1' : 'video/mp4';
      const rec = new w.MediaRecorder(c.captureStream(25), { mimeType: type });
      const chunks: unknown[] = [];
      rec.ondataavailable = (e: any) => chunks.push(e.data);
      let f = 0;
      const draw = () => { g.fillStyle = `hsl(${(f * 6) % 360},60%,45%)`; g.fillRect(0, 0, 320, 180); g.fillStyle = '#fff'; g.font = '48px sans-serif'; g.fillText(`第${Math.floor(f++ / 25) + 1}秒`, 70, 110); };
      const timer = w.setInterval(draw, 40);
      draw();
      rec.start(500);
      await new Promise((ok) => w.setTimeout(ok, 6000));
      rec.stop();
      await new Promise((ok) => { rec.onstop = ok; });
      w.clearInterval(timer);
      const bytes = new Uint8Array(await new w.Blob(chunks, { type }).arrayBuffer());
      let bin = '';
      for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { type, base64: w.btoa(bin) };
    });
    const mp4 = Buffer.from(recorded.base64, 'base64');
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(recorded.type).toContain('video/mp4');

    await sp.getByLabel('类别').selectOption('video');
    await sp.getByLabel('标题').fill('修谱第一课');
    await sp.getByLabel('简介').fill('认识族谱的结构');
    await sp.getByLabel('封面图片').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await sp.getByAltText('封面预览').waitFor();
    await sp.getByLabel('视频文件').setInputFiles({ name: 'lesson.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await expect.poll(() => sp.getByTestId('ops-find-video').innerText(), { timeout: 60_000 }).toMatch(/lesson|\.mp4/);
    await sp.getByLabel('正文（每行一段）').fill('族谱记一姓世系。\n先看世系图，再看传记。');
    await sp.getByRole('button', { name: '发布', exact: true }).click();
    await sp.getByRole('dialog').getByRole('button', { name: '发布' }).click();
    const row = sp.locator('tr', { hasText: '修谱第一课' });
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('已发布');
    await shot(staffB, 'content-ops-find');
    const mine = await call<{ list: { id: number; title: string; duration: number; video: string }[] }>(staffInfo, 'GET', '/ops/find/list', { kind: 'video' });
    const item = mine.list.find((x) => x.title === '修谱第一课')!;
    expect(item.video).toMatch(/^\/files\/.+\.mp4$/);
    expect(item.duration).toBeGreaterThanOrEqual(5);

    const { b } = await userBrowser('13600000183', '陈学');
    const page = b.page;
    const ranges: string[] = [];
    page.on('response', (res) => { if (res.url().includes('/find/video/file') && res.status() === 206) ranges.push(res.headers()['content-range'] ?? ''); });
    await page.goto(`${base()}/#/find/video?id=${item.id}`);
    expect(await page.getByTestId('find-duration').innerText()).toBe(`00:0${item.duration}`);
    const video = page.getByTestId('find-video');
    await expect.poll(() => video.evaluate((v: any) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: any) => v.duration)).toBeGreaterThan(5);
    expect(await video.evaluate((v: any) => v.videoWidth)).toBe(320); // real frames, not a sound track
    await video.evaluate((v: any) => { v.muted = true; return v.play(); });
    await expect.poll(() => video.evaluate((v: any) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
    await video.evaluate((v: any) => new Promise<void>((ok) => { v.addEventListener('seeked', () => ok(), { once: true }); v.currentTime = 4; }));
    expect(await video.evaluate((v: any) => v.currentTime)).toBeGreaterThanOrEqual(3.9);
    await expect.poll(() => video.evaluate((v: any) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(4);
    expect(ranges.length).toBeGreaterThan(0);
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
