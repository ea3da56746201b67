/**
 * Which far-LOD tiles cover a view (pure, Node-tested): level k = round(log2(1 / scale)) has 2^k layout units per
 * tile pixel; the range is clamped to the card grid's extent (plus one tile). A margin in screen pixels widens
 * the range for prefetching the tiles a pan will need next.
 */
import type { Camera } from '../viewport/camera';

export const TILE = 256;

export interface GridExtent {
  originX: number;
  originY: number;
  cols: number;
  rows: number;
  cellW: number;
  cellH: number;
}

export const tileLevel = (scale: number) => Math.round(Math.log2(1 / scale));

/** [tx0, tx1, ty0, ty1] (inclusive) of level k's tiles under a w×h view widened by (mx, my) screen px. */
export function tileRange(cam: Camera, w: number, h: number, k: number, g: GridExtent, mx = 0, my = 0): [number, number, number, number] {
  const size = TILE * 2 ** k;
  const wx0 = (-mx - cam.tx) / cam.scale;
  const wy0 = (-my - cam.ty) / cam.scale;
  const wx1 = (w + mx - cam.tx) / cam.scale;
  const wy1 = (h + my - cam.ty) / cam.scale;
  return [
    Math.floor(Math.max(wx0, g.originX - size) / size),
    Math.floor(Math.min(wx1, g.originX + g.cols * g.cellW) / size),
    Math.floor(Math.max(wy0, g.originY - size) / size),
    Math.floor(Math.min(wy1, g.originY + g.rows * g.cellH) / size),
  ];
}
