/**
 * The PDF writer: a BookModel (layouts/page-model.ts) → a print-ready PDF (pdfkit; fonts embedded as subsets).
 * `renderPdf` returns the pdfkit document (a readable stream, already ended) for piping; `writePdf` collects it.
 */
import PDFDocument from 'pdfkit';
import { sheetSize, type BookModel, type LogicalPage, type PageItem } from '../page-model';
import { drawCover, type CoverSpec } from './cover';
import { bookCounts } from './page-count';
import { advance, drawRun, registerFonts, type GlyphPen } from './glyphs';
import { contentOrigin, drawLeafFurniture, drawPageFurniture, type Origin } from './impose';
import { drawText } from './typeset';

type Doc = InstanceType<typeof PDFDocument>;

export interface WriteOptions {
  cover?: CoverSpec;
  /** Called after each PDF page with (done, total) PDF pages. */
  onPage?: (done: number, total: number) => void;
  /** Bytes of an ImageItem's `src` (an upload key); data: URLs are read directly. Unresolved images draw a frame. */
  loadImage?: (src: string) => Buffer | null;
  /** Compress content streams (default true). */
  compress?: boolean;
  /** Where to stream the PDF while it is drawn (piped before the first page, so pages are not held in memory). */
  out?: NodeJS.WritableStream;
  /** A light diagonal mark over every page but the cover (the PDFs of users without the VIP no-watermark privilege). */
  watermark?: string;
}

export interface WriteReport {
  /** PDF pages written (cover included). */
  pdfPages: number;
  /** Characters no font has (drawn as 〇). */
  missing: string[];
  /** Characters drawn with the fallback font. */
  fallback: string[];
}

/** Leaves: groups of logical pages per PDF page (pairs for 线装). */
export function leaves(book: BookModel): LogicalPage[][] {
  if (book.binding === 'hardcover') return book.pages.map((p) => [p]);
  const out: LogicalPage[][] = [];
  for (let i = 0; i < book.pages.length; i += 2) out.push(book.pages.slice(i, i + 2));
  return out;
}

export function renderPdf(book: BookModel, opts: WriteOptions = {}): { doc: Doc; report: WriteReport } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: opts.compress ?? true,
    info: { Title: book.title, Subject: `${book.title} ${book.volume}`.trim(), Creator: 'Zupu 族谱', Producer: 'Zupu (pdfkit)' },
    lang: 'zh-CN',
    displayTitle: true,
  } as never);
  if (opts.out) doc.pipe(opts.out);
  const pen = registerFonts(doc);
  if (opts.cover) drawCover(pen, opts.cover, book.paper, opts.loadImage);
  const sheet = sheetSize(book.paper, book.binding);
  const groups = leaves(book);
  groups.forEach((group, i) => {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    if (book.binding === 'thread') drawLeafFurniture(pen, book, i + 1, group);
    else drawPageFurniture(pen, book, group[0]);
    group.forEach((page, slot) => drawItems(pen, page, contentOrigin(book, slot as 0 | 1), opts));
    if (opts.watermark) drawWatermark(pen, opts.watermark, sheet.width, sheet.height);
    opts.onPage?.(i + 1, groups.length);
  });
  doc.end();
  const report: WriteReport = {
    pdfPages: bookCounts(book.pages.length, book.binding, !!opts.cover).pdfPages,
    missing: [...pen.missing],
    fallback: [...pen.fallbackUsed],
  };
  return { doc, report };
}

/** Three light lines of `text` across the page, turned 30°, behind nothing that matters (drawn last, 12 % grey). */
export function drawWatermark(pen: GlyphPen, text: string, width: number, height: number): void {
  const d = pen.doc;
  const size = Math.max(18, Math.min(width, height) / 12);
  const w = advance(text) * size;
  d.save().fillColor('#000000').fillOpacity(0.12);
  d.rotate(-30, { origin: [width / 2, height / 2] });
  for (const k of [-1, 0, 1]) drawRun(pen, text, width / 2 - w / 2, height / 2 + k * height * 0.3 - size / 2, size, 'serif');
  d.restore();
}

/** The whole PDF in memory. */
export async function writePdf(book: BookModel, opts: WriteOptions = {}): Promise<{ pdf: Buffer; report: WriteReport }> {
  const { doc, report } = renderPdf(book, opts);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  return { pdf: Buffer.concat(chunks), report };
}

function drawItems(pen: GlyphPen, page: LogicalPage, o: Origin, opts: WriteOptions): void {
  const d = pen.doc;
  d.save().translate(o.x, o.y);
  for (const it of page.items) drawItem(pen, it, opts);
  d.restore();
}

function drawItem(pen: GlyphPen, it: PageItem, opts: WriteOptions): void {
  const d = pen.doc;
  switch (it.kind) {
    case 'text':
      d.fillColor('#000000');
      drawText(pen, it);
      return;
    case 'line':
      d.lineWidth(it.width ?? 0.6).strokeColor('#000000').moveTo(it.x1, it.y1).lineTo(it.x2, it.y2).stroke();
      return;
    case 'box':
      if (it.fill) d.rect(it.x, it.y, it.w, it.h).fill(it.fill);
      if (it.width !== 0) d.lineWidth(it.width ?? 0.6).strokeColor('#000000').rect(it.x, it.y, it.w, it.h).stroke();
      d.fillColor('#000000');
      return;
    case 'image': {
      const m = /^data:image\/(?:png|jpe?g);base64,(.+)$/.exec(it.src);
      const bytes = m ? Buffer.from(m[1], 'base64') : opts.loadImage?.(it.src) ?? null;
      if (bytes) {
        try {
          d.image(bytes, it.x, it.y, { fit: [it.w, it.h], align: 'center', valign: 'center' });
          return;
        } catch {
          // unreadable picture: fall through to its frame
        }
      }
      d.lineWidth(0.4).strokeColor('#999999').rect(it.x, it.y, it.w, it.h).stroke().strokeColor('#000000');
    }
  }
}
