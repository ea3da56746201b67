/**
 * 采丁: a campaign shared by link, a household filled in by another user, matched and merged through the member
 * save (世, the log, revert), 红丁; who sees what (assistants only their own, fillers their own), expired and used
 * invites, stale merges, a collaborator's branch, household states.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, data } from '../helpers/api';
import { seedClan, useTestApp, type Client, type Member, type SeededUser } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let filler: SeededUser;
let helper: SeededUser;
let collab: SeededUser;
let projectId: number;
let clanId: number;
let root: Member;
let fangA: Member;
let fangB: Member;
let father: Member;

beforeEach(async () => {
  const s = await seedClan(t, {
    admin: { nickname: '族长', phone: '13800000001' },
    others: [{ nickname: '陈大明', phone: '13800000002' }, { nickname: '采集员', phone: '13800000003' }, { nickname: '协作者', phone: '13800000004' }],
  });
  ({ admin, projectId, clanId, root } = s);
  [filler, helper, collab] = s.others;
  fangA = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '长房' }));
  fangB = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '次房' }));
  father = data(await admin.post('/clan-member/save/child', { clanId, fatherId: fangA.id, name: '有德', birthText: '1950年3月1日' }));
});

async function campaign(params: Record<string, unknown> = {}) {
  return data(await admin.post('/clan-collect/save', { clanId, title: '2026 续修采丁', deadline: '2026-12-31', ...params }));
}

/** The filler opens the share link and fills in himself, his father (described), a wife, two sons and a daughter. */
async function household(collectId: number, q: string, who: Client = filler.api) {
  const f = data(await who.post('/clan-collect/family/save', { collectId, q, phone: '13800000002', province: '福建省', city: '泉州市' }));
  const p = (params: Record<string, unknown>) => who.post('/clan-collect/member/save', { familyId: f.id, ...params }).then(data);
  const self = await p({ role: 'self', name: '大明', birthText: '1975年5月1日', phone: '13800000002' });
  const dad = await p({ role: 'father', name: '有德' });
  const wife = await p({ role: 'wife', surname: '林', name: '秀英' });
  const s1 = await p({ role: 'child', gender: 'm', name: '小龙', birthText: '2001年1月2日', motherPersonId: wife.id });
  const s2 = await p({ role: 'child', gender: 'm', name: '小虎', birthText: '2004年6月8日', motherPersonId: wife.id });
  const d1 = await p({ role: 'child', gender: 'f', name: '小凤', birthText: '2008年9月9日', motherPersonId: wife.id });
  return { f, self, dad, wife, kids: [s1, s2, d1] };
}

async function share(collectId: number, days = 30) {
  return data(await admin.get('/clan-collect/share', { id: collectId, days })).token as string;
}

describe('采丁 campaign → household → merge', () => {
  it('shares a link, takes a household, matches the father, merges through the member save, lists 红丁', async () => {
    const c = await campaign();
    expect(c).toMatchObject({ branchName: '全族', status: 'open', statusName: '进行中', canManage: true, stats: { families: 0 } });
    const q = await share(c.id);
    // a guest opens the link and sees what it is; filling in needs a login
    const guest = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);
    expect(data(await guest.get('/invite/open', { q }))).toMatchObject({ kind: 'collect', collectId: c.id });
    expect((await guest.post('/clan-collect/family/save', { collectId: c.id, q })).body.msg).not.toBe(1);
    const opened = data(await filler.api.get('/invite/open', { q }));
    expect(opened).toMatchObject({ kind: 'collect', title: '2026 续修采丁', inviter: '族长', path: `/clan/collect/family-create?id=${c.id}&q=${encodeURIComponent(q)}` });
    // without the link a non-member is refused
    expect((await filler.api.post('/clan-collect/family/save', { collectId: c.id })).body).toEqual({ msg: 0, msbox: '请通过采丁分享链接填写' });
    const h = await household(c.id, q);
    // the required children are there; submit
    const sub = data(await filler.api.post('/clan-collect/family/finish', { id: h.f.id }));
    expect(sub).toMatchObject({ status: 1, statusName: '已提交', title: '陈大明家', people: 6, canEdit: false });
    // the filler cannot merge; the admin sees it beside the register
    expect((await filler.api.post('/clan-collect/family/merge', { id: h.f.id, matches: [] })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const view = data(await admin.get('/clan-collect/family/match', { id: h.f.id }));
    const dadRow = view.people.find((x: { role: string }) => x.role === 'father');
    expect(dadRow.candidates).toEqual([expect.objectContaining({ id: father.id, name: '陈有德', generationLabel: '三世', fatherName: '陈长房', version: father.version })]);
    const matches = view.people.map((x: { id: number; role: string }) =>
      (x.role === 'father' ? { personId: x.id, memberId: father.id, version: father.version } : { personId: x.id, memberId: null }));
    const merged = data(await admin.post('/clan-collect/family/merge', { id: h.f.id, matches }));
    expect(merged).toMatchObject({ added: 5, matched: 1, family: { status: 2, statusName: '已合并' } });
    // the tree has them: 大明 四世 under 有德, his wife, two sons and a daughter 五世 with their mother
    const kids = data(await admin.get('/clan-member/child/ranking', { fatherId: father.id })).list;
    const daming = kids.find((k: { name: string }) => k.name === '陈大明') ?? kids[0];
    const rec = data(await admin.get(`/clan-member/get/${daming.id}`));
    expect(rec).toMatchObject({ displayName: '陈大明', generation: 4, lineageFatherId: father.id });
    const wives = data(await admin.get('/clan-member/wife/ranking', { husbandId: daming.id })).list;
    expect(wives.map((w: { name: string }) => w.name)).toEqual(['林秀英']);
    const grandKids = data(await admin.get('/clan-member/child/ranking', { fatherId: daming.id })).list;
    expect(grandKids.map((k: { name: string; generation: number }) => [k.name, k.generation]).sort())
      .toEqual([['陈小凤', 5], ['陈小虎', 5], ['陈小龙', 5]]);
    // each addition is in the operation log and can be reverted like any change
    const log = data(await admin.get('/clan-member/log/list', { projectId, pageSize: 10 })).list;
    expect(log.slice(0, 5).map((l: { memberName: string; action: string }) => [l.memberName, l.action]))
      .toEqual([['陈小凤', 'add:child'], ['陈小虎', 'add:child'], ['陈小龙', 'add:child'], ['林秀英', 'add:wife'], ['陈大明', 'add:child']]);
    // 红丁: the two sons and the daughter
    const hd = data(await admin.get('/clan-collect/hongding', { id: c.id }));
    expect(hd.stats).toEqual({ sons: 2, daughters: 1 });
    expect(hd.list.map((x: { name: string; fatherName: string; motherName: string }) => [x.name, x.fatherName, x.motherName]).sort())
      .toEqual([['陈小凤', '陈大明', '林秀英'], ['陈小虎', '陈大明', '林秀英'], ['陈小龙', '陈大明', '林秀英']]);
    expect(data(await admin.post(`/clan-member/log/revert/${log[0].id}`))).toMatchObject({ actionName: '撤销' });
    expect(data(await admin.get('/clan-collect/hongding', { id: c.id })).list).toHaveLength(2);
    // stats: one household, submitted and accepted, 5 people added; per 房 under 长房
    expect(data(await admin.get('/clan-collect/get2', { id: c.id })).stats).toEqual({ families: 1, submitted: 1, accepted: 1, people: 5 });
    expect(data(await admin.get(`/clan-collect/branch/${c.id}`))).toEqual([{ memberId: fangA.id, name: '陈长房房', families: 1, submitted: 1, accepted: 1, people: 5 }]);
    expect(data(await admin.get('/clan-collect/address', { id: c.id }))).toEqual([{ province: '福建省', city: '泉州市', families: 1 }]);
    // merged twice: refused
    expect((await admin.post('/clan-collect/family/merge', { id: h.f.id, matches })).body).toEqual({ msg: 0, msbox: '该户已合并' });
  });

  it('refuses a merge from a stale register version, and one that breaks the member rules', async () => {
    const c = await campaign();
    const h = await household(c.id, await share(c.id));
    data(await filler.api.post('/clan-collect/family/finish', { id: h.f.id }));
    const view = data(await admin.get('/clan-collect/family/match', { id: h.f.id }));
    const matches = view.people.map((x: { id: number; role: string }) =>
      (x.role === 'father' ? { personId: x.id, memberId: father.id, version: father.version } : { personId: x.id, memberId: null }));
    // someone edits 有德 after the match screen was read
    data(await admin.post('/clan-member/save/member', { clanId, id: father.id, version: father.version, zi: '敬之' }));
    expect((await admin.post('/clan-collect/family/merge', { id: h.f.id, matches })).body)
      .toEqual({ msg: 0, msbox: '族谱中「陈有德」已被他人修改，请刷新核对后再合并' });
    // the self matched to a member under another father: refused
    const bad = view.people.map((x: { id: number; role: string }) =>
      (x.role === 'father' ? { personId: x.id, memberId: father.id, version: father.version + 1 }
        : x.role === 'self' ? { personId: x.id, memberId: fangB.id, version: fangB.version } : { personId: x.id, memberId: null }));
    expect((await admin.post('/clan-collect/family/merge', { id: h.f.id, matches: bad })).body)
      .toEqual({ msg: 0, msbox: '本人在族谱中的父亲与所填父亲不一致' });
    // nothing was written
    expect(data(await admin.get('/clan-member/child/ranking', { fatherId: father.id })).list).toEqual([]);
    expect(data(await admin.get('/clan-collect/family/get', { id: h.f.id })).status).toBe(1);
    // a daughter recorded as the head's father's wife line: a wife with no surname cannot be saved
    expect((await filler.api.post('/clan-collect/member/save', { familyId: h.f.id, role: 'wife', name: '某' })).body.msg).toBe(0);
  });
});

describe('access', () => {
  it('an assistant bound by phone sees only the households he collected', async () => {
    const c = await campaign({ fillers: 'assistants' });
    const bound = data(await admin.post('/clan-collect/admin/bind', { collectId: c.id, phone: '13800000003', name: '阿明' }));
    expect(bound).toMatchObject({ name: '阿明', phone: '138****0003', bound: true });
    // the invite is for his phone only, and used once
    expect((await filler.api.post('/invite/accept', { q: bound.invite.token })).body)
      .toEqual({ msg: 0, msbox: '该邀请发给手机号 138****0003，请用该手机号登录后接受' });
    expect(data(await helper.api.post('/invite/accept', { q: bound.invite.token }))).toEqual({ kind: 'assist', projectId, path: `/clan/collect/assist?id=${c.id}` });
    expect((await helper.api.post('/invite/accept', { q: bound.invite.token })).body).toEqual({ msg: 0, msbox: '邀请已被使用' });
    // a filler with the link is refused: this campaign is for assistants only
    const q = await share(c.id);
    expect((await filler.api.post('/clan-collect/family/save', { collectId: c.id, q })).body).toEqual({ msg: 0, msbox: '本次采丁仅限采集助手填写' });
    const mine = data(await helper.api.post('/clan-collect/family/save', { collectId: c.id }));
    expect(mine.assistant).toEqual({ id: bound.id, name: '阿明' });
    const other = data(await admin.post('/clan-collect/family/save', { collectId: c.id }));
    const seen = data(await helper.api.get('/clan-collect/family/list', { collectId: c.id }));
    expect(seen.list.map((f: { id: number }) => f.id)).toEqual([mine.id]);
    expect((await helper.api.get('/clan-collect/family/get', { id: other.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await helper.api.post('/clan-collect/member/save', { familyId: other.id, role: 'self', name: '某' })).body.msbox).toBe('没有权限');
    expect(data(await admin.get('/clan-collect/family/list', { collectId: c.id })).list).toHaveLength(2);
    // the assistant list counts his households; unbinding keeps them
    expect(data(await admin.get('/clan-collect/admin/list', { collectId: c.id })).list).toEqual([expect.objectContaining({ id: bound.id, families: 1 })]);
    expect((await helper.api.get('/clan-collect/admin/list', { collectId: c.id })).body.msbox).toBe('没有权限');
    data(await admin.post('/clan-collect/admin/delete', { id: bound.id }));
    expect((await helper.api.get('/clan-collect/family/get', { id: mine.id })).body.msg).toBe(1);
  });

  it('a collaborator scoped to 长房 cannot merge a household into 次房', async () => {
    data(await admin.post('/clan-team/save', { projectId, userId: collab.id, role: 'collaborator', branchRootId: fangA.id }));
    // he may start a campaign only inside his branch
    expect((await collab.api.post('/clan-collect/save', { clanId, title: '次房采丁', branchRootId: fangB.id })).body)
      .toEqual({ msg: 0, msbox: '只能为您负责的分支发起采丁' });
    const c = data(await collab.api.post('/clan-collect/save', { clanId, title: '长房采丁', branchRootId: fangA.id }));
    expect(c).toMatchObject({ branchName: '陈长房支', canManage: true });
    const q = data(await collab.api.get('/clan-collect/share', { id: c.id })).token;
    const h = await household(c.id, q);
    data(await filler.api.post('/clan-collect/family/finish', { id: h.f.id }));
    const view = data(await collab.api.get('/clan-collect/family/match', { id: h.f.id }));
    const into = (m: Member) => view.people.map((x: { id: number; role: string }) =>
      (x.role === 'father' ? { personId: x.id, memberId: m.id, version: m.version } : { personId: x.id, memberId: null }));
    expect((await collab.api.post('/clan-collect/family/merge', { id: h.f.id, matches: into(fangB) })).body)
      .toEqual({ msg: 0, msbox: '该户不属于本次采丁的房支，不能合并到该成员名下' });
    // a whole-clan campaign of the admin: he does not manage it
    const all = await campaign();
    const h2 = await household(all.id, await share(all.id), helper.api);
    data(await helper.api.post('/clan-collect/family/finish', { id: h2.f.id }));
    expect((await collab.api.get('/clan-collect/family/match', { id: h2.f.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await collab.api.post('/clan-collect/family/merge', { id: h.f.id, matches: into(father) }))).toMatchObject({ added: 5 });
  });

  it('an expired share link is refused; a closed campaign takes no household', async () => {
    const c = await campaign({ deadline: '' });
    const q = await share(c.id, 1);
    t.clock.advance(2 * 86_400_000);
    expect((await filler.api.get('/invite/open', { q })).body).toEqual({ msg: 0, msbox: '邀请已过期，请联系邀请人重新分享' });
    expect((await filler.api.post('/clan-collect/family/save', { collectId: c.id, q })).body).toEqual({ msg: 0, msbox: '邀请已过期，请联系邀请人重新分享' });
    expect((await filler.api.get('/invite/open', { q: q.slice(0, -3) + 'AAA' })).body).toEqual({ msg: 0, msbox: '邀请无效或已被撤销' });
    data(await admin.post('/clan-collect/close', { id: c.id }));
    const q2 = data(await admin.post('/clan-collect/close', { id: c.id, open: 1 })) && await share(c.id);
    data(await admin.post('/clan-collect/close', { id: c.id }));
    expect((await filler.api.post('/clan-collect/family/save', { collectId: c.id, q: q2 })).body).toEqual({ msg: 0, msbox: '采丁已结束' });
  });

  it('the limit holds under 30 parallel requests; a household merged twice at once is merged once', async () => {
    const c = await campaign();
    const q = await share(c.id);
    const tries = await Promise.all(Array.from({ length: 30 }, () => filler.api.post('/clan-collect/family/save', { collectId: c.id, q })));
    expect(tries.filter((r) => r.body.msg === 1)).toHaveLength(5);
    expect(tries.filter((r) => r.body.msg === 0).every((r) => r.body.msbox === '每位用户在本次采丁中最多填写5户')).toBe(true);
    t.clock.advance(61_000); // past the per-IP request window of family/save (every test client has one address)
    const h = await household(c.id, q, helper.api);
    data(await helper.api.post('/clan-collect/family/finish', { id: h.f.id }));
    const view = data(await admin.get('/clan-collect/family/match', { id: h.f.id }));
    const matches = view.people.map((x: { id: number; role: string }) =>
      (x.role === 'father' ? { personId: x.id, memberId: father.id, version: father.version } : { personId: x.id }));
    const both = await Promise.all([0, 1, 2].map(() => admin.post('/clan-collect/family/merge', { id: h.f.id, matches })));
    expect(both.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(data(await admin.get('/clan-member/child/ranking', { fatherId: father.id })).list.map((k: { name: string }) => k.name)).toEqual(['陈大明']);
  });

  it('one user fills in at most 5 households per campaign; a filler sees only his own', async () => {
    const c = await campaign();
    const q = await share(c.id);
    for (let i = 0; i < 5; i++) data(await filler.api.post('/clan-collect/family/save', { collectId: c.id, q }));
    expect((await filler.api.post('/clan-collect/family/save', { collectId: c.id, q })).body).toEqual({ msg: 0, msbox: '每位用户在本次采丁中最多填写5户' });
    data(await helper.api.post('/clan-collect/family/save', { collectId: c.id, q }));
    expect(data(await filler.api.get('/clan-collect/family/list', { collectId: c.id })).list).toHaveLength(5);
    expect(data(await helper.api.get('/clan-collect/family/list', { collectId: c.id })).list).toHaveLength(1);
    expect((await helper.api.get('/clan-collect/admin/list', { collectId: c.id })).body.msbox).toBe('没有权限');
  });
});

describe('households and people', () => {
  it('checks name, 世 and phone against the register; keeps ranks; submit asks the required fields', async () => {
    const c = await campaign({ form: [{ key: 'phone', ask: true, required: true }, { key: 'spouses', ask: true, required: true }] });
    const q = await share(c.id);
    const hits = data(await admin.get('/clan-collect/family/check', { collectId: c.id, name: '陈有德', generation: 3 }));
    expect(hits).toEqual({ total: 1, hits: [expect.objectContaining({ id: father.id, fatherName: '陈长房', generationLabel: '三世', phoneMatch: false })] });
    expect(data(await admin.get('/clan-collect/family/check', { collectId: c.id, name: '陈有德', generation: 4 })).total).toBe(0);
    // a non-member of a members-only clan cannot search the register
    expect((await filler.api.get('/clan-collect/family/check', { collectId: c.id, name: '陈有德' })).body.msg).toBe(0);
    const f = data(await filler.api.post('/clan-collect/family/save', { collectId: c.id, q, fatherMemberId: father.id }));
    expect(f.fatherMember).toMatchObject({ id: father.id, name: '陈有德' });
    const p = (params: Record<string, unknown>) => filler.api.post('/clan-collect/member/save', { familyId: f.id, ...params });
    expect((await filler.api.post('/clan-collect/family/finish', { id: f.id })).body.msbox).toBe('请先填写本人信息');
    expect((await p({ role: 'father', name: '有德' })).body.msbox).toBe('已从族谱中选择父亲');
    expect((await p({ role: 'self', name: '大明', birthText: '乾隆九十年' })).body.msg).toBe(0);
    data(await p({ role: 'self', name: '大明', phone: '13800000002' }));
    expect((await filler.api.post('/clan-collect/family/finish', { id: f.id })).body.msbox).toBe('请填写配偶');
    const w1 = data(await p({ role: 'wife', surname: '林', name: '秀英' }));
    const w2 = data(await p({ role: 'wife', surname: '王', name: '淑芬' }));
    const a = data(await p({ role: 'child', gender: 'm', name: '甲', motherPersonId: w2.id }));
    const b = data(await p({ role: 'child', gender: 'f', name: '乙', motherPersonId: w1.id }));
    expect((await p({ role: 'child', gender: 'm', name: '丙', motherPersonId: a.id })).body.msbox).toBe('母亲须为本户的妻子');
    expect(data(await filler.api.get('/clan-collect/member/child/ranking', { familyId: f.id, ids: `${b.id},${a.id}` })).map((x: { name: string; ranking: number }) => [x.name, x.ranking]))
      .toEqual([['乙', 1], ['甲', 2]]);
    expect((await filler.api.get('/clan-collect/member/wife/ranking', { familyId: f.id, ids: `${w1.id}` })).body.msbox).toBe('请按顺序列出本户全部妻子');
    expect(data(await filler.api.get('/clan-collect/member/mothers', { familyId: f.id })).map((x: { name: string }) => x.name)).toEqual(['秀英', '淑芬']);
    const tree = data(await filler.api.get('/clan-collect/member/tree', { familyId: f.id }));
    expect(tree.wives.map((w: { name: string; children: { name: string }[] }) => [w.name, w.children.map((k) => k.name)])).toEqual([['秀英', ['乙']], ['淑芬', ['甲']]]);
    data(await filler.api.get('/clan-collect/member/delete', { id: w2.id }));
    expect(data(await filler.api.get('/clan-collect/member/get', { id: a.id })).motherPersonId).toBeNull();
    expect(data(await filler.api.get('/clan-collect/member/setmain', { id: w1.id })).isMain).toBe(true);
    expect(data(await filler.api.get('/clan-collect/family/get', { id: f.id })).title).toBe('林秀英家');
    const done = data(await filler.api.post('/clan-collect/family/finish', { id: f.id }));
    expect(done.status).toBe(1);
    expect((await p({ role: 'child', gender: 'm', name: '丁' })).body.msbox).toBe('该户已提交，等待审核');
    expect((await filler.api.post('/clan-collect/family/delete', { id: f.id })).body.msbox).toBe('该户已提交，等待审核，不能删除');
  });

  it('returns a household with feedback, marks it invalid (−1) and restores it (0)', async () => {
    const c = await campaign();
    const h = await household(c.id, await share(c.id));
    expect((await admin.post('/clan-collect/family/status', { id: h.f.id, status: 3 })).body.msbox).toBe('只有已提交的户可以退回');
    data(await filler.api.post('/clan-collect/family/finish', { id: h.f.id }));
    expect((await admin.post('/clan-collect/family/status', { id: h.f.id, status: 3 })).body.msbox).toBe('请填写退回说明');
    expect((await filler.api.post('/clan-collect/family/status', { id: h.f.id, status: -1 })).body.msbox).toBe('没有权限');
    const back = data(await admin.post('/clan-collect/family/status', { id: h.f.id, status: 3, feedback: '请补充小凤的母亲' }));
    expect(back).toMatchObject({ status: 3, statusName: '已退回', feedback: '请补充小凤的母亲' });
    expect(data(await filler.api.get('/clan-collect/family/get', { id: h.f.id })).canEdit).toBe(true);
    expect(data(await admin.post('/clan-collect/family/status', { id: h.f.id, status: -1 }))).toMatchObject({ status: -1, statusName: '无效' });
    expect(data(await admin.post('/clan-collect/family/status', { id: h.f.id, status: 0 }))).toMatchObject({ status: 0, statusName: '草稿' });
    expect((await admin.post('/clan-collect/family/status', { id: h.f.id, status: 2 })).body.msg).toBe(0);
    data(await filler.api.post('/clan-collect/family/delete', { id: h.f.id }));
    expect((await admin.get('/clan-collect/family/get', { id: h.f.id })).body.msbox).toBe('该户不存在');
  });

  it('answers bad input with msg 0 and the templates for pre-create-list', async () => {
    expect((await admin.post('/clan-collect/save', { clanId, title: '' })).body.msg).toBe(0);
    expect((await admin.post('/clan-collect/save', { clanId, title: 'x', deadline: '2020-01-01' })).body).toEqual({ msg: 0, msbox: '截止日期不能早于今天' });
    expect((await admin.post('/clan-collect/admin/bind', { collectId: 1, phone: '123', name: 'x' })).body.msg).toBe(0);
    const tpl = data(await admin.get('/clan-collect/template/list'));
    expect(tpl.map((x: { key: string }) => x.key)).toEqual(['household', 'hongding', 'full']);
    const c = await campaign({ form: tpl[1].form, title: tpl[1].title });
    expect(c.form.filter((f: { ask: boolean }) => f.ask).map((f: { key: string }) => f.key)).toEqual(['birth', 'children', 'phone']);
    expect(data(await admin.get('/clan-collect/list', { projectId })).list.map((x: { title: string }) => x.title)).toEqual(['新丁登记（红丁）']);
    expect(data(await filler.api.get('/clan-collect/list', { projectId })).list).toEqual([]);
  });
});
