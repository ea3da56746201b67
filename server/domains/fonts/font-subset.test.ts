/**
 * The project font subset (HarfBuzz through subset-font): a standalone font that holds exactly the requested
 * characters, and pdf.js draws each of them the way it draws the full Noto Serif SC.
 */
import { describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createCanvas } from '@napi-rs/canvas';
import { FONT_FILES } from '../../../layouts/pdf/fonts';
import { subsetFont } from './font-subset';

const CELL = 50;
const PER_ROW = 10;

/** A PDF (pdfkit) with one row pair per 10 characters: first in `font`, then in the full font, each in its own cell. */
function pdfOf(chars: string[], font: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ size: [PER_ROW * CELL, Math.ceil(chars.length / PER_ROW) * 2 * CELL], margin: 0 });
  doc.registerFont('subset', font);
  doc.registerFont('full', FONT_FILES.serif);
  chars.forEach((ch, i) => {
    const x = (i % PER_ROW) * CELL;
    const y = Math.floor(i / PER_ROW) * 2 * CELL;
    doc.font('subset').fontSize(28).text(ch, x + 10, y + 4, { lineBreak: false });
    doc.font('full').fontSize(28).text(ch, x + 10, y + CELL + 4, { lineBreak: false });
  });
  const parts: Buffer[] = [];
  doc.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  doc.end();
  return done;
}

/** Renders page 1 with pdf.js (glyphs drawn from the embedded font programs) and returns each cell's grey pixels. */
async function cells(pdf: Buffer, count: number): Promise<{ subset: Uint8Array; full: Uint8Array }[]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const vp = page.getViewport({ scale: 1 });
  const canvas = createCanvas(Math.ceil(vp.width), Math.ceil(vp.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport: vp }).promise;
  await doc.destroy();
  const grey = (x: number, y: number) => {
    const d = ctx.getImageData(x, y, CELL, CELL).data;
    return Uint8Array.from({ length: CELL * CELL }, (_, i) => d[i * 4]);
  };
  return Array.from({ length: count }, (_, i) => {
    const x = (i % PER_ROW) * CELL;
    const y = Math.floor(i / PER_ROW) * 2 * CELL;
    return { subset: grey(x, y), full: grey(x, y + CELL) };
  });
}

const ink = (px: Uint8Array) => px.filter((v) => v < 128).length;
/** Pixels that differ clearly between two renderings of a cell. */
const diff = (a: Uint8Array, b: Uint8Array) => a.reduce((n, v, i) => n + (Math.abs(v - b[i]) > 64 ? 1 : 0), 0);
/** Differing pixels that still count as the same glyph (the two renderings match exactly here; 2 px of slack). */
const SAME = 2;

describe('subsetFont', () => {
  it('makes a small standalone font with a cmap for every covered character, BMP and beyond', async () => {
    const { font, covered, missing } = await subsetFont('陈堃喆𬀩垚，。ABC12𠀀');
    expect(missing).toEqual(['𠀀']);
    expect(covered).toContain('𬀩');
    const f = fontkit.create(font);
    for (const ch of '陈堃喆𬀩垚，A2') expect(f.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
    expect(f.hasGlyphForCodePoint('李'.codePointAt(0)!)).toBe(false);
    expect(f.numGlyphs).toBeLessThan(40);
    expect(font.length).toBeLessThan(60_000);
    const tags = Array.from({ length: font.readUInt16BE(4) }, (_, i) => font.toString('latin1', 12 + i * 16, 16 + i * 16));
    expect(font.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'loca', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post']));
  });

  it('pdf.js draws every requested character from the subset exactly as from the full font', async () => {
    const chars = [...'陈堃喆𬀩垚淼德星堂龘，。、ABCxyz019（）《》一世公'];
    const { font, missing } = await subsetFont(chars);
    expect(missing).toEqual([]);
    const got = await cells(await pdfOf(chars, font), chars.length);
    got.forEach(({ subset, full }, i) => {
      expect(ink(full), `${chars[i]} in the full font`).toBeGreaterThan(5);
      expect(diff(subset, full), chars[i]).toBeLessThanOrEqual(SAME);
    });
  });

  it('the same check fails for a character the subset lacks', async () => {
    const { font } = await subsetFont('陈氏');
    const [chen, li] = await cells(await pdfOf(['陈', '李'], font), 2);
    expect(diff(chen.subset, chen.full)).toBeLessThanOrEqual(SAME);
    expect(ink(li.full)).toBeGreaterThan(5);
    expect(diff(li.subset, li.full)).toBeGreaterThan(SAME * 10);
  });
});
