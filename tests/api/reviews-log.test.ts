/** The operation log: list with Chinese diffs; revert of one change (edit, add, delete), refused when the member changed since. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { projectUsers } from '../../server/db/schema/index';

const t = useTestApp();
let admin: Client;
let member: Client;
let projectId: number;
let clanId: number;
let root: { id: number; version: number };
let son: { id: number; version: number };

beforeEach(async () => {
  const s = await seedClan(t, { admin: { nickname: '族长' }, others: [{}] });
  ({ admin, projectId, clanId, root } = s);
  member = s.others[0].api;
  await t.db.db.insert(projectUsers).values({ projectId, userId: s.others[0].id, role: 'member' });
  son = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一' }));
});

const logs = async (params: Record<string, unknown> = {}) => data(await admin.get('/clan-member/log/list', { projectId, ...params })).list;

describe('operation log', () => {
  it('lists who, when, which member and the before/after in Chinese', async () => {
    data(await admin.post('/clan-member/save/member', { clanId, id: son.id, version: son.version, zi: '文远', living: true }));
    const list = await logs();
    expect(list.map((l: { action: string; actionName: string }) => [l.action, l.actionName]))
      .toEqual([['edit', '修改'], ['add:child', '新增'], ['add:child', '新增']]);
    expect(list[0]).toMatchObject({ memberId: son.id, memberName: '陈成一', user: { name: '族长' }, revertible: true });
    expect(list[0].diff).toEqual([
      { field: 'zi', label: '字', before: '', after: '文远', changed: true },
      { field: 'living', label: '在世', before: '否', after: '是', changed: true },
    ]);
    expect(list[1].diff).toEqual(expect.arrayContaining([{ field: 'fatherId', label: '父亲', before: '', after: '陈德公', changed: true }]));
    expect((await logs({ memberId: root.id })).length).toBe(1);
    const page = data(await admin.get('/clan-member/log/list', { projectId, pageSize: 2 }));
    expect([page.list.length, page.hasNext]).toEqual([2, true]);
    expect((await member.get('/clan-member/log/list', { projectId })).body).toEqual({ msg: 0, msbox: '没有权限' });
  });

  it('reverts one edit (and logs the revert); refuses when the member changed after it', async () => {
    data(await admin.post('/clan-member/save/member', { clanId, id: son.id, version: son.version, zi: '文远' }));
    data(await admin.post('/clan-member/save/member', { clanId, id: son.id, version: son.version + 1, hao: '松石' }));
    const [second, first] = await logs({ memberId: son.id });
    expect(first.revertible).toBe(false);
    expect((await admin.post(`/clan-member/log/revert/${first.id}`)).body)
      .toEqual({ msg: 0, msbox: '该成员在此次修改之后又被修改过，不能直接撤销，请查看最新的修改记录' });
    expect((await member.post(`/clan-member/log/revert/${second.id}`)).body.msbox).toBe('没有权限');
    const rv = data(await admin.post(`/clan-member/log/revert/${second.id}`));
    expect(rv).toMatchObject({ action: `revert:${second.id}`, actionName: '撤销', diff: [{ field: 'hao', label: '号', before: '松石', after: '' }] });
    const m = data(await admin.get(`/clan-member/get/${son.id}`));
    expect(m).toMatchObject({ zi: '文远', hao: null, version: son.version + 3 });
    // now the first edit is the latest state change before the revert: still refused (version moved on)
    expect((await admin.post(`/clan-member/log/revert/${first.id}`)).body.msg).toBe(0);
    // a save from the version before the revert is refused (no silent overwrite)
    expect((await admin.post('/clan-member/save/member', { clanId, id: son.id, version: son.version + 2, zi: 'x' })).body.msg).toBe(0);
  });

  it('reverts an add (no children) and a single delete; refuses an add with children', async () => {
    const grandson = data(await admin.post('/clan-member/save/child', { clanId, fatherId: son.id, name: '光一' }));
    const all = await logs();
    const addSon = all.find((l: { memberId: number }) => l.memberId === son.id);
    expect((await admin.post(`/clan-member/log/revert/${addSon.id}`)).body.msbox).toBe('该成员已有子女或配偶，不能撤销添加');
    const addGrand = all.find((l: { memberId: number }) => l.memberId === grandson.id);
    data(await admin.post(`/clan-member/log/revert/${addGrand.id}`));
    expect((await admin.get(`/clan-member/get/${grandson.id}`)).body.msbox).toBe('成员不存在');
    const [undoAdd] = await logs({ memberId: grandson.id });
    data(await admin.post(`/clan-member/log/revert/${undoAdd.id}`));
    expect(data(await admin.get(`/clan-member/get/${grandson.id}`))).toMatchObject({ name: '光一', lineageFatherId: son.id, generation: 3 });
    data(await admin.get('/clan-member/delete', { id: grandson.id }));
    const [del] = await logs({ memberId: grandson.id });
    expect(del.actionName).toBe('删除');
    data(await admin.post(`/clan-member/log/revert/${del.id}`));
    expect(data(await admin.get(`/clan-member/detail/${son.id}`)).children.map((c: { name: string }) => c.name)).toEqual(['陈光一']);
    expect(data(await admin.get(`/clan/detail/${clanId}`)).memberCount).toBe(3);
    expect((await admin.post('/clan-member/log/revert/99999999')).body.msbox).toBe('记录不存在');
  });
});
