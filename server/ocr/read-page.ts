/**
 * One page read: light flattened, deskewed (±2.5°), text detected (the PP-OCR detector through `OcrModels`, our
 * boxes), put in reading order (columns right to left, top to bottom), each vertical line cut into character cells
 * laid side by side upright for the recogniser, decoded with a confidence per character and its box on the
 * (straightened) page. The models are injected: the ONNX ones in the OCR worker (onnx.ts), fakes in tests.
 */
import { ctcDecode } from './ctc';
import { deskew } from './deskew';
import { dbBoxes, scaleBoxes, type ScoredBox } from './detect';
import { binarize, crop, flattenLight, gray, otsu, resize, type Box, type Gray } from './image';
import { charCells, isHorizontal, readingOrder, tightenColumn } from './reading-order';
import { lineSegments, type Rules } from './rules';

export interface OcrModels {
  keys: readonly string[];
  /** The detector on a normalised NCHW image (3 × height × width): a probability map height × width. */
  detect(input: Float32Array, width: number, height: number): Promise<Float32Array>;
  /** The recogniser on a normalised NCHW line (3 × 48 × width): probabilities steps × classes. */
  recognize(input: Float32Array, width: number): Promise<{ probs: Float32Array; steps: number; classes: number }>;
  /**
   * A second look at a cell (its ink, 1 = ink) the recogniser gave nothing for, or read with low confidence
   * (`read`): a character outside the key list (glyphs.ts) that fits the cell clearly better, with a confidence
   * under the review threshold; null when nothing does.
   */
  secondLook?(cellInk: Gray, read?: { ch: string; conf: number }): { ch: string; conf: number; alt?: string[] } | null;
}

export interface OcrChar {
  ch: string;
  conf: number;
  box: Box;
  /** Characters outside the key list whose glyphs fit the cell about equally well (the register decides: vocabulary.ts). */
  alt?: string[];
}

export interface OcrLine {
  dir: 'v' | 'h';
  column: number;
  box: Box;
  text: string;
  chars: OcrChar[];
}

export interface OcrPage {
  width: number;
  height: number;
  /** The skew found and undone (degrees); boxes are on the straightened page. */
  angle: number;
  lines: OcrLine[];
  /** The line ink (rules, connector lines, frames) on the straightened page: what a 世系表 is read by. */
  rules?: Rules;
}

export interface ReadOptions {
  /** Longest side given to the detector (multiple of 32). */
  detectSide?: number;
  deskew?: boolean;
}

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
export const REC_HEIGHT = 48;

function detInput(img: Gray): Float32Array {
  const n = img.width * img.height;
  const out = new Float32Array(3 * n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) out[c * n + i] = (img.data[i] / 255 - MEAN[c]) / STD[c];
  }
  return out;
}

function recInput(img: Gray): Float32Array {
  const n = img.width * img.height;
  const out = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) {
    const v = img.data[i] / 127.5 - 1;
    out[i] = v;
    out[n + i] = v;
    out[2 * n + i] = v;
  }
  return out;
}

async function recognizeStrip(strip: Gray, models: OcrModels) {
  const w = Math.max(REC_HEIGHT / 4, Math.round((strip.width * REC_HEIGHT) / strip.height));
  const line = resize(strip, w, REC_HEIGHT);
  const { probs, steps, classes } = await models.recognize(recInput(line), w);
  return { chars: ctcDecode(probs, steps, classes, models.keys), steps, width: w };
}

/** A vertical line: its character cells side by side, upright, then recognised; each character gets its cell. */
async function readVertical(page: Gray, ink: Uint8Array, box: Box, pitch: number, models: OcrModels): Promise<OcrChar[]> {
  const b = { x: Math.floor(box.x), y: Math.floor(box.y), w: Math.ceil(box.w), h: Math.ceil(box.h) };
  const sub = crop({ width: page.width, height: page.height, data: ink }, b);
  const cells = charCells(sub.data, sub.width, sub.height, pitch);
  if (!cells.length) return [];
  const slot = Math.max(sub.width, ...cells.map(([a, z]) => z - a));
  const strip = gray(slot * cells.length, slot);
  const marks: boolean[] = [];
  cells.forEach(([y0, y1], k) => {
    const area = { x: b.x, y: b.y + y0, w: sub.width, h: y1 - y0 };
    const mark = punctuationInk(ink, page.width, area);
    marks[k] = !!mark;
    // a punctuation mark (small ink in its cell; vertical books set it at the top right) goes to the bottom left of
    // its slot, where the recogniser, trained on horizontal lines, expects it
    const cell = crop(page, mark ?? area);
    const ox = k * slot + (mark ? Math.round(slot * 0.12) : Math.floor((slot - cell.width) / 2));
    const oy = mark ? Math.round(slot * 0.85) - cell.height : Math.floor((slot - cell.height) / 2);
    for (let y = 0; y < cell.height; y++) strip.data.set(cell.data.subarray(y * cell.width, (y + 1) * cell.width), (Math.max(0, oy) + y) * strip.width + ox);
  });
  const { chars, steps } = await recognizeStrip(strip, models);
  const cellBox = (k: number) => ({ x: b.x, y: b.y + cells[k][0], w: sub.width, h: cells[k][1] - cells[k][0] });
  const read = chars.map((c) => ({ k: Math.min(cells.length - 1, Math.max(0, Math.floor(((c.step + 0.5) / steps) * cells.length))), c }));
  const inkOf = (k: number) => crop({ width: page.width, height: page.height, data: ink }, cellBox(k));
  const out: { k: number; ch: OcrChar }[] = read.map(({ k, c }) => {
    // a doubtful Han character may be a character outside the key list read as a look-alike (珪 → 理, 瑾)
    const again = c.conf < SECOND_LOOK && !marks[k] && /\p{Script=Han}/u.test(c.ch) ? models.secondLook?.(inkOf(k), c) : null;
    return { k, ch: { ch: again?.ch ?? c.ch, conf: again?.conf ?? c.conf, box: cellBox(k), ...(again?.alt ? { alt: again.alt } : {}) } };
  });
  // a character cell the recogniser gave nothing for (a character outside its key list, a blot): □ at confidence
  // 0, so the name keeps its length and the review screen marks it — unless it holds only a sliver of ink (the
  // edge of a neighbour's stroke in an empty cell)
  const taken = new Set(read.map((r) => r.k));
  cells.forEach((_, k) => {
    if (taken.has(k) || marks[k] || inkShare(ink, page.width, cellBox(k)) < 0.06) return;
    const seen = models.secondLook?.(inkOf(k));
    out.push({ k, ch: { ch: seen?.ch ?? UNREAD, conf: seen?.conf ?? 0, box: cellBox(k), ...(seen?.alt ? { alt: seen.alt } : {}) } });
  });
  return out.sort((a, b) => a.k - b.k).map((o) => o.ch);
}

/** Under this confidence a character read gets a second look (models.secondLook). */
export const SECOND_LOOK = 0.6;

/** What stands for a character cell that could not be read. */
export const UNREAD = '□';

function inkShare(ink: Uint8Array, pageWidth: number, c: Box): number {
  let n = 0;
  for (let y = c.y; y < c.y + c.h; y++) for (let x = c.x; x < c.x + c.w; x++) n += ink[y * pageWidth + x];
  return n / Math.max(1, c.w * c.h);
}

/** The ink box of a cell when it is a punctuation mark (under 45 % of the cell each way), else null. */
function punctuationInk(ink: Uint8Array, pageWidth: number, c: Box): Box | null {
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = c.y; y < c.y + c.h; y++) {
    for (let x = c.x; x < c.x + c.w; x++) {
      if (!ink[y * pageWidth + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  const size = Math.min(c.w, c.h);
  if (x1 - x0 + 1 > size * 0.45 || y1 - y0 + 1 > size * 0.45) return null;
  return { x: x0 - 1, y: y0 - 1, w: x1 - x0 + 3, h: y1 - y0 + 3 };
}

async function readHorizontal(page: Gray, box: Box, models: OcrModels): Promise<OcrChar[]> {
  const { chars, steps } = await recognizeStrip(crop(page, box), models);
  return chars.map((c) => {
    const x = box.x + (c.step / steps) * box.w;
    return { ch: c.ch, conf: c.conf, box: { x: Math.max(box.x, x - box.h / 2), y: box.y, w: box.h, h: box.h } };
  });
}

export async function readPage(input: Gray, models: OcrModels, opts: ReadOptions = {}): Promise<OcrPage> {
  const flat = flattenLight(input);
  const { image: page, angle } = opts.deskew === false ? { image: flat, angle: 0 } : deskew(flat);
  // the line ink: thin rules fade under blur and uneven light, so a lighter threshold than the text's
  const lineInk = binarize(page, Math.max(otsu(page), 215));
  const side = opts.detectSide ?? 1600;
  const scale = Math.min(1, side / Math.max(page.width, page.height));
  const dw = Math.max(32, Math.round((page.width * scale) / 32) * 32);
  const dh = Math.max(32, Math.round((page.height * scale) / 32) * 32);
  const prob = await models.detect(detInput(resize(page, dw, dh)), dw, dh);
  const boxes: ScoredBox[] = scaleBoxes(dbBoxes(prob, dw, dh), page.width / dw, page.height / dh);
  const ink = binarize(page, Math.min(otsu(page), 160));
  // narrowed to their own column of ink before grouping: grown boxes of close columns overlap
  const ordered = readingOrder(boxes.map((b) => (isHorizontal(b) ? b : { ...b, ...tightenColumn(ink, page.width, b) })));
  // the page's character size: the median width of the longer vertical lines
  const widths = ordered.filter((o) => o.dir === 'v' && o.box.h > o.box.w * 3).map((o) => o.box.w - 2).sort((a, b) => a - b);
  const pitch = widths.length ? widths[Math.floor(widths.length / 2)] : 0;
  const lines: OcrLine[] = [];
  for (const { box, dir, column } of ordered) {
    const chars = dir === 'v' ? await readVertical(page, ink, box, pitch || box.w, models) : await readHorizontal(page, box, models);
    if (!chars.length) continue;
    lines.push({ dir, column, box: { x: box.x, y: box.y, w: box.w, h: box.h }, text: chars.map((c) => c.ch).join(''), chars });
  }
  // lines: vertical ones from half a character (a son's line from the band's rule), rules across six
  const unit = pitch || 30;
  const rules = lineSegments(lineInk, page.width, page.height, Math.round(unit * 0.6), Math.round(unit * 6));
  return { width: page.width, height: page.height, angle, lines, rules };
}
