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

describe('bind invites (邀请认领 by link / QR)', () => {
  it('an admin invites → the user opens and accepts → he is that member (本人) and a family member; the link is used once', async () => {
    const inv = data(await admin.post('/clan-member/bind/invite', { memberId: son.id }));
    expect(inv).toMatchObject({ memberName: '陈成一', path: `/pages/scan/index?q=${encodeURIComponent(inv.token)}` });
    expect(data(await user.get('/invite/open', { q: inv.token }))).toMatchObject({ kind: 'bind', projectId, title: '认领族人·陈成一' });
    const landing = `/clan/member/edit?clanId=${clanId}&id=${son.id}&readonly=1`;
    expect(data(await user.post('/invite/accept', { q: inv.token }))).toEqual({ kind: 'bind', projectId, path: landing });
    expect(await roleOf(userId)).toBe('member');
    expect(data(await user.get('/clan-member/bind/phone/info', { projectId })).bound).toMatchObject({ id: son.id });
    expect(await boundMemberOf(t.db.db, projectId, userId)).toEqual({ memberId: son.id, clanId });
    expect((await other.post('/invite/accept', { q: inv.token })).body).toEqual({ msg: 0, msbox: '邀请已被使用' });
    // a claimed member cannot be offered again
    expect((await admin.post('/clan-member/bind/invite', { memberId: son.id })).body).toEqual({ msg: 0, msbox: '该成员已被其他用户绑定' });
  });

  it('an expired link is refused and binds nobody; only a reviewer may invite; a wife is claimed through her husband', async () => {
    const inv = data(await admin.post('/clan-member/bind/invite', { memberId: son.id, days: 1 }));
    t.clock.advance(86_400_000 + 1000);
    expect((await user.post('/invite/accept', { q: inv.token })).body).toEqual({ msg: 0, msbox: '邀请已过期，请联系邀请人重新分享' });
    expect(await boundMemberOf(t.db.db, projectId, userId)).toBeNull();
    expect((await user.post('/clan-member/bind/invite', { memberId: son.id })).body.msg).toBe(0);
    const wife = data(await admin.post('/clan-member/save/wife', { clanId, husbandId: son.id, surname: '王' }));
    expect((await admin.post('/clan-member/bind/invite', { memberId: wife.id })).body.msbox).toBe('只能邀请认领本族男丁或女儿，配偶请由其丈夫一方认领');
  });

  it('a user already bound to another member of the family cannot accept as 本人', async () => {
    data(await admin.post('/project/bind/add', { projectId, memberId: root.id, phone: '13800138000' }));
    const inv = data(await admin.post('/clan-member/bind/invite', { memberId: son.id }));
    expect((await user.post('/invite/accept', { q: inv.token })).body.msbox).toBe('该用户在本家族已绑定成员「陈德公」，不能再绑定本人');
    // the refused accept did not spend the link: the right person can still use it
    expect(data(await other.post('/invite/accept', { q: inv.token })).kind).toBe('bind');
  });
});
