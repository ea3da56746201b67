/** Administrative divisions (contract/area.ts): one level at a time from the dataset (area.data.ts). */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/area';
import type { Area } from '@contract/area';
import { fail } from '../../http/errors';
import { areaTree, townsByCounty } from './area.data';

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
