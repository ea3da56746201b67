import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W } from '../constants';
import type { Camera } from './camera';
import { fitCamera, focusCamera, GUTTER_PX, overviewCamera } from './framing';

const W = 1280;
const H = 720;
const toScreenX = (c: Camera, x: number) => x * c.scale + c.tx;
const toScreenY = (c: Camera, y: number) => y * c.scale + c.ty;

describe('framing', () => {
  it('fit shows the whole tree', () => {
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    const L = { minX: 0, minY: 0, maxX: 50_000, maxY: 6000 };
    fitCamera(cam, L, W, H);
    expect(toScreenX(cam, L.minX)).toBeGreaterThanOrEqual(0);
    expect(toScreenX(cam, L.maxX)).toBeLessThanOrEqual(W);
    expect(toScreenY(cam, L.minY)).toBeGreaterThanOrEqual(0);
    expect(toScreenY(cam, L.maxY)).toBeLessThanOrEqual(H);
  });

  it('overview: all rows in view; a wide tree starts at its root, clear of the gutter', () => {
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    const L = { minX: 0, minY: 0, maxX: 2_000_000, maxY: 9000 };
    overviewCamera(cam, L, 1_000_000, W, H);
    expect(toScreenY(cam, L.minY)).toBeGreaterThanOrEqual(0);
    expect(toScreenY(cam, L.maxY)).toBeLessThanOrEqual(H);
    expect(toScreenX(cam, 1_000_000)).toBeCloseTo(W / 2, 0);
    // root at the far left: the tree's left edge stays right of the gutter
    overviewCamera(cam, L, 0, W, H);
    expect(toScreenX(cam, L.minX)).toBeCloseTo(GUTTER_PX, 0);
    // a small tree is centred (beside the gutter) at scale ≤ 1
    overviewCamera(cam, { minX: 0, minY: 0, maxX: 600, maxY: 400 }, NaN, W, H);
    expect(cam.scale).toBeLessThanOrEqual(4);
    expect(toScreenX(cam, 300)).toBeCloseTo(W / 2 + GUTTER_PX / 2, 0);
  });

  it('focus centres the card, zoomed to at least 0.8', () => {
    const L = { x: Float32Array.from([0, 5000]), y: Float32Array.from([0, 1100]) };
    const to = focusCamera(L, 1, 0.05, W, H);
    expect(to.scale).toBe(0.8);
    expect(toScreenX(to, 5000 + CARD_W / 2)).toBeCloseTo(W / 2);
    expect(toScreenY(to, 1100 + CARD_H / 2)).toBeCloseTo(H / 2);
    expect(focusCamera(L, 0, 2, W, H).scale).toBe(2);
  });
});
