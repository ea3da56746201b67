/** Administrative divisions (contract/area.ts): one level at a time from the dataset (area.data.ts). */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/area';
import type { Area } from '@contract/area';
import { fail } from '../../http/errors';
import { areaTree, countySeats, townsByCounty } from './area.data';

/** The area with this id at this level (0 province, 1 city, 2 county), or undefined. */
export const areaAt = (level: number, id: number): Area | undefined => areaTree().byLevel[level]?.get(id);

/** The highest level an id names (a city before the county-level entry that shares its id), or undefined. */
export const levelOf = (id: number): number | undefined => [0, 1, 2].find((l) => areaAt(l, id));

/**
 * The next level under `parentId` (0 = the provinces); `level`, when given, is the level asked for. Refused with a
 * Chinese message when the parent does not exist or the level does not fit. Used by /area/list and /city/city-list.
 */
export function childAreas(parentId: number, level?: number): Area[] {
  if (parentId === 0) {
    if (level !== undefined && level !== 0) fail('地区级别与上级地区不符');
    return areaTree().children.get(0) ?? [];
  }
  const found = levelOf(parentId);
  if (found === undefined) fail('上级地区不存在');
  const parentLevel = level === undefined ? found : level - 1;
  if (!areaAt(parentLevel, parentId)) fail('地区级别与上级地区不符');
  if (parentLevel === 2) fail('区县下的乡镇街道请用 /area/list/town 查询');
  return areaTree().children.get(parentId) ?? [];
}

export function areaList(p: ParsedParams<typeof c.areaList>): Reply<typeof c.areaList> {
  return { list: childAreas(p.parentId, p.level) };
}

export function townList(p: ParsedParams<typeof c.townList>): Reply<typeof c.townList> {
  const county = areaAt(2, p.parentId);
  if (!county) fail(levelOf(p.parentId) === undefined ? '区县不存在' : '请选择区县');
  return { list: townsByCounty().get(county.id) ?? [] };
}

/**
 * The areas of a path of ids from the province down ([province, city?, county?, town?]), each the child of the one
 * before; refused with a Chinese message otherwise. Used by villages (and any place chosen with the picker).
 */
export function areaPath(ids: readonly number[]): Area[] {
  const out: Area[] = [];
  for (const [level, id] of ids.entries()) {
    const parent = out[level - 1];
    const a = level < 3 ? areaAt(level, id) : townsByCounty().get(parent?.id ?? -1)?.find((t) => t.id === id);
    if (!a || (parent ? a.parentId !== parent.id : a.parentId !== 0)) fail('所在地区不存在或层级不符');
    out.push(a);
  }
  return out;
}

/** "广东省广州市天河区": names from the province down, a municipality's name once. */
export const areaText = (areas: readonly Area[]) =>
  areas.map((a) => a.name).filter((n, i, all) => n !== all[i - 1]).join('');

/** The nearest county seat to a point (seats: area-centroids.json, see scripts/area-centroids.ts). */
export function nearestCounty(latitude: number, longitude: number): { county: Area; distanceKm: number } | undefined {
  let best: { county: Area; distanceKm: number } | undefined;
  for (const [id, lng, lat] of countySeats()) {
    const d = distanceKm(latitude, longitude, lat, lng);
    if (!best || d < best.distanceKm) {
      const county = areaAt(2, id);
      if (county) best = { county, distanceKm: d };
    }
  }
  return best;
}

/** Haversine distance on a 6371 km sphere. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Beyond this from every seat the point is not in the divisions' land. */
const MAX_KM = 300;

export function dataAddress(p: ParsedParams<typeof c.dataAddress>): Reply<typeof c.dataAddress> {
  const hit = nearestCounty(p.latitude, p.longitude);
  if (!hit || hit.distanceKm > MAX_KM) fail('该位置不在国内行政区划范围内');
  const city = areaAt(1, hit.county.parentId);
  const province = city && areaAt(0, city.parentId);
  if (!city || !province) fail('该位置不在国内行政区划范围内');
  return { province, city, county: hit.county, text: areaText([province, city, hit.county]), distanceKm: Math.round(hit.distanceKm * 10) / 10 };
}
