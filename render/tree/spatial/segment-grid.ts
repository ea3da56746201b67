/**
 * Connector segments bucketed by the cells they cross (a long bar is filed in every cell it spans), for the
 * tile rasterizer and the per-cell line drawing. Queries dedupe with a stamp array, so nothing is allocated.
 */
export class SegmentGrid {
  readonly cellStart: Int32Array;
  readonly cellItems: Int32Array;
  private readonly stamp: Uint32Array;
  private stampValue = 0;

  constructor(
    readonly segments: Float32Array,
    readonly count: number,
    readonly originX: number,
    readonly originY: number,
    readonly cellW: number,
    readonly cellH: number,
    readonly cols: number,
    readonly rows: number,
  ) {
    const cells = cols * rows;
    const start = new Int32Array(cells + 1);
    this.forEachCell((cell) => start[cell + 1]++);
    for (let c = 0; c < cells; c++) start[c + 1] += start[c];
    const items = new Int32Array(start[cells]);
    const fill = start.slice(0, cells);
    this.forEachCell((cell, s) => (items[fill[cell]++] = s));
    this.cellStart = start;
    this.cellItems = items;
    this.stamp = new Uint32Array(count);
  }

  private clampCol(wx: number) {
    const c = Math.floor((wx - this.originX) / this.cellW);
    return c < 0 ? 0 : c >= this.cols ? this.cols - 1 : c;
  }

  private clampRow(wy: number) {
    const r = Math.floor((wy - this.originY) / this.cellH);
    return r < 0 ? 0 : r >= this.rows ? this.rows - 1 : r;
  }

  private forEachCell(fn: (cell: number, seg: number) => void) {
    const s = this.segments;
    for (let i = 0; i < this.count; i++) {
      const o = i * 4;
      const c0 = this.clampCol(Math.min(s[o], s[o + 2]));
      const c1 = this.clampCol(Math.max(s[o], s[o + 2]));
      const r0 = this.clampRow(Math.min(s[o + 1], s[o + 3]));
      const r1 = this.clampRow(Math.max(s[o + 1], s[o + 3]));
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) fn(r * this.cols + c, i);
    }
  }

  /** Calls fn(segmentIndex) once for every segment touching the rectangle. */
  query(x0: number, y0: number, x1: number, y1: number, fn: (seg: number) => void): void {
    if (++this.stampValue === 0xffffffff) {
      this.stamp.fill(0);
      this.stampValue = 1;
    }
    const mark = this.stampValue;
    const s = this.segments;
    const c0 = this.clampCol(x0);
    const c1 = this.clampCol(x1);
    const r0 = this.clampRow(y0);
    const r1 = this.clampRow(y1);
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.cols + c;
        for (let k = this.cellStart[cell]; k < this.cellStart[cell + 1]; k++) {
          const i = this.cellItems[k];
          if (this.stamp[i] === mark) continue;
          this.stamp[i] = mark;
          const o = i * 4;
          if (Math.max(s[o], s[o + 2]) < x0 || Math.min(s[o], s[o + 2]) > x1) continue;
          if (Math.max(s[o + 1], s[o + 3]) < y0 || Math.min(s[o + 1], s[o + 3]) > y1) continue;
          fn(i);
        }
      }
    }
  }
}
