/**
 * People (issue #17 point 1): search, same name and same city under each user's privacy setting; follow, friend
 * requests (apply, confirm, reject), friend and fan removal, the lists and /follow/info counts.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectUsers, users } from '../../server/db/schema/index';
import { data, type ApiReply } from '../helpers/api';
import { seedClan, seedUsers, useTestApp } from '../helpers/clan-fixture';

const t = useTestApp();
const refused = (r: ApiReply) => r.body.msbox;
const ids = (r: ApiReply) => data(r).list.map((p: { id: number }) => p.id);

describe('finding people', () => {
  it('same name, same city and search leave out me and whoever does not let me find him', async () => {
    const s = await seedClan(t, { admin: { nickname: '陈德明' }, others: [{ nickname: '陈德明' }, { nickname: '陈德明' }, { nickname: '陈德明' }, { nickname: '陈德明' }, { nickname: '林小华', phone: '13800000077' }] });
    const [open, hidden, clanOnlyIn, clanOnlyOut, lin] = s.others;
    await t.db.db.insert(projectUsers).values({ projectId: s.projectId, userId: clanOnlyIn.id, role: 'member', createdAt: new Date() });
    data(await hidden.api.post('/user/privacy', { findable: 'nobody' }));
    expect(data(await clanOnlyIn.api.post('/user/privacy', { findable: 'clan' }))).toEqual({ findable: 'clan', findableName: '同族的人' });
    data(await clanOnlyOut.api.post('/user/privacy', { findable: 'clan' }));
    expect(data(await hidden.api.get('/user/privacy')).findable).toBe('nobody');
    expect(refused(await open.api.post('/user/privacy', { findable: 'friends' }))).toMatch(/谁可以找到我/);

    // my name by default; a clan-only user shows to someone sharing a project with him, not to others
    const mine = data(await s.admin.get('/user/same/name'));
    expect(mine.name).toBe('陈德明');
    expect(mine.list.map((p: { id: number }) => p.id)).toEqual([open.id, clanOnlyIn.id]);
    expect(mine.list[0]).toMatchObject({ name: '陈德明', following: false, friend: false, pending: 'none' });
    expect(ids(await lin.api.get('/user/same/name', { name: '陈德明' }))).toEqual([s.adminId, open.id]);
    // search by part of a name, or a whole phone number
    expect(ids(await open.api.get('/user/search', { kw: '小华' }))).toEqual([lin.id]);
    expect(ids(await open.api.get('/user/search', { kw: '13800000077' }))).toEqual([lin.id]);
    expect(ids(await open.api.get('/user/search', { kw: '%' }))).toEqual([]);
    expect(refused(await open.api.get('/user/search', { kw: ' ' }))).toMatch(/搜索内容/);
    // same city: the profile's city
    expect(refused(await lin.api.get('/user/same/city'))).toBe('请先在个人资料中选择所在城市');
    for (const u of [lin, open, hidden]) await t.db.db.update(users).set({ city: '泉州市' }).where(eq(users.id, u.id));
    const city = data(await lin.api.get('/user/same/city'));
    expect(city).toMatchObject({ city: '泉州市', hasNext: false });
    expect(city.list.map((p: { id: number }) => p.id)).toEqual([open.id]);
  });
});

describe('follows and friends', () => {
  it('apply → confirm makes friends who follow each other; reject, delete, fans-delete; counts', async () => {
    const [a, b, c] = await seedUsers(t, [{ nickname: '甲' }, { nickname: '乙' }, { nickname: '丙' }]);
    expect(refused(await a.api.get(`/user/friend/apply/${a.id}`))).toBe('不能添加自己为好友');
    expect(refused(await a.api.get('/user/friend/apply/999999'))).toBe('用户不存在');
    const req = data(await a.api.get(`/user/friend/apply/${b.id}`));
    expect(req.status).toBe('pending');
    expect(data(await a.api.get(`/user/friend/apply/${b.id}`)).id).toBe(req.id); // asked once
    expect(data(await b.api.get('/follow/info'))).toEqual({ following: 0, fans: 0, friends: 0, requests: 1 });
    const toB = data(await b.api.get('/user/friend/request/list')).list;
    expect(toB).toMatchObject([{ id: req.id, from: { id: a.id, name: '甲' }, statusName: '待确认' }]);
    expect(data(await a.api.get('/user/friend/request/my')).list[0].to.id).toBe(b.id);
    expect(refused(await a.api.get(`/user/friend/confirm/${req.id}`))).toBe('申请不存在');
    expect(data(await b.api.get(`/user/friend/confirm/${req.id}`))).toEqual({ status: 'accepted' });
    expect(refused(await b.api.get(`/user/friend/confirm/${req.id}`))).toBe('该申请已处理');
    expect(data(await a.api.get('/user/friend/list')).list).toMatchObject([{ id: b.id, friend: true, following: true, followsMe: true }]);
    expect(data(await a.api.get('/follow/info'))).toEqual({ following: 1, fans: 1, friends: 1, requests: 0 });
    expect(refused(await a.api.get(`/user/friend/apply/${b.id}`))).toBe('你们已经是好友了');
    // reject
    const r2 = data(await c.api.get(`/user/friend/apply/${a.id}`));
    expect(data(await a.api.get(`/user/friend/reject/${r2.id}`))).toEqual({ status: 'rejected' });
    expect(data(await c.api.get('/user/friend/request/my')).list[0]).toMatchObject({ status: 'rejected', statusName: '已拒绝' });
    // a request both ways: the second one accepts the first
    const r3 = data(await c.api.get(`/user/friend/apply/${b.id}`));
    expect(data(await b.api.get(`/user/friend/apply/${c.id}`))).toEqual({ id: r3.id, status: 'accepted' });
    // follow toggles; fans-delete removes a fan; delete ends a friendship on both sides
    expect(data(await c.api.get(`/user/friend/attention/${a.id}`))).toEqual({ following: true });
    expect(ids(await a.api.get('/user/friend/fans'))).toEqual([c.id, b.id]);
    expect(data(await a.api.get(`/user/friend/fans-delete/${c.id}`))).toEqual({ ok: true });
    expect(refused(await a.api.get(`/user/friend/fans-delete/${c.id}`))).toBe('对方不是你的粉丝');
    expect(data(await b.api.get(`/user/friend/attention/${a.id}`))).toEqual({ following: false });
    expect(data(await a.api.get(`/user/friend/delete/${b.id}`))).toEqual({ ok: true });
    expect(data(await b.api.get('/user/friend/list')).list.map((p: { id: number }) => p.id)).toEqual([c.id]);
    expect(refused(await a.api.get(`/user/friend/delete/${b.id}`))).toBe('对方不是你的好友');
    expect(data(await a.api.get('/follow/info'))).toEqual({ following: 1, fans: 0, friends: 0, requests: 0 });
  });

  it('parallel: 40 applies store one request per pair, 100 confirms at once make each friendship once', async () => {
    const [star, ...fans] = await seedUsers(t, Array.from({ length: 21 }, (_, i) => ({ nickname: `族人${i}` })));
    await Promise.all(fans.flatMap((f) => [f.api.get(`/user/friend/apply/${star.id}`), f.api.get(`/user/friend/apply/${star.id}`)]));
    expect(data(await star.api.get('/follow/info')).requests).toBe(20);
    const reqs = data(await star.api.get('/user/friend/request/list', { pageSize: 50 })).list;
    const answers = await Promise.all(reqs.flatMap((r: { id: number }) => Array.from({ length: 5 }, () => star.api.get(`/user/friend/confirm/${r.id}`))));
    expect(answers.filter((r) => r.body.msg === 1)).toHaveLength(20);
    expect(data(await star.api.get('/follow/info'))).toEqual({ following: 20, fans: 20, friends: 20, requests: 0 });
  });
});
