/**
 * `npx tsx scripts/render-samples.ts [members]`: typesets a generated clan (400 members by default) in each of the
 * five formats (traditional formats 线装 A4, 现代式 精装 A4), writes the PDF and renders the PDF page holding the
 * first chart (or the first record page) to PNG with pdf.js and @napi-rs/canvas (pdf.js's own optional canvas for
 * Node): docs/samples/<format>.png. Also both covers: docs/samples/cover-thread.png, cover-hardcover.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { layoutBook } from '../layouts/index';
import { generatedInput } from '../layouts/test-inputs';
import { FORMAT_KEYS, type BookModel, type FormatId } from '../layouts/page-model';
import { writePdf } from '../layouts/pdf/write';
import { rasterizePdf } from '../server/domains/oldreg/pdf-pages';

const OUT = 'docs/samples';
const SCALE = 1.4;

async function renderPage(pdf: Buffer, pageNo: number, file: string): Promise<void> {
  await rasterizePdf(new Uint8Array(pdf), [pageNo], async (p) => {
    if ('error' in p) throw new Error(`page ${pageNo}: ${p.error}`);
    writeFileSync(file, p.png);
  }, SCALE);
}

/** The PDF page (1-based, no cover) of the first chart page, else the first 世系录 page. */
function firstChartPdfPage(book: BookModel): number {
  const p = book.pages.find((x) => x.chart) ?? book.pages.find((x) => /世系/.test(x.section)) ?? book.pages[0];
  return book.binding === 'thread' ? Math.ceil(p.no / 2) : p.no;
}

async function main(): Promise<void> {
  const members = Number(process.argv[2] ?? 400);
  mkdirSync(OUT, { recursive: true });
  for (const format of [1, 9, 3, 5, 8] as FormatId[]) {
    const book = layoutBook(generatedInput(format, { binding: format === 8 ? 'hardcover' : 'thread' }, members));
    const { pdf } = await writePdf(book);
    const page = firstChartPdfPage(book);
    const file = `${OUT}/${FORMAT_KEYS[format]}.png`;
    await renderPage(pdf, page, file);
    process.stderr.write(`${file}: PDF page ${page} of ${book.title} (${book.pages.length} pages, ${pdf.length} bytes)\n`);
  }
  const book = layoutBook(generatedInput(1, {}, 20));
  for (const [type, name] of [[1, 'cover-thread'], [2, 'cover-hardcover']] as const) {
    const { pdf } = await writePdf({ ...book, pages: [] }, { cover: { type, name: book.title, hall: book.hall, volume: book.volume } });
    await renderPage(pdf, 1, `${OUT}/${name}.png`);
    process.stderr.write(`${OUT}/${name}.png\n`);
  }
}

await main();
