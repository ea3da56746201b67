import { describe, expect, it } from 'vitest';
import { generateClanData } from '../../../model/clan/generator';
import { decodeTreePack, encodeTreePack } from '../../../model/tree-pack';
import { CARD_H, CARD_W, ROW_PITCH } from '../constants';
import { labelStep, LABEL_PX } from '../draw/labels';
import { buildTreeIndex } from '../layout/tree-index';
import { runLayout } from '../layout/run-layout';
import { treeInputFromPack } from '../pack-input';
import { generateClan } from '../testing/synthetic-clan';
import type { TreeInput, TreeLayout } from '../types';
import type { Camera } from './camera';
import { firstViewCamera, GUTTER_PX, TARGET_ROWS, wholeTreeCamera, wholeTreeScale } from './first-view';

const layoutOf = (input: TreeInput): TreeLayout => runLayout(input, buildTreeIndex(input), { rtl: false, root: -1, generations: 0, women: true });
const example = (members: number, seed: number) =>
  layoutOf(treeInputFromPack(decodeTreePack(encodeTreePack(generateClanData({ members, seed, surname: '陈' }).members))));

/** Rows whose gutter label centre is on screen, and whether each has a card on screen right of the gutter. */
function rowsOnScreen(L: TreeLayout, cam: Camera, w: number, h: number) {
  const rows: { row: number; cards: number }[] = [];
  for (let r = 0; r < L.rowCount; r++) {
    const cy = (r * ROW_PITCH + CARD_H / 2) * cam.scale + cam.ty;
    if (cy < 0 || cy > h) continue;
    let cards = 0;
    for (let i = 0; i < L.count; i++) {
      if (!L.visible[i] || Math.round(L.y[i] / ROW_PITCH) !== r) continue;
      const sx0 = L.x[i] * cam.scale + cam.tx;
      const sx1 = (L.x[i] + CARD_W) * cam.scale + cam.tx;
      if (sx1 > GUTTER_PX && sx0 < w) cards++;
    }
    rows.push({ row: r, cards });
  }
  return rows;
}

describe('first view', () => {
  it('fits a 5-person tree whole, with margins, clear of the gutter', () => {
    const L = layoutOf(generateClan(5, { seed: 3 }));
    for (const [w, h] of [[390, 700], [1280, 700]]) {
      const cam: Camera = { scale: 1, tx: 0, ty: 0 };
      expect(firstViewCamera(cam, L, w, h)?.whole).toBe(true);
      expect(cam.scale).toBeLessThanOrEqual(1);
      expect(L.minX * cam.scale + cam.tx).toBeGreaterThanOrEqual(GUTTER_PX);
      expect(L.maxX * cam.scale + cam.tx).toBeLessThanOrEqual(w);
      expect(L.minY * cam.scale + cam.ty).toBeGreaterThanOrEqual(0);
      expect(L.maxY * cam.scale + cam.ty).toBeLessThanOrEqual(h);
    }
  });

  it('shows at least five generations of the 2,000-member example, every one with cards on screen', () => {
    const L = example(2000, 7);
    for (const [w, h] of [[390, 700], [1280, 700]]) {
      const cam: Camera = { scale: 1, tx: 0, ty: 0 };
      const v = firstViewCamera(cam, L, w, h)!;
      expect(v.whole).toBe(false);
      expect(v.rows).toBeGreaterThanOrEqual(TARGET_ROWS);
      expect(cam.scale).toBeGreaterThanOrEqual(0.13);
      const rows = rowsOnScreen(L, cam, w, h);
      expect(rows.length).toBe(v.rows);
      for (const r of rows) expect(r.cards, `row ${r.row}`).toBeGreaterThan(0);
    }
  });

  it('does the same for a 20,000-member clan, preferring the generations nearest the founder', () => {
    const L = layoutOf(generateClan(20_000, { seed: 11 }));
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    const v = firstViewCamera(cam, L, 390, 700)!;
    expect(v.rows).toBeGreaterThanOrEqual(TARGET_ROWS);
    for (const r of rowsOnScreen(L, cam, 390, 700)) expect(r.cards, `row ${r.row}`).toBeGreaterThan(0);
  });

  it('the zoom-out floor is the whole tree in view', () => {
    const L = example(2000, 7);
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    wholeTreeCamera(cam, L, 390, 700);
    expect(cam.scale).toBeCloseTo(wholeTreeScale(L, 390, 700));
    expect(L.minX * cam.scale + cam.tx).toBeGreaterThanOrEqual(GUTTER_PX - 0.01);
    expect(L.maxX * cam.scale + cam.tx).toBeLessThanOrEqual(390.01);
  });
});

describe('gutter labels', () => {
  it('label every k-th row so labels never crowd, at every zoom', () => {
    expect(labelStep(ROW_PITCH * 0.5)).toBe(1);
    for (const scale of [0.5, 0.2, 0.13, 0.05, 0.01, 1e-3, 1e-4, 1e-5]) {
      const pitch = ROW_PITCH * scale;
      const k = labelStep(pitch);
      expect(pitch * k).toBeGreaterThanOrEqual(LABEL_PX);
      expect([1, 2, 5].includes(k / 10 ** Math.floor(Math.log10(k) + 1e-9))).toBe(true);
    }
  });
});
