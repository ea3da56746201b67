/** Clan members: kinds, the 世 rule, dates, optimistic locking, the log, delete with descendants, branch scope, search, tree, pack. */
import { beforeEach, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { clanMemberLog, projectUsers } from '../../server/db/schema/index';
import { decodeTreePack, packName } from '../../model/tree-pack';
import { packBuilds } from '../../server/domains/clan-members/clan-members.pack';

const t = useTestApp();
let me: Client;
let other: Client;
let otherId: number;
let ownerToken: string;
let projectId: number;
let clanId: number;
let root: { id: number; version: number };

beforeEach(async () => {
  const s = await seedClan(t, { others: [{}], clan: { poems: [{ id: 1, text: '德成光祖业仁厚', startGeneration: 1 }] } });
  ({ admin: me, adminToken: ownerToken, projectId, clanId, root } = s);
  ({ id: otherId, api: other } = s.others[0]);
});

const child = async (fatherId: number, name: string, extra: Record<string, unknown> = {}) =>
  data(await me.post('/clan-member/save/child', { clanId, fatherId, name, ...extra }));

describe('saving members', () => {
  it('child: 世 = father + 1, 行第 next; a wrong 世 is refused', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    expect([a.generation, a.birthOrder, b.birthOrder]).toEqual([2, 1, 2]);
    const r = await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成三', generation: 4 });
    expect(r.body).toEqual({ msg: 0, msbox: '世次应为二世，现为四世' });
    // a duplicate 行第 is refused by the model
    expect((await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成四', ranking: 1 })).body.msg).toBe(0);
  });

  it('wife, mother, ancestor kinds', async () => {
    const son = await child(root.id, '成一');
    const wife = data(await me.post('/clan-member/save/wife', { clanId, husbandId: son.id, surname: '王' }));
    expect(wife).toMatchObject({ generation: 2, spouseType: '元配', spouseOrder: 1, displayName: '王氏', gender: 'f' });
    const w2 = data(await me.post('/clan-member/add/wife', { clanId, husbandId: son.id, surname: '李' }));
    expect(w2).toMatchObject({ spouseType: '继配', spouseOrder: 2 });
    const mother = data(await me.post('/clan-member/add/mother', { clanId, memberId: son.id, surname: '张' }));
    expect(mother).toMatchObject({ husbandId: root.id, generation: 1 });
    expect(data(await me.get(`/clan-member/get/${son.id}`)).motherId).toBe(mother.id);
    // above a 一世 root (the 始迁祖) the ancestor is 上溯一世 (世 0), and above him 上溯二世; a man with a father has none to add
    const up1 = data(await me.post('/clan-member/add/ancestor', { clanId, memberId: root.id, name: '远公' }));
    expect(up1).toMatchObject({ generation: 0 });
    expect(data(await me.get(`/clan-member/detail/${up1.id}`)).generationLabel).toBe('上溯一世');
    expect(data(await me.get(`/clan-member/get/${root.id}`)).lineageFatherId).toBe(up1.id);
    const up2 = data(await me.post('/clan-member/add/ancestor', { clanId, memberId: up1.id, name: '高公' }));
    expect(up2.generation).toBe(-1);
    expect((await me.post('/clan-member/add/ancestor', { clanId, memberId: root.id })).body.msbox).toBe('该成员已有父亲，只能为始祖添加上代');
    const wr = data(await me.post('/clan-member/save/child', { clanId, surname: '陈', name: '远祖', generation: 3 }));
    const anc = data(await me.post('/clan-member/add/ancestor', { clanId, memberId: wr.id, name: '更祖' }));
    expect(anc.generation).toBe(2);
    expect(data(await me.get(`/clan-member/get/${wr.id}`)).lineageFatherId).toBe(anc.id);
    const d = data(await me.get(`/clan-member/detail/${son.id}`));
    expect(d).toMatchObject({ zibei: '成', generationLabel: '二世', father: { id: root.id, name: '陈德公' }, mother: { id: mother.id } });
    expect(d.wives.map((w: { name: string }) => w.name)).toEqual(['王氏', '李氏']);
    expect(data(await me.get(`/clan-member/detail/${root.id}`)).children.map((c: { name: string }) => c.name)).toEqual(['陈成一']);
    expect(data(await me.get('/clan-member/wife/ranking', { husbandId: son.id })).next).toBe(3);
    expect(data(await me.get('/clan-member/child/ranking', { fatherId: root.id })).next).toBe(2);
  });

  it('dates are parsed; impossible dates refused with the reason', async () => {
    const a = await child(root.id, '成一', { birthText: '乾隆三年三月初五', deathText: '乾隆五十年' });
    expect(a.birth).toMatchObject({ original: '乾隆三年三月初五', lunarYear: 1738, month: 3, day: 5 });
    expect(a.living).toBe(false);
    const r = await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成二', birthText: '乾隆三年二月三十一日' });
    expect(r.body.msg).toBe(0);
    expect(r.body.msbox).toMatch(/^出生日期：/);
    const r2 = await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成三', birthText: '乾隆五十年', deathText: '乾隆三年' });
    expect(r2.body.msg).toBe(0);
  });

  it('optimistic locking: the second save from the same version is refused; every change is logged', async () => {
    const a = await child(root.id, '成一');
    const first = data(await me.post('/clan-member/save/member', { clanId, id: a.id, version: a.version, zi: '子一' }));
    expect(first.version).toBe(a.version + 1);
    const second = await me.post('/clan-member/save/member', { clanId, id: a.id, version: a.version, zi: '子二' });
    expect(second.body).toEqual({ msg: 0, msbox: '该成员已被他人修改，请刷新后再试' });
    expect(data(await me.get(`/clan-member/get/${a.id}`)).zi).toBe('子一');
    const log = await t.db.db.select().from(clanMemberLog).where(eq(clanMemberLog.memberId, a.id));
    expect(log.map((l) => l.action)).toEqual(['add:child', 'edit']);
    expect((log[1].before as { zi: string | null }).zi).toBeNull();
    expect((log[1].after as { zi: string }).zi).toBe('子一');
    expect((await me.post('/clan-member/save/member', { clanId, id: a.id, zi: 'x' })).body.msg).toBe(0);
  });

  it('two parallel saves from one version: exactly one wins', async () => {
    const a = await child(root.id, '成一');
    const rs = await Promise.all(['甲', '乙', '丙'].map((zi) => me.post('/clan-member/save/member', { clanId, id: a.id, version: a.version, zi })));
    expect(rs.filter((r) => r.body.msg === 1)).toHaveLength(1);
    expect(rs.filter((r) => r.body.msbox === '该成员已被他人修改，请刷新后再试')).toHaveLength(2);
    expect(data(await me.get(`/clan-member/get/${a.id}`)).version).toBe(a.version + 1);
  });

  it('delete with descendants needs confirm and names how many', async () => {
    const a = await child(root.id, '成一');
    const b = await child(a.id, '光一');
    await child(b.id, '祖一');
    data(await me.post('/clan-member/save/wife', { clanId, husbandId: b.id, surname: '王' }));
    const r = await me.get('/clan-member/delete', { id: a.id });
    expect(r.body.msbox).toBe('该成员有2位后代（另有配偶1位），将一并删除，请确认后再删除');
    expect(data(await me.get('/clan-member/delete', { id: a.id, confirm: 1 }))).toEqual({ deleted: 4 });
    expect(data(await me.get(`/clan/detail/${clanId}`)).memberCount).toBe(1);
    const leaf = await child(root.id, '成二');
    expect(data(await me.get('/clan-member/delete', { id: leaf.id }))).toEqual({ deleted: 1 });
  });
});

describe('access', () => {
  it('a collaborator edits only inside his branch; a user of another project gets 没有权限', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    expect((await other.get(`/clan-member/get/${a.id}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光一' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    await t.db.db.insert(projectUsers).values({ projectId, userId: otherId, role: 'collaborator', branchRootId: a.id });
    data(await other.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光一' }));
    const r = await other.post('/clan-member/save/child', { clanId, fatherId: b.id, name: '光二' });
    expect(r.body).toEqual({ msg: 0, msbox: '只能编辑您负责的分支内的成员' });
    expect((await other.post('/clan-member/save/member', { clanId, id: b.id, version: b.version, zi: 'x' })).body.msg).toBe(0);
    expect(data(await other.get(`/clan-member/detail/${b.id}`)).canEdit).toBe(false);
    expect(data(await other.get(`/clan-member/detail/${a.id}`)).canEdit).toBe(true);
  });

  it('a password project: no member data and no pack without ap', async () => {
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'password', password: 'pass99' }));
    expect((await other.get('/clan-member/tree', { clanId })).body).toEqual({ msg: 0, msbox: '请输入访问密码' });
    const res = await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}`, headers: { authorization: `Bearer ${(await createUser(t)).token}` } });
    expect(res.json()).toEqual({ msg: 0, msbox: '请输入访问密码' });
    const { ap } = data(await other.post('/project/verify/password', { projectId, password: 'pass99' }));
    expect(data(await other.get('/clan-member/tree', { clanId }, { ap })).nodes).toHaveLength(1);
    const anon = await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('reading the tree', () => {
  it('search tells homonyms apart by father, 世 and branch; paged', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    await child(a.id, '光明');
    await child(b.id, '光明');
    const r = data(await me.get('/clan-member/tree/search', { clanId, name: '陈光明' }));
    expect(r.list.map((h: { fatherName: string; generationLabel: string }) => [h.fatherName, h.generationLabel])).toEqual([['陈成一', '三世'], ['陈成二', '三世']]);
    const p1 = data(await me.get('/clan-member/search', { clanId, name: '光', pageSize: 1 }));
    expect(p1).toMatchObject({ hasNext: true });
    expect(p1.list).toHaveLength(1);
    expect(data(await me.get('/clan-member/list/generation', { clanId, generation: 2 })).list.map((h: { name: string }) => h.name)).toEqual(['陈成一', '陈成二']);
  });

  it('tree window: generations 5 / 0, wives included, rootId', async () => {
    let f = root.id;
    for (let g = 2; g <= 8; g++) f = (await child(f, `第${g}`)).id;
    data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '王' }));
    const w5 = data(await me.get('/clan-member/tree', { clanId, generations: 5 }));
    expect(w5.rootId).toBe(root.id);
    expect(w5.nodes.map((n: { generation: number }) => n.generation)).toEqual([1, 1, 2, 3, 4, 5]);
    expect(w5.nodes[1]).toMatchObject({ husbandId: root.id, parentId: null });
    expect(data(await me.get('/clan-member/tree', { clanId, generations: 0 })).nodes).toHaveLength(9);
    expect((await me.get('/clan-member/tree', { clanId, generations: 3 })).body.msg).toBe(0);
  });

  it('tree pack: gzip ZPTP, ETag, 304, cached per version', async () => {
    const a = await child(root.id, '成一');
    data(await me.post('/clan-member/save/wife', { clanId, husbandId: a.id, surname: '王' }));
    const stranger = { authorization: `Bearer ${(await createUser(t)).token}` };
    expect((await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${clanId}`, headers: stranger })).json()).toEqual({ msg: 0, msbox: '没有权限' });
    const url = `/app/api/clan-member/tree/pack?clanId=${clanId}`;
    const hdr = { authorization: `Bearer ${ownerToken}` };
    const builds = packBuilds();
    const res = await t.app.inject({ method: 'GET', url, headers: hdr });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBe('gzip');
    const version = data(await me.get(`/clan/detail/${clanId}`)).version;
    expect(res.headers.etag).toBe(`"${clanId}-${version}"`);
    const pack = decodeTreePack(new Uint8Array(gunzipSync(res.rawPayload)));
    expect(pack.count).toBe(3);
    expect([0, 1, 2].map((i) => packName(pack, i))).toEqual(['陈德公', '陈成一', '王氏']);
    const again = await t.app.inject({ method: 'GET', url, headers: hdr });
    expect(packBuilds()).toBe(builds + 1);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const notModified = await t.app.inject({ method: 'GET', url, headers: { ...hdr, 'if-none-match': res.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    await child(root.id, '成二');
    const changed = await t.app.inject({ method: 'GET', url, headers: { ...hdr, 'if-none-match': res.headers.etag as string } });
    expect(changed.statusCode).toBe(200);
    expect(decodeTreePack(new Uint8Array(gunzipSync(changed.rawPayload))).count).toBe(4);
  });
});
