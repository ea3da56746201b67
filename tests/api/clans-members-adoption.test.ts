/** Adoption rules through the API (domain.md §3): same clan, same generation level, one 出继 only, no return. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let me: Client;
let clanId: number;
let root: { id: number };

beforeEach(async () => {
  ({ admin: me, clanId, root } = await seedClan(t));
});

const child = async (fatherId: number, name: string, extra: Record<string, unknown> = {}) =>
  data(await me.post('/clan-member/save/child', { clanId, fatherId, name, ...extra }));

describe('adoption (过继)', () => {
  it('入继: the heir of a brother of the same 世 is accepted; 世 follows the adoptive father', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    await child(a.id, '光一');
    await child(a.id, '光二');
    const heir = await child(b.id, '光三', { biologicalFatherId: a.id, adoption: { type: '入继', biologicalRank: 2 } });
    expect(heir).toMatchObject({ generation: 3, lineageFatherId: b.id, biologicalFatherId: a.id, adoption: { type: '入继' } });
  });

  it('same generation level: a birth father of another 世 is refused (昭穆不合)', async () => {
    const a = await child(root.id, '成一');
    const g = await child(a.id, '光一');
    await child(g.id, '祖一');
    const r = await me.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光九', biologicalFatherId: g.id, adoption: { type: '入继', biologicalRank: 2 } });
    expect(r.body).toEqual({ msg: 0, msbox: '昭穆不合：生父为三世，嗣父为二世，过继须在同辈之间' });
  });

  it('same clan: a birth father from another clan is refused', async () => {
    const projectId = data(await me.post('/project/add-or-edit', { name: '李氏家族', surname: '李' })).id;
    const other = data(await me.post('/clan/save', { projectId, name: '李氏族谱' }));
    const li = data(await me.post('/clan-member/save/child', { clanId: other.id, surname: '李', name: '某公', generation: 1 }));
    const a = await child(root.id, '成一');
    const r = await me.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光一', biologicalFatherId: li.id, adoption: { type: '入继', biologicalRank: 1 } });
    expect(r.body).toEqual({ msg: 0, msbox: '生父不在本族谱中：过继须在同宗之内，族外抱养请记为抚子' });
  });

  it('one 出继 only: the same son of a birth father cannot be adopted into a second line', async () => {
    const a = await child(root.id, '成一');
    const b = await child(root.id, '成二');
    const c = await child(root.id, '成三');
    await child(a.id, '光一');
    await child(a.id, '光二');
    await child(b.id, '光三', { biologicalFatherId: a.id, adoption: { type: '入继', biologicalRank: 2 } });
    const r = await me.post('/clan-member/save/child', { clanId, fatherId: c.id, name: '光四', biologicalFatherId: a.id, adoption: { type: '入继', biologicalRank: 2 } });
    expect(r.body.msg).toBe(0);
    expect(r.body.msbox).toMatch(/^同一人只能出继一次：生父第2子已记为陈光三（ID \d+）（入继）$/);
    expect(data(await me.get('/clan-member/child/ranking', { fatherId: c.id })).list).toHaveLength(0);
  });

  it('no return: the adoptive father cannot be the birth father; 出继 needs where to, and has no descendants here', async () => {
    const a = await child(root.id, '成一');
    const r = await me.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光一', biologicalFatherId: a.id, adoption: { type: '入继' } });
    expect(r.body.msbox).toBe('嗣父与生父是同一人：出继之子不能回继本生父');
    const out = await me.post('/clan-member/save/child', { clanId, fatherId: a.id, name: '光二', adoption: { type: '出继' } });
    expect(out.body.msbox).toBe('出继须注明出继何处（如“出继族叔某公为嗣”）');
    const g = await child(a.id, '光三');
    await child(g.id, '祖一');
    const e = await me.post('/clan-member/save/member', { clanId, id: g.id, version: g.version, adoption: { type: '出继', toText: '出继族叔某公为嗣' } });
    expect(e.body.msbox).toBe('出继者子孙不再下续，但其名下有1名子女');
  });
});

describe('the other Done-when rules', () => {
  it('世 = lineage father + 1, also when a member is moved under another father', async () => {
    const a = await child(root.id, '成一');
    const g = await child(a.id, '光一');
    const x = data(await me.post('/clan-member/save/child', { clanId, surname: '陈', name: '散人', generation: 7 }));
    const moved = data(await me.post('/clan-member/save/member', { clanId, id: x.id, version: x.version, fatherId: g.id }));
    expect(moved.generation).toBe(4);
    const r = await me.post('/clan-member/save/member', { clanId, id: x.id, version: moved.version, generation: 5 });
    expect(r.body).toEqual({ msg: 0, msbox: '世次应为四世，现为五世' });
  });

  it('photo update from a stale version is refused too', async () => {
    const a = await child(root.id, '成一');
    data(await me.post('/clan-member/save/member', { clanId, id: a.id, version: a.version, zi: '子一' }));
    const r = await me.post('/clan-member/photo/update', { id: a.id, version: a.version, photos: ['/files/a.jpg'] });
    expect(r.body).toEqual({ msg: 0, msbox: '该成员已被他人修改，请刷新后再试' });
    expect(data(await me.get(`/clan-member/get/${a.id}`)).photos).toEqual([]);
  });
});
