/** Corrections: propose → detail with the Chinese diff → accept through the member save path (log), stale, reject, delay, check, access. */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { clanMemberLog, projectUsers } from '../../server/db/schema/index';

const t = useTestApp();
let admin: Client;
let kin: Client;
let outsider: Client;
let collab: Client;
let collabId: number;
let projectId: number;
let clanId: number;
let root: { id: number; version: number };
let son: { id: number; version: number };

beforeEach(async () => {
  const s = await seedClan(t, { others: [{ nickname: '陈小明' }, {}, {}] });
  ({ admin, projectId, clanId, root } = s);
  const [k, o, co] = s.others;
  kin = k.api;
  outsider = o.api;
  ({ id: collabId, api: collab } = co);
  son = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一' }));
  await t.db.db.insert(projectUsers).values({ projectId, userId: k.id, role: 'member' });
});

const propose = (who: Client, changes: Record<string, unknown>, memberId = son.id) =>
  who.post('/clan-member/correction/save', { memberId, changes, reason: '据老谱' });

describe('corrections', () => {
  it('a member proposes; the admin sees the diff in Chinese and accepts: the member and the log change', async () => {
    const c = data(await propose(kin, { name: '成壹', birthText: '乾隆三年三月初五' }));
    expect(c).toMatchObject({ status: 'pending', statusName: '待审核', memberName: '陈成一', fields: '名字、出生日期', proposer: { name: '陈小明' } });
    const d = data(await admin.get(`/admin/correction/detail/${c.id}`));
    expect(d.diff).toEqual([
      { field: 'name', label: '名字', before: '成一', after: '成壹', changed: true },
      { field: 'birthText', label: '出生日期', before: '', after: '乾隆三年三月初五', changed: true },
    ]);
    expect(d).toMatchObject({ stale: false, canReview: true, generationLabel: '二世' });
    expect(data(await admin.get('/admin/correction/list', { projectId })).list.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect(data(await admin.get('/admin/correction/message', { projectId }))).toMatchObject({ pending: 1, delayed: 0, latest: { id: c.id } });
    const done = data(await admin.get('/admin/correction/accept', { id: c.id, note: '核实无误' }));
    expect(done).toMatchObject({ status: 'accepted', statusName: '已采纳', reviewNote: '核实无误' });
    const m = data(await admin.get(`/clan-member/get/${son.id}`));
    expect(m).toMatchObject({ name: '成壹', displayName: '陈成壹', version: son.version + 1, birth: { original: '乾隆三年三月初五' } });
    const log = await t.db.db.select().from(clanMemberLog).where(eq(clanMemberLog.memberId, son.id));
    expect(log.map((l) => l.action)).toEqual(['add:child', `correction:${c.id}`]);
    // the proposer reads his own correction; a second accept is refused
    expect(data(await kin.get(`/clan-member/correction/${c.id}`)).status).toBe('accepted');
    expect((await admin.get('/admin/correction/accept', { id: c.id })).body).toEqual({ msg: 0, msbox: '该纠错已处理' });
    expect(data(await admin.get('/admin/correction/message', { projectId })).pending).toBe(0);
  });

  it('accept refuses when the member changed after the proposal, unless the admin confirms the version he saw', async () => {
    const c = data(await propose(kin, { zi: '文远' }));
    data(await admin.post('/clan-member/save/member', { clanId, id: son.id, version: son.version, hao: '松石' }));
    const r = await admin.get('/admin/correction/accept', { id: c.id });
    expect(r.body).toEqual({ msg: 0, msbox: '该成员在纠错提交后已被修改，请核对最新资料后再采纳' });
    const d = data(await admin.get(`/admin/correction/detail/${c.id}`));
    expect(d).toMatchObject({ stale: true, memberVersion: son.version + 1 });
    expect((await admin.get('/admin/correction/accept', { id: c.id, memberVersion: son.version })).body.msg).toBe(0);
    data(await admin.get('/admin/correction/accept', { id: c.id, memberVersion: d.memberVersion }));
    expect(data(await admin.get(`/clan-member/get/${son.id}`))).toMatchObject({ zi: '文远', hao: '松石' });
  });

  it('rules still hold: a wrong 世 is caught by check and accept; bad input is refused at proposal', async () => {
    const c = data(await propose(kin, { fatherId: son.id }, root.id));
    const chk = data(await admin.post('/admin/correction/check', { id: c.id }));
    expect(chk.ok).toBe(false);
    expect(chk.message).toBe('该成员已有后代，不能改变其世次');
    expect((await admin.get('/admin/correction/accept', { id: c.id })).body.msbox).toBe('该成员已有后代，不能改变其世次');
    expect(data(await admin.get(`/clan-member/get/${root.id}`)).lineageFatherId).toBeNull();
    const ok = data(await propose(kin, { deathText: '乾隆五十年' }));
    expect(data(await admin.post('/admin/correction/check', { id: ok.id }))).toMatchObject({ ok: true, stale: false, message: '' });
    expect(data(await admin.get(`/clan-member/get/${son.id}`)).death).toBeNull();
    expect((await propose(kin, { birthText: '乾隆三年二月三十一日' })).body.msbox).toMatch(/^出生日期：/);
    expect((await propose(kin, {})).body.msbox).toBe('请填写要纠正的内容');
    expect((await propose(kin, { name: '成一' })).body.msbox).toBe('纠错内容与现有资料相同');
    // one open correction per user per member (the deathText one above is still open)
    expect((await propose(kin, { hao: '号' })).body.msbox).toBe('您对该成员已有待审核的纠错，请等待管理员处理');
  });

  it('reject and delay; delayed can still be decided; lists by status', async () => {
    const a = data(await propose(kin, { zi: '甲' }));
    const b = data(await propose(kin, { zi: '乙' }, root.id));
    expect(data(await admin.get(`/admin/correction/delay/${a.id}`, { note: '待查老谱' }))).toMatchObject({ status: 'delayed', statusName: '暂缓' });
    expect(data(await admin.get('/admin/correction/message', {}, { projectid: String(projectId) }))).toMatchObject({ pending: 1, delayed: 1 });
    expect(data(await admin.get('/admin/correction/message'))).toMatchObject({ pending: 1, delayed: 1 });
    expect(data(await admin.get('/admin/correction/reject', { id: b.id, note: '无依据' }))).toMatchObject({ status: 'rejected', reviewNote: '无依据' });
    expect(data(await admin.get(`/clan-member/get/${root.id}`)).zi).toBeNull();
    expect(data(await admin.get('/admin/correction/list', { projectId, status: 'rejected' })).list.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(data(await admin.get('/admin/correction/list', { projectId })).list.map((x: { id: number }) => x.id)).toEqual([a.id]);
    data(await admin.get('/admin/correction/accept', { id: a.id }));
    expect(data(await admin.get(`/clan-member/get/${son.id}`)).zi).toBe('甲');
    expect((await admin.get('/admin/correction/reject', { id: a.id })).body.msbox).toBe('该纠错已处理');
  });

  it('access: outsiders of a members-only project get msg 0; only reviewers review; a collaborator inside his branch', async () => {
    expect((await propose(outsider, { zi: '外' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const c = data(await propose(kin, { zi: '子' }));
    const rootC = data(await propose(kin, { zi: '根' }, root.id));
    for (const who of [kin, outsider]) {
      expect((await who.get('/admin/correction/accept', { id: c.id })).body.msg).toBe(0);
      expect((await who.get(`/admin/correction/detail/${c.id}`)).body.msg).toBe(0);
      expect((await who.get('/admin/correction/list', { projectId })).body.msg).toBe(0);
    }
    expect((await outsider.get(`/clan-member/correction/${c.id}`)).body.msbox).toBe('没有权限');
    expect(data(await admin.get(`/clan-member/get/${son.id}`)).zi).toBeNull();
    await t.db.db.insert(projectUsers).values({ projectId, userId: collabId, role: 'collaborator', branchRootId: son.id });
    expect(data(await collab.get('/admin/correction/list', { projectId })).list.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await collab.get('/admin/correction/accept', { id: rootC.id })).body.msbox).toBe('没有权限');
    data(await collab.get('/admin/correction/accept', { id: c.id }));
    expect(data(await admin.get(`/clan-member/get/${son.id}`)).zi).toBe('子');
    expect((await admin.get('/admin/correction/list')).body.msbox).toBe('请选择家族');
    expect((await admin.get('/admin/correction/detail/999999')).body.msbox).toBe('纠错不存在');
  });

  it('in a public project anyone logged in may propose; a living member\'s dates stay hidden from him', async () => {
    const pub = data(await admin.post('/project/add-or-edit', { name: '林氏家族', surname: '林', privacy: 'public' })).id;
    const c2 = data(await admin.post('/clan/save', { projectId: pub, name: '林氏族谱' })).id;
    const lin = data(await admin.post('/clan-member/save/child', { clanId: c2, surname: '林', name: '在世', generation: 1, birthText: '1965年3月12日', living: true }));
    const c = data(await propose(outsider, { birthText: '1965年3月15日' }, lin.id));
    expect(c.diff).toEqual([{ field: 'birthText', label: '出生日期', before: '', after: '1965年3月15日', changed: true }]);
    expect(data(await outsider.get(`/clan-member/correction/${c.id}`)).diff[0].before).toBe('');
    expect(data(await admin.get(`/admin/correction/detail/${c.id}`)).diff[0].before).toBe('1965年3月12日');
    expect((await outsider.get(`/admin/correction/detail/${c.id}`)).body.msbox).toBe('没有权限');
  });
});
