/**
 * Runs the overview's layout job (icicle-job.ts: icicle.ts + quads.ts) in a Web Worker when one can be started
 * (Vite bundles `icicle.worker.ts`), else in-thread (no Worker). At 2,000,000 members the job takes about a
 * second: off the main thread, the page keeps drawing and answering meanwhile. The structure goes in as fresh
 * copies of its arrays, transferred (the card tree keeps the originals); the results come back transferred. Only
 * the newest request is answered; an older one resolves null.
 */
import type { TreeStructure } from '../tree/layout/tree-index';
import { layoutOverview, structureOf, type OverviewLayoutReply, type OverviewLayoutRequest } from './icicle-job';

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
