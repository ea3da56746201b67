/**
 * The line ink of a page (the rules and connector lines of a 世系表/吊线图, the frames): straight runs of ink
 * along x or y, runs at neighbouring columns (rows) that overlap joined into one segment — the connected pieces
 * of a thin straight line, a residual skew of a fraction of a degree included. Pure.
 */

export interface Segment {
  /** Vertical: x of the line, y0..y1 its extent. Horizontal: y of the line, x0..x1 as y0..y1 (along). */
  at: number;
  from: number;
  to: number;
  /** How thick it is (px across). */
  width: number;
}

export interface Rules {
  v: Segment[];
  h: Segment[];
}

interface Run {
  at: number;
  from: number;
  to: number;
}

/** Runs of ink ≥ minLen along each line `at` (0 … across−1) of an ink mask read through `get(at, i)`. */
function runs(across: number, along: number, minLen: number, get: (at: number, i: number) => number): Run[] {
  const out: Run[] = [];
  for (let a = 0; a < across; a++) {
    let start = -1;
    for (let i = 0; i <= along; i++) {
      const on = i < along && get(a, i) === 1;
      if (on && start < 0) start = i;
      else if (!on && start >= 0) {
        if (i - start >= minLen) out.push({ at: a, from: start, to: i - 1 });
        start = -1;
      }
    }
  }
  return out;
}

/** Runs on neighbouring lines (≤ 2 apart) that overlap along the line, joined. */
function join(rs: Run[]): Segment[] {
  const groups: { runs: Run[]; last: number; from: number; to: number }[] = [];
  const open: typeof groups = [];
  for (const r of rs) {
    let g = open.find((o) => r.at !== o.last && r.at - o.last <= 2 && r.from <= o.to + 2 && r.to >= o.from - 2);
    if (g) {
      g.runs.push(r);
      g.last = r.at;
      g.from = Math.min(g.from, r.from);
      g.to = Math.max(g.to, r.to);
    } else {
      g = { runs: [r], last: r.at, from: r.from, to: r.to };
      groups.push(g);
      open.push(g);
    }
    // groups left behind are closed
    for (let k = open.length - 1; k >= 0; k--) if (r.at - open[k].last > 2) open.splice(k, 1);
  }
  return groups.map((g) => {
    const ats = g.runs.map((r) => r.at);
    const weight = g.runs.reduce((s, r) => s + r.to - r.from + 1, 0);
    const at = g.runs.reduce((s, r) => s + r.at * (r.to - r.from + 1), 0) / weight;
    return { at, from: g.from, to: g.to, width: Math.max(...ats) - Math.min(...ats) + 1 };
  });
}

/** Pieces of one line (at within `tol`) broken by specks or faded ink (gaps up to `gap`), joined. */
export function mergeCollinear(segs: readonly Segment[], tol: number, gap: number): Segment[] {
  const out: Segment[] = [];
  for (const s of [...segs].sort((a, b) => a.from - b.from)) {
    const m = out.find((o) => Math.abs(o.at - s.at) <= tol && s.from <= o.to + gap && s.to >= o.from - gap);
    if (!m) {
      out.push({ ...s });
      continue;
    }
    const len = (x: Segment) => x.to - x.from + 1;
    m.at = (m.at * len(m) + s.at * len(s)) / (len(m) + len(s));
    m.from = Math.min(m.from, s.from);
    m.to = Math.max(m.to, s.to);
    m.width = Math.max(m.width, s.width);
  }
  return out;
}

/**
 * Vertical and horizontal line segments of an ink mask (1 = ink): runs of at least `minV` (vertical) and `minH`
 * (horizontal) pixels; thicker than `maxWidth` is a stroke block, not a line, and is dropped.
 */
export function lineSegments(ink: Uint8Array, width: number, height: number, minV: number, minH: number, maxWidth = 6): Rules {
  const v = join(runs(width, height, Math.ceil(minV / 2), (x, y) => ink[y * width + x])).filter((s) => s.width <= maxWidth);
  const h = join(runs(height, width, Math.ceil(minH / 4), (y, x) => ink[y * width + x])).filter((s) => s.width <= maxWidth);
  const long = (min: number) => (s: Segment) => s.to - s.from + 1 >= min;
  return { v: mergeCollinear(v, 3, Math.ceil(minV / 4)).filter(long(minV)), h: mergeCollinear(h, 3, Math.ceil(minV / 2)).filter(long(minH)) };
}
