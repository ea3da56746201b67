import { describe, expect, it } from 'vitest';
import { ctcDecode } from './ctc';
import { skewAngle } from './deskew';
import { dbBoxes } from './detect';
import { gray, rotate, type Gray } from './image';
import { charCells, readingOrder, tightenColumn } from './reading-order';

/** A page of `cols` columns of `rows` square "characters" (filled blocks with a gap), right to left. */
function columnsPage(cols: number, rows: number, size = 20, gap = 8): Gray {
  const img = gray(40 + cols * (size + gap), 40 + rows * size);
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x0 = 20 + c * (size + gap) + 2;
      const y0 = 20 + r * size + 3;
      for (let y = y0; y < y0 + size - 6; y++) for (let x = x0; x < x0 + size - 4; x++) img.data[y * img.width + x] = 0;
    }
  }
  return img;
}

describe('reading order', () => {
  it('reads columns right to left and each column top to bottom; running heads first, page numbers last', () => {
    const boxes = [
      { x: 10, y: 50, w: 20, h: 100, id: 'left-top' },
      { x: 60, y: 160, w: 20, h: 60, id: 'right-bottom' },
      { x: 58, y: 50, w: 22, h: 100, id: 'right-top' },
      { x: 12, y: 160, w: 18, h: 40, id: 'left-bottom' },
      { x: 10, y: 10, w: 80, h: 15, id: 'head' },
      { x: 40, y: 260, w: 30, h: 12, id: 'folio' },
    ];
    const order = readingOrder(boxes);
    expect(order.map((o) => o.box.id)).toEqual(['head', 'right-top', 'right-bottom', 'left-top', 'left-bottom', 'folio']);
    expect(order.map((o) => o.column)).toEqual([-1, 0, 0, 1, 1, -1]);
    expect(order[1].dir).toBe('v');
  });

  it('cuts a vertical line into its character cells on the grid, punctuation and 一 included', () => {
    // 20-px cells: a full character, a thin 一 in the middle of its cell, a comma in a corner, an empty cell, a character
    const w = 20;
    const h = 100;
    const ink = new Uint8Array(w * h);
    const fill = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) ink[y * w + x] = 1;
    };
    fill(2, 2, 18, 18);
    fill(2, 29, 18, 31);
    fill(14, 42, 18, 47);
    fill(2, 82, 18, 98);
    const cells = charCells(ink, w, h);
    expect(cells).toHaveLength(4); // the empty cell is left out
    // each cell holds its character whole, on a pitch within a pixel of the real one
    [[2, 18], [29, 31], [42, 47], [82, 98]].forEach(([a, z], k) => {
      expect(cells[k][0]).toBeLessThanOrEqual(a);
      expect(cells[k][1]).toBeGreaterThanOrEqual(z);
      expect(Math.abs(cells[k][1] - cells[k][0] - 20)).toBeLessThanOrEqual(1);
    });
  });

  it('narrows a detected box grown into the next column to its own column of ink', () => {
    const page = columnsPage(3, 5);
    const ink = page.data.map((v) => (v < 128 ? 1 : 0));
    // the middle column's box, grown by 10 px each side into its neighbours
    const t = tightenColumn(ink, page.width, { x: 20 + 28 - 10, y: 20, w: 20 + 20, h: 100 });
    expect(t.x).toBeGreaterThanOrEqual(20 + 28);
    expect(t.x + t.w).toBeLessThanOrEqual(20 + 28 + 20 + 1);
  });
});

describe('deskew', () => {
  it('finds the rotation of a page of columns within a quarter degree, either way', () => {
    const page = columnsPage(8, 12);
    expect(Math.abs(skewAngle(page))).toBeLessThanOrEqual(0.25);
    expect(Math.abs(skewAngle(rotate(page, 1.5)) - 1.5)).toBeLessThanOrEqual(0.25);
    expect(Math.abs(skewAngle(rotate(page, -2)) + 2)).toBeLessThanOrEqual(0.25);
  });
});

describe('DB boxes', () => {
  it('takes each region over the threshold as a box grown by the unclip distance, dropping weak ones', () => {
    const w = 40;
    const h = 40;
    const prob = new Float32Array(w * h);
    for (let y = 5; y < 35; y++) for (let x = 10; x < 14; x++) prob[y * w + x] = 0.9;
    for (let y = 5; y < 10; y++) for (let x = 30; x < 35; x++) prob[y * w + x] = 0.35; // above thresh, weak score
    const boxes = dbBoxes(prob, w, h);
    expect(boxes).toHaveLength(1);
    const d = (4 * 30 * 1.5) / (2 * 34);
    expect(boxes[0].x).toBeCloseTo(10 - d);
    expect(boxes[0].w).toBeCloseTo(4 + 2 * d);
  });
});

describe('CTC decoding', () => {
  it('collapses repeats, drops blanks and keeps each character with its best confidence', () => {
    const keys = ['陳', '德', '常'];
    const classes = 4;
    // steps: 陳 陳 blank 德 blank 德 常
    const best = [1, 1, 0, 2, 0, 2, 3];
    const probs = new Float32Array(best.length * classes);
    best.forEach((c, t) => {
      probs.fill(0.05, t * classes, (t + 1) * classes);
      probs[t * classes + c] = t === 1 ? 0.95 : 0.7;
    });
    const out = ctcDecode(probs, best.length, classes, keys);
    expect(out.map((c) => c.ch).join('')).toBe('陳德德常');
    expect(out[0].conf).toBeCloseTo(0.95);
    expect(out[1].conf).toBeCloseTo(0.7);
  });
});
