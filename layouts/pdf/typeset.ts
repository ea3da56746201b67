/**
 * Typesetting one TextItem.
 *
 * Vertical ('v', the traditional formats): one character per square cell, top→bottom; a column wraps at `extent`
 * and the next column stands to its LEFT (`gap` between columns). Punctuation takes the font's vertical forms
 * (GSUB `vert`/`vrt2`: "，。、" sit in the cell's top-right, brackets 「」（）《》 turn). Latin DIGITS are written as
 * Chinese digits (1998 → 一九九八, the way years and numbers read in a vertical book); other Latin runs
 * (letters, ASCII punctuation) are turned 90° clockwise and take their own length. Punctuation that would open a
 * column hangs at the foot of the previous one. "\n" starts a new column.
 *
 * Horizontal ('h'): lines wrap at `extent` between any two characters (each advances by its own width, at most one
 * em, so a line never holds fewer characters than the engine's textBox reserves), a closing mark never opens a
 * line (it hangs); `align` start/center/end.
 */
import type { TextItem } from '../page-model';
import { digitsToChinese } from './numerals';
import { advance, drawPlaced, drawRun, VERTICAL_FEATURES, type GlyphPen, type Placed } from './glyphs';
import type { FontKey } from './fonts';

/** Characters that must not open a column or line. */
const CLOSING = new Set('，。、；：？！）」』》〉】〕…·,.;:?!)]'.split(''));
const LATIN = /[A-Za-z!-/:-@[-`{-~]/;

export interface VCell {
  /** The character(s): one CJK character, or a Latin run (rotated). */
  text: string;
  /** Cell top-left, points. */
  x: number;
  y: number;
  /** Length along the column, points (size for a CJK cell). */
  len: number;
  rotated: boolean;
}

/** Split vertical text into units: single characters, Latin runs (rotated), forced breaks. */
function vUnits(text: string): string[] {
  const out: string[] = [];
  let latin = '';
  for (const ch of digitsToChinese(text)) {
    if (LATIN.test(ch) || (latin && ch === ' ')) {
      latin += ch;
      continue;
    }
    if (latin) {
      out.push(latin.trimEnd());
      latin = '';
    }
    out.push(ch);
  }
  if (latin) out.push(latin.trimEnd());
  return out;
}

export function planVertical(item: TextItem, measure: (s: string) => number = (s) => advance(s, fontOf(item))): VCell[] {
  const s = item.size;
  const gap = item.gap ?? s * 0.25;
  const extent = item.extent ?? Infinity;
  const columns: VCell[][] = [[]];
  let y = 0;
  for (const u of vUnits(item.text)) {
    if (u === '\n') {
      columns.push([]);
      y = 0;
      continue;
    }
    const rotated = u.length > 1 || LATIN.test(u);
    const len = rotated ? measure(u) * s : s;
    const col = columns[columns.length - 1];
    if (y + len > extent + 0.01 && col.length > 0 && !(CLOSING.has(u) && !rotated)) {
      columns.push([]);
      y = 0;
    }
    columns[columns.length - 1].push({ text: u, x: 0, y, len, rotated });
    y += len;
  }
  const cells: VCell[] = [];
  columns.forEach((col, k) => {
    const used = col.length ? col[col.length - 1].y + col[col.length - 1].len : 0;
    const free = Number.isFinite(extent) ? Math.max(0, extent - used) : 0;
    const shift = item.align === 'center' ? free / 2 : item.align === 'end' ? free : 0;
    const left = item.x - s - k * (s + gap);
    for (const c of col) cells.push({ ...c, x: left, y: item.y + c.y + shift });
  });
  return cells;
}

export interface HLine {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** One token per code point: a line holds at least floor(extent / size) characters, as the layout engine reserves. */
function hTokens(text: string): string[] {
  return [...text];
}

export function planHorizontal(item: TextItem, measure: (s: string) => number = (s) => advance(s, fontOf(item))): HLine[] {
  const s = item.size;
  const gap = item.gap ?? s * 0.25;
  const extent = item.extent ?? Infinity;
  const lines: { text: string; width: number }[] = [{ text: '', width: 0 }];
  for (const tok of hTokens(item.text)) {
    if (tok === '\n') {
      lines.push({ text: '', width: 0 });
      continue;
    }
    const w = measure(tok) * s;
    let line = lines[lines.length - 1];
    if (line.width + w > extent + 0.01 && line.text && !CLOSING.has(tok)) {
      if (w > extent && tok.length > 1) {
        for (const ch of tok) {
          const cw = measure(ch) * s;
          line = lines[lines.length - 1];
          if (line.width + cw > extent + 0.01 && line.text) lines.push((line = { text: '', width: 0 }));
          line.text += ch;
          line.width += cw;
        }
        continue;
      }
      lines.push((line = { text: tok.trimStart(), width: 0 }));
      line.width = measure(line.text) * s;
      continue;
    }
    line.text += tok;
    line.width += w;
  }
  return lines.map((l, i) => {
    const free = Number.isFinite(extent) ? Math.max(0, extent - l.width) : 0;
    const dx = item.align === 'center' ? free / 2 : item.align === 'end' ? free : 0;
    return { text: l.text, x: item.x + dx, y: item.y + i * (s + gap), width: l.width };
  });
}

export const fontOf = (item: TextItem): FontKey => item.font ?? 'serif';

export function drawText(pen: GlyphPen, item: TextItem): void {
  const font = fontOf(item);
  if (item.dir === 'h') {
    drawPlaced(pen, planHorizontal(item).filter((l) => l.text).map((l) => ({ text: l.text, x: l.x, top: l.y })), item.size, font);
    return;
  }
  const cells = planVertical(item);
  const upright: Placed[] = cells.filter((c) => !c.rotated && c.text.trim()).map((c) => ({ text: c.text, x: c.x, top: c.y }));
  drawPlaced(pen, upright, item.size, font, VERTICAL_FEATURES);
  for (const c of cells) {
    if (!c.rotated) continue;
    // Turned 90° clockwise about the cell's top-left: the run's em box lies along the column.
    const { doc } = pen;
    doc.save();
    doc.translate(c.x + item.size, c.y).rotate(90);
    drawRun(pen, c.text, 0, 0.06 * item.size, item.size, font);
    doc.restore();
  }
}
