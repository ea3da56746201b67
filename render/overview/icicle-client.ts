/**
 * Runs the overview's layout (icicle.ts) and vertex buffer (quads.ts) in a Web Worker when one can be started
 * (Vite bundles `icicle.worker.ts`), else in-thread (Node tests, no Worker). At 2,000,000 members the two take
 * about a second: off the main thread, the page keeps drawing and answering meanwhile. The structure goes in as
 * fresh copies of its arrays, transferred (the card tree keeps the originals); the results come back transferred. Only the newest request is
 * answered; an older one resolves null.
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

export class OverviewLayoutClient {
  private worker: Worker | null = null;
  private seq = 0;
  private waiting: ((r: OverviewLayoutReply | null) => void) | null = null;

  constructor(useWorker = true) {
    if (useWorker && typeof Worker !== 'undefined') {
      try {
        this.worker = new Worker(new URL('./icicle.worker.ts', import.meta.url), { type: 'module' });
        this.worker.onmessage = (e: MessageEvent<OverviewLayoutReply>) => {
          if (e.data.id !== this.seq || !this.waiting) return;
          const w = this.waiting;
          this.waiting = null;
          w(e.data);
        };
      } catch {
        this.worker = null;
      }
    }
  }

  get usesWorker(): boolean {
    return this.worker !== null;
  }

  /** The layout and quads of `structure`, or null when a newer request superseded this one. */
  layout(structure: TreeStructure): Promise<OverviewLayoutReply | null> {
    const id = ++this.seq;
    if (this.waiting) this.waiting(null);
    this.waiting = null;
    if (this.worker) {
      return new Promise((resolve) => {
        this.waiting = resolve;
        const { structure: copy, transfer } = structureOf(structure);
        this.worker!.postMessage({ id, structure: copy } satisfies OverviewLayoutRequest, transfer);
      });
    }
    const t0 = performance.now();
    const r = layoutOverview(structure);
    return Promise.resolve({ id, ...r, ms: performance.now() - t0 });
  }

  destroy(): void {
    this.worker?.terminate();
    this.worker = null;
    if (this.waiting) this.waiting(null);
    this.waiting = null;
  }
}
