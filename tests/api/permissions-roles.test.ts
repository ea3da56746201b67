/** Roles and permissions: the admin check, the team (协管员/协作者), custom roles, role assignment, branch scope. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { DEFAULT_PERMISSIONS, PERMISSIONS } from '../../contract/permissions';

const t = useTestApp();
let me: Client;
let ownerId: number;
let bob: Client;
let bobId: number;
let carol: Client;
let carolId: number;
let projectId: number;
let clanId: number;
let root: { id: number };
let a: { id: number; version: number };
let b: { id: number; version: number };

beforeEach(async () => {
  const s = await seedClan(t, {
    others: [{ phone: '13800138001', nickname: '陈小明' }, { phone: '13800138002', nickname: '陈小红' }],
    clanPath: '/project/clan/add-or-edit',
  });
  ({ admin: me, adminId: ownerId, projectId, clanId, root } = s);
  ({ id: bobId, api: bob } = s.others[0]);
  ({ id: carolId, api: carol } = s.others[1]);
  a = data(await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一' }));
  b = data(await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成二' }));
});

const addTeam = async (params: Record<string, unknown>) => data(await me.post('/clan-team/save', { projectId, ...params }));

describe('the admin check', () => {
  it('answers yes in msg 1 and no in msg 0; a user of another project gets msg 0', async () => {
    expect(data(await me.get('/project/admin/check', { projectId, permission: 'role.manage' }))).toEqual({ allowed: true, role: 'admin' });
    expect((await bob.get('/project/admin/check', { projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const other = data(await bob.post('/project/add-or-edit', { name: '李氏', surname: '李' }));
    expect(data(await bob.get('/project/admin/check', { projectId: other.id }))).toMatchObject({ allowed: true });
    expect((await me.get('/project/admin/check', { projectId: other.id, team: 1 })).body).toEqual({ msg: 0, msbox: '没有权限' });
    // a 协管员: no as admin, yes as team for his permissions, no for role.manage
    await addTeam({ userId: bobId, role: 'manager' });
    expect((await bob.get('/project/admin/check', { projectId, permission: 'member.edit' })).body.msg).toBe(0);
    expect(data(await bob.get('/project/admin/check', { projectId, permission: 'member.edit', team: 1 }))).toEqual({ allowed: true, role: 'manager' });
    expect((await bob.get('/project/admin/check', { projectId, permission: 'role.manage', team: 1 })).body.msg).toBe(0);
    // a member of another project reads nothing here
    expect((await carol.get(`/project/get/${projectId}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await carol.get('/clan-team/list', { projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await carol.get('/permission/role/v2/list', { projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
  });
});

describe('the team', () => {
  it('adds by phone, lists, details, remarks, status, removes; all logged', async () => {
    expect((await me.post('/clan-team/save', { projectId, phone: '13900000000', role: 'manager' })).body).toEqual({ msg: 0, msbox: '该手机号尚未注册' });
    expect((await me.post('/clan-team/save', { projectId, userId: carolId, role: 'collaborator' })).body)
      .toEqual({ msg: 0, msbox: '协作者必须指定负责的分支（起始成员）' });
    const m = await addTeam({ phone: '13800138001', role: 'manager', remarks: '二房' });
    expect(m).toMatchObject({ userId: bobId, role: 'manager', roleName: '协管员', status: 1, remarks: '二房', phone: '138****8001', isOwner: false });
    const c = await addTeam({ userId: carolId, role: 'collaborator', branchRootId: a.id });
    expect(c).toMatchObject({ role: 'collaborator', branchRootId: a.id, branchRootName: '陈成一' });
    const list = data(await me.get('/clan-team/list', { projectId }));
    expect(list.list.map((x: { role: string }) => x.role)).toEqual(['admin', 'manager', 'collaborator']);
    expect(list.stats).toEqual({ admin: 1, manager: 1, collaborator: 1, member: 0 });
    // a collaborator sees the team but may not manage it
    expect(data(await carol.get('/clan-team/list', { projectId })).list).toHaveLength(3);
    expect((await carol.get('/clan-team/set-remarks', { id: m.id, remarks: 'x' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    // details: permissions of his role
    const d = data(await me.get(`/clan-team/v2/get/${c.id}`));
    expect(d.permissions.map((x: { key: string }) => x.key)).toEqual(PERMISSIONS.map((x) => x.key).filter((k) => DEFAULT_PERMISSIONS.collaborator.includes(k)));
    expect(data(await carol.get(`/project-admin/get/${c.id}`)).id).toBe(c.id);
    expect(data(await me.get('/clan-team/set-remarks', { id: m.id, remarks: '长房' })).remarks).toBe('长房');
    // disabled: no team powers, reads as a member
    expect(data(await me.get('/project-admin/set-status', { id: m.id, status: 0 })).status).toBe(0);
    expect((await bob.post('/clan-member/save/child', { clanId, fatherId: b.id, name: '光二' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await bob.get('/clan-team/permission/list', { projectId }))).toMatchObject({ role: 'member', status: 0 });
    expect(data(await bob.get(`/project/get/${projectId}`)).role).toBe('member');
    data(await me.get('/clan-team/set-status', { id: m.id, status: 1 }));
    data(await bob.post('/clan-member/save/child', { clanId, fatherId: b.id, name: '光二' }));
    // the owner cannot be touched
    const ownerRow = list.list[0];
    expect((await me.get('/clan-team/set-status', { id: ownerRow.id, status: 0 })).body).toEqual({ msg: 0, msbox: '不能修改家族创建者' });
    expect((await me.post(`/clan-team/delete/${ownerRow.id}`)).body).toEqual({ msg: 0, msbox: '家族创建者不能被移出' });
    expect((await me.get('/clan-team/set-status', { id: m.id, status: 2 })).body.msg).toBe(0);
    // remove; he can no longer read the members-only project
    expect(data(await me.post(`/project-admin/delete/${m.id}`))).toEqual({ deleted: true });
    expect((await bob.get(`/project/get/${projectId}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    // a collaborator may leave by himself
    expect(data(await carol.post(`/clan-team/delete/${c.id}`))).toEqual({ deleted: true });
    const log = data(await me.get('/clan-team/log/list', { projectId }));
    expect(log.list.map((x: { action: string }) => x.action)).toEqual(['delete', 'delete', 'status', 'status', 'remarks', 'add', 'add']);
    expect(log.list.at(-1).text).toBe('将 陈小明 设为协管员');
    expect(log.list[0].text).toBe('陈小红 退出了家族');
  });

  it('a collaborator cannot edit outside his branch', async () => {
    await addTeam({ userId: carolId, role: 'collaborator', branchRootId: a.id });
    const g = data(await carol.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光一' }));
    data(await carol.post('/clan-member/save/child', { clanId, fatherId: g.id, name: '祖一' }));
    expect((await carol.post('/clan-member/save/child', { clanId, fatherId: b.id, name: '光二' })).body)
      .toEqual({ msg: 0, msbox: '只能编辑您负责的分支内的成员' });
    expect((await carol.post('/clan-member/save/member', { clanId, id: b.id, version: b.version, zi: '子美' })).body.msg).toBe(0);
    expect((await carol.post('/clan-member/save/member', { clanId, id: root.id, version: 1, zi: '子美' })).body.msg).toBe(0);
    expect((await carol.post('/project/clan/add-or-edit', { projectId, name: '另一谱' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await carol.post('/project/edit-privacy', { id: projectId, privacy: 'public' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await carol.get('/clan-team/permission/list', { projectId }))).toMatchObject({ role: 'collaborator', branchRootId: a.id });
  });

  it('only the owner makes admins; the member list offers plain members', async () => {
    await addTeam({ userId: bobId, role: 'member' });
    expect(data(await me.get('/clan-team/member/list', { projectId, query: '小明' })).list.map((x: { userId: number }) => x.userId)).toEqual([bobId]);
    const m = await addTeam({ userId: bobId, role: 'manager' });
    expect(data(await me.get('/clan-team/member/list', { projectId })).list).toEqual([]);
    // give the 协管员 the team permission, then he tries to make an admin
    const roles = data(await me.get('/permission/role/v2/list', { projectId })).list;
    const mgr = roles.find((r: { builtin: string }) => r.builtin === 'manager');
    data(await me.post('/permission/save', { roleId: mgr.id, permissions: [...mgr.permissions, 'team.manage'] }));
    expect((await bob.post('/clan-team/save', { projectId, userId: carolId, role: 'admin' })).body).toEqual({ msg: 0, msbox: '只有创建者可以设置管理员' });
    expect(data(await bob.post('/clan-team/save', { projectId, userId: carolId, role: 'member' })).role).toBe('member');
    expect(m.id).toBeGreaterThan(0);
  });
});

describe('roles and permission settings', () => {
  it('lists built-ins, saves a custom role, assigns one and many, and the permissions apply', async () => {
    const list = data(await me.get('/permission/role/v2/list', { projectId })).list;
    expect(list.map((r: { builtin: string }) => r.builtin)).toEqual(['admin', 'manager', 'collaborator', 'member', 'visitor']);
    expect(list[0].permissions).toHaveLength(PERMISSIONS.length);
    expect(list[0].memberCount).toBe(1);
    // a 录入员 role: a manager rank that may add and edit but not delete members
    const r = data(await me.post('/permission/role/save', { projectId, name: '录入员', base: 'manager', permissions: ['member.add', 'member.edit'] }));
    expect(r).toMatchObject({ builtin: null, base: 'manager', permissions: ['member.add', 'member.edit'], memberCount: 0, version: 1 });
    const tb = await addTeam({ userId: bobId, role: 'member' });
    const tc = await addTeam({ userId: carolId, role: 'member' });
    expect((await me.get('/permission/role/set', { memberId: tb.id, roleId: r.id })).body).toMatchObject({ msg: 1, data: { updated: 1 } });
    const tb2 = data(await me.get(`/clan-team/v2/get/${tb.id}`));
    expect(tb2).toMatchObject({ role: 'manager', roleName: '录入员', roleId: r.id });
    data(await bob.post('/clan-member/save/member', { clanId, id: b.id, version: b.version, zi: '子美' }));
    expect((await bob.post('/clan-member/delete', { clanId, id: b.id })).body.msg).toBe(0);
    expect(data(await bob.get('/permission/v2/list', { projectId })).list.filter((x: { checked: boolean }) => x.checked).map((x: { key: string }) => x.key))
      .toEqual(['member.add', 'member.edit']);
    // settings: take member.edit away; he can no longer edit
    const s = data(await me.get('/permission/setting', { roleId: r.id }));
    expect(s.list.filter((x: { checked: boolean }) => x.checked).map((x: { key: string }) => x.key)).toEqual(['member.add', 'member.edit']);
    expect((await me.post('/permission/save', { roleId: r.id, permissions: ['member.add'], version: 0 })).body)
      .toEqual({ msg: 0, msbox: '该角色已被他人修改，请刷新后再试' });
    data(await me.post('/permission/save', { roleId: r.id, permissions: ['member.add'], version: 1 }));
    expect((await bob.post('/clan-member/save/member', { clanId, id: b.id, version: b.version + 1, zi: '子美2' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    // batch: a foreign team id refuses the whole batch
    const other = data(await carol.post('/project/add-or-edit', { name: '李氏', surname: '李' }));
    const otherTeam = data(await carol.get('/clan-team/list', { projectId: other.id })).list[0];
    expect((await me.get('/permission/role/batch-set', { memberIds: `${tc.id},${otherTeam.id}`, roleId: r.id })).body)
      .toEqual({ msg: 0, msbox: '团队成员不存在或不属于该家族' });
    expect(data(await me.get(`/clan-team/v2/get/${tc.id}`)).roleId).toBe(null);
    expect(data(await me.get('/permission/role/batch-set', { memberIds: `${tc.id},${tb.id}`, roleId: r.id }))).toEqual({ updated: 2 });
    expect(data(await me.get('/permission/role/get', { id: r.id })).memberCount).toBe(2);
    expect((await me.get(`/permission/role/delete/${r.id}`)).body).toEqual({ msg: 0, msbox: '该角色仍有成员，不能删除' });
    // back to the built-in member role, then the custom role can go
    const memberRole = list.find((x: { builtin: string }) => x.builtin === 'member');
    data(await me.get('/permission/role/batch-set', { memberIds: [tb.id, tc.id], roleId: memberRole.id }));
    expect(data(await me.get(`/clan-team/v2/get/${tb.id}`))).toMatchObject({ role: 'member', roleId: null, roleName: '成员' });
    expect(data(await me.get(`/permission/role/delete/${r.id}`))).toEqual({ deleted: true });
    expect((await me.get(`/permission/role/delete/${memberRole.id}`)).body).toEqual({ msg: 0, msbox: '内置角色不能删除' });
    expect((await me.post('/permission/save', { roleId: list[0].id, permissions: [] })).body).toEqual({ msg: 0, msbox: '管理员角色不可修改' });
  });

  it('refuses strangers, the owner\'s row, and admins set by non-owners; unknown permissions are refused', async () => {
    const list = data(await me.get('/permission/role/v2/list', { projectId })).list;
    const adminRole = list[0];
    const ownerRow = data(await me.get('/clan-team/list', { projectId })).list[0];
    expect(ownerRow.userId).toBe(ownerId);
    expect((await me.get('/permission/role/set', { memberId: ownerRow.id, roleId: list[3].id })).body).toEqual({ msg: 0, msbox: '不能修改家族创建者的角色' });
    expect((await bob.get('/permission/role/get', { id: adminRole.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await bob.post('/permission/role/save', { projectId, name: 'x' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await me.post('/permission/role/save', { projectId, name: 'x', permissions: ['root.all'] })).body.msg).toBe(0);
    expect((await me.get('/permission/role/get', { id: 999999 })).body).toEqual({ msg: 0, msbox: '角色不存在' });
    const tb = await addTeam({ userId: bobId, role: 'manager' });
    data(await me.get('/permission/role/set', { memberId: tb.id, roleId: adminRole.id }));
    expect(data(await bob.get(`/project/get/${projectId}`)).role).toBe('admin');
    // an admin (not owner) may manage roles but not demote another admin or make admins
    const tc = await addTeam({ userId: carolId, role: 'member' });
    expect((await bob.get('/permission/role/set', { memberId: tc.id, roleId: adminRole.id })).body).toEqual({ msg: 0, msbox: '只有创建者可以设置或修改管理员' });
    expect(data(await bob.get('/permission/role/set', { memberId: tc.id, roleId: list[1].id }))).toEqual({ updated: 1 });
  });
});
