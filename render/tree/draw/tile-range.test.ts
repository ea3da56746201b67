import { describe, expect, it } from 'vitest';
import { TILE, tileLevel, tileRange } from './tile-range';

const grid = { originX: 0, originY: 0, cols: 100, rows: 10, cellW: 1280, cellH: 880 }; // 128,000 × 8,800 units

describe('tile ranges', () => {
  it('level: 2^k layout units per tile pixel, nearest', () => {
    expect(tileLevel(1)).toBe(0);
    expect(tileLevel(0.25)).toBe(2);
    expect(tileLevel(0.3)).toBe(2);
    expect(tileLevel(1 / 64)).toBe(6);
  });

  it('covers the view exactly, and the prefetch margin widens it on every side', () => {
    const cam = { scale: 1 / 16, tx: -1000, ty: -100 };
    const k = tileLevel(cam.scale);
    const size = TILE * 2 ** k;
    const [x0, x1, y0, y1] = tileRange(cam, 1280, 720, k, grid);
    // the view's world rectangle lies inside the tiles, and the tiles touch it
    const wx0 = 1000 * 16;
    const wx1 = (1280 + 1000) * 16;
    expect(x0 * size).toBeLessThanOrEqual(wx0);
    expect((x1 + 1) * size).toBeGreaterThan(wx1);
    expect((x0 + 1) * size).toBeGreaterThan(wx0);
    const [px0, px1, py0, py1] = tileRange(cam, 1280, 720, k, grid, 640, 180);
    expect(px0).toBeLessThan(x0);
    expect(px1).toBeGreaterThan(x1);
    expect(py0).toBeLessThanOrEqual(y0);
    expect(py1).toBeGreaterThanOrEqual(y1);
  });

  it('is clamped to the tree (plus one tile): nothing to build far outside', () => {
    const cam = { scale: 1 / 16, tx: 5_000_000, ty: 0 };
    const [x0, x1] = tileRange(cam, 1280, 720, tileLevel(cam.scale), grid);
    expect(x1).toBeLessThan(x0);
  });
});
