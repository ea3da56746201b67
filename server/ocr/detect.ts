/**
 * Our DB post-processing (the PP-OCR detector outputs a text-probability map; the boxes are ours): threshold the
 * map, take 8-connected regions, keep those whose mean probability is high enough, and grow each box by the DB
 * "unclip" distance (area × ratio / perimeter), since the detector is trained on shrunk text regions.
 * Boxes are axis-aligned: the page is deskewed before detection.
 */
import type { Box } from './image';

export interface DetectOptions {
  /** Pixel threshold on the probability map. */
  thresh?: number;
  /** Minimum mean probability of a region. */
  boxThresh?: number;
  unclipRatio?: number;
  /** Regions smaller than this (either side, map pixels) are dropped. */
  minSize?: number;
}

export interface ScoredBox extends Box {
  score: number;
}

export function dbBoxes(prob: Float32Array, width: number, height: number, opts: DetectOptions = {}): ScoredBox[] {
  const thresh = opts.thresh ?? 0.3;
  const boxThresh = opts.boxThresh ?? 0.5;
  const unclip = opts.unclipRatio ?? 1.5;
  const minSize = opts.minSize ?? 3;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const out: ScoredBox[] = [];
  for (let start = 0; start < prob.length; start++) {
    if (seen[start] || prob[start] <= thresh) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let x0 = width, y0 = height, x1 = -1, y1 = -1, sum = 0, n = 0;
    while (top) {
      const i = stack[--top];
      const x = i % width;
      const y = (i - x) / width;
      sum += prob[i];
      n++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (!seen[j] && prob[j] > thresh) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (Math.min(w, h) < minSize) continue;
    const score = sum / n;
    if (score < boxThresh) continue;
    const d = (w * h * unclip) / (2 * (w + h));
    const bx = Math.max(0, x0 - d);
    const by = Math.max(0, y0 - d);
    out.push({ x: bx, y: by, w: Math.min(width, x1 + 1 + d) - bx, h: Math.min(height, y1 + 1 + d) - by, score });
  }
  return out;
}

/** Scale boxes from the detector's map back to page pixels. */
export function scaleBoxes<T extends Box>(boxes: T[], sx: number, sy: number): T[] {
  return boxes.map((b) => ({ ...b, x: b.x * sx, y: b.y * sy, w: b.w * sx, h: b.h * sy }));
}
