/**
 * Covers (spec: cover `id, type, typeName, name, img`).
 * - type 1 线装 (thread-bound): a plain indigo cover the size of a folded leaf; the 题签 — a pale title strip with a
 *   thin frame — on the LEFT, near the top, carrying the 谱名 vertically (and the 卷 under it); the four stitch holes
 *   and thread of 四眼订法 along the RIGHT edge (the spine of a right-to-left book).
 * - type 2 硬壳精装 (hardcover): a portrait board in deep red with a gold double frame, the 谱名 centred vertically
 *   in large type and the 堂号 centred below it.
 * `img` (a data: URL or bytes resolved by the caller) is drawn full-bleed under the texts when given.
 */
import type PDFDocument from 'pdfkit';
import { sheetSize, type Paper } from '../page-model';
import { drawText } from './typeset';
import type { GlyphPen } from './glyphs';

type Doc = InstanceType<typeof PDFDocument>;

export interface CoverSpec {
  /** 1 线装, 2 硬壳精装. */
  type: 1 | 2;
  /** 谱名 on the cover. */
  name: string;
  typeName?: string;
  /** 堂号 (hardcover). */
  hall?: string;
  /** 卷 under the title strip's name (线装). */
  volume?: string;
  /** Background picture: a data: URL, an upload key (read through the writer's `loadImage`), or bytes. */
  img?: string | Buffer;
}

/** The cover's page size: a folded leaf (half a 线装 sheet) for type 1, the paper for type 2. */
export function coverSize(type: 1 | 2, paper: Paper): [number, number] {
  if (type === 1) {
    const s = sheetSize(paper, 'thread');
    return [s.width / 2, s.height];
  }
  const s = sheetSize(paper, 'hardcover');
  return [s.width, s.height];
}

function imageBytes(img: string | Buffer | undefined, load?: (key: string) => Buffer | null): Buffer | null {
  if (!img) return null;
  if (Buffer.isBuffer(img)) return img;
  const m = /^data:image\/(?:png|jpe?g);base64,(.+)$/.exec(img);
  return m ? Buffer.from(m[1], 'base64') : load?.(img) ?? null;
}

/** Add one page to `doc` and draw the cover on it. */
export function drawCover(pen: GlyphPen, cover: CoverSpec, paper: Paper = 'A4', loadImage?: (key: string) => Buffer | null): void {
  const doc: Doc = pen.doc;
  const [w, h] = coverSize(cover.type, paper);
  doc.addPage({ size: [w, h], margin: 0 });
  doc.rect(0, 0, w, h).fill(cover.type === 1 ? '#2b3a55' : '#6e1414');
  const bytes = imageBytes(cover.img, loadImage);
  if (bytes) {
    try {
      doc.image(bytes, 0, 0, { width: w, height: h });
    } catch {
      // an unreadable picture leaves the plain cover
    }
  }
  if (cover.type === 1) threadCover(pen, cover, w, h);
  else hardCover(pen, cover, w, h);
}

function threadCover(pen: GlyphPen, cover: CoverSpec, w: number, h: number): void {
  const doc = pen.doc;
  // 题签: on the left, near the top
  const sw = w * 0.16;
  const sh = h * 0.5;
  const sx = w * 0.07;
  const sy = h * 0.06;
  doc.rect(sx, sy, sw, sh).fill('#f3ead2');
  doc.save().lineWidth(0.8).strokeColor('#3a2a1a').rect(sx + 4, sy + 4, sw - 8, sh - 8).stroke().restore();
  const text = cover.volume ? `${cover.name}\u3000${cover.volume}` : cover.name;
  const size = Math.min(sw * 0.55, (sh - 30) / Math.max(4, [...text].length));
  doc.fillColor('#111111');
  drawText(pen, { kind: 'text', x: sx + (sw + size) / 2, y: sy + 14, text, size, dir: 'v', extent: sh - 28, role: 'title', font: 'serif-bold' });
  // 四眼订线 along the right edge
  const hx = w - 22;
  doc.save().strokeColor('#e8e0c8').lineWidth(1.2);
  const holes = [0.06, 0.35, 0.65, 0.94].map((f) => f * h);
  for (const y of holes) doc.moveTo(hx, y).lineTo(w, y).stroke();
  doc.moveTo(hx, holes[0]).lineTo(hx, holes[3]).stroke();
  doc.restore();
  doc.fillColor('#000000');
}

function hardCover(pen: GlyphPen, cover: CoverSpec, w: number, h: number): void {
  const doc = pen.doc;
  doc.save().strokeColor('#d4af37').lineWidth(2.5).rect(28, 28, w - 56, h - 56).stroke()
    .lineWidth(0.8).rect(36, 36, w - 72, h - 72).stroke().restore();
  const len = Math.max(3, [...cover.name].length);
  const size = Math.min(56, (h * 0.55) / len);
  doc.fillColor('#d4af37');
  drawText(pen, { kind: 'text', x: w / 2 + size / 2, y: h * 0.16, text: cover.name, size, dir: 'v', extent: h * 0.6, align: 'center', role: 'title', font: 'serif-bold' });
  if (cover.hall) drawText(pen, { kind: 'text', x: 0, y: h * 0.82, text: cover.hall, size: 20, dir: 'h', extent: w, align: 'center', role: 'label' });
  doc.fillColor('#000000');
}
