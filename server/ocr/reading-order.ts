/**
 * Reading order of a Chinese page, ours (the detector gives unordered boxes; a recogniser reading a vertical page
 * row by row would read across the columns):
 * - a box is vertical unless clearly wider than tall (running heads, page numbers: horizontal lines);
 * - vertical boxes are grouped into columns by horizontal overlap, columns are read RIGHT TO LEFT, and the boxes of
 *   a column TOP TO BOTTOM;
 * - horizontal lines above the columns come first (top to bottom), those below them last.
 * And `charCells`: a vertical box cut into its characters (square cells, one per character) from the ink profile,
 * so each character can be recognised upright and keeps its own box.
 */
import type { Box } from './image';

export interface OrderedBox<T extends Box = Box> {
  box: T;
  dir: 'v' | 'h';
  /** Column number, right to left from 0 (−1 for horizontal lines). */
  column: number;
}

export function isHorizontal(b: Box): boolean {
  return b.w > b.h * 1.6;
}

export function readingOrder<T extends Box>(boxes: readonly T[]): OrderedBox<T>[] {
  const vert = boxes.filter((b) => !isHorizontal(b)).sort((a, b) => b.x + b.w / 2 - (a.x + a.w / 2));
  const horiz = boxes.filter((b) => isHorizontal(b));
  const columns: { x0: number; x1: number; boxes: T[] }[] = [];
  for (const b of vert) {
    // the column this box overlaps most (at least half of the narrower width)
    let best = -1;
    let bestOv = 0;
    columns.forEach((c, i) => {
      const ov = Math.min(c.x1, b.x + b.w) - Math.max(c.x0, b.x);
      const need = 0.5 * Math.min(c.x1 - c.x0, b.w);
      if (ov >= need && ov > bestOv) {
        best = i;
        bestOv = ov;
      }
    });
    if (best < 0) columns.push({ x0: b.x, x1: b.x + b.w, boxes: [b] });
    else {
      const c = columns[best];
      c.boxes.push(b);
      c.x0 = Math.min(c.x0, b.x);
      c.x1 = Math.max(c.x1, b.x + b.w);
    }
  }
  columns.sort((a, b) => b.x0 + b.x1 - (a.x0 + a.x1));
  const top = columns.length ? Math.min(...columns.map((c) => Math.min(...c.boxes.map((b) => b.y)))) : Infinity;
  const byY = (a: T, b: T) => a.y - b.y || b.x - a.x;
  const above = horiz.filter((b) => b.y + b.h / 2 < top).sort(byY);
  const below = horiz.filter((b) => b.y + b.h / 2 >= top).sort(byY);
  return [
    ...above.map((box) => ({ box, dir: 'h' as const, column: -1 })),
    ...columns.flatMap((c, i) => c.boxes.sort(byY).map((box) => ({ box, dir: 'v' as const, column: i }))),
    ...below.map((box) => ({ box, dir: 'h' as const, column: -1 })),
  ];
}

/**
 * The character cells of a vertical line. Printed (and woodblock) registers set every character, punctuation
 * included, in a square cell of one size, so the line is cut on a regular grid: `ink` is the line's ink mask
 * (width × height, 1 = ink); the pitch (between 0.95 and 1.4 × the line's ink width) and the grid's start are
 * those whose cut rows cross the least ink (ties: the pitch nearest the ink width × 1.05). Cells without ink are
 * left out. Returns [y0, y1) per character.
 */
export function charCells(ink: Uint8Array, width: number, height: number, pitchHint?: number): [number, number][] {
  const rows = new Float64Array(height);
  let xMin = width;
  let xMax = -1;
  let first = -1;
  let last = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x]) {
        rows[y]++;
        if (x < xMin) xMin = x;
        if (x > xMax) xMax = x;
      }
    }
    if (rows[y]) {
      if (first < 0) first = y;
      last = y;
    }
  }
  if (xMax < 0) return [];
  const own = xMax - xMin + 1;
  // a narrow line (一, a punctuation mark alone): trust the page's pitch
  const s = pitchHint && own < pitchHint * 0.8 ? pitchHint : own;
  const at = (y: number) => (y >= 0 && y < height ? rows[y] : 0);
  let best = { cost: Infinity, p: s, o: first };
  for (let p = Math.max(4, s * 0.95); p <= s * 1.4; p += 0.25) {
    for (let o = Math.floor(first - p) + 1; o <= first; o++) {
      let cost = 0;
      for (let y = o; y <= last + 1; y += p) {
        const r = Math.round(y);
        cost += at(r - 1) + at(r) + at(r + 1);
      }
      const score = cost + Math.abs(p - s * 1.05) * 0.01;
      if (score < best.cost) best = { cost: score, p, o };
    }
  }
  const cells: [number, number][] = [];
  for (let y = best.o; y <= last; y += best.p) {
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(height, Math.round(y + best.p));
    let n = 0;
    for (let k = y0; k < y1; k++) n += rows[k];
    // a speck of dirt is not a character; nor is a cell cut off by the box's edge (the sliver of a neighbour's
    // stroke the grown box took in)
    if (n > Math.max(3, 0.02 * best.p * (xMax - xMin + 1)) && y1 - y0 >= best.p * 0.6) cells.push([y0, y1]);
  }
  return cells;
}

/**
 * A detected vertical box narrowed to its own column of ink: the detector's boxes, grown by the unclip distance,
 * reach into the neighbouring columns when they are set close. From the box's centre, the ink profile (ink per
 * pixel column, ignoring specks under 2 % of the height) is followed left and right until a gap of more than
 * `maxGap` pixels.
 */
export function tightenColumn(ink: Uint8Array, pageWidth: number, box: Box, maxGap = 2, wider = true): Box {
  const x0 = Math.max(0, Math.floor(box.x));
  const x1 = Math.min(pageWidth, Math.ceil(box.x + box.w));
  const y0 = Math.max(0, Math.floor(box.y));
  const y1 = Math.floor(box.y + box.h);
  const prof = new Float64Array(x1 - x0);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) prof[x - x0] += ink[y * pageWidth + x];
  const min = Math.max(1, (y1 - y0) * 0.02);
  const c = Math.floor(prof.length / 2);
  // start at the ink nearest the centre
  let start = -1;
  for (let d = 0; d < prof.length && start < 0; d++) {
    if (prof[c - d] >= min) start = c - d;
    else if (prof[c + d] >= min) start = c + d;
  }
  if (start < 0) return box;
  let l = start;
  let gap = 0;
  for (let x = start - 1; x >= 0; x--) {
    if (prof[x] >= min) { l = x; gap = 0; } else if (++gap > maxGap) break;
  }
  let r = start;
  gap = 0;
  for (let x = start + 1; x < prof.length; x++) {
    if (prof[x] >= min) { r = x; gap = 0; } else if (++gap > maxGap) break;
  }
  const out = { x: x0 + l - 1, y: box.y, w: r - l + 3, h: box.h };
  // a sliver (one stroke of a faint character whose other strokes were lost to the threshold): look wider
  if (wider && out.w < box.w * 0.3 && out.w <= 8 && box.w * 0.2 > maxGap) return tightenColumn(ink, pageWidth, box, Math.round(box.w * 0.2), false);
  return out;
}
