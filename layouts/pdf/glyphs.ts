/**
 * Drawing text runs with pdfkit, character by character where needed: the main font (Noto Serif SC, with the
 * vertical alternates `vert`/`vrt2` in vertical text), the fallback font for characters it lacks, and a visible 〇
 * in a thin box for characters no font has (collected in `missing`).
 */
import type PDFDocument from 'pdfkit';
import { FONT_FILES, fallbackFontPath, glyphSource, isSpace, openFont, type FontKey } from './fonts';

type Doc = InstanceType<typeof PDFDocument>;

/** The vertical-text features (fontkit applies them through the font's GSUB). */
export const VERTICAL_FEATURES = ['vert', 'vrt2'] as const;

/** Top of the ideographic em box above the baseline, in em (Noto CJK: 880/1000). */
export const EM_TOP = 0.88;

export interface GlyphPen {
  doc: Doc;
  /** Characters drawn as 〇 because no font has them. */
  missing: Set<string>;
  /** Characters drawn with the fallback font. */
  fallbackUsed: Set<string>;
  hasFallback: boolean;
}

export function registerFonts(doc: Doc): GlyphPen {
  doc.registerFont('serif', FONT_FILES.serif);
  doc.registerFont('serif-bold', FONT_FILES['serif-bold']);
  const fb = fallbackFontPath();
  if (fb) doc.registerFont('fallback', fb);
  return { doc, missing: new Set(), fallbackUsed: new Set(), hasFallback: !!fb };
}

const widthCache = new Map<string, number>();
/** Advance of `text` at size 1 (em), main font (fallback glyphs count one em). */
export function advance(text: string, font: FontKey = 'serif'): number {
  const key = font + '\u0001' + text;
  let w = widthCache.get(key);
  if (w === undefined) {
    const f = openFont(FONT_FILES[font]);
    w = 0;
    for (const ch of text) {
      if (glyphSource(ch.codePointAt(0)!) === 'main') w += f.layout(ch).advanceWidth / f.unitsPerEm;
      else w += 1;
    }
    if (widthCache.size < 200_000) widthCache.set(key, w);
  }
  return w;
}

/**
 * Draw `text` with its em box's top-left at (x, top), horizontally, at `size`. Splits into runs by the font that has
 * each character. `features` are passed to the layout (vertical alternates for a vertical cell).
 */
export function drawRun(pen: GlyphPen, text: string, x: number, top: number, size: number, font: FontKey, features?: readonly string[]): number {
  const { doc } = pen;
  const baseline = top + EM_TOP * size;
  let cx = x;
  let run = '';
  const flush = () => {
    if (!run) return;
    doc.font(font).fontSize(size);
    doc.text(run, cx, baseline, { lineBreak: false, baseline: 'alphabetic', features: features as never });
    cx += advance(run, font) * size;
    run = '';
  };
  for (const ch of text) {
    const src = isSpace(ch) ? 'main' : glyphSource(ch.codePointAt(0)!);
    if (src === 'main') {
      run += ch;
      continue;
    }
    flush();
    if (src === 'fallback') {
      pen.fallbackUsed.add(ch);
      doc.font('fallback').fontSize(size);
      doc.text(ch, cx, baseline, { lineBreak: false, baseline: 'alphabetic', features: features as never });
    } else {
      pen.missing.add(ch);
      drawPlaceholder(pen, cx, top, size);
    }
    cx += size;
  }
  flush();
  return cx - x;
}

/** A visible 〇 in a thin box: a character no font has. */
export function drawPlaceholder(pen: GlyphPen, x: number, top: number, size: number): void {
  const { doc } = pen;
  doc.save().lineWidth(0.3).strokeColor('#888888').rect(x + size * 0.05, top + size * 0.05, size * 0.9, size * 0.9).stroke().restore();
  doc.font('serif').fontSize(size * 0.8);
  doc.text('〇', x + size * 0.1, top + size * 0.1 + EM_TOP * size * 0.8, { lineBreak: false, baseline: 'alphabetic' });
}

/** pdfkit's embedded font object (the internals the fast path uses). */
interface EmbeddedFont {
  id: string;
  ref(): unknown;
  encode(text: string, features?: readonly string[]): [string[], unknown[]];
}

/** One piece of text to draw: its em box's top-left. */
export interface Placed {
  text: string;
  x: number;
  top: number;
}

const encodeCache = new WeakMap<object, Map<string, string>>();
const num = (n: number) => (Math.round(n * 100) / 100).toString();

/**
 * The fast path: many pieces in one font and size, written as one text object (one `Tm` + `Tj` per piece) instead
 * of a pdfkit `text()` call each (≈ 10× faster on a 10,000-member book). pdfkit still does the encoding, so the
 * subset, the widths and the ToUnicode map are its own. Pieces with a character the main font lacks go through
 * `drawRun` (fallback font or 〇).
 */
export function drawPlaced(pen: GlyphPen, pieces: Placed[], size: number, font: FontKey, features?: readonly string[]): void {
  const { doc } = pen;
  const fast: Placed[] = [];
  for (const p of pieces) {
    let ok = true;
    for (const ch of p.text) if (!isSpace(ch) && glyphSource(ch.codePointAt(0)!) !== 'main') ok = false;
    if (ok) fast.push(p);
    else drawRun(pen, p.text, p.x, p.top, size, font, features);
  }
  if (!fast.length) return;
  doc.font(font).fontSize(size);
  const d = doc as unknown as { _font: EmbeddedFont; page: { fonts: Record<string, unknown> }; addContent(s: string): void };
  const f = d._font;
  d.page.fonts[f.id] ??= f.ref();
  let cache = encodeCache.get(f);
  if (!cache) encodeCache.set(f, (cache = new Map()));
  const fkey = features ? features.join(',') + '|' : '|';
  const out: string[] = [`q 1 0 0 -1 0 0 cm BT /${f.id} ${num(size)} Tf`];
  const asc = EM_TOP * size;
  for (const p of fast) {
    // Character by character (cached): CJK needs no kerning, and a long line would be shaped again each time.
    let hex = '';
    for (const ch of p.text) {
      const key = fkey + ch;
      let h = cache.get(key);
      if (h === undefined) {
        h = f.encode(ch, features)[0].join('');
        cache.set(key, h);
      }
      hex += h;
    }
    out.push(`1 0 0 1 ${num(p.x)} ${num(-(p.top + asc))} Tm <${hex}> Tj`);
  }
  out.push('ET Q');
  d.addContent(out.join('\n'));
}
