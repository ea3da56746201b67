/** Projects and clans: create with the project limit, lists and stats, access (password + ap, members only), delete. */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedUsers, useTestApp, type Client, type SeededUser } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { projects, projectUsers, users } from '../../server/db/schema/index';

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
  data(await me.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', area: '福建', ...extra }));

describe('projects', () => {
  it('creates a project; the owner is admin; list, groups, stats, get, detail', async () => {
    const p = await newProject();
    expect(p).toMatchObject({ name: '陈氏家族', role: 'admin', isOwner: true, canEdit: true, clans: [], identity: { value: 0, name: '我的家族' } });
    const list = data(await me.get('/project/list/v2/all', { pageIndex: 1, pageSize: 20 }));
    expect(list.list.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect(list.hasNext).toBe(false);
    expect(list.stats).toEqual({ admin: 1, manage: 0, team: 0, bind: 1 });
    expect(data(await me.get('/project/list/v2/all', { query: '李' })).list).toEqual([]);
    const g = data(await me.get('/project/groups'));
    expect(g.list.find((x: { key: string }) => x.key === 'mine').list).toHaveLength(1);
    expect(data(await me.get(`/project/get/${p.id}`)).name).toBe('陈氏家族');
    expect(data(await other.get(`/project/detail/${p.id}`))).toMatchObject({ role: null, canEdit: false });
  });

  it('pages the list 20 at a time', async () => {
    await t.db.db.update(users).set({ level: 2 }).where(eq(users.id, owner.id));
    for (let i = 0; i < 21; i++) await newProject({ name: `家族${i}` });
    const p1 = data(await me.get('/project/list/v2/all', { pageIndex: 1 }));
    expect(p1.list).toHaveLength(20);
    expect(p1.hasNext).toBe(true);
    const p2 = data(await me.get('/project/list/v2/all', { pageIndex: 2 }));
    expect(p2.list).toHaveLength(1);
    expect(p2.hasNext).toBe(false);
  });

  it('respects the project limit: level limit + extra count', async () => {
    for (let i = 0; i < 3; i++) await newProject({ name: `家族${i}` });
    const r = await me.post('/project/add-or-edit', { name: '第四个', surname: '陈' });
    expect(r.body).toMatchObject({ msg: 0 });
    expect(r.body.msbox).toContain('上限（3个）');
    await t.db.db.update(users).set({ extraProjectCount: 1 }).where(eq(users.id, owner.id));
    data(await me.post('/project/add-or-edit', { name: '第四个', surname: '陈' }));
  });

  it('only an admin edits; a stale version is refused', async () => {
    const p = await newProject();
    expect((await other.post('/project/add-or-edit', { id: p.id, name: '改', surname: '陈' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    data(await me.post('/project/add-or-edit', { id: p.id, name: '改一', surname: '陈', version: p.version }));
    const r = await me.post('/project/add-or-edit', { id: p.id, name: '改二', surname: '陈', version: p.version });
    expect(r.body.msbox).toContain('已被他人修改');
  });

  it('a password project: nothing without ap; verify/password issues ap; wrong password refused', async () => {
    const p = await newProject({ privacy: 'password', password: 'secret1' });
    expect((await other.get(`/project/detail/${p.id}`)).body).toEqual({ msg: 0, msbox: '请输入访问密码' });
    expect((await other.post('/project/auth', { projectId: p.id })).body.msg).toBe(0);
    expect((await other.post('/project/verify/password', { projectId: p.id, password: 'nope12' })).body.msbox).toBe('访问密码错误');
    const { ap } = data(await other.post('/project/verify/password', { projectId: p.id, password: 'secret1' }));
    expect(data(await other.get(`/project/detail/${p.id}`, {}, { ap })).name).toBe('陈氏家族');
    expect(data(await other.post('/project/auth', { projectId: p.id }, { ap }))).toMatchObject({ ok: true, role: null });
    expect(data(await other.post('/project/auth/v2', { projectId: p.id, ap }))).toMatchObject({ ok: true });
    // a grant of another project does not open this one
    const q = await newProject({ name: '另一个', privacy: 'password', password: 'secret2' });
    expect((await other.get(`/project/detail/${q.id}`, {}, { ap })).body.msg).toBe(0);
    // expires after 7 days
    t.clock.advance(8 * 86_400_000);
    expect((await other.get(`/project/detail/${p.id}`, {}, { ap })).body.msg).toBe(0);
  });

  it('a members-only project: a member of another project gets 没有权限', async () => {
    const p = await newProject({ privacy: 'members' });
    expect((await other.get(`/project/get/${p.id}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.get('/clan/list', { projectId: p.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    await t.db.db.insert(projectUsers).values({ projectId: p.id, userId: otherId, role: 'member' });
    expect(data(await other.get(`/project/get/${p.id}`)).role).toBe('member');
  });

  it('favourite toggles, history lists the latest first', async () => {
    const a = await newProject({ name: 'A' });
    const b = await newProject({ name: 'B' });
    expect(data(await me.post(`/project/favotite/${a.id}`))).toEqual({ favorite: true });
    expect(data(await me.get(`/project/get/${a.id}`)).favorite).toBe(true);
    expect(data(await me.post(`/project/favotite/${a.id}`))).toEqual({ favorite: false });
    data(await me.post(`/project/add-history/${a.id}`));
    t.clock.advance(1000);
    data(await me.post(`/project/add-history/${b.id}`));
    expect(data(await me.get('/project/history-list')).list.map((x: { name: string }) => x.name)).toEqual(['B', 'A']);
  });

  it('delete: owner only; needs confirm when clans still hold members', async () => {
    const p = await newProject();
    const clan = data(await me.post('/clan/save', { projectId: p.id, name: '陈氏族谱', hall: '颍川堂' }));
    data(await me.post('/clan-member/save/child', { clanId: clan.id, surname: '陈', name: '始', generation: 1 }));
    expect((await other.post(`/project/delete/${p.id}`)).body.msg).toBe(0);
    const r = await me.post(`/project/delete/${p.id}`);
    expect(r.body.msbox).toContain('确认删除');
    expect(data(await me.post(`/project/delete/${p.id}`, { confirm: 1 }))).toEqual({ deleted: true });
    expect(await t.db.db.select().from(projects)).toHaveLength(0);
  });
});

describe('clans', () => {
  it('save, detail, list, generation list; examples are public', async () => {
    const p = await newProject();
    const poems = [{ id: 1, text: '德成光祖业', startGeneration: 1, mode: '流宗', branchId: null }];
    const clan = data(await me.post('/clan/save', { projectId: p.id, name: '陈氏族谱', hall: '颍川堂', poems }));
    expect(clan).toMatchObject({ name: '陈氏族谱', hall: '颍川堂', memberCount: 0, rootId: null });
    expect((await other.post('/clan/save', { projectId: p.id, name: 'x' })).body.msbox).toBe('没有权限');
    const root = data(await me.post('/clan-member/save/child', { clanId: clan.id, surname: '陈', name: '德一', generation: 1 }));
    data(await me.post('/clan-member/save/child', { clanId: clan.id, fatherId: root.id, name: '成一' }));
    data(await me.post('/clan-member/save/child', { clanId: clan.id, fatherId: root.id, name: '成二' }));
    const d = data(await me.get(`/clan/detail/${clan.id}`));
    expect(d).toMatchObject({ memberCount: 3, rootId: root.id, minGeneration: 1, maxGeneration: 2, role: 'admin', canEdit: true });
    expect(d.version).toBeGreaterThan(clan.version);
    expect(data(await me.get('/clan/list', { projectId: p.id })).list).toHaveLength(1);
    expect(data(await me.get('/clan/generation/list', { clanId: clan.id })).list).toEqual([
      { generation: 1, label: '一世', zibei: '德', count: 1 },
      { generation: 2, label: '二世', zibei: '成', count: 2 },
    ]);
    expect(data(await me.get('/clan/generation/list', { clanId: clan.id, min: 2, max: 2 })).list).toHaveLength(1);
    await t.db.db.update(projects).set({ identity: 6 }).where(eq(projects.id, p.id));
    const anon = apiClient(t.app);
    const ex = data(await anon.get('/clan/list/example'));
    expect(ex.list.map((x: { id: number; projectName: string }) => [x.id, x.projectName])).toEqual([[clan.id, '陈氏家族']]);
  });
});
