/**
 * Where the camera goes for the whole tree, the default overview and a member's card (pure, Node-tested).
 */
import { CARD_H, CARD_W } from '../constants';
import type { TreeLayout } from '../types';
import { centreOn, fitRect, type Camera } from './camera';

type Bounds = Pick<TreeLayout, 'minX' | 'minY' | 'maxX' | 'maxY'>;

/** Screen px kept on the left for the 第N世 gutter. */
export const GUTTER_PX = 72;

/** Whole tree in view. */
export function fitCamera(cam: Camera, L: Bounds, w: number, h: number): void {
  fitRect(cam, L.minX - 80, L.minY - 40, L.maxX + 40, L.maxY + 40, w, h);
}

/**
 * Every generation in view (never below the scale that shows all rows, at most 1 when the tree is short),
 * centred on the tree when it fits the width, else on `rootX` (the root card's centre, NaN = the middle) but
 * never past the left edge (the gutter stays clear).
 */
export function overviewCamera(cam: Camera, L: Bounds, rootX: number, w: number, h: number): void {
  const span = L.maxY - L.minY + 80;
  const width = L.maxX - L.minX + 120;
  const scale = Math.min((h - 40) / span, 4, Math.max((w - 40) / width, 0));
  const s = Math.max(scale, Math.min((h - 40) / span, 1));
  const cx = Number.isNaN(rootX) ? (L.minX + L.maxX) / 2 : rootX;
  const fits = width * s <= w - GUTTER_PX;
  const x = fits ? (L.minX + L.maxX) / 2 - GUTTER_PX / 2 / s : Math.max(L.minX + (w / 2 - GUTTER_PX) / s, cx);
  centreOn(cam, x, (L.minY + L.maxY) / 2, s, w, h);
}

/** A camera with member i's card at the centre, zoomed in to at least card level (0.8). */
export function focusCamera(L: Pick<TreeLayout, 'x' | 'y'>, i: number, currentScale: number, w: number, h: number): Camera {
  const to: Camera = { scale: 1, tx: 0, ty: 0 };
  centreOn(to, L.x[i] + CARD_W / 2, L.y[i] + CARD_H / 2, Math.max(currentScale, 0.8), w, h);
  return to;
}

export const EXPORT_MAX_SIDE = 16384;

/** Scale and pixel size of the whole-tree image: the largest scale ≤ 1 that fits `maxSide` a side. */
export function wholeTreeSize(L: Pick<TreeLayout, 'minX' | 'minY' | 'maxX' | 'maxY'>, maxSide = EXPORT_MAX_SIDE) {
  const side = Math.min(EXPORT_MAX_SIDE, maxSide);
  const x0 = L.minX - 40;
  const y0 = L.minY - 40;
  const bw = L.maxX - L.minX + 80;
  const bh = L.maxY - L.minY + 80;
  const scale = Math.min(1, side / Math.max(bw, bh));
  return { x0, y0, scale, width: Math.max(1, Math.ceil(bw * scale)), height: Math.max(1, Math.ceil(bh * scale)) };
}
