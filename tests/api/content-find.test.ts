/**
 * 发现 (/find/*, /findComment/*): staff (运营) publish courses and videos, others may not; lists page with hasNext;
 * likes, collects and shares count once per user (also in parallel); comments pass the filter and take likes once;
 * the video is sent whole or by byte range (206, Content-Range; 416 out of range) so the player seeks; the ad page's
 * sign-ups reach 客服 only, who mark them handled.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { grantByPhone } from '../../server/domains/staff/index';
import { seedFind } from '../../server/seed/find';
import { SIGN_REWARDS } from '@contract/growth';
import { data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let op: Client;
let a: Client;
let b: Client;
let service: Client;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeEach(async () => {
  const us = await seedUsers(t, [{ phone: '13900000071', nickname: '运营' }, { nickname: '甲' }, { nickname: '乙' }, { phone: '13900000072', nickname: '客服' }]);
  [op, a, b, service] = us.map((u) => u.api);
  await grantByPhone(t.app.deps, '13900000071', 'operator', 'test');
  await grantByPhone(t.app.deps, '13900000072', 'service', 'test');
  await t.app.deps.adapters.storage.put('2026/11/intro.mp4', VIDEO);
});

async function publishVideo() {
  return data(await op.post('/find/edit', { kind: 'video', title: '修谱入门', summary: '十分钟了解修谱', cover: '/files/2026/11/c.jpg', video: '/files/2026/11/intro.mp4', duration: 3675 }));
}

describe('the feed', () => {
  it('staff publish; others may not; lists by kind page with hasNext; delete hides it', async () => {
    expect((await a.post('/find/edit', { kind: 'course', title: '我也发' })).body.msbox).toBe('无权限：仅限工作人员');
    const v = await publishVideo();
    expect(v).toMatchObject({ kind: 'video', kindName: '视频', duration: 3675, videoUrl: `/app/api/find/video/file?id=${v.id}` });
    t.clock.advance(1000);
    const course = data(await op.post('/find/edit', { kind: 'course', title: '如何考证世系', body: '<p>先查老谱</p><script>x()</script>' }));
    expect(course.body).toBe('<p>先查老谱</p>');
    expect((await op.post('/find/edit', { kind: 'video', title: '没视频' })).body.msbox).toBe('请上传视频');
    expect(data(await a.get('/find/list', {})).list.map((x: { id: number }) => x.id)).toEqual([course.id, v.id]);
    expect(data(await a.get('/find/v2/list', { kind: 'video' })).list.map((x: { id: number }) => x.id)).toEqual([v.id]);
    expect(data(await a.get('/find/list', { pageSize: 1 }))).toMatchObject({ hasNext: true, list: [{ id: course.id }] });
    expect(data(await a.get(`/find/get/${v.id}`))).toMatchObject({ viewCount: 1 });
    expect((await a.post(`/find/delete/${v.id}`)).body.msbox).toBe('无权限：仅限工作人员');
    expect(data(await op.post(`/find/delete/${v.id}`))).toEqual({ deleted: true });
    expect((await a.get(`/find/get/${v.id}`)).body).toEqual({ msg: 0, msbox: '内容不存在' });
  });

  it('the operators\' console: all items with their status; unpublish hides from the feed and publish brings it back; staff only', async () => {
    const v = await publishVideo();
    t.clock.advance(1000);
    const course = data(await op.post('/find/edit', { kind: 'course', title: '族谱使用课堂', body: '<p>签到</p>' }));
    for (const who of [a, service]) {
      expect((await who.get('/ops/find/list', {})).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
      expect((await who.post('/ops/find/publish', { id: v.id, published: 0 })).body).toEqual({ msg: 0, msbox: '无权限：仅限工作人员' });
    }
    expect(data(await op.post('/ops/find/publish', { id: v.id, published: 0 }))).toEqual({ status: 'hidden' });
    expect((await op.post('/ops/find/publish', { id: v.id, published: 0 })).body.msbox).toBe('该内容已下架');
    expect(data(await a.get('/find/list', {})).list.map((x: { id: number }) => x.id)).toEqual([course.id]);
    expect((await a.get(`/find/get/${v.id}`)).body).toEqual({ msg: 0, msbox: '内容不存在' });
    expect((await a.get('/find/video/file', { id: v.id })).status).toBe(403);
    const ops = data(await op.get('/ops/find/list', {}));
    expect(ops.list).toMatchObject([
      { id: course.id, status: 'published', statusName: '已发布', body: '<p>签到</p>', video: '' },
      { id: v.id, status: 'hidden', statusName: '已下架', video: '/files/2026/11/intro.mp4', duration: 3675 },
    ]);
    expect(data(await op.get('/ops/find/list', { kind: 'video' })).list.map((x: { id: number }) => x.id)).toEqual([v.id]);
    // an unpublished item may still be edited, then published again
    expect(data(await op.post('/find/edit', { id: v.id, kind: 'video', title: '修谱入门（新版）', video: '/files/2026/11/intro.mp4', duration: 3675 })).title).toBe('修谱入门（新版）');
    expect(data(await op.post('/ops/find/publish', { id: v.id, published: 1 }))).toEqual({ status: 'published' });
    expect(data(await a.get(`/find/get/${v.id}`))).toMatchObject({ title: '修谱入门（新版）' });
    // deleted is gone for staff too
    data(await op.post(`/find/delete/${course.id}`));
    expect(data(await op.get('/ops/find/list', {})).list.map((x: { id: number }) => x.id)).toEqual([v.id]);
    expect((await op.post('/ops/find/publish', { id: course.id, published: 1 })).body.msbox).toBe('内容不存在');
  });

  it('the demo seed: a how-to-use course series from the app\'s own rules, once', async () => {
    const [u] = await seedUsers(t, [{}]);
    await seedFind(t.db.db, u.id);
    await seedFind(t.db.db, u.id); // a second start adds nothing
    const list = data(await a.get('/find/list', {})).list as { id: number; title: string; cover: string; kind: string }[];
    expect(list).toHaveLength(4);
    expect(list.every((x) => x.kind === 'course' && x.cover.startsWith('/find/'))).toBe(true);
    const signin = list.find((x) => x.title.includes('签到'))!;
    const body = data(await a.get(`/find/get/${signin.id}`)).body as string;
    expect(body).toContain(`第7天及以后：${SIGN_REWARDS[6].points}积分`);
  });

  it('likes, collects and shares once per user, in parallel too; my collects', async () => {
    const v = await publishVideo();
    await Promise.all(Array.from({ length: 30 }, () => a.post(`/find/like/${v.id}`, {})));
    expect(data(await b.post(`/find/like/${v.id}`, {}))).toEqual({ liked: true, likeCount: 2 });
    expect(data(await b.post(`/find/like/${v.id}`, { value: 0 }))).toEqual({ liked: false, likeCount: 1 });
    await Promise.all(Array.from({ length: 10 }, () => a.post(`/find/collect/${v.id}`, {})));
    await Promise.all(Array.from({ length: 10 }, () => a.post(`/find/share/${v.id}`, {})));
    expect(data(await a.get(`/find/get/${v.id}`))).toMatchObject({ likeCount: 1, collectCount: 1, shareCount: 1, liked: true, collected: true });
    expect(data(await a.get('/find/collectList', {})).list.map((x: { id: number }) => x.id)).toEqual([v.id]);
    expect(data(await b.get('/find/collectList', {})).list).toEqual([]);
  });

  it('comments: filtered, newest first, likes once', async () => {
    const v = await publishVideo();
    expect((await a.post('/findComment/add', { id: v.id, body: '網 絡 賭 博' })).body.msbox).toBe('内容含有敏感词，请修改后再发送');
    const c1 = data(await a.post('/findComment/add', { id: v.id, body: '讲得清楚' }));
    t.clock.advance(1000);
    data(await b.post('/findComment/add', { id: v.id, body: '<b>收藏了</b>' }));
    await Promise.all(Array.from({ length: 10 }, () => b.post('/findComment/addLike', { id: c1.id })));
    const list = data(await a.get(`/findComment/comments/${v.id}`, {})).list;
    expect(list.map((x: { body: string; likeCount: number }) => [x.body, x.likeCount])).toEqual([['收藏了', 0], ['讲得清楚', 1]]);
    expect(data(await a.get(`/find/get/${v.id}`)).commentCount).toBe(2);
    expect((await a.post('/findComment/addLike', { id: 99999 })).body.msbox).toBe('评论不存在');
  });
});

describe('video bytes', () => {
  it('whole, a range (206), an open range, the last bytes, and 416 beyond the end', async () => {
    const v = await publishVideo();
    const get = (range?: string) => t.app.inject({ method: 'GET', url: `/app/api/find/video/file?id=${v.id}`, headers: range ? { range } : {} });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    const mid = await get('bytes=100-199');
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe('bytes 100-199/1000');
    expect(mid.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);
    const open = await get('bytes=900-');
    expect([open.statusCode, open.rawPayload.length, open.headers['content-range']]).toEqual([206, 100, 'bytes 900-999/1000']);
    const tail = await get('bytes=-10');
    expect(tail.rawPayload.equals(VIDEO.subarray(990))).toBe(true);
    const bad = await get('bytes=5000-');
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */1000');
    const none = await t.app.inject({ method: 'GET', url: '/app/api/find/video/file?id=99999' });
    expect(none.json()).toEqual({ msg: 0, msbox: '内容不存在' });
  });
});

describe('修谱服务报名', () => {
  it('a user signs up (3 a day); only 客服 list, read and handle them', async () => {
    const o = data(await a.post('/find/order/edit', { name: '陈德明', phone: '13812345678', surname: '陈', region: '福建莆田', message: '想修五修族谱' }));
    expect(o).toMatchObject({ status: 'new', statusName: '待联系' });
    expect((await a.post('/find/order/edit', { name: '陈', phone: '123', surname: '陈' })).body.msbox).toBe('手机号格式不正确');
    data(await a.post('/find/order/edit', { name: '陈德明', phone: '13812345678', surname: '陈' }));
    data(await a.post('/find/order/edit', { name: '陈德明', phone: '13812345678', surname: '陈' }));
    expect((await a.post('/find/order/edit', { name: '陈德明', phone: '13812345678', surname: '陈' })).body.msbox).toBe('今天已提交多次，我们会尽快联系您');
    for (const [path, method] of [['/find/order/list', 'get'], [`/find/order/get/${o.id}`, 'get'], ['/ops/find/order/handle', 'post']] as const) {
      expect((await a[method](path, { id: o.id, status: 'done' })).body.msbox).toBe('无权限：仅限工作人员');
    }
    expect(data(await service.get('/find/order/list', {})).list).toHaveLength(3);
    expect(data(await service.get(`/find/order/get/${o.id}`))).toMatchObject({ name: '陈德明', region: '福建莆田' });
    expect(data(await service.post('/ops/find/order/handle', { id: o.id, status: 'contacted', note: '已电话联系' }))).toMatchObject({ status: 'contacted', note: '已电话联系' });
    expect(data(await service.get('/find/order/list', { status: 'new' })).list).toHaveLength(2);
  });
});
