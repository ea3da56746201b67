/**
 * PDF pages of an uploaded register as page images: pdf.js (legacy build, Node) counts the pages at upload and
 * rasterises them in the read job at 216 dpi (scale 3, what server/ocr was measured at) onto @napi-rs/canvas, PNG.
 * Both are loaded on first use only, so the server's start does not pay for them.
 */
const SCALE = 3;

async function pdfjs() {
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

async function open(pdf: Uint8Array) {
  const lib = await pdfjs();
  return lib.getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
}

/** Pages of the PDF; throws when it is not one pdf.js can open. */
export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const doc = await open(pdf);
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

export interface PageImage { no: number; png: Buffer; width: number; height: number }
type Canvas = import('@napi-rs/canvas').Canvas;

/**
 * Each given 1-based page drawn on a white canvas at `scale`, one at a time through `each` (with the error of a page
 * that fails to render). The one PDF rasteriser: the read job's PNGs below, the OCR tests' grey images
 * (tests/helpers/ocr-ground-truth.ts) and the clan-book samples (scripts/render-samples.ts).
 */
export async function renderPdfPages(pdf: Uint8Array, pageNos: readonly number[], scale: number,
  each: (no: number, page: Canvas | { error: string }) => Promise<void>): Promise<void> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await open(pdf);
  try {
    for (const no of pageNos) {
      let out: Canvas | { error: string };
      try {
        const page = await doc.getPage(no);
        const vp = page.getViewport({ scale });
        const canvas = createCanvas(Math.ceil(vp.width), Math.ceil(vp.height));
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport: vp }).promise;
        page.cleanup();
        out = canvas;
      } catch (e) {
        out = { error: e instanceof Error ? e.message : String(e) };
      }
      await each(no, out);
    }
  } finally {
    await doc.destroy();
  }
}

/** The given 1-based pages as PNG, one at a time through `each` (a page that fails to render throws from `each`'s call). */
export async function rasterizePdf(pdf: Uint8Array, pageNos: readonly number[], each: (p: PageImage | { no: number; error: string }) => Promise<void>, scale = SCALE): Promise<void> {
  await renderPdfPages(pdf, pageNos, scale, async (no, c) => {
    await each('error' in c ? { no, error: c.error } : { no, png: await c.encode('png'), width: c.width, height: c.height });
  });
}
