/** Clan calls beyond save/detail: config, area, delete, replies, lists, favorites, history, tickets, counts, chapters, info, circle. */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { projectUsers } from '../../server/db/schema/index';

const t = useTestApp();
let me: Client;
let other: Client;
let otherId: number;
let projectId: number;
let clanId: number;
let root: { id: number; version: number };

beforeEach(async () => {
  const s = await seedClan(t, {
    admin: { nickname: '陈管理' },
    others: [{ nickname: '路人' }],
    clan: { area: '福建莆田', poems: [{ id: 1, text: '德成光祖', startGeneration: 1 }] },
  });
  ({ admin: me, projectId, clanId, root } = s);
  ({ id: otherId, api: other } = s.others[0]);
});

const child = async (fatherId: number, name: string, extra: Record<string, unknown> = {}) =>
  data(await me.post('/clan-member/save/child', { clanId, fatherId, name, ...extra }));

describe('config, area, chapters, info', () => {
  it('config: defaults, partial save, chapters read it; only admin/manager save; a stranger reads nothing', async () => {
    const c0 = data(await me.get(`/clan/config/${clanId}`));
    expect(c0).toMatchObject({ clanId, preface: '', defaultGenerations: 5, showLivingDates: false, allowReplies: true });
    const c1 = data(await me.post(`/clan/config/save/${clanId}`, { preface: '吾族自唐入闽……', defaultGenerations: 10 }));
    expect(c1).toMatchObject({ preface: '吾族自唐入闽……', defaultGenerations: 10, rules: '', treeDirection: 'vertical' });
    expect(data(await me.post(`/clan/config/save/${clanId}`, { rules: '凡例一' }))).toMatchObject({ preface: '吾族自唐入闽……', rules: '凡例一' });
    expect((await me.post(`/clan/config/save/${clanId}`, { defaultGenerations: 7 })).body.msg).toBe(0);
    expect((await other.post(`/clan/config/save/${clanId}`, { preface: 'x' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.get(`/clan/config/${clanId}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    const ch = data(await me.get('/clan/perface/chapters', { clanId }));
    expect(ch.list.map((x: { title: string; filled: boolean }) => `${x.title}${x.filled ? '✓' : ''}`))
      .toEqual(['谱序✓', '凡例✓', '源流', '字辈✓', '家训', '世系图✓', '世系录✓']);
    expect(ch.list[3].text).toBe('字辈（自一世起）：德成光祖');
  });

  it('area: 祖籍 and where members live; living members left out for a reader without a role', async () => {
    await child(root.id, '成一', { residence: '东村' });
    await child(root.id, '成二', { residence: '东村', living: true });
    await child(root.id, '成三', { residence: '西村' });
    expect(data(await me.get(`/clan/area/${clanId}`))).toEqual({
      clanId, area: '福建莆田', projectArea: '', hall: '', places: [{ name: '东村', count: 2 }, { name: '西村', count: 1 }],
    });
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'public' }));
    expect(data(await other.get(`/clan/area/${clanId}`)).places).toEqual([{ name: '东村', count: 1 }, { name: '西村', count: 1 }]);
    const v = data(await other.get('/clan-member/list/village', { clanId, village: '东村' }));
    expect(v.list.map((h: { name: string }) => h.name)).toEqual(['陈成一']);
  });

  it('info counts men, daughters, wives, living, elite, favorites', async () => {
    const a = await child(root.id, '成一', { living: true });
    await child(root.id, '秀英', { gender: 'f' });
    data(await me.post('/clan-member/save/wife', { clanId, husbandId: a.id, surname: '王' }));
    data(await me.post('/elite/set', { memberId: a.id, types: ['仕宦'] }));
    data(await me.get('/clan/favotite/save', { clanId }));
    expect(data(await me.get('/clan/info', { clanId }))).toMatchObject({
      memberCount: 4, men: 2, daughters: 1, wives: 1, living: 1, elite: 1, favorites: 1, favorite: true, zibei: '德成光祖', area: '福建莆田',
    });
  });
});

describe('delete and replies', () => {
  it('delete with members needs confirm; only the admin deletes', async () => {
    await child(root.id, '成一');
    await t.db.db.insert(projectUsers).values({ projectId, userId: otherId, role: 'manager' });
    expect((await other.post(`/clan/delete/${clanId}`, { confirm: 1 })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await me.post(`/clan/delete/${clanId}`)).body).toEqual({ msg: 0, msbox: '该族谱有2位成员，删除后无法恢复，请确认后再删除' });
    expect(data(await me.get(`/clan/detail/${clanId}`)).memberCount).toBe(2);
    expect(data(await me.post(`/clan/delete/${clanId}`, { confirm: 1 }))).toEqual({ deleted: true, members: 2 });
    expect((await me.get(`/clan/detail/${clanId}`)).body).toEqual({ msg: 0, msbox: '族谱不存在' });
    expect((await me.get(`/clan-member/get/${root.id}`)).body.msg).toBe(0);
  });

  it('replies: add, answer, list newest first; refused when closed or unreadable', async () => {
    const r1 = data(await me.post('/clan/reply/add', { clanId, content: '修谱辛苦' }));
    expect(r1).toMatchObject({ clanId, nickname: '陈管理', content: '修谱辛苦', parentId: null });
    t.clock.advance(1000);
    data(await me.post('/clan/reply/add', { clanId, content: '谢谢', parentId: r1.id }));
    const l = data(await me.get('/clan/reply/list', { clanId, pageSize: 1 }));
    expect(l).toMatchObject({ hasNext: true, list: [{ content: '谢谢', parentId: r1.id }] });
    expect((await me.post('/clan/reply/add', { clanId, content: 'x', parentId: 99999 })).body.msbox).toBe('回复的留言不存在');
    expect((await other.post('/clan/reply/add', { clanId, content: '路过' })).body.msbox).toBe('没有权限');
    data(await me.post(`/clan/config/save/${clanId}`, { allowReplies: false }));
    expect((await me.post('/clan/reply/add', { clanId, content: '再来' })).body.msbox).toBe('该族谱已关闭留言');
  });
});

describe('lists, favorites, history', () => {
  it('my clans, all/recommend (public only), favorites toggle, history newest first, paging', async () => {
    expect(data(await me.get('/clan/list/my')).list.map((c: { id: number }) => c.id)).toEqual([clanId]);
    expect(data(await other.get('/clan/list/my')).list).toEqual([]);
    expect(data(await other.get('/clan/list/all')).list).toEqual([]);
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'public' }));
    const all = data(await other.get('/clan/list/all', { keyword: '陈氏' }));
    expect(all).toMatchObject({ hasNext: false, list: [{ id: clanId, projectName: '陈氏家族', privacy: 'public', favorite: false }] });
    expect(data(await other.get('/clan/list/recommend')).list).toHaveLength(1);
    expect(data(await other.get('/clan/favotite/save', { clanId }))).toEqual({ clanId, favorite: true });
    expect(data(await other.get('/clan/list/favotite')).list[0]).toMatchObject({ id: clanId, favorite: true });
    expect(data(await other.get('/clan/favotite/save', { clanId }))).toEqual({ clanId, favorite: false });
    expect(data(await other.get('/clan/list/favotite')).list).toEqual([]);
    const second = data(await me.post('/clan/save', { projectId, name: '陈氏二房谱' })).id;
    data(await other.get('/clan/history/save', { clanId }));
    t.clock.advance(60_000);
    data(await other.get('/clan/history/save', { clanId: second }));
    const h = data(await other.get('/clan/history/list', { pageSize: 1 }));
    expect(h).toMatchObject({ hasNext: true, list: [{ id: second }] });
    expect(data(await other.get('/clan/history/list', { pageSize: 1, pageIndex: 2 })).list[0].id).toBe(clanId);
    // a project turned members-only drops out of his history and favorites
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'members' }));
    expect(data(await other.get('/clan/history/list')).list).toEqual([]);
    expect((await other.get('/clan/history/save', { clanId })).body.msbox).toBe('没有权限');
  });

  it('reward ranking counts the last 30 days of edits; collect lists 采丁 projects', async () => {
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'public' }));
    await child(root.id, '成一');
    expect(data(await other.get('/clan/list/reward')).list[0]).toMatchObject({ id: clanId, edits: 2 });
    expect(data(await me.get('/clan/list/collect')).list).toEqual([]);
    t.clock.advance(31 * 86400_000);
    const later = apiClient(t.app, (await createUser(t)).token);
    expect(data(await later.get('/clan/list/reward')).list).toEqual([]);
  });
});

describe('tickets, counts, circle, member favorites', () => {
  it('guest ticket: manager issues it for N days; check answers canRead / expiresAt; expires', async () => {
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'password', password: 'pass99' }));
    expect(data(await other.get('/clan/ticket/check', { clanId }))).toMatchObject({ canRead: false, needsPassword: true, role: null, expiresAt: null });
    expect((await other.get('/clan/ticket/guest', { clanId, days: 3 })).body.msbox).toBe('没有权限');
    const tk = data(await me.get('/clan/ticket/guest', { clanId, days: 3 }));
    expect(tk.expiresAt).toBe(new Date(t.clock.now().getTime() + 3 * 86400_000).toISOString());
    expect(data(await other.get('/clan/ticket/check', { clanId, ap: tk.ticket }))).toMatchObject({ canRead: true, expiresAt: tk.expiresAt });
    expect(data(await other.get('/clan/info', { clanId }, { ap: tk.ticket })).memberCount).toBe(1);
    t.clock.advance(4 * 86400_000);
    expect(data(await other.get('/clan/ticket/check', { clanId, ap: tk.ticket }))).toMatchObject({ canRead: false, expiresAt: null });
    expect((await me.get('/clan/ticket/guest', { clanId, days: 0 })).body.msg).toBe(0);
  });

  it('count/week: adds, edits, deletes of the last 7 days by day', async () => {
    const a = await child(root.id, '成一');
    data(await me.post('/clan-member/save/member', { clanId, id: a.id, version: a.version, zi: '子一' }));
    t.clock.advance(86400_000);
    data(await me.get('/clan-member/delete', { id: a.id }));
    const w = data(await me.get('/clan/count/week', { clanId }));
    expect(w).toMatchObject({ added: 2, edited: 1, deleted: 1 });
    expect(w.days).toHaveLength(7);
    expect(w.days.slice(-2)).toEqual([{ date: '2026-11-22', count: 3 }, { date: '2026-11-23', count: 1 }]);
  });

  it('clan circle lists the project users with roles, admin first; member favorites per clan', async () => {
    await t.db.db.insert(projectUsers).values({ projectId, userId: otherId, role: 'member' });
    const c = data(await other.get('/clan/clanCircle/member-list', { clanId }));
    expect(c.list.map((x: { nickname: string; roleName: string }) => `${x.nickname}:${x.roleName}`)).toEqual(['陈管理:管理员', '路人:成员']);
    const a = await child(root.id, '成一', { living: true, birthText: '1990年5月1日' });
    expect(data(await other.get('/clan-member/favorite', { id: a.id }))).toEqual({ id: a.id, favorite: true });
    const f = data(await other.get(`/clan/${clanId}/memberFavorite`));
    expect(f.list).toMatchObject([{ id: a.id, name: '陈成一', generationLabel: '二世', birthYear: 1990 }]);
    expect(data(await other.get('/clan-member/favorite/my')).list).toMatchObject([{ id: a.id, clanName: '陈氏族谱' }]);
  });
});
