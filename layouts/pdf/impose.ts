/**
 * Imposition and page furniture.
 *
 * 线装 ('thread'): each PDF page is one leaf (叶) printed on a landscape sheet: logical page 2k−1 on the RIGHT
 * half, 2k on the LEFT, around the 版心 (centre strip) — folded along the strip's middle the leaf shows both
 * halves. A 四周双边 frame (thick outer, thin inner 边栏) encloses both halves; the 版心 carries, top to bottom:
 * 谱名, the upper 鱼尾 (a black fish tail, notch down), 卷 and the part label, the leaf number in Chinese numerals
 * (叶码), the lower 鱼尾 (notch up) and 堂号.
 * 精装 ('hardcover'): one logical page per portrait page, a running head (谱名 on the outside, the part on the
 * other side) over a hair rule, and the page number at the foot (Chinese numerals for the traditional formats,
 * Arabic for 现代式).
 */
import { margins, sheetSize, type BookModel, type LogicalPage } from '../page-model';
import { chineseNumber } from './numerals';
import { drawText } from './typeset';
import type { GlyphPen } from './glyphs';

export interface Origin {
  x: number;
  y: number;
}

/** Where a logical page's content box starts on its PDF page. `slot` 0 = right half (odd page), 1 = left. */
export function contentOrigin(book: Pick<BookModel, 'paper' | 'binding' | 'geometry'>, slot: 0 | 1): Origin {
  const m = margins(book.paper);
  if (book.binding === 'hardcover') return { x: m.outer, y: m.top };
  return slot === 0 ? { x: m.outer + book.geometry.width + m.centre, y: m.top } : { x: m.outer, y: m.top };
}

/** The 版心 strip's left edge and width on a 线装 sheet. */
export function centreStrip(book: Pick<BookModel, 'paper' | 'geometry'>): { x: number; w: number } {
  const m = margins(book.paper);
  return { x: m.outer + book.geometry.width, w: m.centre };
}

/** A 鱼尾: a black band with a V notch (pointing down for the upper one, up for the lower one). */
function fishTail(pen: GlyphPen, x: number, y: number, w: number, down: boolean): void {
  const h = w * 0.45;
  const notch = h * 0.75;
  const d = pen.doc;
  if (down) d.polygon([x, y], [x + w, y], [x + w, y + h], [x + w / 2, y + h - notch], [x, y + h]);
  else d.polygon([x, y + h], [x + w, y + h], [x + w, y], [x + w / 2, y + notch], [x, y]);
  d.fillColor('#000000').fill();
}

/** Frame, 版心 lines, 鱼尾 and the strip's texts of one 线装 leaf. */
export function drawLeafFurniture(pen: GlyphPen, book: Omit<BookModel, 'pages'>, leaf: number, pages: LogicalPage[]): void {
  const d = pen.doc;
  const m = margins(book.paper);
  const sheet = sheetSize(book.paper, 'thread');
  const pad = 6;
  const x0 = m.outer - pad;
  const y0 = m.top - pad;
  const x1 = sheet.width - m.outer + pad;
  const y1 = sheet.height - m.bottom + pad;
  d.save().strokeColor('#000000');
  d.lineWidth(1.8).rect(x0 - 3, y0 - 3, x1 - x0 + 6, y1 - y0 + 6).stroke();
  d.lineWidth(0.5).rect(x0, y0, x1 - x0, y1 - y0).stroke();
  const strip = centreStrip(book);
  const sx0 = strip.x + pad;
  const sx1 = strip.x + strip.w - pad;
  d.lineWidth(0.5).moveTo(sx0, y0).lineTo(sx0, y1).moveTo(sx1, y0).lineTo(sx1, y1).stroke();
  d.restore();

  const w = sx1 - sx0;
  const size = Math.min(11, w * 0.55);
  const cx = sx0 + (w + size) / 2; // top-right of a centred column
  const height = y1 - y0;
  const tailW = w;
  // 谱名 at the top (象鼻 area), then the upper 鱼尾
  const titleLen = Math.min(book.title.length, 9) * size;
  drawText(pen, { kind: 'text', x: cx, y: y0 + size * 0.6, text: book.title.slice(0, 9), size, dir: 'v', role: 'title' });
  const upper = y0 + size * 1.2 + titleLen;
  fishTail(pen, sx0, upper, tailW, true);
  // 卷 and the part label
  const label = pages[0]?.label ?? pages[0]?.section ?? '';
  const part = [book.volume, label].filter(Boolean).join(' ');
  const partTop = upper + tailW * 0.45 + size * 0.6;
  const hallLen = Math.min(book.hall.length, 6) * size;
  const lower = y1 - size * 1.2 - hallLen - tailW * 0.45;
  const leafText = chineseNumber(leaf);
  const leafTop = lower - size * 0.6 - leafText.length * size;
  const partExtent = Math.max(size, leafTop - size - partTop);
  // One column: a long part label gets smaller type rather than a second column outside the strip.
  const partText = part.replace(/\s+/g, '');
  const partSize = Math.max(4, Math.min(size * 0.9, partExtent / Math.max(1, [...partText].length)));
  drawText(pen, { kind: 'text', x: sx0 + (w + partSize) / 2, y: partTop, text: partText, size: partSize, dir: 'v', role: 'label' });
  drawText(pen, { kind: 'text', x: cx, y: leafTop, text: leafText, size, dir: 'v', role: 'label' });
  fishTail(pen, sx0, lower, tailW, false);
  if (book.hall) drawText(pen, { kind: 'text', x: cx, y: y1 - size * 0.6 - hallLen, text: book.hall.slice(0, 6), size, dir: 'v', role: 'label' });
  void height;
}

/** Running head and page number of one 精装 page. */
export function drawPageFurniture(pen: GlyphPen, book: Omit<BookModel, 'pages'>, page: LogicalPage): void {
  const d = pen.doc;
  const m = margins(book.paper);
  const sheet = sheetSize(book.paper, 'hardcover');
  const ruleY = m.top - 8;
  const size = 9;
  const odd = page.no % 2 === 1;
  d.save().lineWidth(0.4).strokeColor('#000000').moveTo(m.outer, ruleY).lineTo(sheet.width - m.outer, ruleY).stroke().restore();
  const part = page.label ?? page.section;
  const contentW = sheet.width - 2 * m.outer;
  // Outside edge: the title on odd (right-hand) pages' right, the part on the left; mirrored on even pages.
  const left = odd ? part : book.title;
  const right = odd ? book.title : part;
  const y = ruleY - size - 3;
  drawText(pen, { kind: 'text', x: m.outer, y, text: left, size, dir: 'h', role: 'label' });
  drawText(pen, { kind: 'text', x: m.outer, y, text: right, size, dir: 'h', extent: contentW, align: 'end', role: 'label' });
  const num = book.format === 8 ? String(page.no) : chineseNumber(page.no);
  drawText(pen, { kind: 'text', x: m.outer, y: sheet.height - m.bottom + 10, text: num, size, dir: 'h', extent: contentW, align: 'center', role: 'label' });
}
