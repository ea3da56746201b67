/** The seeded example clan gets a memorial hall for its founder and an ancestral hall with early tablets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { data } from '../helpers/api';
import { seedGeneratedProject } from '../../server/seed/clans';
import { seedMemorials } from '../../server/seed/memorials';
import { guest } from './sacrifice-setup';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); await t.reset(); });
afterAll(async () => { await t.close(); });

describe('seeded memorials', () => {
  it('the example clan opens a founder hall and a 宗祠 with the first generations', async () => {
    const r = await seedGeneratedProject(t.db.db, { ownerId: 1, name: '测试范例', surname: '陈', area: '河南', members: 300, seed: 5, identity: 6, addOwnerRole: false });
    await seedMemorials(t.db.db, r.projectId, r.clanId); // a second run adds nothing
    const anon = await guest(t);
    const halls = data(await anon.get('/sacrifice/list/all')).list;
    expect(halls).toHaveLength(1);
    expect(halls[0]).toMatchObject({ projectId: r.projectId, type: 2 });
    const life = data(await anon.get('/sacrifice/lifetime/article/list', { id: halls[0].id })).list;
    expect(life).toHaveLength(1);
    const ah = data(await anon.get('/hall/v2/list', { projectId: r.projectId })).list;
    expect(ah).toHaveLength(1);
    const g = data(await anon.get('/hall/get', { id: ah[0].id }));
    expect(g.tablets.length).toBeGreaterThan(3);
    expect(g.tablets[0]).toMatchObject({ index: 1, generation: 1 });
    expect(Math.max(...g.tablets.map((x: { generation: number }) => x.generation))).toBeLessThanOrEqual(3);
    expect(g.tablets.every((x: { text: { centre: string } }) => x.text.centre.endsWith('之神位'))).toBe(true);
    const d = data(await anon.get('/sacrifice/get', { id: halls[0].id }));
    expect(d.name).toBe(g.tablets[0].name);
  });
});
