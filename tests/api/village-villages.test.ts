/** Villages: save (create → admin; change → admins with version), detail and visits, lists, clans, people, history and revert, articles. */
import { beforeEach, describe, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let admin: Client;
let other: Client;
let stranger: Client;
let projectId: number;
let clanId: number;
let root: { id: number; version: number };

const base = {
  name: '石牌村', kind: 'ancestral', areaIds: [440000, 440100, 440106], address: '石牌东路', longitude: 113.36, latitude: 23.13,
  description: '陈氏祖居', chronicle: [{ date: '乾隆三年', title: '建祠堂' }, { date: '明洪武三年', title: '始迁祖定居', text: '自南雄迁来' }],
};

beforeEach(async () => {
  const s = await seedClan(t, { privacy: 'public', others: [{ nickname: '陈二' }, { nickname: '路人' }] });
  ({ admin, projectId, clanId, root } = s);
  other = s.others[0]!.api;
  stranger = s.others[1]!.api;
});

const create = (extra: Record<string, unknown> = {}) => admin.post('/village/save', { ...base, ...extra });

describe('save and detail', () => {
  it('creates a village: the creator is its admin; the area is named; the chronicle is dated by the calendar engine and ordered', async () => {
    const v = data(await create({ clans: [{ projectId, clanId }] }));
    expect(v).toMatchObject({
      name: '石牌村', kind: 'ancestral', areaText: '广东省广州市天河区', isAdmin: true, version: 1, clanCount: 1, visits: 0,
      admins: [{ name: expect.any(String) }],
    });
    expect(v.chronicle).toEqual([
      { date: '明洪武三年', year: 1370, title: '始迁祖定居', text: '自南雄迁来' },
      { date: '乾隆三年', year: 1738, title: '建祠堂', text: '' },
    ]);
    const seen = data(await other.get('/village/detail', { id: v.id }));
    expect(seen).toMatchObject({ isAdmin: false, visits: 1 });
    expect(data(await other.get('/village/detail', { id: v.id })).visits).toBe(2);
    expect(data(await admin.get('/village/my')).list.map((x: { id: number }) => x.id)).toEqual([v.id]);
    expect(data(await other.get('/village/my')).list).toEqual([]);
  });

  it('refuses bad input with Chinese messages and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写村名'],
      [{ areaIds: [440000, 110100] }, '所在地区不存在或层级不符'],
      [{ chronicle: [{ date: '乾隆九十年', title: '某事' }] }, '村史「乾隆九十年」'],
      [{ panorama: { startSceneId: 'a', scenes: [{ id: 'a', title: '村口', imageUrl: '/files/a.jpg', hotspots: [{ yaw: 0, pitch: 0, kind: 'scene', targetId: 'zz', label: '去' }] }] } }, '指向的场景不存在'],
      [{ cover: 'javascript:alert(1)' }, '封面'],
    ];
    for (const [extra, msg] of cases) {
      const r = await create(extra);
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe(0);
      expect(r.body.msbox).toContain(msg);
    }
    expect(data(await admin.get('/village/list')).list).toEqual([]);
  });

  it('only an admin saves, with the current version; a stale save is refused', async () => {
    const v = data(await create());
    expect((await other.post('/village/save', { ...base, id: v.id, version: 1, name: '别名' })).body).toEqual({ msg: 0, msbox: '没有权限：仅限村落管理员' });
    const saved = data(await admin.post('/village/save', { ...base, id: v.id, version: 1, description: '新简介' }));
    expect(saved).toMatchObject({ version: 2, description: '新简介' });
    expect((await admin.post('/village/save', { ...base, id: v.id, version: 1, description: '又一次' })).body).toEqual({ msg: 0, msbox: '村落已被他人修改，请刷新后再保存' });
  });
});

describe('lists', () => {
  it('lists by area, keyword and kind; hot by visits', async () => {
    const a = data(await create());
    const b = data(await create({ name: '新村', kind: 'migrated', areaIds: [110000, 110100, 110101] }));
    for (let i = 0; i < 3; i++) await other.get('/village/detail', { id: b.id });
    const ids = async (p: Record<string, unknown>) => data(await other.get('/village/list', p)).list.map((x: { id: number }) => x.id);
    expect(await ids({})).toEqual([b.id, a.id]);
    expect(await ids({ areaId: 440000 })).toEqual([a.id]);
    expect(await ids({ areaId: 110101 })).toEqual([b.id]);
    expect(await ids({ keyword: '石牌' })).toEqual([a.id]);
    expect(await ids({ keyword: '天河' })).toEqual([a.id]);
    expect(await ids({ kind: 'migrated' })).toEqual([b.id]);
    a.visits = data(await other.get('/village/detail', { id: a.id })).visits;
    expect(await ids({ sort: 'hot' })).toEqual([b.id, a.id]);
    expect(data(await other.get('/village/list', { pageSize: 1 }))).toMatchObject({ hasNext: true });
  });
});

describe('clans and people', () => {
  it('clans and projects rooted there; members who lived or are buried there; living ones only for the clan\'s members', async () => {
    const v = data(await create({ clans: [{ projectId, clanId }] }));
    const son = data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成一', residence: '天河区石牌村' }));
    data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成二', living: true, residence: '石牌村' }));
    data(await admin.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成三', residence: '别处' }));
    expect(data(await other.get('/village/clanList', { id: v.id })).list).toEqual([
      { projectId, clanId, name: '陈氏族谱', surname: '陈', projectName: '陈氏家族' },
    ]);
    expect(data(await other.get('/village/projectList', { id: v.id })).list).toEqual([{ projectId, name: '陈氏家族', surname: '陈', clanCount: 1 }]);
    const names = async (c: Client) => data(await c.get('/village/memberList', { id: v.id })).list.map((m: { name: string }) => m.name);
    expect(await names(other)).toEqual(['陈成一']);
    expect(await names(admin)).toEqual(['陈成一', '陈成二']);
    expect(data(await other.get('/village/memberList', { id: v.id })).list[0]).toMatchObject({ memberId: son.id, relation: '居住', generation: 2 });
  });

  it('linking a clan needs membership of its project', async () => {
    const v = data(await stranger.post('/village/save', base));
    const r = await stranger.post('/village/save', { ...base, id: v.id, version: v.version, clans: [{ projectId, clanId }] });
    expect(r.body.msg).toBe(0);
    expect(data(await stranger.get('/village/clanList', { id: v.id })).list).toEqual([]);
  });
});

describe('history and revert', () => {
  it('each save is logged with its diff; an admin reverts the latest; an older one is refused', async () => {
    const v = data(await create());
    data(await admin.post('/village/save', { ...base, id: v.id, version: 1, description: '二稿' }));
    data(await admin.post('/village/save', { ...base, id: v.id, version: 2, description: '二稿', chronicle: [...base.chronicle, { date: '1949年', title: '解放' }] }));
    const h = data(await other.get('/village/history', { id: v.id }));
    expect(h.chronicle.map((e: { year: number }) => e.year)).toEqual([1370, 1738, 1949]);
    expect(h.list).toHaveLength(2);
    expect(h.list[1]).toMatchObject({ sourceName: '修改', diff: [{ field: 'description', label: '简介', before: '陈氏祖居', after: '二稿', changed: true }], canRevert: false });
    const mine = data(await admin.get('/village/history', { id: v.id }));
    expect(mine.list.map((e: { canRevert: boolean }) => e.canRevert)).toEqual([true, false]);
    expect((await admin.post('/village/log/revert', { id: mine.list[1].id })).body).toEqual({ msg: 0, msbox: '该记录之后村落已被修改，不能撤销' });
    expect((await other.post('/village/log/revert', { id: mine.list[0].id })).body).toEqual({ msg: 0, msbox: '没有权限：仅限村落管理员' });
    expect(data(await admin.post('/village/log/revert', { id: mine.list[0].id }))).toMatchObject({ reverted: true });
    const after = data(await admin.get('/village/detail', { id: v.id }));
    expect(after).toMatchObject({ version: 4 });
    expect(after.chronicle).toHaveLength(2);
    expect(data(await admin.get('/village/history', { id: v.id })).list[0]).toMatchObject({ sourceName: '撤销' });
  });
});

describe('panoramas', () => {
  it('saves scenes linked by hotspots; the start scene defaults to the first', async () => {
    const panorama = { startSceneId: '', scenes: [
      { id: 'gate', title: '村口', imageUrl: '/files/a.jpg', hotspots: [{ yaw: 10, pitch: 0, kind: 'scene', targetId: 'hall', label: '祠堂' }, { yaw: -30, pitch: 5, kind: 'member', targetId: String(root.id), label: '德公' }] },
      { id: 'hall', title: '祠堂', imageUrl: '/files/b.jpg', hotspots: [{ yaw: 180, pitch: 0, kind: 'scene', targetId: 'gate', label: '村口' }] },
    ] };
    const v = data(await create({ panorama }));
    expect(v.panorama.startSceneId).toBe('gate');
    expect(v.panorama.scenes[0].hotspots[1]).toEqual({ yaw: -30, pitch: 5, kind: 'member', targetId: String(root.id), label: '德公' });
  });
});

describe('articles', () => {
  it('admins write articles (cleaned); others read them; delete', async () => {
    const v = data(await create());
    const a = data(await admin.post('/village/article/save', { villageId: v.id, title: '村史考', html: '<p>石牌<script>x</script>村</p>' }));
    expect(a.html).toBe('<p>石牌村</p>');
    expect((await other.post('/village/article/save', { villageId: v.id, title: 'x', html: '<p>y</p>' })).body).toEqual({ msg: 0, msbox: '没有权限：仅限村落管理员' });
    expect(data(await other.get('/village/article/list', { villageId: v.id })).list).toMatchObject([{ id: a.id, title: '村史考', summary: '石牌村' }]);
    expect(data(await other.get('/village/article/detail', { id: a.id })).html).toBe('<p>石牌村</p>');
    expect(data(await admin.post('/village/article/save', { villageId: v.id, id: a.id, title: '村史新考', html: '<p>改</p>' })).title).toBe('村史新考');
    expect((await other.post('/village/article/delete', { id: a.id })).body.msg).toBe(0);
    data(await admin.post('/village/article/delete', { id: a.id }));
    expect(data(await other.get('/village/article/list', { villageId: v.id })).list).toEqual([]);
  });
});
