/**
 * The overview's layout job, pure (Node, worker or page): the icicle (icicle.ts) and its vertex buffer (quads.ts)
 * of a structure, the buffers of the answer to transfer, and the copies of the structure to send. The worker
 * (icicle.worker.ts) runs it; icicle-client.ts sends to it.
 */
import type { TreeStructure } from '../tree/layout/tree-index';
import { layoutIcicle, type IcicleLayout } from './icicle';
import { buildQuads, type OverviewQuads } from './quads';

export interface OverviewLayoutRequest {
  id: number;
  structure: TreeStructure;
}

export interface OverviewLayoutReply {
  id: number;
  layout: IcicleLayout;
  quads: OverviewQuads;
  ms: number;
}

export function layoutOverview(structure: TreeStructure): { layout: IcicleLayout; quads: OverviewQuads } {
  const layout = layoutIcicle(structure);
  return { layout, quads: buildQuads(layout) };
}

/** Every typed array's buffer of a layout and its quads (each buffer once). */
export function overviewTransferables(L: IcicleLayout, Q: OverviewQuads): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [
    L.member, L.bandOf, L.parentBand, L.x0, L.width, L.row, L.deepRow, L.rowOffsets, L.fang, L.fangHeads,
    ...L.levels.flatMap((l) => [l.offsets, l.bands]),
    Q.positions, Q.colors, Q.quadBand, Q.qx0, Q.qx1, ...Q.rowStart,
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/**
 * Copies of the structural arrays of an input (the names function and the rest stay on the main thread), to be
 * transferred: a copy of just the view, not the whole buffer a view may share with the pack (35 bytes a member).
 */
export function structureOf(s: TreeStructure): { structure: TreeStructure; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const own = <T extends ArrayLike<number>>(a: T): T => {
    if (!ArrayBuffer.isView(a)) return a;
    const copy = (a as unknown as Int32Array).slice() as unknown as T;
    transfer.push((copy as unknown as Int32Array).buffer as ArrayBuffer);
    return copy;
  };
  const structure: TreeStructure = {
    count: s.count, parent: own(s.parent), generation: own(s.generation), sex: own(s.sex), ranking: own(s.ranking),
    siblingOrder: s.siblingOrder && own(s.siblingOrder), spouseOffsets: own(s.spouseOffsets), spouseIndex: own(s.spouseIndex),
    secondParent: s.secondParent && { child: own(s.secondParent.child), parent: own(s.secondParent.parent) },
  };
  return { structure, transfer };
}
