/** Team invites by link / QR (/clan-team/invite → /invite/open → /invite/accept): role given, used once, expiry, access. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client, type Member, type SeededUser } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let a: SeededUser;
let b: SeededUser;
let projectId: number;
let root: Member;

beforeEach(async () => {
  const s = await seedClan(t, { admin: { nickname: '族长' }, others: [{ nickname: '阿甲' }, { nickname: '阿乙' }] });
  ({ admin, projectId, root } = s);
  [a, b] = s.others;
});

describe('team invites', () => {
  it('a collaborator invite lands the user in the team with his branch; a second use is refused', async () => {
    expect((await admin.post('/clan-team/invite', { projectId, role: 'collaborator' })).body).toEqual({ msg: 0, msbox: '协作者必须指定负责的分支（起始成员）' });
    const inv = data(await admin.post('/clan-team/invite', { projectId, role: 'collaborator', branchRootId: root.id }));
    expect(inv).toMatchObject({ roleName: '协作者', path: `/pages/scan/index?q=${encodeURIComponent(inv.token)}` });
    expect(data(await a.api.get('/invite/open', { q: inv.token }))).toMatchObject({ kind: 'team', projectId, inviter: '族长', title: '加入修谱团队·协作者' });
    expect(data(await a.api.post('/invite/accept', { q: inv.token }))).toEqual({ kind: 'team', projectId, path: `/clan/team/index?projectId=${projectId}` });
    const team = data(await admin.get('/clan-team/list', { projectId, role: 'collaborator' })).list;
    expect(team).toEqual([expect.objectContaining({ userId: a.id, role: 'collaborator', branchRootId: root.id })]);
    expect((await b.api.post('/invite/accept', { q: inv.token })).body).toEqual({ msg: 0, msbox: '邀请已被使用' });
    expect((await b.api.get('/invite/open', { q: inv.token })).body).toEqual({ msg: 0, msbox: '邀请已被使用' });
    const log = data(await admin.get('/clan-team/log/list', { projectId })).list;
    expect(log[0].text).toBe('阿甲 通过邀请成为协作者（分支：陈德公）');
  });

  it('an expired invite is refused; only team managers may invite; a stronger role is kept', async () => {
    const inv = data(await admin.post('/clan-team/invite', { projectId, role: 'member', days: 1 }));
    t.clock.advance(86_400_000 + 1);
    expect((await a.api.post('/invite/accept', { q: inv.token })).body).toEqual({ msg: 0, msbox: '邀请已过期，请联系邀请人重新分享' });
    expect((await a.api.post('/clan-team/invite', { projectId, role: 'manager' })).body.msg).toBe(0);
    const mgr = data(await admin.post('/clan-team/invite', { projectId, role: 'manager' }));
    data(await a.api.post('/invite/accept', { q: mgr.token }));
    const member = data(await admin.post('/clan-team/invite', { projectId, role: 'member' }));
    data(await a.api.post('/invite/accept', { q: member.token }));
    expect(data(await admin.get('/clan-team/list', { projectId, role: 'manager' })).list.map((x: { userId: number }) => x.userId)).toEqual([a.id]);
    expect((await a.api.get('/invite/open', { q: 'garbage-token-1234' })).body).toEqual({ msg: 0, msbox: '邀请无效或已被撤销' });
  });
});
