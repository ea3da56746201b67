/** /data/address: coordinates → the nearest county by the dataset's own seat coordinates (area-centroids.json). */
import { beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { data } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';

const seats = JSON.parse(readFileSync(new URL('../../server/domains/area/area-centroids.json', import.meta.url), 'utf8')) as Record<string, [number, number]>;
const t = useTestApp();
let api: Client;
beforeEach(async () => { [{ api }] = await seedUsers(t, [{}]); });

// five county seats across the country: a city district, a capital's district, two rural counties, a frontier county
const SEATS: [string, string][] = [
  ['440106', '广东省广州市天河区'],
  ['110101', '北京市东城区'],
  ['361130', '江西省上饶市婺源县'],
  ['632221', '青海省海北藏族自治州门源回族自治县'],
  ['530102', '云南省昆明市五华区'],
];

describe('/data/address', () => {
  it.each(SEATS)('the seat of %s is in %s', async (id, text) => {
    const [lng, lat] = seats[id]!;
    const a = data(await api.get('/data/address', { latitude: lat, longitude: lng }));
    expect(a).toMatchObject({ county: { id: Number(id), level: 2 }, text, distanceKm: 0 });
    expect(a.city.id).toBe(a.county.parentId);
    expect(a.province.id).toBe(a.city.parentId);
  });

  it('a point a kilometre from a rural seat is still its county', async () => {
    const [lng, lat] = seats['361130']!;
    const a = data(await api.get('/data/address', { latitude: lat + 0.009, longitude: lng }));
    expect(a.county.name).toBe('婺源县');
    expect(a.distanceKm).toBeCloseTo(1, 0);
  });

  it('refuses points outside the divisions and bad numbers, with a Chinese message', async () => {
    expect((await api.get('/data/address', { latitude: 0, longitude: 0 })).body).toEqual({ msg: 0, msbox: '该位置不在国内行政区划范围内' });
    const bad = await api.get('/data/address', { latitude: 'abc', longitude: 113 });
    expect(bad.status).toBe(200);
    expect(bad.body.msg).toBe(0);
    expect(bad.body.msbox).toContain('纬度');
    expect((await api.get('/data/address', { latitude: 91, longitude: 113 })).body.msg).toBe(0);
  });
});
