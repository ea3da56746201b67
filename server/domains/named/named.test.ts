import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { apiClient, data } from '../../../tests/helpers/api';
import { createUser } from '../../../tests/helpers/users';
import { fulfilPaid, NAMED_FREE, NAMED_TOTAL } from './named.service';

let t: TestApp;
let guest: ReturnType<typeof apiClient>;
let me: ReturnType<typeof apiClient>;
let other: ReturnType<typeof apiClient>;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  await t.reset();
  const g = data(await apiClient(t.app).get('/login/guest'));
  guest = apiClient(t.app, g.token);
  me = apiClient(t.app, (await createUser(t)).token);
  other = apiClient(t.app, (await createUser(t)).token);
});

const request = { surname: '刘', gender: 1, zibei: '德', zibeiPosition: 'first', birth: '2026-03-15 08:30' };

describe('/named/score', () => {
  it('analyses 刘啟尹 as domain.md §6 works it out', async () => {
    const r = data(await guest.get('/named/score', { name: '刘啟尹' }));
    expect(r).toMatchObject({ surname: '刘', given: '啟尹' });
    expect(r.chars.map((c: { strokes: number }) => c.strokes)).toEqual([15, 11, 4]);
    expect(r.chars[0]).toMatchObject({ char: '刘', traditional: '劉', source: 'kangxi', pinyin: 'liú' });
    expect(r.pinyin).toBe('liú qǐ yǐn');
    const g = Object.fromEntries(r.grids.map((x: { name: string; number: number }) => [x.name, x.number]));
    expect(g).toEqual({ 天格: 16, 人格: 26, 地格: 15, 外格: 5, 总格: 30 });
    expect(r.grids[0]).toMatchObject({ key: 'tian', element: '土', luck: '吉' });
    expect(r.sancai.key).toBe('土土土');
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThanOrEqual(100);
    expect(r.bazi).toBeNull();
    expect(r.disclaimer).toContain('仅供参考');
  });

  it('takes 复姓, an explicit surname and a birth time', async () => {
    expect(data(await guest.get('/named/score', { name: '欧阳修' }))).toMatchObject({ surname: '欧阳', given: '修' });
    expect(data(await guest.get('/named/score', { name: '单于飞', surname: '单于' }))).toMatchObject({ surname: '单于', given: '飞' });
    const withBirth = data(await guest.get('/named/score', { name: '王浩然', birth: '2020-05-01 10:00' }));
    expect(withBirth.bazi.pillars).toHaveLength(4);
    expect(withBirth.chars[1].wuxing).toBe('水');
  });

  it('refuses bad names with a message naming the field', async () => {
    expect((await guest.get('/named/score', {})).body).toEqual({ msg: 0, msbox: '请填写姓名' });
    expect((await guest.get('/named/score', { name: 'Tom' })).body).toEqual({ msg: 0, msbox: '姓名格式不正确' });
    expect((await guest.get('/named/score', { name: '王' })).body).toEqual({ msg: 0, msbox: '姓名格式不正确' });
    expect((await guest.get('/named/score', { name: '王小明', surname: '李' })).body).toEqual({ msg: 0, msbox: '姓名「王小明」不是以姓氏「李」开头' });
    expect((await guest.get('/named/score', { name: '王小明', birth: '2020-13-01' })).body).toEqual({ msg: 0, msbox: '出生时间不是有效的日期时间' });
    expect((await guest.get('/named/score', { name: '王小明', birth: 'yesterday' })).body).toEqual({ msg: 0, msbox: '出生时间格式不正确' });
  });

  it('needs a token', async () => {
    expect((await apiClient(t.app).get('/named/score', { name: '王小明' })).status).toBe(401);
  });
});

describe('/named/message', () => {
  it('gives the notice with the disclaimer and the price', async () => {
    const m = data(await guest.get('/named/message'));
    expect(m.disclaimer).toContain('仅供参考');
    expect(m).toMatchObject({ total: NAMED_TOTAL, freeCount: NAMED_FREE });
    expect(m.priceFen).toBeGreaterThan(0);
    expect(m.text.length).toBeGreaterThan(0);
  });
});

describe('name-picking requests', () => {
  it('creates a request: the first names free, 字辈 in place, stored for details and logs', async () => {
    const d = data(await me.post('/named/create', request));
    expect(d.request).toMatchObject({ surname: '刘', gender: 1, zibei: '德', zibeiPosition: 'first', givenLength: 2, birth: '2026-03-15 08:30', paid: false, status: 'done' });
    expect(d.names).toHaveLength(NAMED_FREE);
    expect(d.total).toBe(NAMED_TOTAL);
    expect(d.locked).toBe(NAMED_TOTAL - NAMED_FREE);
    for (const n of d.names) {
      expect(n.name.startsWith('刘德')).toBe(true);
      expect(n.grids).toHaveLength(5);
      expect(n.reason).toBeTruthy();
    }
    expect(d.names[0].score).toBeGreaterThanOrEqual(d.names[1].score);
    expect(d.bazi.pillars).toHaveLength(4);
    expect(d.disclaimer).toContain('仅供参考');

    const again = data(await me.get('/named/details', { id: d.request.id }));
    expect(again.names).toEqual(d.names);
    const list = data(await me.get('/named/logs'));
    expect(list.hasNext).toBe(false);
    expect(list.list).toHaveLength(1);
    expect(list.list[0].preview).toEqual(d.names.map((n: { name: string }) => n.name));
  });

  it('puts 字辈 second and honours avoid characters', async () => {
    const d = data(await me.post('/named/create', { ...request, zibeiPosition: 'second', gender: 2, avoid: '雅' }));
    for (const n of d.names) {
      expect(n.given[1]).toBe('德');
      expect(n.given).not.toContain('雅');
    }
  });

  it('unlocks every name once the request is paid (the fulfiller)', async () => {
    const d = data(await me.post('/named/create', { surname: '王', gender: 2, givenLength: 1, birth: '2025-12-01' }));
    await fulfilPaid(t.db.db, String(d.request.id), t.clock.now());
    await fulfilPaid(t.db.db, String(d.request.id), t.clock.now()); // idempotent
    const paid = data(await me.get('/named/details', { id: d.request.id }));
    expect(paid.request.paid).toBe(true);
    expect(paid.names).toHaveLength(paid.total);
    expect(paid.locked).toBe(0);
    expect(paid.names.every((n: { given: string }) => [...n.given].length === 1)).toBe(true);
    expect((await me.post('/named/createOrder', { id: d.request.id })).body).toEqual({ msg: 0, msbox: '该起名记录已支付，无需重复支付' });
  });

  it('pages my requests, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      data(await me.post('/named/create', { ...request, birth: `2026-03-1${i} 08:30` }));
      t.clock.advance(60_000);
    }
    const p1 = data(await me.get('/named/logs', { pageIndex: 1, pageSize: 2 }));
    expect(p1.hasNext).toBe(true);
    expect(p1.list.map((r: { birth: string }) => r.birth)).toEqual(['2026-03-12 08:30', '2026-03-11 08:30']);
    const p2 = data(await me.get('/named/logs', { pageIndex: 2, pageSize: 2 }));
    expect(p2).toMatchObject({ hasNext: false });
    expect(p2.list).toHaveLength(1);
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    const bad = async (p: Record<string, unknown>) => (await me.post('/named/create', { ...request, ...p })).body;
    expect(await bad({ surname: '' })).toEqual({ msg: 0, msbox: '请填写姓氏' });
    expect(await bad({ surname: 'Li' })).toEqual({ msg: 0, msbox: '姓氏格式不正确' });
    expect(await bad({ gender: 3 })).toEqual({ msg: 0, msbox: '性别不能大于2' });
    expect(await bad({ gender: undefined })).toEqual({ msg: 0, msbox: '请填写性别' });
    expect(await bad({ zibei: '德才' })).toEqual({ msg: 0, msbox: '字辈格式不正确' });
    expect(await bad({ zibeiPosition: 'middle' })).toEqual({ msg: 0, msbox: '字辈位置取值无效' });
    expect(await bad({ birth: undefined })).toEqual({ msg: 0, msbox: '请填写出生时间' });
    expect(await bad({ birth: '2026-02-30 08:00' })).toEqual({ msg: 0, msbox: '出生时间不是有效的日期时间' });
    expect(await bad({ birth: '1850-01-01 08:00' })).toEqual({ msg: 0, msbox: '出生时间须在1900年之后' });
    expect(await bad({ givenLength: 1 })).toEqual({ msg: 0, msbox: '有字辈时名字须为两个字' });
    expect(await bad({ zibei: '刘' })).toEqual({ msg: 0, msbox: '字辈字不能与姓氏相同' });
    expect((await me.get('/named/details', { id: 'x' })).body).toEqual({ msg: 0, msbox: '起名记录格式不正确' });
    expect((await me.get('/named/details', { id: 999 })).body).toEqual({ msg: 0, msbox: '起名记录不存在' });
    expect((await me.get('/named/logs', { pageIndex: 0 })).body).toEqual({ msg: 0, msbox: '页码不能小于1' });
    expect(data(await me.get('/named/logs')).list).toEqual([]);
  });

  it('needs a logged-in user: a guest or no token gets 401', async () => {
    expect((await guest.post('/named/create', request)).status).toBe(401);
    expect((await guest.get('/named/logs')).status).toBe(401);
    expect((await apiClient(t.app).post('/named/delete', { id: 1 })).status).toBe(401);
  });

  it('only the owner may read, pay for or delete a request', async () => {
    const d = data(await me.post('/named/create', request));
    const id = d.request.id;
    expect((await other.get('/named/details', { id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.post('/named/delete', { id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.post('/named/createOrder', { id })).body).toEqual({ msg: 0, msbox: '没有权限' });
    expect((await other.post('/named/createOrder', { id: 'abc' })).body).toEqual({ msg: 0, msbox: '起名记录格式不正确' });
    expect((await me.post('/named/createOrder', { id, payType: 'card' })).body).toEqual({ msg: 0, msbox: '支付方式取值无效' });
    expect(data(await other.get('/named/logs')).list).toEqual([]);
    // still there for me
    expect(data(await me.get('/named/details', { id })).request.id).toBe(id);
    expect(data(await me.post('/named/delete', { id }))).toBeNull();
    expect((await me.get('/named/details', { id })).body).toEqual({ msg: 0, msbox: '起名记录不存在' });
    expect((await me.post('/named/delete', { id })).body).toEqual({ msg: 0, msbox: '起名记录不存在' });
    expect(data(await me.get('/named/logs')).list).toEqual([]);
  });
});

describe('/city/city-list', () => {
  it('lists the 34 provincial-level divisions, then cities, then counties (the area dataset)', async () => {
    const p = data(await guest.get('/city/city-list', { pid: 0, rank: 1 }));
    expect(p.list).toHaveLength(34);
    expect(p.list[0]).toEqual({ id: 110000, name: '北京市', pid: 0, rank: 1, hasChildren: true });
    const gd = data(await guest.get('/city/city-list', { pid: 440000, rank: 2 }));
    expect(gd.list.map((r: { name: string }) => r.name)).toContain('广州市');
    expect(gd.list[0]).toEqual({ id: 440100, name: '广州市', pid: 440000, rank: 2, hasChildren: true });
    const gz = data(await guest.get('/city/city-list', { pid: 440100, rank: 3 }));
    expect(gz.list).toContainEqual({ id: 440106, name: '天河区', pid: 440100, rank: 3, hasChildren: false });
    expect(data(await guest.get('/city/city-list', { pid: 440106 })).list).toEqual([]);
    expect(data(await guest.get('/city/city-list')).list).toHaveLength(34);
  });

  it('refuses unknown parents and mismatched ranks', async () => {
    expect((await guest.get('/city/city-list', { pid: 990000 })).body).toEqual({ msg: 0, msbox: '上级地区不存在' });
    expect((await guest.get('/city/city-list', { pid: 0, rank: 2 })).body).toEqual({ msg: 0, msbox: '地区级别与上级地区不符' });
    expect((await guest.get('/city/city-list', { pid: -1 })).body).toEqual({ msg: 0, msbox: '上级地区不能小于0' });
    expect((await guest.get('/city/city-list', { rank: 9 })).body).toEqual({ msg: 0, msbox: '地区级别不能大于3' });
  });
});
