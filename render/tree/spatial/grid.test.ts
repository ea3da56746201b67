import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W } from '../constants';
import { buildTreeIndex } from '../layout/tree-index';
import { layoutTree } from '../layout/tidy-layout';
import { generateClan, rng } from '../testing/synthetic-clan';
import { centreOn, fitRect, zoomAt, type Camera } from '../viewport/camera';
import { CardGrid } from './grid';
import { hitTestScreen } from './hit-test';
import { SegmentGrid } from './segment-grid';

const t = generateClan(20000, { seed: 21 });
const L = layoutTree(t, buildTreeIndex(t), { rtl: false, root: -1, generations: 0, women: true });
const grid = new CardGrid(L.x, L.y, L.visible, L);

describe('culling', () => {
  it('returns exactly the cards intersecting the viewport', () => {
    const rand = rng(5);
    let out: Int32Array = new Int32Array(16);
    for (let k = 0; k < 200; k++) {
      const w = 50 + rand() * (k % 2 ? 3000 : 40000);
      const h = 50 + rand() * 3000;
      const x0 = L.minX - 500 + rand() * (L.maxX - L.minX);
      const y0 = -300 + rand() * (L.maxY + 300);
      const r = grid.query(x0, y0, x0 + w, y0 + h, out);
      out = r.out;
      const got = Array.from(out.subarray(0, r.count)).sort((a, b) => a - b);
      const want: number[] = [];
      for (let i = 0; i < t.count; i++) {
        if (!L.visible[i]) continue;
        if (L.x[i] < x0 + w && L.x[i] + CARD_W > x0 && L.y[i] < y0 + h && L.y[i] + CARD_H > y0) want.push(i);
      }
      expect(got).toEqual(want);
    }
  });

  it('segment grid returns every connector touching a rectangle, once', () => {
    const sg = new SegmentGrid(L.segments, L.segmentCount, grid.originX, grid.originY, grid.cellW, grid.cellH, grid.cols, grid.rows);
    const rand = rng(6);
    for (let k = 0; k < 50; k++) {
      const x0 = L.minX + rand() * (L.maxX - L.minX);
      const y0 = rand() * L.maxY;
      const x1 = x0 + 100 + rand() * 5000;
      const y1 = y0 + 100 + rand() * 2000;
      const got: number[] = [];
      sg.query(x0, y0, x1, y1, (s) => got.push(s));
      const want: number[] = [];
      const s = L.segments;
      for (let i = 0; i < L.segmentCount; i++) {
        const o = i * 4;
        if (Math.max(s[o], s[o + 2]) < x0 || Math.min(s[o], s[o + 2]) > x1) continue;
        if (Math.max(s[o + 1], s[o + 3]) < y0 || Math.min(s[o + 1], s[o + 3]) > y1) continue;
        want.push(i);
      }
      expect(got.sort((a, b) => a - b)).toEqual(want);
    }
  });
});

describe('hit-test', () => {
  const W = 1280;
  const H = 720;
  it('finds the card under a point at several zoom levels', () => {
    const rand = rng(9);
    for (const scale of [0.01, 0.05, 0.2, 0.5, 1, 2.5]) {
      for (let k = 0; k < 200; k++) {
        const i = (rand() * t.count) | 0;
        const cam: Camera = { scale: 1, tx: 0, ty: 0 };
        centreOn(cam, L.x[i] + CARD_W / 2, L.y[i] + CARD_H / 2, scale, W, H);
        // a random point inside the card, in screen space
        const fx = 0.02 + rand() * 0.96;
        const fy = 0.02 + rand() * 0.96;
        const sx = (L.x[i] + fx * CARD_W) * cam.scale + cam.tx;
        const sy = (L.y[i] + fy * CARD_H) * cam.scale + cam.ty;
        expect(hitTestScreen(cam, grid, sx, sy)).toBe(i);
      }
    }
  });

  it('returns -1 in the gaps and outside the tree, after zooming around the pointer', () => {
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    fitRect(cam, L.minX, L.minY, L.maxX, L.maxY, W, H);
    zoomAt(cam, 300, 200, 40);
    zoomAt(cam, 640, 360, 3);
    const i = 0; // the founder
    centreOn(cam, L.x[i] + CARD_W / 2, L.y[i] + CARD_H / 2, 0.7, W, H);
    // just right of the founder's card (padding or a wife's gap) and above row 0
    expect(hitTestScreen(cam, grid, (L.x[i] - 5) * cam.scale + cam.tx, (L.y[i] + 90) * cam.scale + cam.ty)).toBe(-1);
    expect(hitTestScreen(cam, grid, (L.x[i] + 60) * cam.scale + cam.tx, (L.y[i] - 10) * cam.scale + cam.ty)).toBe(-1);
    expect(hitTestScreen(cam, grid, -1e6, -1e6)).toBe(-1);
  });

  it('keeps the world point under the pointer fixed when zooming', () => {
    const cam: Camera = { scale: 0.3, tx: 17, ty: -40 };
    const wx = (500 - cam.tx) / cam.scale;
    zoomAt(cam, 500, 300, 1.7);
    expect((500 - cam.tx) / cam.scale).toBeCloseTo(wx, 6);
  });
});
