/**
 * The overview's one vertex buffer, built once per layout: a quad per band (level 0), and for each coarser level
 * k the bands at least 4^k units wide plus, between them, *runs* — consecutive narrower bands of one 房 merged into
 * one quad — so every row shows where it has members at every zoom, with a bounded number of quads on screen.
 * Quads of a level are stored row by row, left to right: a frame draws, per row on screen, the run of quads that a
 * binary search on x finds (culling), by writing their indices into a small dynamic index buffer.
 * Vertex format: position (x in units, y in rows) float32×2, colour unorm8×4 (RGBA, one Uint32 per vertex).
 */
import type { IcicleLayout } from './icicle';

/** Soft colours per 房 (the founder's sons), cycled. */
export const FANG_RGB = [
  0x6aa58c, 0xd08c5b, 0x6f8fc7, 0xc1a04a, 0xa77bb5, 0x5fa7b0, 0xc76f6f, 0x8aa35a, 0xb5866a, 0x7d89b8, 0xb8799a, 0x6f9f72,
];
export const ROOT_RGB = 0x8c6d46;

/** Vertical extent of a quad inside its row (the rest is the gap between generations). */
export const ROW_TOP = 0.1;
export const ROW_BOTTOM = 0.9;

export interface OverviewQuads {
  quadCount: number;
  /** 4 vertices × (x, y) per quad. */
  positions: Float32Array;
  /** 4 vertices × RGBA (little-endian ABGR in one Uint32) per quad. */
  colors: Uint32Array;
  /** The band a quad draws, -1 for a run of narrower bands. */
  quadBand: Int32Array;
  /** Left / right edge of each quad (units), for the binary search. */
  qx0: Float64Array;
  qx1: Float64Array;
  /** Level k's row r: quads rowStart[k][r] .. rowStart[k][r+1]. Level 0 = every band. */
  rowStart: Int32Array[];
  /** Minimum band width drawn on its own on level k (1 on level 0). */
  minWidth: number[];
}

const shade = (rgb: number, f: number): number => {
  const ch = (s: number) => Math.max(0, Math.min(255, Math.round(((rgb >> s) & 255) * f)));
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
};
/** RGB → the Uint32 of unorm8×4 RGBA bytes on a little-endian machine. */
export const abgr = (rgb: number): number => ((255 << 24) | ((rgb & 255) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 255)) >>> 0;

/** Colour of a band: its 房's hue, lighter on odd rows, a little darker every other band of a row. */
export function bandColor(L: IcicleLayout, b: number): number {
  const base = L.fang[b] === 0 ? ROOT_RGB : FANG_RGB[(L.fang[b] - 1) % FANG_RGB.length];
  return shade(base, (L.row[b] & 1 ? 1.12 : 1) * ((b - L.rowOffsets[L.row[b]]) & 1 ? 0.9 : 1));
}

/** A run of narrower bands: the 房's hue, darker (many members in little space). */
export const runColor = (L: IcicleLayout, b: number): number =>
  shade(L.fang[b] === 0 ? ROOT_RGB : FANG_RGB[(L.fang[b] - 1) % FANG_RGB.length], L.row[b] & 1 ? 0.9 : 0.8);

/**
 * The colours as the vertex buffer holds them, looked up rather than computed per quad (a million shades and
 * typed-array fills were most of buildQuads' time): per hue (the root's, then each 房 hue) 4 band shades
 * (odd row × odd band in its row) and 2 run shades (odd row).
 */
interface Palette { band: Uint32Array; run: Uint32Array }

function palette(): Palette {
  const hues = [ROOT_RGB, ...FANG_RGB];
  const band = new Uint32Array(hues.length * 4);
  const run = new Uint32Array(hues.length * 2);
  hues.forEach((rgb, h) => {
    for (let v = 0; v < 4; v++) band[h * 4 + v] = abgr(shade(rgb, (v & 1 ? 1.12 : 1) * (v & 2 ? 0.9 : 1)));
    for (let v = 0; v < 2; v++) run[h * 2 + v] = abgr(shade(rgb, v ? 0.9 : 0.8));
  });
  return { band, run };
}

const hueOf = (L: IcicleLayout, b: number) => (L.fang[b] === 0 ? 0 : 1 + ((L.fang[b] - 1) % FANG_RGB.length));
const bandABGR = (P: Palette, L: IcicleLayout, b: number): number =>
  P.band[hueOf(L, b) * 4 + (L.row[b] & 1) + (((b - L.rowOffsets[L.row[b]]) & 1) << 1)];
const runABGR = (P: Palette, L: IcicleLayout, b: number): number => P.run[hueOf(L, b) * 2 + (L.row[b] & 1)];

export function buildQuads(L: IcicleLayout): OverviewQuads {
  const P = palette();
  // count: level 0 = bands; level k = wide bands + runs (at most one run between two wide bands / 房 changes)
  const levels = [1, ...L.levels.map((l) => l.minWidth)];
  const counts: number[] = [L.bandCount];
  for (let k = 1; k < levels.length; k++) counts.push(scanLevel(L, levels[k], null, 0));
  const quadCount = counts.reduce((a, b) => a + b, 0);
  const out: OverviewQuads = {
    quadCount,
    positions: new Float32Array(quadCount * 8),
    colors: new Uint32Array(quadCount * 4),
    quadBand: new Int32Array(quadCount),
    qx0: new Float64Array(quadCount),
    qx1: new Float64Array(quadCount),
    rowStart: [],
    minWidth: levels,
  };
  let q = 0;
  const rs0 = new Int32Array(L.rowCount + 1);
  for (let r = 0; r < L.rowCount; r++) {
    rs0[r] = q;
    for (let b = L.rowOffsets[r]; b < L.rowOffsets[r + 1]; b++) put(out, q++, L.x0[b], L.x0[b] + L.width[b], r, bandABGR(P, L, b), b);
  }
  rs0[L.rowCount] = q;
  out.rowStart.push(rs0);
  for (let k = 1; k < levels.length; k++) {
    const rs = new Int32Array(L.rowCount + 1);
    q = scanLevel(L, levels[k], out, q, rs, P);
    out.rowStart.push(rs);
  }
  return out;
}

/** Writes quad q: its 4 corners, its colour (already unorm8×4 ABGR) on each, its band and x range. */
function put(o: OverviewQuads, q: number, x0: number, x1: number, row: number, color: number, band: number): void {
  const p = o.positions;
  const y0 = row + ROW_TOP;
  const y1 = row + ROW_BOTTOM;
  const at = q * 8;
  p[at] = x0; p[at + 1] = y0;
  p[at + 2] = x1; p[at + 3] = y0;
  p[at + 4] = x1; p[at + 5] = y1;
  p[at + 6] = x0; p[at + 7] = y1;
  const c = o.colors;
  const ca = q * 4;
  c[ca] = color; c[ca + 1] = color; c[ca + 2] = color; c[ca + 3] = color;
  o.quadBand[q] = band;
  o.qx0[q] = x0;
  o.qx1[q] = x1;
}

/**
 * One level's quads, row by row: wide bands as themselves, and narrower ones merged into runs while they are of
 * one 房 and closer than `minWidth` to each other. Without `out` it only counts.
 */
function scanLevel(L: IcicleLayout, minWidth: number, out: OverviewQuads | null, q: number, rowStart?: Int32Array, P?: Palette): number {
  let c = 0;
  for (let r = 0; r < L.rowCount; r++) {
    if (rowStart) rowStart[r] = q + c;
    let runFrom = -1;
    let runX0 = 0;
    let runX1 = 0;
    const flush = () => {
      if (runFrom < 0) return;
      if (out && P) put(out, q + c, runX0, runX1, r, runABGR(P, L, runFrom), -1);
      c++;
      runFrom = -1;
    };
    for (let b = L.rowOffsets[r]; b < L.rowOffsets[r + 1]; b++) {
      const x0 = L.x0[b];
      const x1 = x0 + L.width[b];
      if (L.width[b] >= minWidth) {
        flush();
        if (out && P) put(out, q + c, x0, x1, r, bandABGR(P, L, b), b);
        c++;
      } else if (runFrom >= 0 && x0 - runX1 < minWidth && L.fang[b] === L.fang[runFrom]) {
        runX1 = x1;
      } else {
        flush();
        runFrom = b;
        runX0 = x0;
        runX1 = x1;
      }
    }
    flush();
  }
  if (rowStart) rowStart[L.rowCount] = q + c;
  return out ? q + c : c;
}

/** First quad of level k's row r whose right edge is past x (binary search). */
export function firstQuadAfter(Q: OverviewQuads, k: number, r: number, x: number): number {
  let lo = Q.rowStart[k][r];
  let hi = Q.rowStart[k][r + 1];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Q.qx1[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The level to draw at `pxPerUnit`: the coarsest whose bands drawn on their own are at least ~minPx wide. */
export function quadLevelFor(Q: OverviewQuads, pxPerUnit: number, minPx = 2): number {
  let k = 0;
  while (k + 1 < Q.minWidth.length && Q.minWidth[k + 1] * pxPerUnit <= minPx) k++;
  return k;
}

/**
 * Writes the indices of the quads of level k in view (x from x0 to x1 units, rows r0..r1) into `indices`, up to
 * `capacity` quads; `rowDrawn[r]` gets how many quads of row r were written. Returns the quad count, or -1 when
 * the capacity ran out (the caller tries a coarser level).
 */
export function cullQuads(Q: OverviewQuads, k: number, x0: number, x1: number, r0: number, r1: number, indices: Uint32Array, capacity: number, rowDrawn: Int32Array): number {
  let n = 0;
  rowDrawn.fill(0);
  const rows = Q.rowStart[k].length - 1;
  for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1); r++) {
    const end = Q.rowStart[k][r + 1];
    for (let q = firstQuadAfter(Q, k, r, x0); q < end && Q.qx0[q] < x1; q++) {
      if (n >= capacity) return -1;
      const v = q * 4;
      const at = n * 6;
      indices[at] = v;
      indices[at + 1] = v + 1;
      indices[at + 2] = v + 2;
      indices[at + 3] = v;
      indices[at + 4] = v + 2;
      indices[at + 5] = v + 3;
      n++;
      rowDrawn[r]++;
    }
  }
  return n;
}
