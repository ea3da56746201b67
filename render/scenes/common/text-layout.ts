/**
 * Vertical CJK text layout, pure (no canvas): characters per column, vertical punctuation forms, and
 * the font size that fits a column into a box. The canvas drawing lives in text-texture.ts.
 */

/** Horizontal punctuation → the Unicode vertical presentation forms (U+FE10–FE19, U+FE30–FE4F). */
export const VERTICAL_FORMS: Readonly<Record<string, string>> = {
  '，': '︐', ',': '︐', '、': '︑', '。': '︒', '.': '︒', '：': '︓', ':': '︓', '；': '︔', ';': '︔',
  '！': '︕', '!': '︕', '？': '︖', '?': '︖', '〖': '︗', '〗': '︘', '…': '︙', '‥': '︰',
  '—': '︱', '–': '︲', '_': '︳', '（': '︵', '(': '︵', '）': '︶', ')': '︶', '｛': '︷', '{': '︷',
  '｝': '︸', '}': '︸', '〔': '︹', '〕': '︺', '【': '︻', '】': '︼', '《': '︽', '》': '︾',
  '〈': '︿', '〉': '﹀', '「': '﹁', '」': '﹂', '『': '﹃', '』': '﹄', '［': '﹇', '[': '﹇', '］': '﹈', ']': '﹈',
  '“': '﹁', '”': '﹂', '‘': '﹃', '’': '﹄',
};

/** Forms that must not begin a column (they hang at the end of the previous one). */
const NO_START = new Set(['︐', '︑', '︒', '︓', '︔', '︕', '︖', '︶', '︸', '︺', '︼', '︾', '﹀', '﹂', '﹄', '﹈', '︘']);
/** Forms that must not end a column (they move to the next one). */
const NO_END = new Set(['︵', '︷', '︹', '︻', '︽', '︿', '﹁', '﹃', '﹇', '︗']);

export function toVerticalForm(ch: string): string {
  return VERTICAL_FORMS[ch] ?? ch;
}

/** Splits text into characters (code points, so rare CJK outside the BMP stay whole), mapped to vertical forms. */
export function verticalGlyphs(text: string): string[] {
  return Array.from(text).filter((c) => c !== '\n').map(toVerticalForm);
}

/**
 * Breaks text into columns of at most `perColumn` glyphs (read top to bottom, columns right to left).
 * Closing punctuation that would start a column hangs at the end of the previous one (that column then
 * holds perColumn + 1); an opening bracket that would end a column moves to the next. '\n' forces a break.
 */
export function layoutColumns(text: string, perColumn: number): string[][] {
  if (perColumn < 1) throw new RangeError('perColumn must be ≥ 1');
  const columns: string[][] = [];
  for (const para of text.split('\n')) {
    const glyphs = verticalGlyphs(para);
    let col: string[] = [];
    for (const g of glyphs) {
      if (col.length >= perColumn) {
        if (NO_START.has(g)) { col.push(g); continue; }          // hang it
        const carry: string[] = [];
        while (col.length > 1 && NO_END.has(col[col.length - 1])) carry.unshift(col.pop()!);
        columns.push(col);
        col = carry;
      }
      col.push(g);
    }
    if (col.length || glyphs.length === 0) columns.push(col);
  }
  return columns;
}

export interface ColumnFit {
  /** Font size in px. */
  size: number;
  /** Vertical advance per glyph in px (≥ size). */
  advance: number;
  /** Top of the first glyph's cell, relative to the box top. */
  offset: number;
}

/**
 * Font size and advance so `count` glyphs fill a column box of `width` × `height` px: the size is capped
 * by the width (`widthRatio` of it) and by `maxSize`; if there is room left the glyphs spread out
 * (`spread: 'justify'`, like carved inscriptions, up to `maxGap` × size between them) or keep tight
 * spacing from the top ('start') or centre ('centre').
 */
export function fitColumn(
  count: number,
  width: number,
  height: number,
  opts: { widthRatio?: number; maxSize?: number; spread?: 'justify' | 'start' | 'centre'; gap?: number; maxGap?: number } = {},
): ColumnFit {
  const { widthRatio = 0.9, maxSize = Infinity, spread = 'justify', gap = 0.08, maxGap = 0.9 } = opts;
  if (count <= 0) return { size: 0, advance: 0, offset: 0 };
  const size = Math.max(1, Math.min(width * widthRatio, maxSize, height / (count * (1 + gap))));
  let advance = size * (1 + gap);
  let offset = 0;
  const used = advance * count;
  if (spread === 'justify' && count > 1) {
    advance = Math.min((height - size) / (count - 1), size * (1 + maxGap));
    offset = (height - (advance * (count - 1) + size)) / 2;
  } else if (spread === 'centre') {
    offset = (height - used) / 2;
  }
  return { size, advance, offset };
}
