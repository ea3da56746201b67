/**
 * Where the camera goes for a member's card, and the whole-tree export size (pure, Node-tested). The first view,
 * the whole tree (全图) and the zoom-out floor: first-view.ts.
 */
import { CARD_H, CARD_W } from '../constants';
import type { TreeLayout } from '../types';
import { centreOn, type Camera } from './camera';

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
