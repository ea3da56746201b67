/**
 * Help and feedback (issue #17 points 5 and 7): questions, search and votes (one per user / session, right under
 * parallel votes), feedback types, feedback with screenshots and the 客服's answer, /report/add into the chat and
 * content queues, articles by type edited by staff (stale save refused), the 客服 contact, beacons stored as events,
 * rate-limited and listed for staff.
 */
import { describe, expect, it } from 'vitest';
import { grantByPhone } from '../../server/domains/staff/index';
import { seedHelp } from '../../server/domains/help/index';
import { png, uploadVia } from '../../server/domains/files/files.testkit';
import { apiClient, data, type ApiReply } from '../helpers/api';
import { seedUsers, useTestApp } from '../helpers/clan-fixture';

const t = useTestApp();
const refused = (r: ApiReply) => r.body.msbox;
const guestToken = async () => (await t.app.inject({ method: 'GET', url: '/app/api/login/guest' })).json().data.token as string;

describe('questions', () => {
  it('list, search, and one vote per voter (user, guest session) — 100 parallel votes count right', async () => {
    await seedHelp(t.db.db);
    const anon = apiClient(t.app);
    const list = data(await anon.get('/question/list')).list;
    expect(list.length).toBe(5);
    expect(list[0]).toMatchObject({ title: '如何创建我的家族族谱？', good: 0, sad: 0, myVote: null });
    expect(data(await anon.get('/question/search', { kw: '客服' })).list.map((q: { title: string }) => q.title)).toEqual(['如何联系客服？']);
    expect(data(await anon.get('/question/search', { kw: '%' })).list).toEqual([]);
    expect(refused(await anon.get('/question/search', { kw: '' }))).toBe('请填写关键词');
    const q = list[0].id;

    const users = await seedUsers(t, Array.from({ length: 100 }, () => ({})));
    // each from its own address (the vote is rate-limited per IP)
    const votes = await Promise.all(users.map((u, i) => apiClient(t.app, u.token, { ip: `10.1.${i}.1` }).get('/question/setQuestionGoodOrSad', { id: q, type: i % 4 === 0 ? 'sad' : 'good' })));
    expect(votes.every((r) => r.body.msg === 1)).toBe(true);
    // the same user 20 times at once: still one vote
    await Promise.all(Array.from({ length: 20 }, () => users[1].api.get('/question/setQuestionGoodOrSad', { id: q, type: 'sad' })));
    const after = data(await users[1].api.get('/question/list')).list[0];
    expect(after).toMatchObject({ good: 75, sad: 25, myVote: 'good' });
    // a guest session votes once too
    const g = apiClient(t.app, await guestToken());
    expect(data(await g.get('/question/setQuestionGoodOrSad', { id: q, type: 'sad' }))).toEqual({ good: 75, sad: 26, myVote: 'sad' });
    expect(data(await g.get('/question/setQuestionGoodOrSad', { id: q, type: 'good' }))).toEqual({ good: 75, sad: 26, myVote: 'sad' });
    expect(refused(await g.get('/question/setQuestionGoodOrSad', { id: 99999, type: 'good' }))).toBe('问题不存在');
    expect(refused(await g.get('/question/setQuestionGoodOrSad', { id: q, type: 'meh' }))).toBeTruthy();
  });

  it('staff keep the questions (operator or service)', async () => {
    const [op, plain] = await seedUsers(t, [{ phone: '13900000021' }, { phone: '13900000022' }]);
    await grantByPhone(t.app.deps, '13900000021', 'operator', 'test');
    const q = data(await op.api.post('/ops/help/question/save', { title: '怎么打印族谱？', answer: '在族谱管理里选择印制。', sort: 1 }));
    expect(data(await plain.api.get('/question/list')).list).toEqual([{ ...q, myVote: null }]);
    expect(refused(await plain.api.post('/ops/help/question/save', { title: '怎么打印族谱？', answer: '在族谱管理里选择印制。' }))).toBe('无权限：仅限工作人员');
    expect(data(await op.api.post('/ops/help/question/save', { id: q.id, title: '如何打印族谱？', answer: '印制。。' })).title).toBe('如何打印族谱？');
    // an edit keeps the question's place: without a sort the sort stays, with one it moves
    const second = data(await op.api.post('/ops/help/question/save', { title: '怎么加好友？', answer: '在个人主页点加好友。' }));
    expect(second.sort).toBe(0);
    const titles = async () => data(await plain.api.get('/question/list')).list.map((x: { title: string; sort: number }) => `${x.sort}:${x.title}`);
    expect(await titles()).toEqual(['0:怎么加好友？', '1:如何打印族谱？']);
    expect(data(await op.api.post('/ops/help/question/save', { id: q.id, title: '如何打印族谱？', answer: '在族谱管理里选择印制。' })).sort).toBe(1);
    data(await op.api.post('/ops/help/question/save', { id: second.id, title: '怎么加好友？', answer: '在个人主页点加好友。', sort: 5 }));
    expect(await titles()).toEqual(['1:如何打印族谱？', '5:怎么加好友？']);
    data(await op.api.post('/ops/help/question/delete', { id: second.id }));
    data(await op.api.post('/ops/help/question/delete', { id: q.id }));
    expect(data(await plain.api.get('/question/list')).list).toEqual([]);
    expect(refused(await op.api.post('/ops/help/question/delete', { id: q.id }))).toBe('问题不存在');
  });
});

describe('feedback', () => {
  it('types; feedback with screenshots; the 客服 answers once and the user is told', async () => {
    const [user, agent] = await seedUsers(t, [{ phone: '13900000031', nickname: '陈反馈' }, { phone: '13900000032' }]);
    await grantByPhone(t.app.deps, '13900000032', 'service', 'test');
    const types = data(await apiClient(t.app).get('/feedbackType/list')).list;
    expect(types.map((x: { name: string }) => x.name)).toContain('功能建议');
    const shot = data(await uploadVia(t.app, '/upload', { token: user.token, fields: { fileType: 0 }, file: { filename: 'a.png', content: await png(40, 30) } }));
    const id = data(await user.api.post('/feedback/add', { type: 2, content: '族谱树放大后文字模糊', images: [shot.url], contact: '微信 chen' })).id;
    expect(refused(await user.api.post('/feedback/add', { type: 2, content: '短' }))).toBe('反馈内容至少5个字');
    expect(refused(await user.api.post('/feedback/add', { type: 99, content: '族谱树放大后文字模糊' }))).toBeTruthy();
    expect(refused(await user.api.post('/feedback/add', { type: 2, content: '族谱树放大后文字模糊', images: ['javascript:alert(1)'] }))).toBeTruthy();
    expect(refused(await user.api.post('/feedback/add', { type: 2, content: '族谱树放大后文字模糊', images: Array(7).fill(shot.url) }))).toBeTruthy();
    const mine = data(await user.api.get('/feedback/add')).list;
    expect(mine).toEqual([expect.objectContaining({ id, typeName: '使用问题', images: [shot.url], status: 'open', answer: '' })]);

    const queue = data(await agent.api.get('/ops/help/feedback/list')).list;
    expect(queue[0]).toMatchObject({ id, user: { id: user.id, name: '陈反馈' }, content: '族谱树放大后文字模糊' });
    expect(refused(await user.api.get('/ops/help/feedback/list'))).toBe('无权限：仅限工作人员');
    data(await agent.api.post('/ops/help/feedback/answer', { id, answer: '已修复，请更新到最新版本。' }));
    expect(refused(await agent.api.post('/ops/help/feedback/answer', { id, answer: '再答一次' }))).toBe('该反馈已答复');
    expect(data(await user.api.get('/feedback/add')).list[0]).toMatchObject({ status: 'answered', answer: '已修复，请更新到最新版本。' });
    expect(data(await agent.api.get('/ops/help/feedback/list', { status: 'answered' })).list[0].answeredBy).toBeTruthy();
    const notices = data(await user.api.get('/user/message/list', { kind: 'notification' })).list;
    expect(notices[0]).toMatchObject({ title: '您的反馈（使用问题）有了答复', content: '已修复，请更新到最新版本。' });
  });
});

describe('reports', () => {
  it('/report/add: user and message into the chat queue; bad targets refused', async () => {
    const [a, b] = await seedUsers(t, [{ nickname: '甲' }, { nickname: '乙' }]);
    const u = data(await a.api.post('/report/add', { type: 'user', id: b.id, category: 'ads', reason: '发广告' }));
    expect(u.queue).toBe('chat');
    expect(refused(await a.api.post('/report/add', { type: 'user', id: a.id, category: 'ads' }))).toBe('不能举报自己');
    expect(refused(await a.api.post('/report/add', { type: 'message', id: 1, category: 'ads' }))).toBe('请选择要举报的消息');
    expect(refused(await a.api.post('/report/add', { type: 'post', id: 99999, category: 'ads' }))).toBe('内容不存在');
    expect(refused(await a.api.post('/report/add', { type: 'reply', id: 99999, category: 'ads' }))).toBe('评论不存在');
    expect(refused(await a.api.post('/report/add', { type: 'group', id: 1, category: 'ads' }))).toBeTruthy();
  });
});

describe('articles and contact', () => {
  it('the agreements have a first text; staff edit them; a stale save is refused', async () => {
    const [op, plain] = await seedUsers(t, [{ phone: '13900000041' }, { phone: '13900000042' }]);
    await grantByPhone(t.app.deps, '13900000041', 'operator', 'test');
    const anon = apiClient(t.app);
    const vip = data(await anon.get('/article/content', { type: 'vip' }));
    expect(vip).toMatchObject({ type: 'vip', title: '会员协议', version: 0, updatedAt: null });
    expect(vip.content).toContain('会员');
    expect(refused(await anon.get('/article/content', { type: 'other' }))).toBeTruthy();
    const saved = data(await op.api.post('/ops/help/article/save', { type: 'vip', title: '会员服务协议', content: '<p>新条款</p><script>alert(1)</script>', version: 0 }));
    expect(saved).toMatchObject({ title: '会员服务协议', content: '<p>新条款</p>', version: 1 });
    expect(refused(await op.api.post('/ops/help/article/save', { type: 'vip', title: '会员服务协议', content: '<p>旧稿</p>', version: 0 }))).toBe('该文章已被他人修改，请刷新后再改');
    expect(refused(await op.api.post('/ops/help/article/save', { type: 'vip', title: 'x', content: '<p> </p>', version: 1 }))).toBe('请填写正文');
    expect(refused(await plain.api.post('/ops/help/article/save', { type: 'vip', title: 'x', content: '<p>x</p>', version: 1 }))).toBe('无权限：仅限工作人员');
    expect(data(await anon.get('/article/content', { type: 'vip' }))).toMatchObject({ title: '会员服务协议', content: '<p>新条款</p>', version: 1 });
    expect(data(await anon.get('/article/content', { type: 'user' })).version).toBe(0);
  });

  it('the 客服 contact: not configured, then set by a 客服', async () => {
    const [agent] = await seedUsers(t, [{ phone: '13900000051' }]);
    await grantByPhone(t.app.deps, '13900000051', 'service', 'test');
    const anon = apiClient(t.app);
    expect(data(await anon.get('/contact/info'))).toEqual({ configured: false, wechatId: '', wechatQr: '', phone: '', hours: '' });
    expect(refused(await agent.api.post('/ops/help/contact/save', { phone: 'call me' }))).toBeTruthy();
    data(await agent.api.post('/ops/help/contact/save', { wechatId: 'zupu_kefu', phone: '400-800-1234', hours: '9:00–21:00' }));
    expect(data(await anon.get('/contact/info'))).toEqual({ configured: true, wechatId: 'zupu_kefu', wechatQr: '', phone: '400-800-1234', hours: '9:00–21:00' });
  });
});

describe('beacons', () => {
  it('stored as events (no outside call), listed for operators, rate-limited per IP', async () => {
    const [op, user] = await seedUsers(t, [{ phone: '13900000061' }, { phone: '13900000062' }]);
    await grantByPhone(t.app.deps, '13900000061', 'operator', 'test');
    const anon = apiClient(t.app);
    data(await anon.post('/user/platform', { platform: 'android', model: 'Mate 60' }));
    data(await anon.post('/baidu/return', { type: 'activate', oaid: 'o-1', idfa: '' }));
    data(await user.api.get('/tencent/report', { clickId: 'ck-9' }));
    expect(data(await anon.get('/data/version/list')).list[0]).toMatchObject({ version: expect.any(String), notes: expect.any(Array) });
    const page = data(await op.api.get('/ops/help/beacon/list'));
    expect(page.counts).toEqual([
      { kind: 'platform', kindName: '平台上报', count: 1 }, { kind: 'baidu', kindName: '百度回传', count: 1 },
      { kind: 'tencent', kindName: '腾讯上报', count: 1 }, { kind: 'version', kindName: '版本查询', count: 1 },
    ]);
    expect(page.list.map((e: { kind: string }) => e.kind)).toEqual(['version', 'tencent', 'baidu', 'platform']);
    expect(page.list[1]).toMatchObject({ userId: user.id, data: { clickId: 'ck-9' } });
    expect(data(await op.api.get('/ops/help/beacon/list', { kind: 'baidu' })).list[0].data).toMatchObject({ oaid: 'o-1' });
    expect(refused(await user.api.get('/ops/help/beacon/list'))).toBe('无权限：仅限工作人员');
    // over 30 a minute from one address: refused, nothing stored
    const r = [];
    for (let i = 0; i < 31; i++) r.push(await anon.post('/baidu/return', { type: 'x' }));
    expect(r.filter((x) => x.body.msg === 1)).toHaveLength(29);
    expect(r.at(-1)!.body.msbox).toMatch(/^请求太频繁/);
    expect(data(await op.api.get('/ops/help/beacon/list', { kind: 'baidu' })).counts[1].count).toBe(30);
  });
});
