/**
 * Seek-roots posts (issue #22 part 1): publish with bad input refused and nothing written; the square by surname,
 * author and sort; likes and shares once per user under parallel requests; replies, reply likes, reply deletes;
 * adopting a reply is the author's alone and once; 寻根成功 by the author; moderators polish and block (a blocked
 * post leaves every list but the author's own); delete; base info; the home figures and names; banners by operators.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { grantByPhone } from '../../server/domains/staff/index';
import { seekRootPosts } from '../../server/db/schema/index';
import { apiClient, data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let seeker: Client;
let seekerId: number;
let other: Client;
let otherId: number;
let mod: Client;
let op: Client;

beforeEach(async () => {
  const us = await seedUsers(t, [{ nickname: '寻根人' }, { nickname: '热心人' }, { phone: '13900000088', nickname: '审核员' }, { phone: '13900000089', nickname: '运营' }]);
  [{ api: seeker, id: seekerId }, { api: other, id: otherId }, { api: mod }, { api: op }] = us;
  await grantByPhone(t.app.deps, '13900000088', 'moderator', 'test');
  await grantByPhone(t.app.deps, '13900000089', 'operator', 'test');
});

const base = { firstName: '陈', areaName: '福建省 泉州市 晋江市', zibei: '德明光', grandfather: '陈德厚', story: '祖上自晋江迁台' };
const add = async (c: Client, extra: Record<string, unknown> = {}) => data(await c.post('/seek-root/add', { ...base, ...extra })).id as number;
const ids = (r: { list: { id: number }[] }) => r.list.map((x) => x.id);
const count = async () => (await t.db.db.select().from(seekRootPosts)).length;

describe('publishing and reading', () => {
  it('publishes, reads (views counted), lists by surname, author and sort', async () => {
    const a = await add(seeker, { title: '寻晋江陈氏宗亲', images: ['/files/u/1.jpg'] });
    const b = await add(other, { firstName: '林', zibei: '' });
    const d = data(await other.get(`/seek-root/v2/get/${a}`, {}));
    expect(d).toMatchObject({ id: a, title: '寻晋江陈氏宗亲', firstName: '陈', zibei: '德明光', grandfather: '陈德厚', status: 'open', statusName: '寻根中', mine: false, viewCount: 1, images: ['/files/u/1.jpg'] });
    expect(data(await seeker.get(`/seek-root/v2/get/${a}`, {})).mine).toBe(true);
    expect(ids(data(await seeker.get('/seek-root/list', {})))).toEqual([b, a]);
    expect(ids(data(await seeker.get('/seek-root/list', { firstName: '陈' })))).toEqual([a]);
    expect(ids(data(await seeker.get('/seek-root/list', { userId: otherId })))).toEqual([b]);
    data(await other.get('/seek-root/like', { id: a, value: 1 }));
    expect(ids(data(await seeker.get('/seek-root/list', { sort: 'hot' })))).toEqual([a, b]);
    expect(ids(data(await seeker.get('/seekRoot/my', {})))).toEqual([a]);
    expect(data(await seeker.get('/seekRoot/list', {})).list).toEqual([{ firstName: '林', count: 1, succeedCount: 0 }, { firstName: '陈', count: 1, succeedCount: 0 }]);
    expect(data(await seeker.get('/seekRoot/info', {}))).toMatchObject({ postCount: 2, succeedCount: 0 });
  });

  it('bad input is refused with a Chinese message and nothing is written', async () => {
    const bad = async (p: Record<string, unknown>) => (await seeker.post('/seek-root/add', { ...base, ...p })).body;
    expect(await bad({ firstName: 'Chen' })).toMatchObject({ msg: 0, msbox: expect.stringContaining('姓氏') });
    expect(await bad({ firstName: '' })).toMatchObject({ msg: 0 });
    expect(await bad({ zibei: '德1光' })).toMatchObject({ msg: 0, msbox: expect.stringContaining('字辈') });
    expect(await bad({ birthYear: 3000 })).toMatchObject({ msg: 0 });
    expect(await bad({ images: ['javascript:alert(1)'] })).toMatchObject({ msg: 0 });
    expect(await bad({ zibei: '', grandfather: '', story: '', areaName: '' })).toMatchObject({ msg: 0, msbox: '请至少填写祖籍、字辈、祖辈姓名或迁徙经历中的一项' });
    expect(await bad({ story: '专业代开发票' })).toMatchObject({ msg: 0 });
    expect((await apiClient(t.app).post('/seek-root/add', base)).body.msg).toBe(401);
    expect(await count()).toBe(0);
    expect((await seeker.get('/seek-root/v2/get/999', {})).body).toEqual({ msg: 0, msbox: '寻根不存在' });
  });

  it('the base info is kept and fills a post\'s birth year and contact', async () => {
    expect(data(await seeker.get('/seekRoot/userBaseInfo', {}))).toMatchObject({ realName: '', birthYear: 0 });
    data(await seeker.post('/seekRoot/updateUserBaseInfo', { realName: '陈光辉', gender: '男', birthYear: 1963, firstName: '陈', contact: '微信 chen63' }));
    expect(data(await seeker.get('/seekRoot/userBaseInfo', {}))).toMatchObject({ realName: '陈光辉', birthYear: 1963, contact: '微信 chen63' });
    expect((await seeker.post('/seekRoot/updateUserBaseInfo', { birthYear: 1700 })).body.msg).toBe(0);
    const id = await add(seeker);
    expect(data(await other.get(`/seek-root/v2/get/${id}`, {}))).toMatchObject({ birthYear: 1963, contact: '微信 chen63' });
  });
});

describe('likes, shares, replies', () => {
  it('100 parallel likes and shares from 25 users count each user once', async () => {
    const id = await add(seeker);
    const users = await seedUsers(t, Array.from({ length: 25 }, (_, i) => ({ nickname: `点赞${i}` })));
    await Promise.all(Array.from({ length: 100 }, (_, i) => users[i % 25].api.get('/seek-root/like', { id, value: 1 })));
    await Promise.all(Array.from({ length: 100 }, (_, i) => users[i % 25].api.post(`/seek-root/share/${id}`, { scene: 'moments' })));
    const d = data(await seeker.get(`/seek-root/v2/get/${id}`, {}));
    expect(d.likeCount).toBe(25);
    expect(d.shareCount).toBe(25);
    expect(data(await users[0].api.get('/seek-root/like', { id, value: 0 })).likeCount).toBe(24);
    expect(data(await users[0].api.post(`/seek-root/share/${id}`, { scene: 'wechat' }))).toEqual({ shareCount: 25, path: `/seekroot/details?id=${id}&scene=wechat` });
    expect((await users[0].api.post(`/seek-root/share/${id}`, { scene: 'fax' })).body.msg).toBe(0);
  });

  it('replies, answers, reply likes; the replier or the author deletes', async () => {
    const id = await add(seeker);
    const r1 = data(await other.post('/seek-root/v2/reply', { id, body: '我家也是晋江陈' }));
    const r2 = data(await seeker.post('/seek-root/v2/reply', { id, parentId: r1.id, body: '请问哪个村？' }));
    expect(r2).toMatchObject({ parentId: r1.id, toUserName: '热心人' });
    expect(data(await seeker.get('/seek-root/reply-like', { id: r1.id, value: 1 })).likeCount).toBe(1);
    expect(data(await seeker.get('/seek-root/reply-like', { id: r1.id, value: 1 })).likeCount).toBe(1);
    const list = data(await other.get('/seek-root/reply/list', { id }));
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ id: r1.id, childCount: 1, likeCount: 1, canDelete: true, canAdopt: false });
    expect(data(await seeker.get('/seek-root/reply/list', { id })).list[0]).toMatchObject({ canAdopt: true, canDelete: true });
    expect((await mod.post(`/seek-root/reply-delete/${r1.id}`, {})).body.msbox).toBe('只能删除自己的回复');
    data(await seeker.post(`/seek-root/reply-delete/${r1.id}`, {}));
    expect(data(await other.get('/seek-root/reply/list', { id })).list).toEqual([]);
    expect(data(await other.get(`/seek-root/v2/get/${id}`, {})).replyCount).toBe(0);
    expect((await other.post('/seek-root/v2/reply', { id, body: '' })).body.msg).toBe(0);
    // the author was told of the reply
    const msgs = data(await seeker.get('/user/message/list', { kind: 'interaction' })).list.map((m: { title: string }) => m.title);
    expect(msgs).toContain('有人回复了你的寻根');
  });

  it('adopting a reply is the author\'s alone, once; the adopted reply stays', async () => {
    const id = await add(seeker);
    const r1 = data(await other.post('/seek-root/v2/reply', { id, body: '线索一' }));
    const [{ api: third }] = await seedUsers(t, [{ nickname: '第三人' }]);
    const r2 = data(await third.post('/seek-root/v2/reply', { id, body: '线索二' }));
    const mine = data(await seeker.post('/seek-root/v2/reply', { id, body: '补充' }));
    expect((await other.post(`/seek-root/adopt/${r1.id}`, {})).body.msbox).toBe('只有寻根发布人可以采纳回复');
    expect((await mod.post(`/seek-root/adopt/${r1.id}`, {})).body.msbox).toBe('只有寻根发布人可以采纳回复');
    expect((await seeker.post(`/seek-root/adopt/${mine.id}`, {})).body.msbox).toBe('不能采纳自己的回复');
    const both = await Promise.all([seeker.post(`/seek-root/adopt/${r1.id}`, {}), seeker.post(`/seek-root/adopt/${r2.id}`, {})]);
    expect(both.filter((r) => r.body.msg === 1)).toHaveLength(1);
    const adopted = both.find((r) => r.body.msg === 1)!.body.data.adoptedReplyId;
    const d = data(await seeker.get(`/seek-root/v2/get/${id}`, {}));
    expect(d.adoptedReplyId).toBe(adopted);
    const list = data(await seeker.get('/seek-root/reply/list', { id })).list;
    expect(list[0]).toMatchObject({ id: adopted, adopted: true, canDelete: false });
    expect(list.filter((r: { adopted: boolean }) => r.adopted)).toHaveLength(1);
    expect((await seeker.post(`/seek-root/reply-delete/${adopted}`, {})).body.msbox).toBe('已采纳的回复不能删除');
  });

  it('寻根成功 by the author only, once', async () => {
    const id = await add(seeker);
    expect((await other.post(`/seek-root/succeed/${id}`, {})).body.msbox).toBe('只有发布人可以这样做');
    expect(data(await seeker.post(`/seek-root/succeed/${id}`, {}))).toEqual({ status: 'succeeded' });
    expect((await seeker.post(`/seek-root/succeed/${id}`, {})).body.msbox).toBe('已标记为寻根成功');
    expect(data(await other.get(`/seek-root/v2/get/${id}`, {}))).toMatchObject({ status: 'succeeded', statusName: '寻根成功' });
    expect(data(await other.get('/seekRoot/info', {})).succeedCount).toBe(1);
  });
});

describe('moderation and delete', () => {
  it('only moderators polish; 精华 lists the polished', async () => {
    const a = await add(seeker);
    await add(seeker);
    expect((await other.post(`/seek-root/polish/${a}`, { value: 1 })).body.msbox).toBe('无权限：仅限工作人员');
    expect(data(await mod.post(`/seek-root/polish/${a}`, { value: 1 }))).toEqual({ polished: true });
    expect(ids(data(await other.get('/seek-root/list', { sort: 'polish' })))).toEqual([a]);
    expect(data(await mod.get(`/seek-root/v2/get/${a}`, {})).canModerate).toBe(true);
  });

  it('a blocked post disappears from every list (the author still sees it) until restored', async () => {
    const a = await add(seeker);
    const b = await add(other);
    expect((await other.get('/seek-root/block', { id: a, value: 1 })).body.msbox).toBe('无权限：仅限工作人员');
    data(await mod.get('/seek-root/block', { id: a, value: 1, reason: '广告' }));
    for (const q of [{}, { firstName: '陈' }, { sort: 'hot' }, { sort: 'polish' }, { userId: seekerId }]) {
      expect(ids(data(await other.get('/seek-root/list', q)))).not.toContain(a);
    }
    expect(ids(data(await other.get('/seek-root/list', {})))).toEqual([b]);
    expect(data(await other.get('/seekRoot/list', {})).list).toEqual([{ firstName: '陈', count: 1, succeedCount: 0 }]);
    expect(data(await other.get('/seekRoot/info', {})).postCount).toBe(1);
    expect((await other.get(`/seek-root/v2/get/${a}`, {})).body.msbox).toBe('该寻根已被屏蔽');
    expect((await other.get('/seekRoot/recommend', { id: a })).body.msbox).toBe('该寻根已被屏蔽');
    expect((await other.post('/seek-root/v2/reply', { id: a, body: '回复' })).body.msg).toBe(0);
    expect(data(await seeker.get('/seekRoot/my', {})).list[0]).toMatchObject({ id: a, blocked: true });
    expect(data(await seeker.get(`/seek-root/v2/get/${a}`, {})).blocked).toBe(true);
    expect(ids(data(await mod.get('/ops/seek-root/post/list', { filter: 'blocked' })))).toEqual([a]);
    expect((await other.get('/ops/seek-root/post/list', {})).body.msbox).toBe('无权限：仅限工作人员');
    data(await mod.get('/seek-root/block', { id: a, value: 0 }));
    expect(ids(data(await other.get('/seek-root/list', {})))).toEqual([b, a]);
  });

  it('delete by the author or a moderator; not by others', async () => {
    const a = await add(seeker);
    const b = await add(seeker);
    expect((await other.post(`/seek-root/delete/${a}`, {})).body.msbox).toBe('只能删除自己发布的寻根');
    data(await seeker.post(`/seek-root/delete/${a}`, {}));
    data(await mod.post(`/seek-root/delete/${b}`, {}));
    expect(data(await seeker.get('/seekRoot/my', {})).list).toEqual([]);
    expect((await other.get(`/seek-root/v2/get/${a}`, {})).body.msbox).toBe('寻根不存在');
    expect((await seeker.post(`/seek-root/delete/${a}`, {})).body.msbox).toBe('寻根不存在');
  });
});

describe('banners', () => {
  it('operators keep the banners; everyone reads them', async () => {
    expect(data(await apiClient(t.app).get('/seekRootBanner/list', {})).list).toEqual([]);
    expect((await other.post('/ops/seek-root/banner/save', { image: '/files/b/1.jpg' })).body.msbox).toBe('无权限：仅限工作人员');
    expect((await op.post('/ops/seek-root/banner/save', { image: '/files/b/1.jpg', link: 'https://evil.example' })).body.msg).toBe(0);
    const b1 = data(await op.post('/ops/seek-root/banner/save', { image: '/files/b/1.jpg', title: '寻根问祖', link: '/seekroot/seekroot', sort: 2 }));
    const b2 = data(await op.post('/ops/seek-root/banner/save', { image: '/files/b/2.jpg', title: '老谱', link: '/seekroot/cpg-all-list', sort: 1 }));
    expect(data(await apiClient(t.app).get('/seekRootBanner/list', {})).list.map((b: { id: number }) => b.id)).toEqual([b2.id, b1.id]);
    data(await op.post('/ops/seek-root/banner/delete', { id: b2.id }));
    expect(data(await apiClient(t.app).get('/seekRootBanner/list', {})).list.map((b: { id: number }) => b.id)).toEqual([b1.id]);
    expect((await op.post('/ops/seek-root/banner/delete', { id: b2.id })).body.msbox).toBe('横幅不存在');
  });
});
