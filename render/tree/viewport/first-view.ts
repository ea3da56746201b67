/**
 * The first view of a tree and the zoom-out floor (pure, Node-tested).
 *
 * A clan is far wider than tall: at a scale where cards can be read, the founder's sons already sit tens of
 * thousands of layout units apart, so "all generations, centred on the founder" shows the founder and empty rows.
 * The first view instead looks for a stretch of the tree where every row on screen has members:
 * - a tree that fits whole at a readable scale (≥ FIT_FIRST) is fitted, with margins, clear of the 世 gutter;
 * - otherwise, for each candidate scale from card level down, a window of screen width slides over the cards
 *   sorted by x (per-row counts, O(n) per scale) and keeps the window whose consecutive populated rows fill the
 *   screen's rows (or reach the last generation), preferring more generations and then the ones nearest the
 *   founder; the first scale that shows at least five generations (五世) wins, else the best seen.
 * The camera then puts that run's first row at the top and centres the window right of the gutter, so every row
 * whose gutter label is on screen has cards drawn in the first frame.
 * The zoom-out floor is the whole tree in view (`wholeTreeScale`), which is also the 全图 button's camera.
 */
import { CARD_H, CARD_W, ROW_PITCH } from '../constants';
import type { TreeLayout } from '../types';
import { MIN_SCALE, type Camera } from './camera';

/** Screen px kept on the left for the 第N世 gutter. */
export const GUTTER_PX = 72;
/** Screen px around the framed cards. */
export const MARGIN = 16;
/** Whole tree when it fits at this scale or larger (middle level of detail: tinted cards with names). */
export const FIT_FIRST = 0.2;
/** Candidate scales for the first view, card level first. */
export const FIRST_VIEW_SCALES = [0.5, 0.4, 0.32, 0.25, 0.2, 0.16, 0.13] as const;
/** Generations the first view tries to show (五世一表). */
export const TARGET_ROWS = 5;

/** Member indices below 2²¹ (2M) pack beside x in a float64 sort key. */
const INDEX_SPAN = 2 ** 21;

export type FrameLayout = Pick<TreeLayout, 'x' | 'y' | 'visible' | 'count' | 'rowCount' | 'visibleCount' | 'minX' | 'minY' | 'maxX' | 'maxY'>;

/** The largest scale (≤ 1) at which the whole tree fits right of the gutter, with margins. */
export function wholeTreeScale(L: Pick<TreeLayout, 'minX' | 'minY' | 'maxX' | 'maxY'>, w: number, h: number): number {
  const bw = Math.max(1, L.maxX - L.minX);
  const bh = Math.max(1, L.maxY - L.minY);
  const aw = Math.max(1, w - GUTTER_PX - 2 * MARGIN);
  const ah = Math.max(1, h - 2 * MARGIN);
  return Math.max(MIN_SCALE, Math.min(1, aw / bw, ah / bh));
}

/** The whole tree centred right of the gutter (全图). */
export function wholeTreeCamera(cam: Camera, L: Pick<TreeLayout, 'minX' | 'minY' | 'maxX' | 'maxY'>, w: number, h: number): void {
  const s = wholeTreeScale(L, w, h);
  cam.scale = s;
  cam.tx = GUTTER_PX + (w - GUTTER_PX) / 2 - ((L.minX + L.maxX) / 2) * s;
  cam.ty = h / 2 - ((L.minY + L.maxY) / 2) * s;
}

/** Rows whose label centre (CARD_H / 2 below the row's top) is on a screen of height h when the first row's top is at MARGIN. */
export function rowsOnScreen(scale: number, h: number): number {
  return Math.max(1, Math.floor((h - MARGIN) / (ROW_PITCH * scale) - CARD_H / 2 / ROW_PITCH) + 1);
}

export interface FirstView {
  scale: number;
  /** First row shown (0 = the top generation of the layout) and how many rows are on screen, all with cards. */
  row: number;
  rows: number;
  /** Left and right edge (layout units) of the cards framed. */
  x0: number;
  x1: number;
  /** The whole tree is fitted. */
  whole: boolean;
}

/** Where the first view looks (see the module comment); null for an empty layout. */
export function firstView(L: FrameLayout, w: number, h: number): FirstView | null {
  if (L.visibleCount === 0) return null;
  const fit = wholeTreeScale(L, w, h);
  if (fit >= FIT_FIRST) return { scale: fit, row: 0, rows: L.rowCount, x0: L.minX, x1: L.maxX, whole: true };

  const n = L.visibleCount;
  // cards by x: a numeric sort of (half-unit x, index) packed in one float (no comparator: ~10× faster at 100k)
  const keys = new Float64Array(n);
  for (let i = 0, k = 0; i < L.count; i++) if (L.visible[i]) keys[k++] = Math.round((L.x[i] - L.minX) * 2) * INDEX_SPAN + i;
  keys.sort();
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = keys[k] % INDEX_SPAN;
  const row = new Int32Array(n);
  for (let k = 0; k < n; k++) row[k] = Math.round(L.y[order[k]] / ROW_PITCH);
  const rowCount = L.rowCount;
  const count = new Int32Array(rowCount);
  const want = Math.min(TARGET_ROWS, rowCount);
  let best: FirstView | null = null;

  for (const s of FIRST_VIEW_SCALES) {
    const k = rowsOnScreen(s, h);
    const span = Math.max(0, (w - GUTTER_PX - 2 * MARGIN) / s - CARD_W);
    count.fill(0);
    let here: FirstView | null = null;
    let left = 0;
    for (let j = 0; j < n; j++) {
      const fresh = count[row[j]]++ === 0;
      const xj = L.x[order[j]];
      while (xj - L.x[order[left]] > span) count[row[left++]]--;
      if (!fresh) continue;
      // runs of consecutive populated rows in this window
      for (let p = 0; p < rowCount; ) {
        if (count[p] === 0) { p++; continue; }
        let q = p;
        while (q + 1 < rowCount && count[q + 1] > 0) q++;
        const need = Math.min(k, rowCount - p);
        if (q - p + 1 >= need && (!here || need > here.rows || (need === here.rows && p < here.row))) {
          here = { scale: s, row: p, rows: need, x0: L.x[order[left]], x1: xj + CARD_W, whole: false };
        }
        p = q + 1;
      }
    }
    if (here && (!best || here.rows > best.rows)) best = here;
    if (best && best.rows >= want) break;
  }
  return best;
}

/** Put the camera on a first view: its first row at the top, the window centred right of the gutter. */
export function firstViewCamera(cam: Camera, L: FrameLayout, w: number, h: number): FirstView | null {
  const v = firstView(L, w, h);
  if (!v) return null;
  if (v.whole) {
    wholeTreeCamera(cam, L, w, h);
    return v;
  }
  cam.scale = v.scale;
  cam.tx = GUTTER_PX + (w - GUTTER_PX) / 2 - ((v.x0 + v.x1) / 2) * v.scale;
  cam.ty = MARGIN - v.row * ROW_PITCH * v.scale;
  return v;
}
