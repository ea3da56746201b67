/**
 * A second look at a character cell the recogniser gave nothing for (□): a character outside PP-OCRv4's key list
 * (珪, 琮 …) is matched against glyphs drawn from the book font family (Noto Serif SC, regular and bold) for the
 * candidate characters — the CJK unified characters (U+4E00–9FFF) that have a 康熙 stroke count (a character of
 * the 康熙 tradition names use) and are NOT in the key list (a key-list character would have been read). Both the
 * cell's ink and each glyph are cut to their ink box and sampled on the same small grid (stroke-position
 * features, blurred), compared by cosine similarity. The best match is accepted only when it is clearly the best
 * (similarity and margin over the runner-up); its confidence is kept under the review threshold so the review
 * screen always marks it. Pure but for the font file (opened once, lazily).
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { kangxiStrokes } from '../../model/naming/strokes';
import type { Gray } from './image';

/** Side of the sampling grid and of the feature grid. */
const FINE = 48;
const GRID = 16;
export const FEATURES = GRID * GRID;

interface PathCommand {
  command: string;
  args: number[];
}

/** A glyph's outline, flattened to closed polygons (font units, y up). */
export function flattenPath(commands: readonly PathCommand[]): number[][] {
  const polys: number[][] = [];
  let cur: number[] = [];
  let x = 0;
  let y = 0;
  const close = () => {
    if (cur.length >= 6) polys.push(cur);
    cur = [];
  };
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      close();
      [x, y] = args;
      cur.push(x, y);
    } else if (command === 'lineTo') {
      [x, y] = args;
      cur.push(x, y);
    } else if (command === 'quadraticCurveTo') {
      const [cx, cy, ex, ey] = args;
      for (let t = 1; t <= 6; t++) {
        const s = t / 6;
        const u = 1 - s;
        cur.push(u * u * x + 2 * u * s * cx + s * s * ex, u * u * y + 2 * u * s * cy + s * s * ey);
      }
      [x, y] = [ex, ey];
    } else if (command === 'bezierCurveTo') {
      const [c1x, c1y, c2x, c2y, ex, ey] = args;
      for (let t = 1; t <= 8; t++) {
        const s = t / 8;
        const u = 1 - s;
        cur.push(u * u * u * x + 3 * u * u * s * c1x + 3 * u * s * s * c2x + s * s * s * ex, u * u * u * y + 3 * u * u * s * c1y + 3 * u * s * s * c2y + s * s * s * ey);
      }
      [x, y] = [ex, ey];
    } else if (command === 'closePath') close();
  }
  close();
  return polys;
}

/** Polygons filled (non-zero winding) on a FINE × FINE grid spanning their own box; 1 = ink. */
export function fillPolygons(polys: readonly number[][]): Uint8Array {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of polys) {
    for (let i = 0; i < p.length; i += 2) {
      x0 = Math.min(x0, p[i]); x1 = Math.max(x1, p[i]);
      y0 = Math.min(y0, p[i + 1]); y1 = Math.max(y1, p[i + 1]);
    }
  }
  const out = new Uint8Array(FINE * FINE);
  if (!(x1 > x0) || !(y1 > y0)) return out;
  const sx = (x1 - x0) / FINE;
  const sy = (y1 - y0) / FINE;
  const cross: { x: number; w: number }[] = [];
  for (let row = 0; row < FINE; row++) {
    // font y grows upwards: row 0 is the top
    const yy = y1 - (row + 0.5) * sy;
    cross.length = 0;
    for (const p of polys) {
      const n = p.length / 2;
      for (let i = 0; i < n; i++) {
        const ax = p[2 * i], ay = p[2 * i + 1];
        const bx = p[(2 * i + 2) % p.length], by = p[(2 * i + 3) % p.length];
        if ((ay <= yy && by > yy) || (by <= yy && ay > yy)) cross.push({ x: ax + ((yy - ay) / (by - ay)) * (bx - ax), w: by > ay ? 1 : -1 });
      }
    }
    cross.sort((a, b) => a.x - b.x);
    let wind = 0;
    for (let k = 0; k < cross.length - 1; k++) {
      wind += cross[k].w;
      if (wind === 0) continue;
      const from = Math.max(0, Math.ceil((cross[k].x - x0) / sx - 0.5));
      const to = Math.min(FINE - 1, Math.floor((cross[k + 1].x - x0) / sx - 0.5));
      for (let c = from; c <= to; c++) out[row * FINE + c] = 1;
    }
  }
  return out;
}

/** A FINE × FINE ink mask → the GRID × GRID feature: coverage per block, blurred, centred, unit length. */
export function features(mask: Uint8Array): Float32Array {
  const step = FINE / GRID;
  const raw = new Float32Array(FEATURES);
  for (let y = 0; y < FINE; y++) for (let x = 0; x < FINE; x++) raw[Math.floor(y / step) * GRID + Math.floor(x / step)] += mask[y * FINE + x];
  const out = new Float32Array(FEATURES);
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      let s = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy, xx = x + dx;
          if (yy >= 0 && yy < GRID && xx >= 0 && xx < GRID) s += raw[yy * GRID + xx] * (dx || dy ? 0.5 : 1);
        }
      }
      out[y * GRID + x] = s;
    }
  }
  let mean = 0;
  for (const v of out) mean += v;
  mean /= FEATURES;
  let norm = 0;
  for (let i = 0; i < FEATURES; i++) {
    out[i] -= mean;
    norm += out[i] * out[i];
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < FEATURES; i++) out[i] /= norm;
  return out;
}

/** The ink of a cell (1 = ink) cut to its ink box and sampled on the FINE grid; null when the cell is empty. */
export function cellMask(ink: Gray): Uint8Array | null {
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x++) {
      if (!ink.data[y * ink.width + x]) continue;
      x0 = Math.min(x0, x); x1 = Math.max(x1, x);
      y0 = Math.min(y0, y); y1 = Math.max(y1, y);
    }
  }
  if (x1 < 0) return null;
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const out = new Uint8Array(FINE * FINE);
  for (let r = 0; r < FINE; r++) {
    const ya = y0 + (r * h) / FINE, yb = y0 + ((r + 1) * h) / FINE;
    for (let c = 0; c < FINE; c++) {
      const xa = x0 + (c * w) / FINE, xb = x0 + ((c + 1) * w) / FINE;
      // any ink in the source area of this sample
      let hit = 0;
      for (let y = Math.floor(ya); y < Math.max(Math.floor(ya) + 1, Math.ceil(yb)) && !hit; y++) {
        for (let x = Math.floor(xa); x < Math.max(Math.floor(xa) + 1, Math.ceil(xb)) && !hit; x++) hit = ink.data[y * ink.width + x];
      }
      out[r * FINE + c] = hit ? 1 : 0;
    }
  }
  return out;
}

export interface GlyphMatch {
  ch: string;
  /** Cosine similarity of the best glyph (0–1). */
  score: number;
  /** Its lead over the best glyph of another character. */
  margin: number;
}

export class GlyphMatcher {
  private readonly chars: string[] = [];
  private readonly feats: Float32Array[] = [];
  private readonly extra = new Map<string, Float32Array[]>();

  /** `draw`: a character's glyph masks (one per font weight), for characters outside the candidates. */
  constructor(private readonly draw?: (ch: string) => Uint8Array[]) {}

  /** Templates: each character with one or more outlines (the font weights). */
  add(ch: string, mask: Uint8Array): void {
    this.chars.push(ch);
    this.feats.push(features(mask));
  }

  get size(): number {
    return this.chars.length;
  }

  /** How well one character's glyph fits a cell (cosine similarity; the glyph drawn on demand and kept). */
  scoreOf(cellInk: Gray, ch: string): number {
    const mask = cellMask(cellInk);
    if (!mask || !this.draw) return 0;
    let t = this.extra.get(ch);
    if (!t) {
      t = this.draw(ch).map(features);
      this.extra.set(ch, t);
    }
    const f = features(mask);
    return Math.max(0, ...t.map((g) => f.reduce((s, v, i) => s + v * g[i], 0)));
  }

  /** The best character for a cell's ink (1 = ink), or null when the cell is empty or nothing is clearly best. */
  match(cellInk: Gray, minScore = 0.75, minMargin = 0.03): GlyphMatch | null {
    const r = this.ranked(cellInk);
    if (!r.length) return null;
    const [{ ch, score }, next] = r;
    const margin = score - (next?.score ?? 0);
    return score >= minScore && margin >= minMargin ? { ch, score, margin } : null;
  }

  /** The candidates best first (the ten best), each with its best glyph's similarity. */
  ranked(cellInk: Gray): { ch: string; score: number }[] {
    const mask = cellMask(cellInk);
    if (!mask) return [];
    const f = features(mask);
    const best = new Map<string, number>();
    for (let k = 0; k < this.feats.length; k++) {
      const t = this.feats[k];
      let s = 0;
      for (let i = 0; i < FEATURES; i++) s += f[i] * t[i];
      if (s > (best.get(this.chars[k]) ?? -Infinity)) best.set(this.chars[k], s);
    }
    return [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([ch, score]) => ({ ch, score }));
  }
}

const require = createRequire(import.meta.url);

/** The book font family's files (the clan-book engine sets names in the bold). */
function fontFiles(): string[] {
  const dir = require.resolve('@expo-google-fonts/noto-serif-sc/package.json').slice(0, -'package.json'.length);
  return [dir + '400Regular/NotoSerifSC_400Regular.ttf', dir + '700Bold/NotoSerifSC_700Bold.ttf'];
}

/** The candidate characters: CJK unified, with a 康熙 stroke count, outside the recogniser's key list. */
export function candidateChars(keys: readonly string[]): string[] {
  const known = new Set(keys);
  const out: string[] = [];
  for (let cp = 0x4e00; cp <= 0x9fff; cp++) {
    const ch = String.fromCodePoint(cp);
    if (!known.has(ch) && kangxiStrokes(ch) != null) out.push(ch);
  }
  return out;
}

/**
 * A matcher over the candidates, drawn from the book font family (≈ 15 s of CPU once per worker, ≈ 30 MB kept).
 * fontkit keeps every glyph it parses: the font is opened afresh for each batch so the parsed ones can go.
 */
export function bookFontMatcher(keys: readonly string[]): GlyphMatcher {
  const files = fontFiles();
  const outline = (font: fontkit.Font, ch: string): Uint8Array | null => {
    const cp = ch.codePointAt(0)!;
    if (!font.hasGlyphForCodePoint(cp)) return null;
    const polys = flattenPath(font.glyphForCodePoint(cp).path.commands as PathCommand[]);
    return polys.length ? fillPolygons(polys) : null;
  };
  let kept: fontkit.Font[] | null = null;
  const m = new GlyphMatcher((ch) => {
    kept ??= files.map((f) => fontkit.openSync(f));
    return kept.map((f) => outline(f, ch)).filter((x): x is Uint8Array => x != null);
  });
  const chars = candidateChars(keys);
  for (const file of files) {
    for (let i = 0; i < chars.length; i += 1000) {
      const font = fontkit.openSync(file);
      for (const ch of chars.slice(i, i + 1000)) {
        const mask = outline(font, ch);
        if (mask) m.add(ch, mask);
      }
    }
  }
  return m;
}
