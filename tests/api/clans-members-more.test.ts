/** Member calls: child v2, edit-data, family v2/v3, main wife, photos, previews, favorites; privacy on each read. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let me: Client;
let other: Client;
let projectId: number;
let clanId: number;
let root: { id: number; version: number };

beforeEach(async () => {
  const s = await seedClan(t, { others: [{}], clan: { poems: [{ id: 1, text: '德成光祖', startGeneration: 1 }] } });
  ({ admin: me, projectId, clanId, root } = s);
  other = s.others[0].api;
});

const child = async (fatherId: number, name: string, extra: Record<string, unknown> = {}) =>
  data(await me.post('/clan-member/save/child', { clanId, fatherId, name, ...extra }));
const makePublic = async () => data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'public' }));

describe('saving', () => {
  it('child v2 adds several children in order; one bad row adds none and names the row', async () => {
    const r = data(await me.post('/clan-member/save/child/v2', {
      clanId, fatherId: root.id, children: [{ name: '成一' }, { name: '秀英', gender: 'f' }, { name: '成二', birthText: '乾隆三年' }],
    }));
    expect(r.list.map((m: { displayName: string; birthOrder: number; generation: number }) => [m.displayName, m.birthOrder, m.generation]))
      .toEqual([['陈成一', 1, 2], ['陈秀英', 1, 2], ['陈成二', 2, 2]]);
    const bad = await me.post('/clan-member/save/child/v2', {
      clanId, fatherId: root.id, children: [{ name: '成三' }, { name: '成四', birthText: '乾隆三年二月三十一日' }],
    });
    expect(bad.body.msg).toBe(0);
    expect(bad.body.msbox).toMatch(/^第2位（成四）：出生日期：/);
    expect(data(await me.get('/clan-member/child/ranking', { fatherId: root.id })).list).toHaveLength(3);
    expect((await other.post('/clan-member/save/child/v2', { clanId, fatherId: root.id, children: [{ name: 'x' }] })).body.msbox).toBe('没有权限');
  });

  it('edit-data: 世, 字辈, next rankings, mothers, options; the member when editing', async () => {
    await child(root.id, '成一');
    const w = data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '王' }));
    const add = data(await me.get('/clan-member/edit-data', { clanId, kind: 'child', fatherId: root.id }));
    expect(add).toMatchObject({ member: null, generation: 2, generationLabel: '二世', zibei: '成', nextSonRanking: 2, nextDaughterRanking: 1, nextWifeOrder: 1 });
    expect(add.mothers.map((m: { id: number }) => m.id)).toEqual([w.id]);
    expect(add.options.spouseTypes).toContain('继配');
    expect(add.eliteTypes).toEqual([]);
    const edit = data(await me.get('/clan-member/edit-data', { clanId, id: w.id }));
    expect(edit).toMatchObject({ member: { id: w.id }, husband: { id: root.id }, nextWifeOrder: 2, zibei: '' });
    expect((await other.get('/clan-member/edit-data', { clanId })).body.msbox).toBe('没有权限');
  });

  it('main wife: she moves to order 1, the others follow in their order', async () => {
    const a = data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '王' }));
    const b = data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '李' }));
    const c = data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '张' }));
    const r = data(await me.get(`/clan-member/main-wife/${c.id}`));
    expect(r.list.map((x: { id: number; spouseOrder: number }) => [x.id, x.spouseOrder])).toEqual([[c.id, 1], [a.id, 2], [b.id, 3]]);
    expect((await me.get(`/clan-member/main-wife/${root.id}`)).body.msbox).toBe('该成员不是配偶，不能设为正室');
  });

  it('photos: replace, change the head photo', async () => {
    const a = await child(root.id, '成一');
    const p = data(await me.post('/clan-member/photo/update', { id: a.id, photos: ['/files/1.jpg', '/files/2.jpg'] }));
    expect(p.photos).toEqual(['/files/1.jpg', '/files/2.jpg']);
    expect(data(await me.post('/clan-member/v2/changePhoto', { id: a.id, photo: '/files/2.jpg' })).photos).toEqual(['/files/2.jpg', '/files/1.jpg']);
    expect(data(await me.post('/clan-member/v2/changePhoto', { id: a.id, photo: '/files/3.jpg' })).photos).toEqual(['/files/3.jpg', '/files/2.jpg', '/files/1.jpg']);
    expect((await other.post('/clan-member/v2/changePhoto', { id: a.id, photo: '/files/x.jpg' })).body.msbox).toBe('没有权限');
  });
});

describe('reading', () => {
  it('family v2 / v3: parents, siblings, wives, children by mother, ancestors, grandchildren', async () => {
    const w = data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '王' }));
    const a = await child(root.id, '成一', { motherId: w.id });
    const b = await child(root.id, '成二');
    const g = await child(a.id, '光一');
    const v2 = data(await me.get('/clan-member/family/v2', { id: a.id }));
    expect(v2).toMatchObject({ member: { id: a.id }, father: { id: root.id }, mother: { id: w.id }, siblings: [{ id: b.id }], wives: [], children: [{ id: g.id }] });
    const v3 = data(await me.get('/clan-member/family/v3', { id: root.id }));
    expect(v3.ancestors).toEqual([]);
    expect(v3.byMother.map((x: { mother: { id: number } | null; children: { id: number }[] }) => [x.mother?.id ?? null, x.children.map((c) => c.id)]))
      .toEqual([[w.id, [a.id]], [null, [b.id]]]);
    expect(v3.grandchildren).toMatchObject([{ id: g.id, fatherId: a.id }]);
    expect(data(await me.get('/clan-member/family/v3', { id: g.id })).ancestors.map((x: { id: number }) => x.id)).toEqual([a.id, root.id]);
  });

  it('previews: selected members in the given order; 世系录 entries with wives and children', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    data(await me.post('/clan-member/save/wife', { clanId, husbandId: root.id, surname: '王' }));
    const p = data(await me.post('/clan-member/preview/list', { clanId, ids: [b.id, a.id, b.id, 999999] }));
    expect(p.list.map((x: { id: number; zibei: string }) => [x.id, x.zibei])).toEqual([[b.id, '成'], [a.id, '成']]);
    const v2 = data(await me.post('/clan-member/v2/preview/list', { clanId, generations: 2, pageSize: 2 }));
    expect(v2.hasNext).toBe(true);
    expect(v2.list[0]).toMatchObject({ member: { id: root.id }, generationLabel: '一世', zibei: '德', fatherName: null });
    expect(v2.list[0].wives.map((x: { name: string }) => x.name)).toEqual(['王氏']);
    expect(v2.list[0].children.map((x: { name: string }) => x.name)).toEqual(['陈成一', '陈成二']);
    expect(v2.list[1]).toMatchObject({ member: { id: a.id }, fatherName: '陈德公' });
  });

  it('privacy: a living member\'s dates and residence are hidden from a reader without a role on every new read', async () => {
    const a = await child(root.id, '成一', { living: true, birthText: '1990年5月1日', residence: '东村' });
    await child(a.id, '光一');
    await makePublic();
    const seen = JSON.stringify([
      data(await other.get('/clan-member/family/v2', { id: root.id })), data(await other.get('/clan-member/family/v3', { id: root.id })),
      data(await other.post('/clan-member/preview/list', { clanId, ids: [a.id] })),
      data(await other.post('/clan-member/v2/preview/list', { clanId })),
      data(await other.get('/clan-member/list/village', { clanId })),
    ]);
    expect(seen).toContain('陈成一');
    expect(seen).not.toContain('1990');
    expect(seen).not.toContain('东村');
    const own = JSON.stringify(data(await me.post('/clan-member/v2/preview/list', { clanId })));
    expect(own).toContain('1990');
    expect(own).toContain('东村');
    // the clan's settings may show them to every reader
    data(await me.post(`/clan/config/save/${clanId}`, { showLivingDates: 1 }));
    expect(data(await other.get(`/clan-member/get/${a.id}`))).toMatchObject({ birth: { original: '1990年5月1日' }, residence: '东村' });
  });

  it('favorites: toggle; my list drops members of projects I may no longer read', async () => {
    const a = await child(root.id, '成一');
    await makePublic();
    expect(data(await other.get('/clan-member/favorite', { id: a.id }))).toEqual({ id: a.id, favorite: true });
    expect(data(await other.get('/clan-member/favorite/my')).list).toMatchObject([{ id: a.id, clanId, clanName: '陈氏族谱', fatherName: '陈德公' }]);
    data(await me.post('/project/add-or-edit', { id: projectId, name: '陈氏家族', surname: '陈', privacy: 'members' }));
    expect(data(await other.get('/clan-member/favorite/my')).list).toEqual([]);
    expect((await other.get('/clan-member/favorite', { id: a.id })).body.msbox).toBe('没有权限');
  });

  it('search: by 世, then name; pages cover every match once; given-name prefix; % and _ are plain text', async () => {
    const a = await child(root.id, '成乙');
    const b = await child(root.id, '成甲');
    await child(a.id, '光一');
    data(await me.post('/clan-member/save/wife', { clanId, husbandId: a.id, surname: '王' }));
    const names: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = data(await me.get('/clan-member/search', { clanId, name: '陈', pageSize: 2, pageIndex: page }));
      names.push(...r.list.map((h: { name: string }) => h.name));
      expect(r.hasNext).toBe(page < 2);
    }
    expect(names).toEqual(['陈德公', '陈成乙', '陈成甲', '陈光一']);
    expect(data(await me.get('/clan-member/search', { clanId, name: '成' })).list.map((h: { id: number }) => h.id).sort()).toEqual([a.id, b.id].sort());
    expect(data(await me.get('/clan-member/search', { clanId, name: '陈', generation: 3 })).list.map((h: { name: string }) => h.name)).toEqual(['陈光一']);
    expect(data(await me.get('/clan-member/search', { clanId, name: '%' })).list).toEqual([]);
    expect(data(await me.get('/clan-member/search', { clanId, name: '陈_' })).list).toEqual([]);
  });
});
