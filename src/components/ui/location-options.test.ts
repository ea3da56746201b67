import { describe, expect, it } from 'vitest';
import type { Area } from '@contract/area';
import { cascaderOptions, locationText, parentsToLoad, type LocationOption } from './location-options';

const area = (id: number, name: string, parentId: number, level: number, hasChildren = true): Area => ({ id, name, parentId, level, hasChildren });
const SKELETON: LocationOption[] = [{ label: '…', value: 'skeleton' }];
const provinces = [area(440000, '广东省', 0, 0), area(810000, '香港特别行政区', 0, 0, false)];
const cities = [area(440100, '广州市', 440000, 1), area(440300, '深圳市', 440000, 1)];

describe('location options', () => {
  it('loads one list per level down the chosen path, up to the depth', () => {
    expect(parentsToLoad([], 3)).toEqual([0]);
    expect(parentsToLoad([440000, 440100], 3)).toEqual([0, 440000, 440100]);
    expect(parentsToLoad([440000, 440100, 440106], 3)).toEqual([0, 440000, 440100]);
    expect(parentsToLoad([440000, 440100, 440106], 4)).toEqual([0, 440000, 440100, 440106]);
  });

  it('nests the loaded lists under the chosen options; others wait with a skeleton; leaves have no children', () => {
    expect(cascaderOptions([undefined], [], 3, SKELETON)).toEqual([]);
    const opts = cascaderOptions([provinces, cities], ['440000'], 3, SKELETON);
    expect(opts[0]).toEqual({ label: '广东省', value: '440000', children: [
      { label: '广州市', value: '440100', children: SKELETON },
      { label: '深圳市', value: '440300', children: SKELETON },
    ] });
    expect(opts[1]).toEqual({ label: '香港特别行政区', value: '810000', children: undefined });
    expect(cascaderOptions([provinces, undefined], ['440000'], 3, SKELETON)[0].children).toBe(SKELETON);
    expect(cascaderOptions([provinces, cities], ['440000'], 2, SKELETON)[0].children![0].children).toBeUndefined();
    expect(cascaderOptions([provinces], [], 1, SKELETON)[0].children).toBeUndefined();
  });

  it('writes the place as one text, naming a municipality once', () => {
    expect(locationText(['广东省', '广州市', '天河区'])).toBe('广东省广州市天河区');
    expect(locationText(['北京市', '北京市', '东城区'])).toBe('北京市东城区');
    expect(locationText([])).toBe('');
  });
});
