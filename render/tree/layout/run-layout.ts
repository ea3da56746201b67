import type { LayoutOptions, TreeLayout } from '../types';
import type { TreeIndex, TreeStructure } from './tree-index';
import { layoutTree } from './tidy-layout';

export type LayoutRequest = { type: 'data'; structure: TreeStructure } | { type: 'layout'; id: number; options: LayoutOptions };
export type LayoutReply = { type: 'layout'; id: number; layout: TreeLayout; ms: number };

/** The pure part, shared by the worker and the in-thread fallback. */
export function runLayout(s: TreeStructure, idx: TreeIndex, options: LayoutOptions): TreeLayout {
  const { scratch: _scratch, ...layout } = layoutTree(s, idx, options);
  return layout;
}

/** The buffers a worker reply transfers instead of copying. */
export function transferables(l: TreeLayout): ArrayBufferLike[] {
  return [l.x.buffer, l.y.buffer, l.visible.buffer, l.nodeWidth.buffer, l.segments.buffer, l.segmentKind.buffer];
}
