import { describe, expect, it } from 'vitest';
import { CARD_W } from '../constants';
import { buildTreeIndex } from '../layout/tree-index';
import { layoutTree } from '../layout/tidy-layout';
import { CardGrid } from '../spatial/grid';
import { SegmentGrid } from '../spatial/segment-grid';
import { generateClan } from '../testing/synthetic-clan';
import { rasterize, rgba } from './tile-raster';
import { MALE_RGB } from '../constants';

describe('tile rasterizer', () => {
  const t = generateClan(3000, { seed: 2 });
  const L = layoutTree(t, buildTreeIndex(t), { rtl: false, root: -1, generations: 0, women: true });
  const grid = new CardGrid(L.x, L.y, L.visible, L);
  const segGrid = new SegmentGrid(L.segments, L.segmentCount, grid.originX, grid.originY, grid.cellW, grid.cellH, grid.cols, grid.rows);
  const src = { x: L.x, y: L.y, sex: t.sex, segments: L.segments, segmentKind: L.segmentKind, grid, segGrid, highlight: null };

  it('paints the founder green at the pixel of his card centre, at two scales', () => {
    for (const ppu of [1 / 8, 1 / 64]) {
      const w = 256;
      const buf = new Uint32Array(w * w);
      const x0 = L.x[0] - 1000;
      const y0 = -100;
      const drawn = rasterize(src, buf, w, w, x0, y0, ppu, ppu, { ids: new Int32Array(8) });
      expect(drawn).toBeGreaterThan(0);
      const px = Math.floor((L.x[0] + CARD_W / 2 - x0) * ppu);
      const py = Math.floor((L.y[0] + 90 - y0) * ppu);
      expect(buf[py * w + px]).toBe(rgba(MALE_RGB));
    }
  });

  it('leaves empty space transparent', () => {
    const buf = new Uint32Array(64 * 64);
    rasterize(src, buf, 64, 64, -1e6, -1e6, 1, 1, { ids: new Int32Array(8) });
    expect(buf.every((v) => v === 0)).toBe(true);
  });
});
