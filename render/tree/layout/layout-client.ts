/**
 * Runs the layout in a Web Worker when one can be started (Vite bundles `layout.worker.ts`), else in-thread.
 * Only the newest request's answer is delivered; older ones are dropped.
 */
import type { LayoutOptions, TreeLayout } from '../types';
import { buildTreeIndex, type TreeIndex, type TreeStructure } from './tree-index';
import { runLayout, type LayoutReply } from './run-layout';

export class LayoutClient {
  private worker: Worker | null = null;
  private structure: TreeStructure | null = null;
  private index: TreeIndex | null = null;
  private seq = 0;
  private waiting: ((r: { layout: TreeLayout; ms: number } | null) => void) | null = null;

  constructor(useWorker: boolean) {
    if (useWorker && typeof Worker !== 'undefined') {
      try {
        this.worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
        this.worker.onmessage = (e: MessageEvent<LayoutReply>) => {
          if (e.data.id !== this.seq || !this.waiting) return;
          const w = this.waiting;
          this.waiting = null;
          w({ layout: e.data.layout, ms: e.data.ms });
        };
      } catch {
        this.worker = null;
      }
    }
  }

  get usesWorker(): boolean {
    return this.worker !== null;
  }

  setStructure(s: TreeStructure): void {
    this.structure = s;
    this.index = null;
    if (this.worker) {
      const { count, parent, generation, sex, ranking, siblingOrder, spouseOffsets, spouseIndex, secondParent } = s;
      this.worker.postMessage({ type: 'data', structure: { count, parent, generation, sex, ranking, siblingOrder, spouseOffsets, spouseIndex, secondParent } });
    }
  }

  /** Resolves with the layout, or null when a newer request superseded this one. */
  layout(options: LayoutOptions): Promise<{ layout: TreeLayout; ms: number } | null> {
    const id = ++this.seq;
    if (this.waiting) this.waiting(null);
    this.waiting = null;
    if (this.worker) {
      return new Promise((resolve) => {
        this.waiting = resolve;
        this.worker!.postMessage({ type: 'layout', id, options });
      });
    }
    const t0 = performance.now();
    if (!this.index) this.index = buildTreeIndex(this.structure!);
    const layout = runLayout(this.structure!, this.index, options);
    return Promise.resolve(id === this.seq ? { layout, ms: performance.now() - t0 } : null);
  }

  destroy(): void {
    this.worker?.terminate();
    this.worker = null;
    if (this.waiting) this.waiting(null);
    this.waiting = null;
  }
}
