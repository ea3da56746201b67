/**
 * Fixtures of the old-register tests (tests/api/oldreg-*.test.ts, tests/e2e/oldreg.e2e.test.ts): a scanned register
 * made by the project itself — a generated clan's 世系录 typeset by the clan-book engine (牒记式, 精装 A4, so that
 * 55 members fill 3 pages), each page rasterised with pdf.js at 216 dpi and put into a PDF of page images, as a
 * scanner writes one. The truth (name, 世, father, page) comes with it.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { rasterize, typesetRegister, type TruthEntry } from './ocr-ground-truth';
import type { Gray } from '../../server/ocr/image';

export interface ScannedRegister {
  pdf: Buffer;
  /** Page images (PNG), in order. */
  pngs: Buffer[];
  /** Entries with `page` = the page of this PDF (1-based). */
  truth: TruthEntry[];
}

export const grayPng = (g: Gray) => sharp(Buffer.from(g.data), { raw: { width: g.width, height: g.height, channels: 1 } }).png().toBuffer();

/**
 * An ink stain over one character of a member's raised name, as old scans have: the character cannot be read and the
 * admin types it on the review screen (the `stain` of `scannedRegister`: his name and which character).
 */
function stain(g: Gray, box: { x: number; y: number; size: number; dir: 'v' | 'h' }, index: number, scale: number): void {
  // the character's cell: vertical names run down from the top-right anchor, horizontal ones right from the top-left
  const [cx, cy] = box.dir === 'v'
    ? [(box.x - box.size / 2) * scale, (box.y + (index + 0.5) * box.size) * scale]
    : [(box.x + (index + 0.5) * box.size) * scale, (box.y + box.size / 2) * scale];
  const r = (box.size / 2) * scale * 1.05;
  for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(g.height, Math.ceil(cy + r)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(g.width, Math.ceil(cx + r)); x++) {
      const d = Math.hypot((x - cx) / r, (y - cy) / (r * 0.9));
      if (d <= 1) g.data[y * g.width + x] = Math.min(g.data[y * g.width + x], 12 + Math.round(16 * d));
    }
  }
}

/**
 * A PDF of `pages` scanned 世系录 pages of a generated clan of `members`; `stained` (a name, e.g. 陈珪, and the index of
 * one of its characters) gets an ink stain over that character.
 */
export async function scannedRegister(members = 55, pages = 3, stained?: { name: string; index: number }): Promise<ScannedRegister> {
  const reg = await typesetRegister(3, members, '世系录', { binding: 'hardcover' });
  const pageNos = reg.pages.slice(0, pages);
  if (pageNos.length < pages) throw new Error(`only ${reg.pages.length} 世系录 pages for ${members} members`);
  const imgs = await rasterize(reg.pdf, pageNos, 3);
  if (stained) {
    const box = [...reg.nameBoxes.values()].find((b) => b.text === stained.name && pageNos.includes(b.page));
    if (!box) throw new Error(`no raised name ${stained.name} on pages ${pageNos.join(',')}`);
    stain(imgs[pageNos.indexOf(box.page)], box, stained.index, 3);
  }
  const pngs = await Promise.all(imgs.map(grayPng));
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  imgs.forEach((g, i) => {
    const size: [number, number] = [g.width / 3, g.height / 3];
    doc.addPage({ size, margin: 0 });
    doc.image(pngs[i], 0, 0, { width: size[0], height: size[1] });
  });
  doc.end();
  await done;
  const truth = reg.truth.filter((t) => pageNos.includes(t.page)).map((t) => ({ ...t, page: pageNos.indexOf(t.page) + 1 }));
  return { pdf: Buffer.concat(chunks), pngs, truth };
}
