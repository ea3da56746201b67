import { describe, expect, it } from 'vitest';
import { generateClan } from '../tree/testing/synthetic-clan';
import { layoutIcicle } from './icicle';
import { abgr, bandColor, buildQuads, cullQuads, firstQuadAfter, quadLevelFor, runColor } from './quads';

describe('overview quads', () => {
  const L = layoutIcicle(generateClan(30_000, { seed: 5 }));
  const Q = buildQuads(L);

  it('level 0 is one quad per band; every level covers each row from its first to its last member', () => {
    expect(Q.rowStart[0][L.rowCount]).toBe(L.bandCount);
    for (let k = 0; k < Q.rowStart.length; k++) {
      for (let r = 0; r < L.rowCount; r++) {
        const a = Q.rowStart[k][r];
        const b = Q.rowStart[k][r + 1];
        expect(b, `level ${k} row ${r} has quads`).toBeGreaterThan(a);
        expect(Q.qx0[a]).toBe(L.x0[L.rowOffsets[r]]);
        const last = L.rowOffsets[r + 1] - 1;
        expect(Q.qx1[b - 1]).toBe(L.x0[last] + L.width[last]);
        for (let q = a + 1; q < b; q++) expect(Q.qx0[q]).toBeGreaterThanOrEqual(Q.qx1[q - 1]);
        for (let q = a; q < b; q++) {
          if (Q.quadBand[q] >= 0) expect(L.width[Q.quadBand[q]]).toBeGreaterThanOrEqual(Q.minWidth[k]);
          expect(Q.positions[q * 8 + 1]).toBeGreaterThan(r);
          expect(Q.positions[q * 8 + 5]).toBeLessThan(r + 1);
        }
      }
      // coarser levels have fewer quads
      if (k > 0) expect(Q.rowStart[k][L.rowCount] - Q.rowStart[k][0]).toBeLessThan(Q.rowStart[k - 1][L.rowCount] - Q.rowStart[k - 1][0]);
    }
  });

  it('colours every quad as its band (a run as its first band\'s run shade), the same on its 4 corners', () => {
    const bandAt = new Map<string, number>();
    for (let b = 0; b < L.bandCount; b++) bandAt.set(`${L.row[b]}:${L.x0[b]}`, b);
    let runs = 0;
    for (let q = 0; q < Q.quadCount; q++) {
      const c = Q.colors[q * 4];
      for (let v = 1; v < 4; v++) expect(Q.colors[q * 4 + v]).toBe(c);
      const band = Q.quadBand[q];
      if (band >= 0) expect(c).toBe(abgr(bandColor(L, band)));
      else {
        runs++;
        const first = bandAt.get(`${Math.floor(Q.positions[q * 8 + 1])}:${Q.qx0[q]}`);
        expect(first).toBeDefined();
        expect(c).toBe(abgr(runColor(L, first!)));
      }
    }
    expect(runs).toBeGreaterThan(0);
  });

  it('culls by row and x: exactly the quads overlapping the view, bounded at the fit zoom', () => {
    const idx = new Uint32Array(6 * 100_000);
    const drawn = new Int32Array(L.rowCount);
    const x0 = L.totalWidth * 0.3;
    const x1 = L.totalWidth * 0.35;
    const n = cullQuads(Q, 0, x0, x1, 2, 6, idx, 100_000, drawn);
    let expected = 0;
    for (let b = 0; b < L.bandCount; b++) if (L.row[b] >= 2 && L.row[b] <= 6 && L.x0[b] < x1 && L.x0[b] + L.width[b] > x0) expected++;
    expect(n).toBe(expected);
    expect(drawn[1]).toBe(0);
    expect(idx[0] % 4).toBe(0);
    expect(cullQuads(Q, 0, x0, x1, 2, 6, idx, 3, drawn)).toBe(-1);
    // the whole clan on a 390-px phone: every row drawn, a few thousand quads
    const px = 330 / L.totalWidth;
    const k = quadLevelFor(Q, px);
    expect(k).toBeGreaterThan(0);
    const all = cullQuads(Q, k, 0, L.totalWidth, 0, L.rowCount - 1, idx, 100_000, drawn);
    expect(all).toBeGreaterThan(0);
    expect(all).toBeLessThan(20 * L.rowCount * 330 / 2);
    for (let r = 0; r < L.rowCount; r++) expect(drawn[r], `row ${r}`).toBeGreaterThan(0);
    expect(firstQuadAfter(Q, k, 0, -1)).toBe(Q.rowStart[k][0]);
  });
});
