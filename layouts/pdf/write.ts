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
import { balancedPageTree } from './page-tree';
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

/** What the writer needs of the book besides its pages. */
export type BookHead = Omit<BookModel, 'pages'>;

/**
 * The writer page by page: `add(page)` draws each logical page as it comes (a 线装 leaf once its two halves are
 * there), `end()` finishes the file. With `sink`, the bytes pdfkit produced are handed over synchronously after
 * each leaf, so a book laid out in one synchronous run (layouts/stream.ts) never waits in memory for the event loop.
 */
export class PdfBookWriter {
  readonly doc: Doc;
  private readonly pen: GlyphPen;
  private readonly sheet: { width: number; height: number };
  private readonly total: number;
  private readonly tree: { close(): void };
  private half: LogicalPage | null = null;
  private leaf = 0;
  private pages = 0;

  /** `pageCount`: the book's logical pages (for progress and the report). */
  constructor(private readonly book: BookHead, private readonly pageCount: number, private readonly opts: WriteOptions & { sink?: (chunk: Buffer) => void } = {}) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      compress: opts.compress ?? true,
      info: { Title: book.title, Subject: `${book.title} ${book.volume}`.trim(), Creator: 'Zupu 族谱', Producer: 'Zupu (pdfkit)' },
      lang: 'zh-CN',
      displayTitle: true,
    } as never);
    if (opts.out) this.doc.pipe(opts.out);
    this.tree = balancedPageTree(this.doc);
    this.pen = registerFonts(this.doc);
    if (opts.cover) drawCover(this.pen, opts.cover, book.paper, opts.loadImage);
    this.sheet = sheetSize(book.paper, book.binding);
    this.total = book.binding === 'thread' ? Math.ceil(pageCount / 2) : pageCount;
    this.drain();
  }

  add(page: LogicalPage): void {
    this.pages++;
    if (this.book.binding !== 'thread') this.draw([page]);
    else if (this.half) {
      const right = this.half;
      this.half = null;
      this.draw([right, page]);
    } else this.half = { ...page }; // its items stay ours when a stream lets the page go (stream.ts)
  }

  end(): WriteReport {
    if (this.half) this.draw([this.half]);
    this.half = null;
    if (this.pages !== this.pageCount) throw new Error(`PDF writer: ${this.pages} pages of ${this.pageCount}`);
    this.tree.close();
    this.doc.end();
    this.drain();
    return {
      pdfPages: bookCounts(this.pageCount, this.book.binding, !!this.opts.cover).pdfPages,
      missing: [...this.pen.missing],
      fallback: [...this.pen.fallbackUsed],
    };
  }

  private draw(group: LogicalPage[]): void {
    const { pen, book, opts, sheet } = this;
    this.doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    this.leaf++;
    if (book.binding === 'thread') drawLeafFurniture(pen, book, this.leaf, group);
    else drawPageFurniture(pen, book, group[0]);
    group.forEach((page, slot) => drawItems(pen, page, contentOrigin(book, slot as 0 | 1), opts));
    if (opts.watermark) drawWatermark(pen, opts.watermark, sheet.width, sheet.height);
    this.drain();
    opts.onPage?.(this.leaf, this.total);
  }

  /** pdfkit pushes what it has written to its readable side: hand it to the sink at once. */
  private drain(): void {
    const sink = this.opts.sink;
    if (!sink) return;
    for (let c = this.doc.read() as Buffer | null; c !== null; c = this.doc.read() as Buffer | null) sink(c);
  }
}

export function renderPdf(book: BookModel, opts: WriteOptions = {}): { doc: Doc; report: WriteReport } {
  const w = new PdfBookWriter(book, book.pages.length, opts);
  for (const page of book.pages) w.add(page);
  return { doc: w.doc, report: w.end() };
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
