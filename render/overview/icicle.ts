/**
 * The whole-clan overview's layout: an icicle of the male line, pure and over typed arrays (Node or worker).
 *
 * Every man of the lineage is a band in the row of his generation; its width is his subtree size (himself and
 * every male-line descendant, so a man without sons has width 1 unit), and his sons' bands sit under it, eldest
 * first, centred in it (half a unit either side). Women (wives and daughters) and a daughter's descendants are left
 * out. Bands are numbered row by row, left to right, so a row's bands are one contiguous, x-sorted run: hit-testing
 * is a binary search on x in the row under the pointer. For culling with a level of detail, `levels[k]` lists per
 * row only the bands at least 4^k units wide (also x-sorted): a frame at a zoom where 4^k units are below a pixel
 * draws from that list, and each band's quad reaches down to its deepest descendant's row, so what is left out is
 * covered by its ancestor's colour (the shape of the clan stays).
 */
import { buildTreeIndex, type TreeIndex, type TreeStructure } from '../tree/layout/tree-index';

/** A band is at least this many units wide to be listed on level k: LEVEL_BASE^k. */
export const LEVEL_BASE = 4;

export interface IcicleLevel {
  /** Minimum band width (units) on this level. */
  minWidth: number;
  /** Row r's bands on this level: bands[offsets[r] .. offsets[r+1]), left to right. */
  offsets: Int32Array;
  bands: Int32Array;
}

export interface IcicleLayout {
  /** Members in the input. */
  count: number;
  /** Bands (men in the overview). */
  bandCount: number;
  /** Band → member index. */
  member: Int32Array;
  /** Member → band, -1 when left out (women, a daughter's descendants). */
  bandOf: Int32Array;
  /** Band → its father's band, -1 for a root. */
  parentBand: Int32Array;
  /** Left edge and width in units (width = subtree size: himself + male-line descendants). */
  x0: Float64Array;
  width: Float64Array;
  /** Row of the band (row 0 = generation minGeneration) and the deepest row of its subtree. */
  row: Uint16Array;
  deepRow: Uint16Array;
  /** Row r's bands are rowOffsets[r] .. rowOffsets[r+1] (every band is on level 0). */
  rowOffsets: Int32Array;
  rowCount: number;
  minGeneration: number;
  /** Sum of the roots' widths. */
  totalWidth: number;
  /** 房 of each band: the index (1-based) of the founder's son it descends from, 0 for a root. */
  fang: Uint16Array;
  /** Bands of the 房 heads (the sons of the root(s)), left to right. */
  fangHeads: Int32Array;
  /** Levels k ≥ 1 (level 0 is rowOffsets). */
  levels: IcicleLevel[];
}

/** Lay the male line out as an icicle. `index` may be passed when already built (the card tree's). */
export function layoutIcicle(t: TreeStructure, index: TreeIndex = buildTreeIndex(t)): IcicleLayout {
  const n = t.count;
  const male = (i: number) => t.sex[i] !== 2;
  // members in the overview: male roots, and men whose father is in it (a daughter's sons are not)
  const bandOf = new Int32Array(n).fill(-1);
  const order = new Int32Array(n); // pre-order of the men
  const rowOf = new Int32Array(n);
  let minGeneration = Infinity;
  for (const r of index.roots) if (male(r)) minGeneration = Math.min(minGeneration, t.generation[r]);
  if (!Number.isFinite(minGeneration)) minGeneration = 1;
  // pre-order walk (explicit stack, eldest son first)
  let m = 0;
  const stack = new Int32Array(n + 1);
  for (const r of index.roots) {
    if (!male(r)) continue;
    let sp = 0;
    stack[sp++] = r;
    rowOf[r] = Math.max(0, t.generation[r] - minGeneration);
    while (sp > 0) {
      const v = stack[--sp];
      bandOf[v] = m; // provisional: pre-order number
      order[m++] = v;
      for (let k = index.childOffsets[v + 1] - 1; k >= index.childOffsets[v]; k--) {
        const c = index.childIndex[k];
        if (!male(c) || bandOf[c] >= 0) continue;
        rowOf[c] = Math.max(rowOf[v] + 1, t.generation[c] - minGeneration);
        stack[sp++] = c;
      }
    }
  }
  // subtree sizes and deepest rows: the pre-order read backwards visits sons before fathers
  const size = new Float64Array(m);
  const deep = new Int32Array(m);
  for (let p = m - 1; p >= 0; p--) {
    const v = order[p];
    size[p] += 1;
    deep[p] = Math.max(deep[p], rowOf[v]);
    const f = t.parent[v];
    if (f >= 0 && p > 0) {
      const q = bandOf[f];
      if (q >= 0 && q < p) {
        size[q] += size[p];
        if (deep[p] > deep[q]) deep[q] = deep[p];
      }
    }
  }
  // x: roots side by side; a father's sons from half a unit inside his left edge
  const xPre = new Float64Array(m);
  const next = new Float64Array(m); // next free x under each father
  let total = 0;
  let rowCount = 0;
  for (let p = 0; p < m; p++) {
    const v = order[p];
    const f = t.parent[v];
    const q = f >= 0 ? bandOf[f] : -1;
    if (q >= 0 && q < p) {
      xPre[p] = next[q];
      next[q] += size[p];
    } else {
      xPre[p] = total;
      total += size[p];
    }
    next[p] = xPre[p] + 0.5;
    rowCount = Math.max(rowCount, rowOf[v] + 1);
  }
  // renumber row by row (a row's bands in pre-order are left to right)
  const rowOffsets = new Int32Array(rowCount + 1);
  for (let p = 0; p < m; p++) rowOffsets[rowOf[order[p]] + 1]++;
  for (let r = 0; r < rowCount; r++) rowOffsets[r + 1] += rowOffsets[r];
  const fillAt = rowOffsets.slice(0, rowCount);
  const member = new Int32Array(m);
  const x0 = new Float64Array(m);
  const width = new Float64Array(m);
  const row = new Uint16Array(m);
  const deepRow = new Uint16Array(m);
  const preToBand = new Int32Array(m);
  for (let p = 0; p < m; p++) {
    const v = order[p];
    const b = fillAt[rowOf[v]]++;
    preToBand[p] = b;
    member[b] = v;
    x0[b] = xPre[p];
    width[b] = size[p];
    row[b] = rowOf[v];
    deepRow[b] = deep[p];
  }
  const parentBand = new Int32Array(m).fill(-1);
  const fang = new Uint16Array(m);
  const heads: number[] = [];
  for (let p = 0; p < m; p++) {
    const v = order[p];
    const b = preToBand[p];
    bandOf[v] = b;
    const f = t.parent[v];
    if (f >= 0 && bandOf[f] >= 0 && bandOf[f] !== b) {
      // the father was renumbered earlier in this loop (pre-order: fathers first)
      const pb = bandOf[f];
      parentBand[b] = pb;
      if (parentBand[pb] < 0) {
        heads.push(b);
        fang[b] = heads.length;
      } else fang[b] = fang[pb];
    }
  }
  // heads in pre-order are left to right already
  const levels: IcicleLevel[] = [];
  for (let minWidth = LEVEL_BASE; minWidth <= total; minWidth *= LEVEL_BASE) {
    const offsets = new Int32Array(rowCount + 1);
    let c = 0;
    for (let r = 0; r < rowCount; r++) {
      for (let b = rowOffsets[r]; b < rowOffsets[r + 1]; b++) if (width[b] >= minWidth) c++;
      offsets[r + 1] = c;
    }
    const bands = new Int32Array(c);
    c = 0;
    for (let b = 0; b < m; b++) if (width[b] >= minWidth) bands[c++] = b;
    levels.push({ minWidth, offsets, bands });
  }
  return {
    count: n, bandCount: m, member, bandOf, parentBand, x0, width, row, deepRow, rowOffsets, rowCount,
    minGeneration, totalWidth: total, fang, fangHeads: Int32Array.from(heads), levels,
  };
}

/**
 * The level to draw from when one unit is `pxPerUnit` pixels: the coarsest whose minimum width is at most
 * `minPx` on screen, so every band it leaves out is narrower than `minPx` (0 = every band).
 */
export function levelFor(L: IcicleLayout, pxPerUnit: number, minPx = 1): number {
  let k = 0;
  while (k < L.levels.length && L.levels[k].minWidth * pxPerUnit <= minPx) k++;
  return k;
}

/** Bands of row r on level k (0 = all): a view into the x-sorted list, and its band ids. */
export function levelRow(L: IcicleLayout, k: number, r: number): { list: Int32Array | null; from: number; to: number } {
  if (k === 0) return { list: null, from: L.rowOffsets[r], to: L.rowOffsets[r + 1] };
  const lv = L.levels[k - 1];
  return { list: lv.bands, from: lv.offsets[r], to: lv.offsets[r + 1] };
}

/**
 * The first position in row r's list (level k) whose band ends after x (binary search on x0 + width, which is
 * sorted because a row's bands are disjoint and ordered).
 */
export function firstEndingAfter(L: IcicleLayout, k: number, r: number, x: number): number {
  const { list, from, to } = levelRow(L, k, r);
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const b = list ? list[mid] : mid;
    if (L.x0[b] + L.width[b] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The band drawn at (x units, row r) on level k: the band of row r containing x, else the nearest band above whose
 * quad reaches down to row r (an ancestor standing for descendants too narrow to draw). -1 on empty space.
 */
export function hitBand(L: IcicleLayout, x: number, r: number, k = 0): number {
  if (r < 0 || r >= L.rowCount || !(x >= 0 && x < L.totalWidth)) return -1;
  for (let rr = r; rr >= 0; rr--) {
    const { list, to } = levelRow(L, k, rr);
    const at = firstEndingAfter(L, k, rr, x);
    if (at >= to) continue;
    const b = list ? list[at] : at;
    if (L.x0[b] <= x && (rr === r || L.deepRow[b] >= r)) return b;
  }
  return -1;
}

/** Bands of a member's male-line ancestors, himself first (the paternal line upwards). */
export function ancestorBands(L: IcicleLayout, band: number): number[] {
  const out: number[] = [];
  for (let b = band; b >= 0 && out.length < 10_000; b = L.parentBand[b]) out.push(b);
  return out;
}

/**
 * The bounding box (units, rows) of a set of members on the overview, e.g. the cards in the card tree's view;
 * women are placed by their husband or father when given `anchor`. Null when none is in the overview.
 */
export function membersBox(L: IcicleLayout, members: ArrayLike<number>, anchor?: (i: number) => number): { x0: number; x1: number; r0: number; r1: number } | null {
  let x0 = Infinity, x1 = -Infinity, r0 = Infinity, r1 = -Infinity;
  for (let k = 0; k < members.length; k++) {
    let i = members[k];
    if (L.bandOf[i] < 0 && anchor) i = anchor(i);
    const b = i >= 0 ? L.bandOf[i] : -1;
    if (b < 0) continue;
    x0 = Math.min(x0, L.x0[b]);
    x1 = Math.max(x1, L.x0[b] + L.width[b]);
    r0 = Math.min(r0, L.row[b]);
    r1 = Math.max(r1, L.row[b]);
  }
  return x0 <= x1 ? { x0, x1, r0, r1 } : null;
}
