import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_SIDE, wholeTreeSize } from './framing';

describe('whole-tree export size', () => {
  it('uses scale 1 when the tree fits, with a 40-unit margin', () => {
    const s = wholeTreeSize({ minX: 0, minY: 0, maxX: 1000, maxY: 500 });
    expect(s).toEqual({ x0: -40, y0: -40, scale: 1, width: 1080, height: 580 });
  });

  it('never passes the side limit, nor 16,384 px', () => {
    const L = { minX: -5000, minY: 0, maxX: 1_000_000, maxY: 9000 };
    for (const side of [4096, 16384, 50_000]) {
      const s = wholeTreeSize(L, side);
      expect(Math.max(s.width, s.height)).toBeLessThanOrEqual(Math.min(side, EXPORT_MAX_SIDE));
      expect(s.width).toBeGreaterThanOrEqual(Math.min(side, EXPORT_MAX_SIDE) - 1);
    }
  });
});
