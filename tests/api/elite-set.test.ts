/** Elite (名人) types: set one, batch set, list with stats; access. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { projectUsers } from '../../server/db/schema/index';

const t = useTestApp();
let me: Client;
let other: Client;
let otherId: number;
let clanId: number;
let projectId: number;
let root: { id: number };

beforeEach(async () => {
  const s = await seedClan(t, { others: [{}] });
  ({ admin: me, clanId, projectId, root } = s);
  ({ id: otherId, api: other } = s.others[0]);
});

const child = async (fatherId: number, name: string) => data(await me.post('/clan-member/save/child', { clanId, fatherId, name }));

describe('elite', () => {
  it('set replaces the types; empty clears; list by 世 with stats and a type filter', async () => {
    const a = await child(root.id, '成一');
    expect(data(await me.post('/elite/set', { memberId: a.id, types: ['贤孝', '功名', '功名'] }))).toEqual({ memberId: a.id, types: ['功名', '贤孝'] });
    data(await me.post('/elite/set', { memberId: root.id, types: ['仕宦'] }));
    const l = data(await me.get('/elite/list', { clanId }));
    expect(l.list.map((x: { name: string; types: string[] }) => [x.name, x.types])).toEqual([['陈德公', ['仕宦']], ['陈成一', ['功名', '贤孝']]]);
    expect(l.stats.find((s: { type: string }) => s.type === '功名').count).toBe(1);
    expect(l.stats).toHaveLength(10);
    expect(data(await me.get('/elite/list', { clanId, type: '仕宦' })).list.map((x: { id: number }) => x.id)).toEqual([root.id]);
    expect(data(await me.get('/clan-member/list/elite', { clanId, type: '贤孝' })).list).toMatchObject([{ id: a.id, types: ['功名', '贤孝'], generationLabel: '二世' }]);
    expect(data(await me.post('/elite/set', { memberId: a.id, types: [] }))).toEqual({ memberId: a.id, types: [] });
    expect(data(await me.get('/elite/list', { clanId })).list).toHaveLength(1);
    expect((await me.post('/elite/set', { memberId: a.id, types: ['皇帝'] })).body.msg).toBe(0);
  });

  it('batch set: all or nothing; the members must be in one clan; a collaborator only inside his branch', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    expect(data(await me.post('/elite/batch-set', { memberIds: [a.id, b.id], types: ['军功'] }))).toEqual({ count: 2 });
    expect(data(await me.get('/elite/list', { clanId, type: '军功' })).list).toHaveLength(2);
    const r = await me.post('/elite/batch-set', { memberIds: [a.id, 999999], types: ['文苑'] });
    expect(r.body).toEqual({ msg: 0, msbox: '有1位成员不存在或不在同一族谱' });
    expect(data(await me.get('/elite/list', { clanId, type: '文苑' })).list).toEqual([]);
    expect((await other.post('/elite/set', { memberId: a.id, types: ['文苑'] })).body.msbox).toBe('没有权限');
    expect((await other.get('/elite/list', { clanId })).body.msbox).toBe('没有权限');
    await t.db.db.insert(projectUsers).values({ projectId, userId: otherId, role: 'collaborator', branchRootId: a.id });
    expect(data(await other.post('/elite/set', { memberId: a.id, types: ['文苑'] })).types).toEqual(['文苑']);
    expect((await other.post('/elite/batch-set', { memberIds: [a.id, b.id], types: ['义行'] })).body.msbox).toBe('只能编辑您负责的分支内的成员');
    expect(data(await me.get('/elite/list', { clanId, type: '义行' })).list).toEqual([]);
  });
});
