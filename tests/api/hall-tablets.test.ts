/** Ancestral halls: save, list, privacy; tablets bound to members with inscriptions, pages of 10 from index 1. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';
import { guest } from './sacrifice-setup';

const t = useTestApp();
let owner: Client;
let outsider: Client;
let projectId: number;
let clanId: number;
beforeEach(async () => {
  const s = await seedClan(t, { others: [{}], root: false });
  ({ admin: owner, projectId, clanId } = s);
  outsider = s.others[0].api;
});

const member = async (extra: Record<string, unknown>) => data(await owner.post('/clan-member/save/child', { clanId, surname: '陈', ...extra }));

describe('ancestral halls', () => {
  it('save, get with tablets and inscriptions, privacy, delete', async () => {
    const id = data(await owner.post('/hall/save', { projectId, name: '陈氏宗祠', hallName: '颍川堂', coupletRight: '颍水家声远', coupletLeft: '太丘世泽长' })).id;
    const founder = await member({ name: '实公', generation: 1, deathText: '明洪武三年三月初五' });
    const son = await member({ fatherId: founder.id, name: '寔公', deathText: '明永乐二年九月初九' });
    const wife = data(await owner.post('/clan-member/save/wife', { clanId, husbandId: founder.id, surname: '李', deathText: '明洪武十年' }));
    const living = await member({ fatherId: son.id, name: '在世', living: true });
    for (const m of [son, founder, wife]) data(await owner.post('/hall/tablet/binding', { hallId: id, memberId: m.id }));
    expect((await owner.post('/hall/tablet/binding', { hallId: id, memberId: son.id })).body).toEqual({ msg: 0, msbox: '该成员在本祠堂已有牌位' });
    const lv = await owner.post('/hall/tablet/binding', { hallId: id, memberId: living.id });
    expect(lv.body.msg).toBe(0);
    const g = data(await owner.get('/hall/get', { id }));
    expect(g).toMatchObject({ name: '陈氏宗祠', plaque: '颍川堂', couplets: ['颍水家声远', '太丘世泽长'], typeName: '宗祠', surname: '陈', tablets: expect.any(Array), canEdit: true });
    expect(g.tablets.map((x: { name: string; generation: number; index: number }) => [x.index, x.name, x.generation])).toEqual([[1, '陈实公', 1], [2, '李氏', 1], [3, '陈寔公', 2]]);
    expect(g.tablets[0].text).toMatchObject({ centre: '显考陈公讳实公府君之神位', offerer: { text: '男寔公奉祀', side: 'right' } });
    expect(g.tablets[0].text.left).toMatch(/^殁于/);
    expect(g.tablets[1]).toMatchObject({ sex: 'female', text: { centre: '显妣陈母李孺人之神位' } });
    expect(g.memorialDays.length).toBeGreaterThan(0);
    expect(g.memorialDays.some((d: { name: string }) => d.name === '忌日')).toBe(true);
    // outsiders of a members-only clan see nothing
    expect((await outsider.get('/hall/get', { id })).body).toEqual({ msg: 0, msbox: '祠堂不存在或无权查看' });
    expect((await outsider.get('/hall/tablet/list', { hallId: id })).body.msg).toBe(0);
    expect(data(await outsider.get('/hall/v2/list')).list).toHaveLength(0);
    expect(data(await owner.get('/hall/v2/list')).list).toMatchObject([{ id, tablets: 3 }]);
    expect((await outsider.post('/hall/save', { projectId, id, name: '改' })).body.msg).toBe(0);
    // favourites
    expect(data(await owner.post('/sacrifice/favorite', { id, kind: 'hall' }))).toEqual({ favorite: true });
    expect(data(await owner.get('/hall/favorite/list')).list.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await outsider.post('/sacrifice/favorite', { id, kind: 'hall' })).body.msg).toBe(0);
    // unbind keeps the text
    const unbound = data(await owner.post('/hall/tablet/unbundle', { id: g.tablets[2].id }));
    expect(unbound).toMatchObject({ memberId: null, name: '陈寔公', index: 3, text: { centre: '显考陈公讳寔公府君之神位' } });
    const search = data(await owner.get('/hall/tablet/search', { hallId: id, keyword: '公' })).list;
    expect(search.map((x: { name: string; tabletId: number | null }) => [x.name, x.tabletId])).toEqual([['陈实公', g.tablets[0].id], ['陈寔公', null]]);
    data(await owner.post('/hall/delete', { id }));
    expect((await owner.get('/hall/info', { id })).body).toEqual({ msg: 0, msbox: '祠堂不存在或无权查看' });
  });

  it('tablets page by 10 from index 1; delete a page', async () => {
    const id = data(await owner.post('/hall/save', { projectId, name: '陈氏宗祠' })).id;
    const root = await member({ name: '始', generation: 1, deathText: '1800年' });
    const ids: number[] = [];
    for (let i = 1; i <= 23; i++) ids.push((await member({ fatherId: root.id, name: `子${i}`, deathText: '1850年' })).id);
    data(await owner.post('/hall/tablet/binding', { hallId: id, memberId: root.id }));
    for (const m of ids) data(await owner.post('/hall/tablet/binding', { hallId: id, memberId: m }));
    const p1 = data(await owner.get('/hall/tablet/list', { hallId: id }));
    expect(p1).toMatchObject({ hasNext: true, total: 24 });
    expect(p1.list.map((x: { index: number }) => x.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(p1.list[0].name).toBe('陈始');
    const p3 = data(await owner.get('/hall/tablet/list', { hallId: id, pageIndex: 3 }));
    expect(p3.hasNext).toBe(false);
    expect(p3.list.map((x: { index: number }) => x.index)).toEqual([21, 22, 23, 24]);
    expect(data(await owner.post('/hall/tablet/delpage', { hallId: id, pageIndex: 2 }))).toEqual({ deleted: 10 });
    expect(data(await owner.get('/hall/tablet/list', { hallId: id, pageIndex: 2 })).list.map((x: { name: string }) => x.name)).toEqual(['陈子20', '陈子21', '陈子22', '陈子23']);
    expect((await owner.post('/hall/tablet/delpage', { hallId: id, pageIndex: 9 })).body).toEqual({ msg: 0, msbox: '这一页没有牌位' });
    expect(data(await (await guest(t)).get('/hall/typelist')).list).toHaveLength(4);
  });
});
