/**
 * /clan-member/mother/link: sons and daughters entered before their mother become hers in one call — all or none,
 * only her husband's children without a mother, by an editor; the log records each link; 100 parallel calls link
 * each child once (also on PostgreSQL: TEST_DB=pg).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let me: Client;
let other: Client;
let clanId: number;
let projectId: number;
let root: { id: number };

beforeEach(async () => {
  const s = await seedClan(t, { others: [{}] });
  ({ admin: me, clanId, projectId, root } = s);
  other = s.others[0].api;
});

const child = async (fatherId: number, name: string, gender: 'm' | 'f' = 'm'): Promise<{ id: number }> =>
  data(await me.post('/clan-member/save/child', { clanId, fatherId, name, gender }));
const wife = async (husbandId: number, surname: string): Promise<{ id: number }> =>
  data(await me.post('/clan-member/add/wife', { clanId, husbandId, surname }));
const family = async (id: number) =>
  data(await me.get('/clan-member/family/v2', { id })) as { children: { id: number; name: string; motherId: number | null }[] };

describe('link mother', () => {
  it('links the four children of her husband in one call; the log says 关联', async () => {
    const kids = [await child(root.id, '成一'), await child(root.id, '成二'), await child(root.id, '成三'), await child(root.id, '秀英', 'f')];
    const w = await wife(root.id, '王');
    const r = data(await me.post('/clan-member/mother/link', { motherId: w.id, childIds: kids.map((k) => k.id) }));
    expect(r.linked).toBe(4);
    expect(r.children.map((c: { name: string }) => c.name).sort()).toEqual(['陈成一', '陈成三', '陈成二', '陈秀英']);
    expect((await family(root.id)).children.every((c) => c.motherId === w.id)).toBe(true);
    const detail = data(await me.get(`/clan-member/detail/${kids[0].id}`));
    expect(detail.mother.name).toBe('王氏');
    const log = data(await me.get('/clan-member/log/list', { projectId, clanId, memberId: kids[3].id }));
    expect(log.list.some((l: { actionName: string }) => l.actionName === '关联')).toBe(true);
  });

  it('refuses, changing nothing: a child of another father, a child with a mother, a non-wife, an outsider, bad ids', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    const grandson = await child(a.id, '光一');
    const w1 = await wife(root.id, '王');
    const w2 = await wife(root.id, '李');
    const refuse = async (c: Client, params: Record<string, unknown>, msbox: string | RegExp) => {
      const r = await c.post('/clan-member/mother/link', params);
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe(0);
      expect(r.body.msbox).toMatch(msbox);
    };
    await refuse(me, { motherId: w1.id, childIds: [a.id, grandson.id] }, '「陈光一」不是其丈夫的子女');
    expect((await family(root.id)).children.every((c) => c.motherId === null)).toBe(true); // a was not linked either
    data(await me.post('/clan-member/mother/link', { motherId: w1.id, childIds: [a.id] }));
    await refuse(me, { motherId: w2.id, childIds: [b.id, a.id] }, '「陈成一」已登记母亲');
    expect((await family(root.id)).children.find((c) => c.id === b.id)!.motherId).toBeNull();
    await refuse(me, { motherId: a.id, childIds: [grandson.id] }, '只能把嫁入的妻子登记为母亲');
    await refuse(other, { motherId: w2.id, childIds: [b.id] }, '没有权限');
    await refuse(me, { motherId: w2.id, childIds: [] }, '子女至少1项');
    await refuse(me, { motherId: w2.id, childIds: ['x'] }, /子女/);
    await refuse(me, { motherId: 99999999, childIds: [b.id] }, '母亲不存在');
    // linking again the one already hers is not an error
    expect(data(await me.post('/clan-member/mother/link', { motherId: w1.id, childIds: [a.id] })).linked).toBe(1);
  });

  it('100 parallel calls for two wives: each child gets one mother, no server error, the log has one link each', async () => {
    const kids = [await child(root.id, '成一'), await child(root.id, '成二'), await child(root.id, '成三')];
    const wives = [await wife(root.id, '王'), await wife(root.id, '李')];
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      me.post('/clan-member/mother/link', { motherId: wives[i % 2].id, childIds: kids.map((k) => k.id) })));
    expect(rs.every((r) => r.status === 200)).toBe(true);
    const ok = rs.filter((r) => r.body.msg === 1);
    expect(ok.length).toBeGreaterThan(0);
    const children = (await family(root.id)).children;
    // all three belong to the one wife whose call won first (all or none: never split between the two)
    const mothers = new Set(children.map((c) => c.motherId));
    expect(mothers.size).toBe(1);
    expect(wives.map((w) => w.id)).toContain([...mothers][0]);
    for (const k of kids) {
      const log = data(await me.get('/clan-member/log/list', { projectId, clanId, memberId: k.id }));
      expect(log.list.filter((l: { actionName: string }) => l.actionName === '关联')).toHaveLength(1);
    }
  });
});
