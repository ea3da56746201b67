/** Village corrections: propose with the diff; only the village's admin accepts or rejects; stale refused with the diff; log. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let kin: Client;
let outsider: Client;
let village: { id: number; version: number };

const base = { name: '石牌村', kind: 'ancestral', areaIds: [440000, 440100, 440106], description: '陈氏祖居', chronicle: [{ date: '明洪武三年', title: '始迁祖定居' }] };

beforeEach(async () => {
  [{ api: admin }, { api: kin }, { api: outsider }] = await seedUsers(t, [{ nickname: '村管' }, { nickname: '陈二' }, {}]);
  village = data(await admin.post('/village/save', base));
});

const propose = (who: Client, changes: Record<string, unknown>) => who.post('/village/correction/save', { villageId: village.id, changes, reason: '据县志' });

describe('village corrections', () => {
  it('a user proposes; the admin sees the diff and accepts; the village changes and the history shows it', async () => {
    const c = data(await propose(kin, { description: '陈氏祖居，明初建村', chronicle: [{ date: '明洪武三年', title: '始迁祖定居' }, { date: '嘉庆五年', title: '修族谱' }] }));
    expect(c).toMatchObject({ status: 'pending', statusName: '待审核', fields: '简介、村史', proposer: { name: '陈二' }, villageName: '石牌村', stale: false, canReview: false });
    expect(c.diff).toEqual([
      { field: 'description', label: '简介', before: '陈氏祖居', after: '陈氏祖居，明初建村', changed: true },
      { field: 'chronicle', label: '村史', before: '明洪武三年 始迁祖定居', after: '明洪武三年 始迁祖定居；嘉庆五年 修族谱', changed: true },
    ]);
    expect(data(await admin.get('/village/correction/list', { villageId: village.id })).list.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect(data(await admin.get('/village/correction/detail', { id: c.id }))).toMatchObject({ canReview: true });
    const done = data(await admin.post('/village/correction/accept', { id: c.id, note: '核实' }));
    expect(done).toMatchObject({ status: 'accepted', statusName: '已采纳', reviewNote: '核实', reviewer: { name: '村管' } });
    const v = data(await kin.get('/village/detail', { id: village.id }));
    expect(v).toMatchObject({ description: '陈氏祖居，明初建村', version: 2 });
    expect(v.chronicle.map((e: { year: number }) => e.year)).toEqual([1370, 1800]);
    const h = data(await kin.get('/village/history', { id: village.id }));
    expect(h.list[0]).toMatchObject({ sourceName: '纠错采纳', correctionId: c.id });
    expect(h.chronicle.map((e: { title: string }) => e.title)).toEqual(['始迁祖定居', '修族谱']);
    expect(data(await kin.get('/village/correction/my')).list).toMatchObject([{ id: c.id, status: 'accepted' }]);
    expect((await admin.post('/village/correction/accept', { id: c.id })).body).toEqual({ msg: 0, msbox: '该纠错已处理' });
  });

  it('only the village\'s admin accepts or rejects or lists; others read only their own', async () => {
    const c = data(await propose(kin, { name: '石牌乡' }));
    for (const who of [kin, outsider]) {
      expect((await who.post('/village/correction/accept', { id: c.id })).body).toEqual({ msg: 0, msbox: '没有权限：仅限村落管理员' });
      expect((await who.post('/village/correction/reject', { id: c.id })).body).toEqual({ msg: 0, msbox: '没有权限：仅限村落管理员' });
      expect((await who.get('/village/correction/list', { villageId: village.id })).body.msg).toBe(0);
    }
    expect((await outsider.get('/village/correction/detail', { id: c.id })).body).toEqual({ msg: 0, msbox: '没有权限：仅限村落管理员' });
    expect(data(await kin.get('/village/correction/detail', { id: c.id })).status).toBe('pending');
    expect(data(await admin.get('/village/detail', { id: village.id })).name).toBe('石牌村');
  });

  it('a stale correction (the village changed since) is refused with the diff, then accepted with the version the admin saw', async () => {
    const c = data(await propose(kin, { description: '纠错稿' }));
    data(await admin.post('/village/save', { ...base, id: village.id, version: 1, description: '管理员新稿' }));
    const r = await admin.post('/village/correction/accept', { id: c.id });
    expect(r.body).toEqual({ msg: 0, msbox: '该村落在纠错提交后已被修改，请核对最新资料后再采纳（当前版本 2）：简介：「管理员新稿」→「纠错稿」' });
    const d = data(await admin.get('/village/correction/detail', { id: c.id }));
    expect(d).toMatchObject({ status: 'pending', stale: true, baseVersion: 1, villageVersion: 2, diff: [{ before: '管理员新稿', after: '纠错稿', changed: true }] });
    expect(data(await admin.get('/village/detail', { id: village.id })).description).toBe('管理员新稿');
    expect(data(await admin.post('/village/correction/accept', { id: c.id, villageVersion: 2 })).status).toBe('accepted');
    expect(data(await admin.get('/village/detail', { id: village.id }))).toMatchObject({ description: '纠错稿', version: 3 });
  });

  it('reject leaves the village; empty, same-as-now and second open proposals are refused', async () => {
    expect((await propose(kin, {})).body).toEqual({ msg: 0, msbox: '请填写要纠正的内容' });
    expect((await propose(kin, { description: '陈氏祖居' })).body).toEqual({ msg: 0, msbox: '纠错内容与现有资料相同' });
    const c = data(await propose(kin, { description: '另说' }));
    expect((await propose(kin, { name: '又一' })).body).toEqual({ msg: 0, msbox: '您对该村落已有待审核的纠错，请等待管理员处理' });
    expect(data(await admin.post('/village/correction/reject', { id: c.id, note: '无据' }))).toMatchObject({ status: 'rejected', reviewNote: '无据' });
    expect(data(await admin.get('/village/detail', { id: village.id }))).toMatchObject({ description: '陈氏祖居', version: 1 });
    expect(data(await admin.get('/village/correction/list', { villageId: village.id, status: 'rejected' })).list).toHaveLength(1);
    expect((await kin.post('/village/correction/save', { villageId: 999999, changes: { name: 'x' } })).body).toEqual({ msg: 0, msbox: '村落不存在' });
  });

  it('an accepted correction is revertible from the history', async () => {
    const c = data(await propose(kin, { name: '石牌乡' }));
    data(await admin.post('/village/correction/accept', { id: c.id }));
    const entry = data(await admin.get('/village/history', { id: village.id })).list[0];
    expect(entry).toMatchObject({ correctionId: c.id, canRevert: true, diff: [{ field: 'name', before: '石牌村', after: '石牌乡' }] });
    data(await admin.post('/village/log/revert', { id: entry.id }));
    expect(data(await admin.get('/village/detail', { id: village.id })).name).toBe('石牌村');
  });
});
