import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sheetSize, type BookModel } from '../page-model';
import { FONT_FILES, openFont } from './fonts';
import { sampleBook, sampleMembers } from './sample-book';
import { renderPdf, writePdf } from './write';

async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    out.push(tc.items.map((it) => ('str' in it ? it.str : '')).join(''));
  }
  await doc.destroy();
  return out;
}

const names = (book: BookModel) => book.pages.flatMap((p) => p.items.flatMap((it) => (it.kind === 'text' && it.role === 'name' ? [it.text] : [])));

describe('writePdf', () => {
  it('线装: every name is in the text, fonts are embedded subsets, the 版心 carries 谱名, 卷, 叶码 and 堂号', async () => {
    const book = sampleBook({ binding: 'thread', members: sampleMembers(60) });
    const { pdf, report } = await writePdf(book, { cover: { type: 1, name: book.title, volume: book.volume } });
    const texts = await pageTexts(pdf);
    expect(texts.length).toBe(1 + Math.ceil(book.pages.length / 2));
    const all = texts.join('\n');
    for (const n of names(book)) expect(all).toContain(n);
    expect(names(book).length).toBe(60);
    // leaf 1 (PDF page 2 after the cover): 版心
    expect(texts[1]).toContain('颍川陈氏族谱');
    expect(texts[1]).toContain('卷一');
    expect(texts[1]).toContain('德星堂');
    expect(texts[2]).toContain('二'); // leaf number 二
    const fontNames = [...pdf.toString('latin1').matchAll(/\/FontName \/([A-Z]{6})\+(NotoSerifSC-\w+)/g)].map((m) => m[2]);
    expect(fontNames).toContain('NotoSerifSC-Regular');
    expect(fontNames).toContain('NotoSerifSC-Bold');
    expect(pdf.toString('latin1')).not.toMatch(/\/FontName \/NotoSerifSC/); // never the whole font unprefixed
    expect(pdf.length).toBeLessThan(600_000); // the full fonts are 2 × 14.8 MB
    expect(report.missing).toEqual([]);
  }, 60_000);

  it('vertical punctuation uses the font\'s vertical glyphs (vert/vrt2)', async () => {
    const font = openFont(FONT_FILES.serif);
    const book = sampleBook({ binding: 'hardcover', members: sampleMembers(3) });
    const { doc } = renderPdf(book);
    const embedded = (doc as unknown as { _fontFamilies: Record<string, { subset: { glyphs: number[] } }> })._fontFamilies.serif;
    const used = new Set(embedded.subset.glyphs);
    for (const ch of ['，', '。', '、', '「', '」', '（', '）', '《', '》']) {
      const h = font.layout(ch).glyphs[0].id;
      const v = font.layout(ch, ['vert', 'vrt2']).glyphs[0].id;
      expect(v, ch).not.toBe(h);
      expect(used.has(v), ch).toBe(true);
      expect(used.has(h), ch).toBe(false); // the sample only has vertical text with these marks
    }
    doc.resume();
  });

  it('精装: one page per logical page with page numbers; a missing character is drawn as 〇 and reported', async () => {
    const book = sampleBook({ binding: 'hardcover', format: 8, members: sampleMembers(5) });
    book.pages[0].items.push({ kind: 'text', x: 0, y: 0, text: '陈𠀀生', size: 12, dir: 'h', role: 'name', memberId: 99 });
    const { pdf, report } = await writePdf(book, { cover: { type: 2, name: book.title, hall: book.hall } });
    const texts = await pageTexts(pdf);
    expect(texts.length).toBe(book.pages.length + 1);
    expect(texts[2]).toContain('2');
    expect(texts[1]).toContain('陈');
    expect(report.missing).toEqual(['𠀀']);
  }, 60_000);

  it('imposes on the sheet of the paper: 线装 A3 landscape, 精装 A4 portrait', async () => {
    for (const [binding, paper] of [['thread', 'A3'], ['hardcover', 'A4']] as const) {
      const { pdf } = await writePdf(sampleBook({ binding, paper, members: sampleMembers(10) }));
      const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true }).promise;
      const [, , w, h] = (await doc.getPage(1)).view;
      const s = sheetSize(paper, binding);
      expect([w, h].map(Math.round)).toEqual([s.width, s.height].map(Math.round));
      expect(binding === 'thread' ? w > h : h > w).toBe(true);
      await doc.destroy();
    }
  }, 60_000);
});

describe('watermark', () => {
  it('is drawn on every page but the cover when asked, and only then', async () => {
    const book = sampleBook({ binding: 'hardcover', members: sampleMembers(5) });
    const mark = '族谱 非会员版';
    const marked = await pageTexts((await writePdf(book, { cover: { type: 2, name: book.title }, watermark: mark })).pdf);
    expect(marked[0]).not.toContain(mark);
    for (const t of marked.slice(1)) expect(t.split(mark).length - 1).toBe(3);
    const clean = await pageTexts((await writePdf(book, { cover: { type: 2, name: book.title } })).pdf);
    expect(clean.join('')).not.toContain(mark);
  }, 60_000);
});
