import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { layoutBook } from '../index';
import { generatedInput } from '../test-inputs';
import { PER_NODE } from './page-tree';
import { writePdf } from './write';

/** pdf.js reading the file by ranges only (as from file-send.ts with disableAutoFetch): the bytes it asked for. */
class CountingRanges extends pdfjs.PDFDataRangeTransport {
  read = 0;
  readonly asked: [number, number][] = [];
  constructor(private readonly pdf: Buffer) {
    super(pdf.length, new Uint8Array(0));
  }
  override requestDataRange(begin: number, end: number): void {
    this.read += end - begin;
    this.asked.push([begin, end]);
    setImmediate(() => this.onDataRange(begin, new Uint8Array(this.pdf.subarray(begin, end))));
  }
}

describe('the two-level page tree', () => {
  it(`groups pages by ${PER_NODE} under /Pages nodes in reading order, and pdf.js shows page 1 of a range-served book from a fraction of it`, async () => {
    const book = layoutBook(generatedInput(8, { binding: 'hardcover' }, 2000));
    const { pdf, report } = await writePdf(book);
    expect(report.pdfPages).toBeGreaterThan(2 * PER_NODE);
    const s = pdf.toString('latin1');
    const nodes = [...s.matchAll(/\/Type \/Pages\n\/Parent \d+ 0 R\n\/Kids \[[^\]]*\]\n\/Count (\d+)/g)].map((m) => Number(m[1]));
    expect(nodes.length).toBe(Math.ceil(report.pdfPages / PER_NODE));
    expect(nodes.reduce((a, b) => a + b, 0)).toBe(report.pdfPages);

    const ranges = new CountingRanges(pdf);
    const doc = await pdfjs.getDocument({ range: ranges, length: pdf.length, disableAutoFetch: true, disableStream: true, rangeChunkSize: 16384, disableFontFace: true, useSystemFonts: false }).promise;
    expect(doc.numPages).toBe(report.pdfPages);
    const text = async (i: number) => (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('');
    expect(await text(1)).toContain(book.title);
    // the start (page 1) and the end (trailer, nodes, fonts, the last page pdf.js checks); never the pages between,
    // which a flat /Kids array makes pdf.js fetch one by one
    const pagesEnd = s.indexOf('/Type /Pages'); // the nodes follow the last page's objects
    expect(ranges.asked.filter(([a, b]) => a < pagesEnd * 0.7 && b > pagesEnd * 0.3)).toEqual([]);
    expect(ranges.read).toBeLessThan(pdf.length / 2);
    // every page is where the reading order puts it: the first name entry of a few pages across the nodes
    for (const i of [2, PER_NODE, PER_NODE + 1, 2 * PER_NODE + 3, report.pdfPages]) {
      const first = book.pages[i - 1].items.find((it) => it.kind === 'text' && it.role === 'name');
      if (first?.kind === 'text') expect(await text(i)).toContain(first.text);
      else expect(await text(i)).toContain(String(i)); // 现代式 page number
    }
    await doc.destroy();
  }, 60_000);
});
