/**
 * Uniform grid over layout space (spatial buckets) for culling and hit-testing. Cards are all CARD_W × CARD_H,
 * so each card is filed once, in the cell of its top-left corner, and a query widens its rectangle by one card
 * to the left and up. Storage is CSR (cellStart/cellItems), built in O(n) with two counting passes.
 */
import { CARD_H, CARD_W } from '../constants';

export class CardGrid {
  readonly cellW: number;
  readonly cellH: number;
  readonly cols: number;
  readonly rows: number;
  readonly originX: number;
  readonly originY: number;
  readonly cellStart: Int32Array;
  readonly cellItems: Int32Array;
  private readonly x: Float32Array;
  private readonly y: Float32Array;

  constructor(x: Float32Array, y: Float32Array, visible: Uint8Array, bounds: { minX: number; minY: number; maxX: number; maxY: number }, cellW = 1280, cellH = 880) {
    this.x = x;
    this.y = y;
    const w = Math.max(1, bounds.maxX - bounds.minX);
    const h = Math.max(1, bounds.maxY - bounds.minY);
    // keep the grid at most ~4M cells
    while ((w / cellW) * (h / cellH) > 4e6) {
      cellW *= 2;
    }
    this.cellW = cellW;
    this.cellH = cellH;
    this.originX = bounds.minX;
    this.originY = bounds.minY;
    this.cols = Math.max(1, Math.ceil(w / cellW) + 1);
    this.rows = Math.max(1, Math.ceil(h / cellH) + 1);
    const cells = this.cols * this.rows;
    const start = new Int32Array(cells + 1);
    const n = x.length;
    const cellOf = new Int32Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (!visible[i]) {
        cellOf[i] = -1;
        continue;
      }
      const c = this.cellIndex(x[i], y[i]);
      cellOf[i] = c;
      start[c + 1]++;
      total++;
    }
    for (let c = 0; c < cells; c++) start[c + 1] += start[c];
    const fill = start.slice(0, cells);
    const items = new Int32Array(total);
    for (let i = 0; i < n; i++) if (cellOf[i] >= 0) items[fill[cellOf[i]]++] = i;
    this.cellStart = start;
    this.cellItems = items;
  }

  col(wx: number): number {
    const c = Math.floor((wx - this.originX) / this.cellW);
    return c < 0 ? 0 : c >= this.cols ? this.cols - 1 : c;
  }

  row(wy: number): number {
    const r = Math.floor((wy - this.originY) / this.cellH);
    return r < 0 ? 0 : r >= this.rows ? this.rows - 1 : r;
  }

  cellIndex(wx: number, wy: number): number {
    return this.row(wy) * this.cols + this.col(wx);
  }

  /**
   * Cards whose rectangle intersects [x0,x1)×[y0,y1) (open intersection: touching edges do not count).
   * Writes indices into `out` (grown if needed) and returns { out, count }.
   */
  query(x0: number, y0: number, x1: number, y1: number, out: Int32Array): { out: Int32Array; count: number } {
    let count = 0;
    const c0 = this.col(x0 - CARD_W);
    const c1 = this.col(x1);
    const r0 = this.row(y0 - CARD_H);
    const r1 = this.row(y1);
    const xs = this.x;
    const ys = this.y;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.cols + c;
        for (let k = this.cellStart[cell]; k < this.cellStart[cell + 1]; k++) {
          const i = this.cellItems[k];
          const cx = xs[i];
          const cy = ys[i];
          if (cx < x1 && cx + CARD_W > x0 && cy < y1 && cy + CARD_H > y0) {
            if (count === out.length) {
              const bigger = new Int32Array(out.length * 2 + 64);
              bigger.set(out);
              out = bigger;
            }
            out[count++] = i;
          }
        }
      }
    }
    return { out, count };
  }

  /** Member whose card contains (wx, wy), or -1. Cards never overlap, so at most one matches. */
  hit(wx: number, wy: number): number {
    const c0 = this.col(wx - CARD_W);
    const c1 = this.col(wx);
    const r0 = this.row(wy - CARD_H);
    const r1 = this.row(wy);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.cols + c;
        for (let k = this.cellStart[cell]; k < this.cellStart[cell + 1]; k++) {
          const i = this.cellItems[k];
          const cx = this.x[i];
          const cy = this.y[i];
          if (wx >= cx && wx < cx + CARD_W && wy >= cy && wy < cy + CARD_H) return i;
        }
      }
    }
    return -1;
  }
}
