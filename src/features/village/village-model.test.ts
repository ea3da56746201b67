import { describe, expect, it } from 'vitest';
import { fileSrc, fromMap, newSceneId, toMap } from './village-model';

describe('village model', () => {
  it('file keys become /files/ paths; URLs stay', () => {
    expect(fileSrc('a/b.jpg')).toBe('/files/a/b.jpg');
    expect(fileSrc('/files/x.jpg')).toBe('/files/x.jpg');
    expect(fileSrc('')).toBe('');
  });
  it('scene ids skip taken ones', () => {
    expect(newSceneId(['s1', 's2'])).toBe('s3');
    expect(newSceneId([])).toBe('s1');
  });
  it('the schematic map maps back to the same coordinates', () => {
    const p = toMap(113.36, 23.12);
    expect(fromMap(p.x, p.y)).toEqual({ longitude: 113.36, latitude: 23.12 });
    expect(toMap(73, 54)).toEqual({ x: 0, y: 0 });
  });
});
