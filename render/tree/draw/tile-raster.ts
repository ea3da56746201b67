/**
 * CPU rasterizer for the far level of detail and the minimap: coloured blocks and 1-px connectors written
 * straight into a Uint32 RGBA buffer from the typed layout. No canvas, no pixi, so it runs in Node tests and
 * could run in a worker. Cost is proportional to the cards inside the tile; the result is cached as a texture.
 */
import { CARD_H, CARD_W, FEMALE_RGB, LINE_RGB, MALE_RGB, TEAM_RGB, JIANTIAO_RGB } from '../constants';
import type { CardGrid } from '../spatial/grid';
import type { SegmentGrid } from '../spatial/segment-grid';

/** 0xRRGGBB → little-endian RGBA word (A = 255). */
export const rgba = (rgb: number, a = 255) =>
  ((a << 24) | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff)) >>> 0;

/** Mix towards white by t (0..1): the muted colour of cards outside a highlight. */
export const fade = (rgb: number, t: number) => {
  const f = (c: number) => Math.round(c + (255 - c) * t);
  return (f(rgb >> 16) << 16) | (f((rgb >> 8) & 0xff) << 8) | f(rgb & 0xff);
};

export interface RasterSource {
  x: Float32Array;
  y: Float32Array;
  sex: Uint8Array;
  segments: Float32Array;
  segmentKind: Uint8Array;
  grid: CardGrid;
  segGrid: SegmentGrid;
  /** Per-member highlight bits (1 team, 2 dna); null when none is active. */
  highlight: Uint8Array | null;
}

const MALE = rgba(MALE_RGB);
const FEMALE = rgba(FEMALE_RGB);
const MALE_FADED = rgba(fade(MALE_RGB, 0.75));
const FEMALE_FADED = rgba(fade(FEMALE_RGB, 0.75));
const TEAM = rgba(TEAM_RGB);
const LINE = rgba(LINE_RGB);
const JT = rgba(JIANTIAO_RGB);

/**
 * Rasterize the world rectangle starting at (wx0, wy0) into `buf` (w×h pixels, row-major, top row first) at
 * `ppuX`/`ppuY` pixels per layout unit. Every card covers at least one pixel. Returns the cards drawn.
 */
export function rasterize(
  src: RasterSource,
  buf: Uint32Array,
  w: number,
  h: number,
  wx0: number,
  wy0: number,
  ppuX: number,
  ppuY: number,
  scratch: { ids: Int32Array },
): number {
  buf.fill(0);
  const wx1 = wx0 + w / ppuX;
  const wy1 = wy0 + h / ppuY;
  // connectors first, cards on top
  const segs = src.segments;
  src.segGrid.query(wx0, wy0, wx1, wy1, (s) => {
    const o = s * 4;
    const colour = src.segmentKind[s] === 1 ? JT : LINE;
    let px0 = Math.floor((Math.min(segs[o], segs[o + 2]) - wx0) * ppuX);
    let px1 = Math.floor((Math.max(segs[o], segs[o + 2]) - wx0) * ppuX);
    let py0 = Math.floor((Math.min(segs[o + 1], segs[o + 3]) - wy0) * ppuY);
    let py1 = Math.floor((Math.max(segs[o + 1], segs[o + 3]) - wy0) * ppuY);
    if (px1 < 0 || py1 < 0 || px0 >= w || py0 >= h) return;
    if (px0 < 0) px0 = 0;
    if (py0 < 0) py0 = 0;
    if (px1 >= w) px1 = w - 1;
    if (py1 >= h) py1 = h - 1;
    for (let py = py0; py <= py1; py++) buf.fill(colour, py * w + px0, py * w + px1 + 1);
  });
  const r = src.grid.query(wx0, wy0, wx1, wy1, scratch.ids);
  scratch.ids = r.out;
  const hl = src.highlight;
  const cw = Math.max(1, CARD_W * ppuX);
  const ch = Math.max(1, CARD_H * ppuY);
  const inset = cw >= 6 ? 1 : 0;
  for (let k = 0; k < r.count; k++) {
    const i = r.out[k];
    let colour = src.sex[i] === 2 ? FEMALE : MALE;
    if (hl) {
      const b = hl[i];
      colour = b & 1 ? TEAM : b & 2 ? colour : src.sex[i] === 2 ? FEMALE_FADED : MALE_FADED;
    }
    let px0 = Math.floor((src.x[i] - wx0) * ppuX) + inset;
    let py0 = Math.floor((src.y[i] - wy0) * ppuY) + inset;
    let px1 = Math.max(px0, Math.floor((src.x[i] - wx0) * ppuX + cw) - 1 - inset);
    let py1 = Math.max(py0, Math.floor((src.y[i] - wy0) * ppuY + ch) - 1 - inset);
    if (px0 < 0) px0 = 0;
    if (py0 < 0) py0 = 0;
    if (px1 >= w) px1 = w - 1;
    if (py1 >= h) py1 = h - 1;
    for (let py = py0; py <= py1; py++) buf.fill(colour, py * w + px0, py * w + px1 + 1);
  }
  return r.count;
}
