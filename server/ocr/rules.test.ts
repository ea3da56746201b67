import { describe, expect, it } from 'vitest';
import { lineSegments, mergeCollinear } from './rules';

describe('line segments (the line ink of a chart)', () => {
  it('finds a slightly skewed vertical line and a rule broken by specks as one segment each, not the text blocks', () => {
    const w = 200, h = 300;
    const ink = new Uint8Array(w * h);
    // a vertical line from y 20 to 280 drifting one pixel right every 100 rows, 2 px wide
    for (let y = 20; y <= 280; y++) for (let d = 0; d < 2; d++) ink[y * w + 50 + Math.floor(y / 100) + d] = 1;
    // a rule at y 150 with two 2-px breaks
    for (let x = 10; x < 190; x++) if (x !== 60 && x !== 61 && x !== 120 && x !== 121) ink[150 * w + x] = 1;
    // a solid block (a character stroke blob) 20 × 30
    for (let y = 40; y < 70; y++) for (let x = 120; x < 140; x++) ink[y * w + x] = 1;
    const { v, h: hs } = lineSegments(ink, w, h, 60, 100);
    expect(v).toHaveLength(1);
    expect(v[0].from).toBe(20);
    expect(v[0].to).toBe(280);
    expect(Math.abs(v[0].at - 51.5)).toBeLessThan(1.5);
    expect(hs).toHaveLength(1);
    expect([hs[0].from, hs[0].to, Math.round(hs[0].at)]).toEqual([10, 189, 150]);
  });

  it('joins collinear pieces only across small gaps', () => {
    const segs = [{ at: 10, from: 0, to: 50, width: 1 }, { at: 11, from: 55, to: 90, width: 1 }, { at: 10, from: 200, to: 260, width: 1 }];
    expect(mergeCollinear(segs, 3, 8).map((s) => [s.from, s.to])).toEqual([[0, 90], [200, 260]]);
  });
});
