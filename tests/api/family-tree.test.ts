/** Personal family trees: own family, relatives by relation, terms, tree window, join/verify, edit lock, associate, delete. */
import { beforeEach, describe, expect, it } from 'vitest';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';
import { data } from '../helpers/api';

const t = useTestApp();
let me: Client;
let other: Client;
beforeEach(async () => {
  [me, other] = (await seedUsers(t, [{}, {}])).map((u) => u.api);
});

const add = async (id: number, relation: string, name: string, extra: Record<string, unknown> = {}) =>
  data(await me.post('/family/addMember', { id, relation, name, ...extra }));

describe('family tree', () => {
  it('takes its surname from a Chinese name: the owner’s nickname at creation, else his 本人 once named', async () => {
    const [named] = await seedUsers(t, [{ nickname: '欧阳明' }]);
    expect(data(await named.api.get('/family/get'))).toMatchObject({ surname: '欧阳' });

    const fam = data(await me.get('/family/get'));
    expect(fam.surname).toBe(''); // a nickname like 用户8000 names no surname
    const self = data(await me.get(`/family/member/${fam.selfId}`)).person;
    await me.post('/family/editMember', { id: fam.selfId, version: self.version, name: '陈志远' });
    expect(data(await me.get('/family/get')).surname).toBe('陈');
    // set once: renaming again later does not change it
    await me.post('/family/editMember', { id: fam.selfId, version: self.version + 1, name: '李志远' });
    expect(data(await me.get('/family/get')).surname).toBe('陈');
  });

  it('creates my family with 本人, adds relatives by relation and names them', async () => {
    const fam = data(await me.get('/family/get'));
    expect(fam).toMatchObject({ role: 'owner', memberCount: 1, requests: [] });
    const self = fam.selfId as number;
    expect(fam.myPersonId).toBe(self);
    await me.post('/family/editMember', { id: self, version: 1, birthText: '1990年5月1日' });
    const father = await add(self, 'father', '陈建国', { birthText: '1960年' });
    const mother = await add(self, 'mother', '王秀英');
    expect(mother.spouseId).toBe(father.id);
    expect(data(await me.get(`/family/member/${father.id}`)).spouse.id).toBe(mother.id);
    const gf = await add(father.id, 'father', '陈德华');
    const uncle = await add(father.id, 'brother', '陈建军', { birthText: '1965年' });
    const bro = await add(self, 'brother', '陈小明', { birthText: '1985年' });
    const wife = await add(self, 'spouse', '李梅');
    expect(wife.gender).toBe('f');
    const son = await add(self, 'son', '陈子涵');
    expect([son.fatherId, son.motherId]).toEqual([self, wife.id]);
    const cousin = await add(uncle.id, 'son', '陈浩');
    expect((await me.post('/family/addMember', { id: self, relation: 'father', name: '再父' })).body).toEqual({ msg: 0, msbox: '已有父亲' });
    expect((await me.post('/family/addMember', { id: gf.id, relation: 'brother', name: 'x' })).body.msbox).toBe('请先添加父亲或母亲，再添加兄弟姐妹');

    const tr = data(await me.get('/family/tree'));
    expect(tr).toMatchObject({ centerId: self, rootId: gf.id, truncated: false });
    const rel = Object.fromEntries(tr.nodes.map((n: { id: number; relation: string }) => [n.id, n.relation]));
    expect([rel[self], rel[father.id], rel[mother.id], rel[gf.id], rel[uncle.id], rel[bro.id], rel[wife.id], rel[son.id], rel[cousin.id]])
      .toEqual(['本人', '父亲', '母亲', '祖父', '叔父', '哥哥', '妻子', '儿子', '堂兄弟']);
    const gen = Object.fromEntries(tr.nodes.map((n: { id: number; generation: number }) => [n.id, n.generation]));
    expect([gen[gf.id], gen[father.id], gen[self], gen[son.id]]).toEqual([1, 2, 3, 4]);
    const wifeNode = tr.nodes.find((n: { id: number }) => n.id === wife.id);
    expect(wifeNode).toMatchObject({ parentId: null, husbandId: self });
    expect(tr.nodes.find((n: { id: number }) => n.id === son.id)).toMatchObject({ parentId: self, motherId: wife.id });
    // parents before children
    const order = tr.nodes.map((n: { generation: number }) => n.generation);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const sibs = data(await me.get('/family/tree', { relation: 'siblings' }));
    expect(sibs.nodes.map((n: { id: number }) => n.id).sort()).toEqual([self, bro.id].sort());
    const kids = data(await me.get('/family/tree', { id: father.id, relation: 'children' }));
    expect(kids.nodes.map((n: { relation: string }) => n.relation).sort()).toEqual(['儿子', '儿子', '本人'].sort());

    const d = data(await me.get(`/family/member/${uncle.id}`));
    expect(d).toMatchObject({ relation: '叔父', father: { id: gf.id }, canDelete: true });
    expect(d.children.map((x: { id: number }) => x.id)).toEqual([cousin.id]);
    expect(d.siblings.map((x: { id: number }) => x.id)).toEqual([father.id]);
  });

  it('bad dates and stale edits are refused; the owner deletes; 本人 cannot be deleted', async () => {
    const self = data(await me.get('/family/get')).selfId as number;
    const r = await me.post('/family/addMember', { id: self, relation: 'son', name: '甲', birthText: '乾隆三年二月三十一日' });
    expect(r.body.msg).toBe(0);
    expect(r.body.msbox).toMatch(/^出生日期：/);
    const son = await add(self, 'son', '甲', { birthText: '乾隆三年三月初五' });
    expect(son.birth).toMatchObject({ original: '乾隆三年三月初五', month: 3, day: 5 });
    data(await me.post('/family/editMember', { id: son.id, version: son.version, note: '改一' }));
    expect((await me.post('/family/editMember', { id: son.id, version: son.version, note: '改二' })).body).toEqual({ msg: 0, msbox: '该成员已被他人修改，请刷新后再试' });
    expect((await me.get(`/family/member/delete/${self}`)).body.msbox).toBe('不能删除本人');
    expect(data(await me.get(`/family/member/delete/${son.id}`))).toEqual({ deleted: 1 });
    expect((await me.get(`/family/member/${son.id}`)).body.msbox).toBe('成员不存在');
  });

  it('join → pending → verify; strangers see nothing; only the owner deletes and edits base info', async () => {
    const fam = data(await me.get('/family/get'));
    const son = await add(fam.selfId, 'son', '甲');
    expect((await other.get('/family/tree', { id: son.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.get(`/family/member/${son.id}`)).body.msg).toBe(0);
    expect(data(await other.get('/family/get', { id: fam.id }))).toMatchObject({ role: null, selfId: null, name: '我的家庭' });
    expect(data(await other.get('/family/join', { id: fam.id }))).toEqual({ status: 'pending' });
    expect((await other.get('/family/tree', { id: son.id })).body.msbox).toBe('请等待创建人审核');
    const req = data(await me.get('/family/get')).requests;
    expect(req).toHaveLength(1);
    expect((await other.get('/family/verify', { id: req[0].id })).body.msg).toBe(0);
    expect(data(await me.get('/family/verify', { id: req[0].id }))).toEqual({ status: 'member' });
    expect((await me.get('/family/verify', { id: req[0].id })).body.msbox).toBe('该申请已处理');
    // a joined member reads and adds, but does not delete or change base info
    expect(data(await other.get('/family/tree', { id: son.id })).nodes.length).toBe(2);
    data(await other.post('/family/addMember', { id: son.id, relation: 'spouse', name: '乙' }));
    expect((await other.get(`/family/member/delete/${son.id}`)).body.msbox).toBe('只有创建人可以操作');
    expect((await other.post('/family/updateBaseInfo', { id: fam.id, name: '改名' })).body.msbox).toBe('只有创建人可以操作');
    const upd = data(await me.post('/family/updateBaseInfo', { id: fam.id, name: '陈家', surname: '陈', women: 0, dna: 1 }));
    expect(upd).toMatchObject({ name: '陈家', surname: '陈', options: { dna: true, women: false, myteam: false, location: false } });
    const rel = data(await other.get('/family/relate'));
    expect(rel.list.map((f: { id: number; role: string }) => [f.id, f.role])).toContainEqual([fam.id, 'member']);
  });

  it('associates a person with a clan member he can read', async () => {
    const fam = data(await me.get('/family/get'));
    const projectId = data(await me.post('/project/add-or-edit', { name: '陈氏家族', surname: '陈', privacy: 'members' })).id;
    const clanId = data(await me.post('/clan/save', { projectId, name: '陈氏族谱' })).id;
    const cm = data(await me.post('/clan-member/save/child', { clanId, surname: '陈', name: '德公', generation: 1 }));
    const wife = data(await me.post('/clan-member/save/wife', { clanId, husbandId: cm.id, surname: '王' }));
    const p = data(await me.post('/family/associate', { id: fam.selfId, clanMemberId: cm.id }));
    expect(p.clanMember).toEqual({ clanId, clanName: '陈氏族谱', memberId: cm.id, name: '陈德公', generation: 1 });
    expect((await me.post('/family/associate', { id: fam.selfId, clanMemberId: wife.id })).body.msbox).toBe('性别不一致，不能关联');
    const bro = await add(fam.selfId, 'father', '父');
    expect((await me.post('/family/associate', { id: bro.id, clanMemberId: cm.id })).body.msbox).toBe('该族谱成员已关联到本家庭的其他亲属');
    // another user's family cannot link to a members-only clan
    const of = data(await other.get('/family/get'));
    expect((await other.post('/family/associate', { id: of.selfId, clanMemberId: cm.id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await me.get('/family/tree')).nodes.find((n: { id: number }) => n.id === fam.selfId).clanMemberId).toBe(cm.id);
    expect(data(await me.post('/family/associate', { id: fam.selfId })).clanMember).toBeNull();
  });
});
