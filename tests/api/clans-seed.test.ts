/** The seeded example clans: a generated clan loads, shows in the public example list, and its pack round-trips. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';
import { createUser } from '../helpers/users';
import { seedGeneratedProject } from '../../server/seed/clans';
import { decodeTreePack } from '../../model/tree-pack';
import { asc, eq } from 'drizzle-orm';
import { generateClanData } from '../../model/clan/generator';
import { clanMembers } from '../../server/db/schema/index';
import { memberToRow } from '../../server/domains/clan-members/index';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); await t.reset(); });
afterAll(async () => { await t.close(); });

describe('seeded example clan', () => {
  it('loads a generated clan; lists, search, tree and pack work on it', async () => {
    const r = await seedGeneratedProject(t.db.db, {
      ownerId: 1, name: '测试范例', surname: '陈', area: '', members: 500, seed: 5, identity: 6, addOwnerRole: false,
    });
    expect(r.members).toBe(500);
    // every member stored as the generator made it (the seed writes its rows as JSON text, leaving nulls out)
    const stored = await t.db.db.select().from(clanMembers).where(eq(clanMembers.clanId, r.clanId)).orderBy(asc(clanMembers.id));
    const gen = generateClanData({ members: 500, seed: 5, surname: '陈', clanId: r.clanId, firstId: stored[0].id });
    expect(stored.map((m) => m.id)).toEqual(gen.members.map((m) => m.id));
    gen.members.forEach((m, i) => {
      const { branchId, ...want } = memberToRow(m, r.projectId);
      const got = Object.fromEntries(Object.keys(want).map((k) => [k, stored[i][k as keyof typeof stored[number]]]));
      expect(got).toEqual(want);
      expect(stored[i].branchId === null).toBe(branchId === null);
      expect(stored[i]).toMatchObject({ version: 1 });
    });
    // (the generator's members have the nested fields the comparison is about)
    for (const k of ['birth', 'death', 'biography', 'adoption', 'living'] as const) expect(gen.members.some((m) => m[k]), k).toBe(true);
    const anon = apiClient(t.app);
    const ex = data(await anon.get('/clan/list/example'));
    expect(ex.list).toHaveLength(1);
    expect(ex.list[0]).toMatchObject({ id: r.clanId, memberCount: 500, minGeneration: 1, projectName: '测试范例' });
    expect(ex.list[0].poems.length).toBeGreaterThan(0);
    const user = apiClient(t.app, (await createUser(t)).token);
    const detail = data(await user.get(`/clan/detail/${r.clanId}`));
    expect(detail.branches.length).toBeGreaterThan(0);
    expect(detail).toMatchObject({ role: null, canEdit: false });
    const gens = data(await user.get('/clan/generation/list', { clanId: r.clanId })).list;
    expect(gens[0]).toMatchObject({ generation: 1, count: 1 });
    const w = data(await user.get('/clan-member/tree', { clanId: r.clanId, generations: 0 }));
    expect(w.nodes.length).toBeGreaterThan(100);
    const someone = w.nodes.find((n: { generation: number; husbandId: number | null }) => n.generation === 3 && !n.husbandId);
    const hits = data(await user.get('/clan-member/tree/search', { clanId: r.clanId, name: someone.name }));
    expect(hits.list.some((h: { id: number; fatherName: string | null }) => h.id === someone.id && h.fatherName)).toBe(true);
    data(await user.get(`/clan-member/detail/${someone.id}`));
    const res = await t.app.inject({ method: 'GET', url: `/app/api/clan-member/tree/pack?clanId=${r.clanId}`, headers: { authorization: `Bearer ${(await createUser(t)).token}` } });
    expect(res.statusCode).toBe(200);
    // a reader without a role gets the variant without living members' birth years
    expect(res.headers.etag).toBe(`"${r.clanId}-${detail.version}-v"`);
    const pack = decodeTreePack(new Uint8Array(gunzipSync(res.rawPayload)));
    expect(pack.count).toBe(500);
    const living = Array.from(pack.flags).map((f, i) => [f, i] as const).filter(([f]) => (f & 8) !== 0);
    expect(living.length).toBeGreaterThan(0);
    expect(living.every(([, i]) => pack.birthYear[i] === 0)).toBe(true);
    expect(pack.branches.ids.length).toBe(detail.branches.length);
    // a guest (no role) cannot edit an example
    expect((await user.post('/clan-member/save/child', { clanId: r.clanId, fatherId: someone.id, name: '某' })).body).toEqual({ msg: 0, msbox: '没有权限' });
  });
});
