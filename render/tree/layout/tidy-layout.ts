/**
 * Tidy tree layout over typed arrays, linear time (Wetherell–Shannon "minimum width" with lazy subtree
 * shifts, as in Reingold–Tilford's `mod`):
 *
 *  1. pre-order walk from the roots (explicit stack) decides what is shown (filter, women, collapse) and each
 *     node's row (its 世), and records the walk;
 *  2. the walk read backwards is a post-order with siblings eldest-first (LTR) or youngest-first (RTL). Each
 *     node (a man with his wives = one node) is centred over its first and last child; `nextFree[row]` is the
 *     per-row contour. If the centre would collide with the contour, the whole subtree is shifted right:
 *     O(1) for the node (a `mod` applied later to its descendants) plus O(subtree height) to move the contour;
 *  3. a forward pass adds the accumulated mods and writes card positions; wives sit beside their husband.
 *
 * Because every row's contour only grows left to right, no two cards can overlap. Cost: O(n + shifts × height);
 * heights are ~30 generations, so in practice linear. No per-node objects: ~12 typed arrays of length n.
 */
import { CARD_H, CARD_W, COUPLE_GAP, PAD, ROW_PITCH } from '../constants';
import type { LayoutOptions, TreeLayout } from '../types';
import type { TreeIndex, TreeStructure } from './tree-index';
import { buildSegments } from './segments';

const HALF = CARD_W / 2;
const WIFE_STEP = CARD_W + COUPLE_GAP;

export interface LayoutScratch {
  /** Pre-order walk of shown nodes (wives excluded). */
  seq: Int32Array;
  seqLength: number;
  row: Int32Array;
  prelim: Float64Array;
  acc: Float64Array;
  firstChild: Float64Array;
  lastChild: Float64Array;
}

/** The women option hides every woman: wives and daughters (and the daughters' descendants). */
const isWoman = (sex: Uint8Array, i: number) => sex[i] === 2;

export function layoutTree(t: TreeStructure, index: TreeIndex, opts: LayoutOptions): TreeLayout & { scratch: LayoutScratch } {
  const n = t.count;
  const { childOffsets, childIndex, wifeOf } = index;
  const gen = t.generation;
  const sex = t.sex;
  const women = opts.women;
  const collapsed = opts.collapsed;
  const visible = new Uint8Array(n);
  const row = new Int32Array(n);
  const seq = new Int32Array(n);
  let seqLength = 0;

  // ---- 1. pre-order: visibility and rows -------------------------------------------------------------
  let start: Int32Array;
  if (opts.root >= 0 && opts.root < n) {
    const r = wifeOf[opts.root] >= 0 ? wifeOf[opts.root] : opts.root;
    start = Int32Array.of(r);
  } else start = index.roots;
  let minGen = Infinity;
  for (let k = 0; k < start.length; k++) if (gen[start[k]] < minGen) minGen = gen[start[k]];
  if (!Number.isFinite(minGen)) minGen = 1;
  const rootGen = opts.root >= 0 && start.length === 1 ? gen[start[0]] : -1;
  const span = opts.generations;
  const stack = new Int32Array(n + 1);
  let sp = 0;
  // Push roots so that they pop in input order reversed → the reversed walk sees them in order.
  for (let k = 0; k < start.length; k++) {
    const v = start[k];
    if (!women && isWoman(sex, v)) continue;
    stack[sp++] = v;
    row[v] = gen[v] - minGen;
    if (row[v] < 0) row[v] = 0;
  }
  const rtl = opts.rtl;
  let maxRowAll = 0;
  while (sp > 0) {
    const v = stack[--sp];
    visible[v] = 1;
    seq[seqLength++] = v;
    if (row[v] > maxRowAll) maxRowAll = row[v];
    if (collapsed && collapsed[v]) continue;
    const a = childOffsets[v];
    const b = childOffsets[v + 1];
    // LTR: push eldest first so the youngest pops first; the reversed walk is then eldest-first.
    for (let k = 0; k < b - a; k++) {
      const c = childIndex[rtl ? b - 1 - k : a + k];
      if (!women && isWoman(sex, c)) continue;
      if (span > 0) {
        const base = rootGen >= 0 ? rootGen : minGen;
        if (gen[c] - base >= span) continue;
      }
      const rc = gen[c] - minGen;
      row[c] = rc > row[v] ? rc : row[v] + 1;
      stack[sp++] = c;
    }
  }

  // ---- 2. post-order: contour packing ---------------------------------------------------------------
  const rows = maxRowAll + 1;
  const nextFree = new Float64Array(rows);
  const prelim = new Float64Array(n);
  const mod = new Float64Array(n);
  const firstChild = new Float64Array(n).fill(NaN);
  const lastChild = new Float64Array(n);
  const maxRow = new Int32Array(n);
  const wivesShown = (v: number) => (women ? t.spouseOffsets[v + 1] - t.spouseOffsets[v] : 0);
  for (let s = seqLength - 1; s >= 0; s--) {
    const v = seq[s];
    const r = row[v];
    const w = wivesShown(v) * WIFE_STEP;
    const leftExt = rtl ? HALF + w : HALF;
    const rightExt = rtl ? HALF : HALF + w;
    const minAnchor = nextFree[r] + leftExt;
    let anchor: number;
    if (firstChild[v] !== firstChild[v]) {
      anchor = minAnchor; // leaf (NaN check)
      maxRow[v] = r;
    } else {
      anchor = (firstChild[v] + lastChild[v]) / 2;
      if (anchor < minAnchor) {
        const shift = minAnchor - anchor;
        anchor = minAnchor;
        mod[v] = shift;
        for (let rr = r + 1; rr <= maxRow[v]; rr++) nextFree[rr] += shift;
      }
    }
    prelim[v] = anchor;
    nextFree[r] = anchor + rightExt + PAD;
    const p = t.parent[v];
    if (p >= 0 && visible[p] && !(start.length === 1 && v === start[0])) {
      if (firstChild[p] !== firstChild[p]) firstChild[p] = anchor;
      lastChild[p] = anchor;
      if (maxRow[v] > maxRow[p]) maxRow[p] = maxRow[v];
    }
  }

  // ---- 3. pre-order: absolute positions ------------------------------------------------------------
  const x = new Float32Array(n).fill(NaN);
  const y = new Float32Array(n).fill(NaN);
  const nodeWidth = new Float32Array(n);
  const acc = new Float64Array(n);
  let minX = Infinity;
  let maxX = -Infinity;
  let visibleCount = 0;
  for (let s = 0; s < seqLength; s++) {
    const v = seq[s];
    const p = t.parent[v];
    const base = p >= 0 && visible[p] && wifeOf[v] < 0 ? acc[p] : 0;
    acc[v] = base + mod[v];
    const anchor = prelim[v] + base;
    const top = row[v] * ROW_PITCH;
    x[v] = anchor - HALF;
    y[v] = top;
    visibleCount++;
    const k = wivesShown(v);
    nodeWidth[v] = CARD_W + k * WIFE_STEP;
    let lo = anchor - HALF;
    let hi = anchor + HALF;
    for (let j = 0; j < k; j++) {
      const wi = t.spouseIndex[t.spouseOffsets[v] + j];
      const left = rtl ? anchor - HALF - (j + 1) * WIFE_STEP : anchor - HALF + (j + 1) * WIFE_STEP;
      x[wi] = left;
      y[wi] = top;
      visible[wi] = 1;
      visibleCount++;
      if (left < lo) lo = left;
      if (left + CARD_W > hi) hi = left + CARD_W;
    }
    if (lo < minX) minX = lo;
    if (hi > maxX) maxX = hi;
  }
  // first/last child anchors are in the parent's pre-shift frame: make them absolute for the connectors.
  for (let s = 0; s < seqLength; s++) {
    const v = seq[s];
    // a child's final anchor is prelim[child] + acc[v]
    if (firstChild[v] === firstChild[v]) {
      firstChild[v] += acc[v];
      lastChild[v] += acc[v];
    }
  }
  const scratch: LayoutScratch = { seq, seqLength, row, prelim, acc, firstChild, lastChild };
  const seg = buildSegments(t, index, visible, x, y, scratch);
  if (visibleCount === 0) {
    minX = 0;
    maxX = 0;
  }
  return {
    count: n,
    x,
    y,
    visible,
    nodeWidth,
    segments: seg.segments,
    segmentKind: seg.kind,
    segmentCount: seg.count,
    minGeneration: minGen,
    rowCount: rows,
    minX,
    minY: 0,
    maxX,
    maxY: visibleCount ? maxRowAll * ROW_PITCH + CARD_H : 0,
    visibleCount,
    scratch,
  };
}
