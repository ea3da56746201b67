/**
 * Matching (issue #22 part 2): a post's candidate clans, computed by the job, served by /seekRoot/recommend.
 * Clan A has the poem 永德明光宗耀祖 from 世 15 and the grandfather 陈德厚 at 世 16; clan B agrees on place and 堂号 only;
 * clan C is A's twin in a members-only project. The remembered 德明光 (in order) rank A first with the reason and the
 * grandfather among the candidates; 光明德 (wrong order) do not; C never appears to anyone outside it, living or
 * clan-only members are never suggested, A's admin is told and answers for his clan.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';
import { seekRootSweepJob } from '../../server/domains/seek-root/index';
import { addChild, makeClan, type MadeClan } from './seek-root-fixture';

const t = useTestApp();
let A: MadeClan;
let B: MadeClan;
let C: MadeClan;
let seeker: Client;

const POEM = { text: '永德明光宗耀祖', start: 15 };
const names = { 16: '德厚', 17: '明远' };

beforeEach(async () => {
  A = await makeClan(t, { name: '颍川陈氏族谱', hall: '颍川堂', area: '福建省泉州市', poem: POEM, depth: 19, baseYear: 1990, names, admin: { nickname: 'A管理员' } });
  B = await makeClan(t, { name: '晋江陈氏宗谱', hall: '颍川堂', area: '福建省泉州市晋江市安海镇', depth: 5, baseYear: 1990, admin: { nickname: 'B管理员' } });
  C = await makeClan(t, { name: '颍川陈氏内部谱', hall: '颍川堂', area: '福建省泉州市', poem: POEM, depth: 19, baseYear: 1990, names, privacy: 'members', admin: { nickname: 'C管理员' } });
  // in A: a living 明远 at 世 17 (a brother of the father) and a 德厚 at 世 16 hidden to the clan: neither may be suggested
  await addChild(A.admin, A.clanId, A.line[15], { name: '德厚', birthText: '1912年', privacy: 'clan' });
  await addChild(A.admin, A.clanId, A.line[16], { name: '明远', birthText: '1940年', living: true });
  [{ api: seeker }] = await seedUsers(t, [{ nickname: '寻根人' }]);
});

const post = (extra: Record<string, unknown> = {}) => ({
  firstName: '陈', areaCode: 350582, areaName: '福建省 泉州市 晋江市', village: '安海', hall: '颍川堂', junwang: '颍川',
  zibei: '德明光', zibeiLast: 0, father: '陈明远', grandfather: '陈德厚', birthYear: 1963, story: '祖上自晋江迁台，后回福建。', ...extra,
});

async function publish(extra: Record<string, unknown> = {}) {
  const { id } = data(await seeker.post('/seek-root/add', post(extra)));
  await t.app.jobs.idle();
  return { id, rec: data(await seeker.get('/seekRoot/recommend', { id })) };
}

type Match = { clanId: number; clanName: string; reasons: string[]; genFrom: number | null; genTo: number | null; members: { id: number; name: string; generation: number; relation: string }[] };

describe('matching a post to clans', () => {
  it('the remembered characters in order rank the clan with that poem first, with the reason and the grandfather', async () => {
    const { rec } = await publish();
    expect(rec.state).toBe('done');
    const list = rec.list as Match[];
    expect(list[0].clanId).toBe(A.clanId);
    expect(list[0].reasons).toContain("字辈 '德明光' 与 颍川陈氏族谱 第16–18世 相符");
    expect(list[0]).toMatchObject({ genFrom: 16, genTo: 18 });
    expect(list[0].members).toContainEqual(expect.objectContaining({ id: A.line[16], name: '陈德厚', generation: 16, relation: '祖父' }));
    expect(list[0].members).toContainEqual(expect.objectContaining({ id: A.line[17], name: '陈明远', generation: 17, relation: '父亲' }));
    // B (place and 堂号 only) is a candidate below A
    expect(list.map((m) => m.clanId)).toContain(B.clanId);
    expect(list.findIndex((m) => m.clanId === B.clanId)).toBeGreaterThan(0);
  });

  it('the same characters in the wrong order do not rank that clan first', async () => {
    const { rec } = await publish({ zibei: '光明德' });
    const list = rec.list as Match[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].clanId).not.toBe(A.clanId);
    expect(list[0].clanId).toBe(B.clanId);
    const a = list.find((m) => m.clanId === A.clanId);
    expect(a?.reasons ?? []).not.toContain("字辈 '光明德' 与 颍川陈氏族谱 第16–18世 相符");
  });

  it('a members-only clan is never a match; no living or clan-only member is suggested', async () => {
    const { id, rec } = await publish();
    const ids = (rec.list as Match[]).map((m) => m.clanId);
    expect(ids).not.toContain(C.clanId);
    const suggested = (rec.list as Match[]).flatMap((m) => m.members.map((x) => x.id));
    // the living 明远 (世 17) and the clan-only 德厚 (世 16) are A's members too, with the same names
    const aMembers = (rec.list as Match[]).find((m) => m.clanId === A.clanId)!.members;
    expect(aMembers.filter((m) => m.name === '陈明远')).toHaveLength(1);
    expect(aMembers.filter((m) => m.name === '陈德厚')).toHaveLength(1);
    // the living line (世 18, 19) never appears
    expect(suggested).not.toContain(A.line[18]);
    expect(suggested).not.toContain(A.line[19]);
    // not to a guest, not to C's own admin reading the post either (matches are the post's, shown to everyone)
    const guestApi = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);
    const guest = data(await guestApi.get('/seekRoot/recommend', { id }));
    expect(guest.list.map((m: Match) => m.clanId)).not.toContain(C.clanId);
    expect(data(await C.admin.get('/seekRoot/recommend', { id })).list.map((m: Match) => m.clanId)).not.toContain(C.clanId);
    // C's admin was not told; A's was
    const msgs = async (c: Client) => data(await c.get('/user/message/list', { kind: 'project' })).list.map((m: { title: string }) => m.title);
    expect(await msgs(A.admin)).toContain('寻根匹配：有人可能是「颍川陈氏族谱」的宗亲');
    expect(await msgs(C.admin)).toEqual([]);
  });

  it('a member who becomes living or hidden leaves the stored candidates at once', async () => {
    const { id } = await publish();
    const m = data(await A.admin.get(`/clan-member/get/${A.line[16]}`, {}));
    data(await A.admin.post('/clan-member/save/member', { id: A.line[16], version: m.version, clanId: A.clanId, privacy: 'private' }));
    const a = (data(await seeker.get('/seekRoot/recommend', { id })).list as Match[]).find((x) => x.clanId === A.clanId)!;
    expect(a.members.map((x) => x.id)).not.toContain(A.line[16]);
  });

  it('a clan that changes is re-indexed by the sweep and the open posts of its surname matched again', async () => {
    const { id } = await publish();
    // C's project goes public: after the sweep it is a candidate (its twin poem ranks it with A)
    data(await C.admin.post('/project/add-or-edit', { id: C.projectId, name: '颍川陈氏内部谱家族', surname: '陈', privacy: 'public' }));
    expect((data(await seeker.get('/seekRoot/recommend', { id })).list as Match[]).map((m) => m.clanId)).not.toContain(C.clanId);
    const out = await t.app.jobs.run(seekRootSweepJob, {});
    expect(out).toMatchObject({ posts: 1 });
    const ids = (data(await seeker.get('/seekRoot/recommend', { id })).list as Match[]).map((m) => m.clanId);
    expect(ids.slice(0, 2).sort()).toEqual([A.clanId, C.clanId].sort());
    // and back to members-only: gone at once when served, and from the stored matches after the sweep
    data(await C.admin.post('/project/add-or-edit', { id: C.projectId, name: '颍川陈氏内部谱家族', surname: '陈', privacy: 'members' }));
    expect((data(await seeker.get('/seekRoot/recommend', { id })).list as Match[]).map((m) => m.clanId)).not.toContain(C.clanId);
    await t.app.jobs.run(seekRootSweepJob, {});
    expect((data(await seeker.get('/seekRoot/recommend', { id })).list as Match[]).map((m) => m.clanId)).not.toContain(C.clanId);
  });

  it('the matched clan\'s admin answers for his clan; others may not answer for it', async () => {
    const { id } = await publish();
    const detail = data(await A.admin.get(`/seek-root/v2/get/${id}`, {}));
    expect(detail.answerClans).toEqual([{ projectId: A.projectId, clanId: A.clanId, name: '颍川陈氏族谱' }]);
    const r = data(await A.admin.post('/seek-root/v2/reply', { id, body: '我谱第16世有德厚公，请联系。', projectId: A.projectId, clanId: A.clanId }));
    expect(r).toMatchObject({ clanName: '颍川陈氏族谱', clanId: A.clanId });
    expect((await B.admin.post('/seek-root/v2/reply', { id, body: '冒名', clanId: A.clanId })).body.msg).toBe(0);
    expect(data(await seeker.get('/seek-root/reply/list', { id })).list).toHaveLength(1);
  });
});
