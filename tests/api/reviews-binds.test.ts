/** Binds: a user claims a member → admin accepts (he becomes a project member) / rejects; direct binds; boundMemberOf; access. */
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiClient, data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { projectUsers } from '../../server/db/schema/index';
import { boundMemberOf } from '../../server/domains/reviews/index';

const t = useTestApp();
let admin: Client;
let adminId: number;
let user: Client;
let userId: number;
let other: Client;
let otherId: number;
let projectId: number;
let clanId: number;
let root: { id: number };
let son: { id: number };

beforeEach(async () => {
  const s = await seedClan(t, { privacy: 'public', others: [{ phone: '13800138000', nickname: '陈明' }, { phone: '13900139000' }] });
  ({ admin, adminId, projectId, clanId, root } = s);
  ({ id: userId, api: user } = s.others[0]);
  ({ id: otherId, api: other } = s.others[1]);
  son = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一' }));
});

const roleOf = async (uid: number) => (await t.db.db.select().from(projectUsers)
  .where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.userId, uid))))[0]?.role ?? null;

describe('binds', () => {
  it('request → list → accept: the user becomes a member and is bound; phone info shows it', async () => {
    const b = data(await user.get('/clan-member/bind/request', { memberId: son.id, remark: '我是成一' }));
    expect(b).toMatchObject({ status: 'pending', statusName: '待审核', relation: '本人', member: { id: son.id, name: '陈成一' }, user: { id: userId, name: '陈明', phone: '13800138000' } });
    expect((await user.get('/clan-member/bind/request', { memberId: son.id })).body.msbox).toBe('您已提交过该成员的绑定申请，请等待审核');
    const info = data(await user.get('/clan-member/bind/phone/info', { projectId }));
    expect(info).toMatchObject({ phone: '138****8000', hasPhone: true, bound: null });
    expect(info.pending.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(data(await admin.get('/project/bind/list', { projectId })).list.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(await roleOf(userId)).toBeNull();
    expect(data(await admin.post(`/admin/bind/accept/${b.id}`, { note: '已电话核实' }))).toMatchObject({ status: 'accepted', statusName: '已绑定', reviewNote: '已电话核实' });
    expect(await roleOf(userId)).toBe('member');
    expect(await boundMemberOf(t.db.db, projectId, userId)).toEqual({ memberId: son.id, clanId });
    expect(data(await user.get('/clan-member/bind/phone/info', { projectId })).bound).toMatchObject({ id: son.id });
    // the user's card now carries his member, and the member's card is readable by id
    expect(data(await other.get('/user/detail/user-and-member', { projectId, userId })).member).toMatchObject({ id: son.id, name: '成一' });
    expect(data(await other.get('/user/detail/user-or-member', { memberId: root.id })).member).toMatchObject({ id: root.id });
    expect((await admin.post(`/admin/bind/accept/${b.id}`)).body.msbox).toBe('该申请已处理');
    // the member is taken; he cannot bind a second 本人
    expect((await other.get('/clan-member/bind/request', { memberId: son.id })).body.msbox).toBe('该成员已被其他用户绑定');
    expect((await user.post('/project/bind/bind', { memberId: root.id })).body.msbox).toBe('该用户在本家族已绑定成员「陈成一」，不能再绑定本人');
    expect(data(await admin.get('/project/bind/list', { projectId, status: 'accepted' })).list).toHaveLength(1);
  });

  it('reject and examine; a relative bind; two requests for one member: the second accept is refused', async () => {
    const a = data(await user.get('/clan-member/bind/request', { memberId: son.id }));
    const b = data(await other.get('/clan-member/bind/request', { memberId: son.id }));
    data(await admin.post('/project/bind/examine', { id: a.id, pass: 1 }));
    expect((await admin.post('/project/bind/examine', { id: b.id, pass: 1 })).body.msbox).toBe('该成员已被其他用户绑定');
    expect(await roleOf(otherId)).toBeNull();
    expect(data(await admin.post('/project/bind/examine', { id: b.id, pass: 0, note: '不符' }))).toMatchObject({ status: 'rejected', reviewNote: '不符' });
    const rel = data(await other.post('/project/bind/relative', { memberId: root.id, relation: '祖父' }));
    expect(rel.relation).toBe('祖父');
    expect((await other.post('/project/bind/relative', { memberId: root.id, relation: '本人' })).body.msbox).toBe('关系取值无效');
    data(await admin.post(`/admin/bind/accept/${rel.id}`));
    expect(await roleOf(otherId)).toBe('member');
    expect(await boundMemberOf(t.db.db, projectId, otherId)).toBeNull();
    const c = data(await other.get('/clan-member/bind/request', { memberId: root.id }));
    expect(data(await admin.post(`/admin/bind/reject/${c.id}`))).toMatchObject({ status: 'rejected' });
  });

  it('admin binds directly by phone or himself; stronger roles are kept', async () => {
    expect((await admin.post('/project/bind/add', { projectId, memberId: son.id, phone: '13700137000' })).body.msbox).toBe('该手机号尚未注册');
    expect((await admin.post('/project/bind/add', { projectId, memberId: son.id, phone: '123' })).body.msbox).toBe('手机号格式不正确');
    expect(data(await admin.post('/project/bind/add', { projectId, memberId: son.id, phone: '13800138000' }))).toMatchObject({ status: 'accepted', user: { id: userId } });
    expect(await roleOf(userId)).toBe('member');
    const self = data(await admin.post('/project/bind/bind', { memberId: root.id }));
    expect(self.status).toBe('accepted');
    expect(await roleOf(adminId)).toBe('admin');
    expect((await other.get('/clan-member/bind/request', { memberId: root.id })).body.msbox).toBe('该成员已被其他用户绑定');
    expect(data(await user.get('/clan-member/bind/phone/info', {}, { projectid: String(projectId) })).bound.id).toBe(son.id);
    // a non-admin's /project/bind/bind files a request
    const son2 = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成二' }));
    expect(data(await other.post('/project/bind/bind', { memberId: son2.id })).status).toBe('pending');
  });

  it('access: only admin / 协管员 (a collaborator inside his branch) review; members-only projects refuse outsiders', async () => {
    const b = data(await user.get('/clan-member/bind/request', { memberId: root.id }));
    expect((await other.post(`/admin/bind/accept/${b.id}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await user.post(`/admin/bind/accept/${b.id}`)).body.msg).toBe(0);
    expect((await other.get('/project/bind/list', { projectId })).body.msg).toBe(0);
    expect((await other.post('/project/bind/add', { projectId, memberId: son.id, phone: '13800138000' })).body.msg).toBe(0);
    await t.db.db.insert(projectUsers).values({ projectId, userId: otherId, role: 'collaborator', branchRootId: son.id });
    expect(data(await other.get('/project/bind/list', { projectId })).list).toEqual([]);
    expect((await other.post(`/admin/bind/accept/${b.id}`)).body.msbox).toBe('没有权限');
    const p2 = data(await admin.post('/project/add-or-edit', { name: '李氏家族', surname: '李', privacy: 'members' })).id;
    const c2 = data(await admin.post('/clan/save', { projectId: p2, name: '李氏族谱' })).id;
    const li = data(await admin.post('/clan-member/save/child', { clanId: c2, surname: '李', name: '一', generation: 1 }));
    expect((await user.get('/clan-member/bind/request', { memberId: li.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await user.get('/clan-member/bind/phone/info', { projectId: p2 })).body.msg).toBe(0);
    expect((await user.get('/clan-member/bind/request', { memberId: 999999 })).body.msbox).toBe('成员不存在');
    expect((await apiClient(t.app).get('/clan-member/bind/request', { memberId: son.id })).status).toBe(401);
  });
});
