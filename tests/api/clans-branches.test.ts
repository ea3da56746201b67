/** 房/支 branches: add, nest, rename, refuse cycles and foreign founders, delete only when nothing refers to it; managers only. */
import { describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp } from '../helpers/clan-fixture';

const t = useTestApp();

describe('clan branches', () => {
  it('adds, nests and renames branches; the clan detail shows them', async () => {
    const w = await seedClan(t);
    const one = data(await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '长房', kind: '房', founderId: w.root.id })).list;
    expect(one).toEqual([{ id: expect.any(Number), name: '长房', kind: '房', parentId: null, founderId: w.root.id }]);
    const fang = one[0].id;
    const two = data(await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '东支', kind: '支', parentId: fang })).list;
    expect(two.map((b: { name: string; parentId: number | null }) => [b.name, b.parentId])).toEqual([['长房', null], ['东支', fang]]);
    const zhi = two[1].id;
    data(await w.admin.post('/clan/branch/save', { clanId: w.clanId, id: fang, name: '大房', kind: '房' }));
    const d = data(await w.admin.get(`/clan/detail/${w.clanId}`));
    expect(d.branches.map((b: { name: string }) => b.name)).toEqual(['大房', '东支']);
    // refused, nothing changed
    expect((await w.admin.post('/clan/branch/save', { clanId: w.clanId, id: fang, name: '大房', parentId: zhi })).body.msbox).toBe('上级房支不能是它自己或它的下级');
    expect((await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '东支' })).body.msbox).toBe('已有名为「东支」的房支');
    expect((await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '西支', founderId: 999999 })).body.msbox).toBe('房祖不是本族谱的成员');
    expect((await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '' })).body.msg).toBe(0);
    expect(data(await w.admin.get(`/clan/detail/${w.clanId}`)).branches).toHaveLength(2);
  });

  it('deletes a branch only when no member, poem or sub-branch refers to it', async () => {
    const w = await seedClan(t);
    const [fang] = data(await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '长房' })).list;
    const [, zhi] = data(await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '东支', parentId: fang.id })).list;
    expect((await w.admin.post(`/clan/branch/delete/${fang.id}`)).body.msbox).toBe('该房支还有下级房支，请先删除或移走');
    const son = data(await w.admin.post('/clan-member/save/child', { clanId: w.clanId, fatherId: w.root.id, name: '成一', branchId: zhi.id }));
    expect((await w.admin.post(`/clan/branch/delete/${zhi.id}`)).body.msbox).toBe('该房支下还有1位成员，请先调整他们的房支');
    data(await w.admin.post('/clan-member/save/child', { clanId: w.clanId, id: son.id, version: son.version, fatherId: w.root.id, name: '成一', branchId: null }));
    expect(data(await w.admin.post(`/clan/branch/delete/${zhi.id}`)).list.map((b: { id: number }) => b.id)).toEqual([fang.id]);
    expect((await w.admin.post(`/clan/branch/delete/${zhi.id}`)).body.msbox).toBe('房支不存在');
  });

  it('refuses members and outsiders', async () => {
    const w = await seedClan(t, { others: [{ phone: '13900139000' }] });
    const [other] = w.others;
    expect((await other.api.post('/clan/branch/save', { clanId: w.clanId, name: '长房' })).body).toEqual({ msg: 0, msbox: '没有权限' });
    const [fang] = data(await w.admin.post('/clan/branch/save', { clanId: w.clanId, name: '长房' })).list;
    expect((await other.api.post(`/clan/branch/delete/${fang.id}`)).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect(data(await w.admin.get(`/clan/detail/${w.clanId}`)).branches).toHaveLength(1);
  });

  it('a member can only be put in a branch of his own clan', async () => {
    const w = await seedClan(t);
    const otherClan = data(await w.admin.post('/clan/save', { projectId: w.projectId, name: '另一谱' })).id;
    const [foreign] = data(await w.admin.post('/clan/branch/save', { clanId: otherClan, name: '外房' })).list;
    const r = await w.admin.post('/clan-member/save/child', { clanId: w.clanId, fatherId: w.root.id, name: '成一', branchId: foreign.id });
    expect(r.body).toEqual({ msg: 0, msbox: '房支不存在或不属于本族谱' });
    expect(data(await w.admin.get(`/clan/detail/${w.clanId}`)).memberCount).toBe(1);
  });
});
