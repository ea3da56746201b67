/**
 * Orthogonal connectors after layout: father → drop → bar → tick → child, and 兼祧 links (kind 1) from a
 * second father, drawn a little above the normal bar so they stay distinguishable.
 */
import { CARD_H, CARD_W, PAD } from '../constants';
import type { TreeStructure, TreeIndex } from './tree-index';
import type { LayoutScratch } from './tidy-layout';

const HALF = CARD_W / 2;

export function buildSegments(
  t: TreeStructure,
  index: TreeIndex,
  visible: Uint8Array,
  x: Float32Array,
  y: Float32Array,
  s: LayoutScratch,
): { segments: Float32Array; kind: Uint8Array; count: number } {
  const jt = t.secondParent;
  const cap = 2 * s.seqLength + 3 * (jt ? jt.child.length : 0) + 1;
  const segments = new Float32Array(cap * 4);
  const kind = new Uint8Array(cap);
  let c = 0;
  const push = (x0: number, y0: number, x1: number, y1: number, k: number) => {
    const o = c * 4;
    segments[o] = x0;
    segments[o + 1] = y0;
    segments[o + 2] = x1;
    segments[o + 3] = y1;
    kind[c++] = k;
  };
  for (let i = 0; i < s.seqLength; i++) {
    const v = s.seq[i];
    const p = t.parent[v];
    if (p >= 0 && visible[p] && index.wifeOf[v] < 0) {
      const barY = y[v] - PAD / 2;
      const ax = x[v] + HALF;
      push(ax, barY, ax, y[v], 0);
    }
    const f = s.firstChild[v];
    if (f === f) {
      const ax = x[v] + HALF;
      const bottom = y[v] + CARD_H;
      const barY = bottom + PAD / 2;
      const l = s.lastChild[v];
      const lo = Math.min(f, l, ax);
      const hi = Math.max(f, l, ax);
      push(ax, bottom, ax, barY, 0);
      if (hi > lo) push(lo, barY, hi, barY, 0);
    }
  }
  if (jt) {
    for (let k = 0; k < jt.child.length; k++) {
      const son = jt.child[k];
      const f2 = jt.parent[k];
      if (!visible[son] || !visible[f2]) continue;
      const fx = x[f2] + HALF;
      const sx = x[son] + HALF;
      const barY = y[son] - PAD / 2 - 8;
      push(fx, y[f2] + CARD_H, fx, barY, 1);
      push(Math.min(fx, sx), barY, Math.max(fx, sx), barY, 1);
      push(sx, barY, sx, y[son], 1);
    }
  }
  return { segments, kind, count: c };
}
