/** The layout engine's books through the writer: every member's main entry is in the PDF's text, for each format. */
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { layoutBook } from '../index';
import { generatedInput } from '../test-inputs';
import { FORMAT_KEYS, type FormatId } from '../page-model';
import { digitsToChinese } from './numerals';
import { writePdf } from './write';

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    out.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  await doc.destroy();
  return out.join('\n').replace(/\s+/g, '');
}

describe.each([1, 9, 3, 5, 8] as FormatId[])('format %s', (format) => {
  it(`${FORMAT_KEYS[format]}: every name item is in the extracted text; fonts are subsets`, async () => {
    const book = layoutBook(generatedInput(format, { binding: format === 8 ? 'hardcover' : 'thread' }, 150));
    const { pdf, report } = await writePdf(book);
    const text = await pdfText(pdf);
    const names = book.pages.flatMap((p) => p.items.flatMap((it) => (it.kind === 'text' && it.role === 'name' ? [it] : [])));
    expect(names.length).toBeGreaterThan(50);
    const lost = names.filter((n) => !text.includes((n.dir === 'v' ? digitsToChinese(n.text) : n.text).replace(/\s+/g, ''))).map((n) => n.text);
    expect(lost).toEqual([]);
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSerifSC-Regular/);
    expect(report.missing).toEqual([]);
  }, 120_000);
});
