import { describe, expect, it } from 'vitest';
import { Lod, lodForScale } from '../lod';
import { centreOn, fitRect, visibleWorld, type Camera } from './camera';

describe('camera', () => {
  it('fits a rectangle inside the screen with a margin, centred', () => {
    const c: Camera = { scale: 1, tx: 0, ty: 0 };
    fitRect(c, 0, 0, 100_000, 4_000, 1280, 720, 20);
    const v = visibleWorld(c, 1280, 720, new Float64Array(4));
    expect(v[0]).toBeLessThanOrEqual(0);
    expect(v[2]).toBeGreaterThanOrEqual(100_000);
    expect((v[0] + v[2]) / 2).toBeCloseTo(50_000, 3);
    expect((v[1] + v[3]) / 2).toBeCloseTo(2_000, 3);
  });

  it('centres a point at a scale', () => {
    const c: Camera = { scale: 1, tx: 0, ty: 0 };
    centreOn(c, 500, 300, 0.5, 1000, 600);
    expect(500 * c.scale + c.tx).toBe(500);
    expect(300 * c.scale + c.ty).toBe(300);
  });

  it('picks far / middle / near by zoom', () => {
    expect(lodForScale(0.01)).toBe(Lod.Far);
    expect(lodForScale(0.3)).toBe(Lod.Middle);
    expect(lodForScale(1)).toBe(Lod.Near);
  });
});
