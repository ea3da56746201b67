/** More project calls: tabs and counts, favourites/joined lists, privacy and tickets, sort, clans, visitors, limit and packages. */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedUsers, useTestApp, type Client, type SeededUser } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { projectPurchases, projects, projectUsers, users } from '../../server/db/schema/index';
import { settle } from '../../server/domains/payments/index';
import { EXTRA_PROJECT_PRICE_FEN } from '../../contract/projects';
import { FREE_MEMBER_QUOTA, PACKAGES } from '../../server/domains/projects/purchases.service';

const t = useTestApp();
let owner: SeededUser;
let me: Client;
let other: Client;
let otherId: number;
beforeEach(async () => {
  [owner, { id: otherId, api: other }] = await seedUsers(t, [{}, {}]);
  me = owner.api;
});

const newProject = async (extra: Record<string, unknown> = {}) =>
  data(await me.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', area: '福建 泉州 南安', ...extra }));
const guest = async () => apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);

describe('lists and counts', () => {
  it('group tabs, counts, favourites and joined projects', async () => {
    const a = await newProject({ name: 'A' });
    const b = await newProject({ name: 'B' });
    expect(data(await me.get('/project/group-list')).list).toEqual([
      { key: 'forms', name: '采丁表单', count: 0 }, { key: 'examples', name: '精选范例', count: 0 }, { key: 'mine', name: '我的家族', count: 2 },
    ]);
    data(await me.post(`/project/favotite/${b.id}`));
    expect(data(await me.get('/project/count'))).toEqual({ admin: 2, manage: 0, team: 0, bind: 2, owned: 2, limit: 3, favorite: 1 });
    const fav = data(await me.get('/project/favotite'));
    expect(fav.list.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(fav.hasNext).toBe(false);
    expect(data(await other.get('/project/list/bind')).list).toEqual([]);
    await t.db.db.insert(projectUsers).values({ projectId: a.id, userId: otherId, role: 'member' });
    const bound = data(await other.get('/project/list/bind', { pageSize: 1 }));
    expect(bound.list.map((x: { id: number; role: string }) => [x.id, x.role])).toEqual([[a.id, 'member']]);
    expect(data(await other.get('/project/count'))).toMatchObject({ team: 1, bind: 1, owned: 0 });
  });

  it('sorts only projects he administers, all or nothing', async () => {
    const a = await newProject({ name: 'A' });
    const b = await newProject({ name: 'B' });
    const x = data(await other.post('/project/add-or-edit', { name: '他人', surname: '李' }));
    expect((await me.post('/project/sort', { list: [{ id: a.id, sort: 2 }, { id: x.id, sort: 1 }] })).body)
      .toEqual({ msg: 0, msbox: '只能调整您管理的家族的排序' });
    expect(data(await me.get(`/project/get/${a.id}`)).appSort).toBe(0);
    expect(data(await me.post('/project/sort', { list: [{ id: a.id, sort: 2 }, { id: b.id, sort: 1 }] }))).toEqual({ updated: 2 });
    expect(data(await me.get('/project/list/v2/all')).list.map((p: { name: string }) => p.name)).toEqual(['B', 'A']);
  });
});

describe('privacy, config, area, tickets', () => {
  it('a visitor of a password project sees nothing without ap; a guest ticket opens it for N days', async () => {
    const p = await newProject({ privacy: 'password', password: 'pass99', config: { theme: 'red' } });
    const clan = data(await me.post('/project/clan/add-or-edit', { projectId: p.id, name: '陈氏族谱', hall: '颍川堂' }));
    const g = await guest();
    for (const c of [other, g]) {
      expect(data(await c.get(`/project/privacy/${p.id}`))).toEqual({ privacy: 'password', hasPassword: true, needsPassword: true, canRead: false });
      for (const path of [`/project/get/${p.id}`, `/project/detail/${p.id}`, `/project/config/${p.id}`, `/project/clan/get/${clan.id}`]) {
        expect((await c.get(path)).body).toEqual({ msg: 0, msbox: '请输入访问密码' });
      }
      expect((await c.get('/project/area', { id: p.id })).body).toEqual({ msg: 0, msbox: '请输入访问密码' });
      expect((await c.get('/project/clan/count', { projectId: p.id })).body).toEqual({ msg: 0, msbox: '请输入访问密码' });
    }
    // others cannot issue tickets
    expect((await other.get('/project/ticket/guest', { projectId: p.id, days: 3 })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const tk = data(await me.get('/project/ticket/guest/clan', { clanId: clan.id, days: 3 }));
    expect(tk.url).toContain(`clanId=${clan.id}`);
    expect(tk.expiresAt).toBe(new Date(Date.parse('2026-11-22T10:00:00+08:00') + 3 * 86_400_000).toISOString());
    expect(data(await g.get(`/project/ticket/check/${p.id}`, {}, { ap: tk.ap }))).toMatchObject({ valid: true });
    expect(data(await g.get(`/project/config/${p.id}`, {}, { ap: tk.ap }))).toMatchObject({ config: { theme: 'red' } });
    expect(data(await g.get('/project/area', { id: p.id, clanId: clan.id }, { ap: tk.ap })))
      .toEqual({ area: '福建 泉州 南安', parts: ['福建', '泉州', '南安'], clan: { id: clan.id, name: '陈氏族谱', hall: '颍川堂' } });
    t.clock.advance(3 * 86_400_000 + 1);
    // a guest session ends after a day without use: the guest's client comes back with a new one
    const g2 = await guest();
    expect(data(await g2.get(`/project/ticket/check/${p.id}`, { ap: tk.ap }))).toEqual({ valid: false, expiresAt: null, needsPassword: true });
    expect((await g2.get(`/project/get/${p.id}`, {}, { ap: tk.ap })).body.msg).toBe(0);
  });

  it('edit-privacy: admin only; a new password ends old password grants; a members project refuses others', async () => {
    const p = await newProject();
    expect((await other.post('/project/edit-privacy', { id: p.id, privacy: 'members' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await me.post('/project/edit-privacy', { id: p.id, privacy: 'password' })).body).toEqual({ msg: 0, msbox: '请设置访问密码' });
    expect(data(await me.post('/project/edit-privacy', { id: p.id, privacy: 'password', password: 'old-pass' }))).toEqual({ privacy: 'password', hasPassword: true });
    const { ap } = data(await other.post('/project/verify/password', { projectId: p.id, password: 'old-pass' }));
    expect(data(await other.get(`/project/get/${p.id}`, {}, { ap })).id).toBe(p.id);
    data(await me.post('/project/edit-privacy', { id: p.id, privacy: 'password', password: 'new-pass' }));
    expect((await other.get(`/project/get/${p.id}`, {}, { ap })).body).toEqual({ msg: 0, msbox: '请输入访问密码' });
    data(await me.post('/project/edit-privacy', { id: p.id, privacy: 'members' }));
    expect((await other.get(`/project/config/${p.id}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await other.get(`/project/privacy/${p.id}`))).toMatchObject({ privacy: 'members', canRead: false, needsPassword: false });
  });
});

describe('clans of a project', () => {
  it('add, edit with version, count, delete with confirmation; others refused', async () => {
    const p = await newProject();
    const c1 = data(await me.post('/project/clan/add-or-edit', { projectId: p.id, name: '陈氏族谱' }));
    expect(c1).toMatchObject({ projectId: p.id, name: '陈氏族谱', surname: '陈', memberCount: 0, version: 1 });
    const e = data(await me.post('/project/clan/add-or-edit', { id: c1.id, projectId: p.id, name: '陈氏宗谱', version: 1 }));
    expect(e).toMatchObject({ name: '陈氏宗谱', version: 2 });
    expect((await me.post('/project/clan/add-or-edit', { id: c1.id, projectId: p.id, name: '旧名', version: 1 })).body)
      .toEqual({ msg: 0, msbox: '该族谱已被他人修改，请刷新后再试' });
    expect((await other.post('/project/clan/add-or-edit', { projectId: p.id, name: 'x' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    data(await me.post('/clan-member/save/child', { clanId: c1.id, surname: '陈', name: '德公', generation: 1 }));
    expect(data(await me.get('/project/clan/count', { projectId: p.id }))).toEqual({ clans: 1, members: 1 });
    expect(data(await me.get(`/project/detail/${p.id}`)).clanCount).toBe(1);
    expect((await other.post(`/project/clan/delete/${c1.id}`, { confirm: 1 })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await me.post(`/project/clan/delete/${c1.id}`)).body).toEqual({ msg: 0, msbox: '该族谱还有1位成员，确认删除请再次操作' });
    expect(data(await me.post(`/project/clan/delete/${c1.id}`, { confirm: 1 }))).toEqual({ deleted: true });
    expect((await me.get(`/project/clan/get/${c1.id}`)).body).toEqual({ msg: 0, msbox: '族谱不存在' });
  });
});

describe('visitor log and statistics', () => {
  it('one row per visitor per day; admin lists them; others may not', async () => {
    const p = await newProject();
    const clan = data(await me.post('/project/clan/add-or-edit', { projectId: p.id, name: '陈氏族谱' }));
    const root = data(await me.post('/clan-member/save/child', { clanId: clan.id, surname: '陈', name: '德公', generation: 1 }));
    data(await me.post('/clan-member/save/child', { clanId: clan.id, fatherId: root.id, name: '成一' }));
    const g = await guest();
    for (let i = 0; i < 3; i++) data(await other.get(`/project/get/${p.id}`));
    data(await g.get(`/project/detail/${p.id}`));
    t.clock.advance(86_400_000);
    data(await other.post('/project/auth', { projectId: p.id }));
    const v = data(await me.get('/project/visitor/list', { projectId: p.id }));
    const rows = v.list.map((r: { userId: number; day: string; views: number; isGuest: boolean }) => [r.userId, r.day, r.views, r.isGuest]);
    expect(rows).toContainEqual([otherId, '2026-11-22', 3, false]);
    expect(rows).toContainEqual([otherId, '2026-11-23', 1, false]);
    expect(rows).toContainEqual([1, '2026-11-22', 1, true]);
    expect(v.list[0]).toMatchObject({ userId: otherId, day: '2026-11-23' });
    expect(v.stats).toMatchObject({ today: 1, last7Days: 3 });
    expect(data(await me.get('/project/visitor/list', { projectId: p.id, day: '2026-11-23' })).list).toHaveLength(1);
    expect((await other.get('/project/visitor/list', { projectId: p.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const s = data(await me.get('/project/stat', { projectId: p.id }));
    expect(s).toMatchObject({ clans: 1, members: 2, male: 2, female: 0, team: { admin: 1, manager: 0 } });
    expect(s.daily).toHaveLength(30);
    expect(s.daily.at(-1)).toMatchObject({ day: '2026-11-23' });
    const cs = data(await me.get('/project/clan/stat', { clanId: clan.id }));
    expect(cs).toMatchObject({ members: 2, minGeneration: 1, maxGeneration: 2, generations: [{ generation: 1, count: 1 }, { generation: 2, count: 1 }] });
    expect((await other.get('/project/clan/stat', { clanId: clan.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
  });
});

describe('project limit and buying more', () => {
  it('limit: guest −1, level limit + extra, 0 unlimited', async () => {
    const g = await guest();
    expect(data(await g.get('/project/limit'))).toMatchObject({ limit: -1, used: 0 });
    await newProject();
    expect(data(await me.get('/project/limit', { type: 'project' }))).toEqual({ limit: 3, levelLimit: 3, extra: 0, used: 1, remaining: 2, price: EXTRA_PROJECT_PRICE_FEN });
    await t.db.db.update(users).set({ extraProjectCount: 2 }).where(eq(users.id, owner.id));
    expect(data(await me.get('/project/limit'))).toMatchObject({ limit: 5, remaining: 4 });
    await t.db.db.update(users).set({ level: 2 }).where(eq(users.id, owner.id));
    expect(data(await me.get('/project/limit'))).toMatchObject({ limit: 0, remaining: -1 });
    expect((await me.post('/project/limit/payment', { count: 1 })).body).toEqual({ msg: 0, msbox: '您的家族数量不限，无需购买' });
  });

  it('buys 2 more through the payments core; confirmed exactly once', async () => {
    for (let i = 0; i < 3; i++) await newProject({ name: `家族${i}` });
    expect((await me.post('/project/add-or-edit', { name: '第四', surname: '陈' })).body.msbox).toContain('上限（3个）');
    const order = data(await me.post('/project/limit/payment', { count: 2 }));
    expect(order).toMatchObject({ amount: 2 * EXTRA_PROJECT_PRICE_FEN, status: 'pending' });
    expect(data(await me.get('/project/package/payment/confirm', { outTradeNo: order.outTradeNo }))).toMatchObject({ paid: false });
    expect((await other.get('/project/package/payment/status', { outTradeNo: order.outTradeNo })).body).toEqual({ msg: 0, msbox: '订单不存在' });
    data(await me.post('/payment/sandbox/pay', { outTradeNo: order.outTradeNo, action: 'pay' }));
    await Promise.all([
      me.get('/project/package/payment/confirm', { outTradeNo: order.outTradeNo }),
      me.get('/project/package/payment/confirm', { outTradeNo: order.outTradeNo }),
    ]);
    await settle(t.app.deps, order.outTradeNo);
    expect(data(await me.get('/project/package/payment/status', { outTradeNo: order.outTradeNo }))).toMatchObject({ paid: true, status: 'paid' });
    expect(data(await me.get('/project/limit'))).toMatchObject({ limit: 5, extra: 2, used: 3 });
    const [row] = await t.db.db.select().from(projectPurchases).where(eq(projectPurchases.outTradeNo, order.outTradeNo));
    expect(row).toMatchObject({ status: 'paid', kind: 'limit', quantity: 2 });
    data(await me.post('/project/add-or-edit', { name: '第四', surname: '陈' }));
  });
});

describe('packages', () => {
  it('home, pay from the wallet, balance; members of the project only', async () => {
    const p = await newProject();
    const home = data(await other.get('/project/package/home', { projectId: p.id }));
    expect(home.list.map((x: { id: string }) => x.id)).toEqual(PACKAGES.map((x) => x.id));
    expect(home.balance).toMatchObject({ memberQuota: FREE_MEMBER_QUOTA, memberUsed: 0, premium: false });
    expect((await other.post('/project/package/payment', { projectId: p.id, packageId: 'members-5000' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await me.post('/project/package/payment', { projectId: p.id, packageId: 'nope' })).body).toEqual({ msg: 0, msbox: '套餐不存在' });
    const charge = data(await me.get('/charge/payment', { amount: 50000 }));
    data(await me.post('/payment/sandbox/pay', { outTradeNo: charge.outTradeNo, action: 'pay' }));
    const o1 = data(await me.post('/project/package/payment', { projectId: p.id, packageId: 'members-5000', payType: 'wallet' }));
    expect(o1).toMatchObject({ status: 'paid', payUrl: '' });
    const o2 = data(await me.post('/project/package/payment', { projectId: p.id, packageId: 'premium-year' }));
    data(await me.post('/payment/sandbox/pay', { outTradeNo: o2.outTradeNo, action: 'pay' }));
    data(await me.get('/project/package/payment/confirm', { outTradeNo: o2.outTradeNo }));
    await settle(t.app.deps, o2.outTradeNo);
    const bal = data(await me.get('/project/package/balance', { projectId: p.id }));
    expect(bal).toMatchObject({ memberQuota: FREE_MEMBER_QUOTA + 5000, premium: true });
    expect(bal.premiumUntil).toBe(new Date(Date.parse('2026-11-22T10:00:00+08:00') + 365 * 86_400_000).toISOString());
    expect(bal.orders.map((o: { packageId: string; status: string }) => [o.packageId, o.status])).toEqual([['premium-year', 'paid'], ['members-5000', 'paid']]);
    expect((await other.get('/project/package/balance', { projectId: p.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const [pr] = await t.db.db.select({ q: projects.memberQuota }).from(projects).where(eq(projects.id, p.id));
    expect(pr.q).toBe(5000);
  });
});
