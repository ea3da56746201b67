import { describe, expect, it } from 'vitest';
import { cellMask, fillPolygons, flattenPath, GlyphMatcher, candidateChars } from './glyphs';
import type { Gray } from './image';

/** A square outline with a square hole (font units, y up) as fontkit path commands. */
const ring = [
  { command: 'moveTo', args: [0, 0] }, { command: 'lineTo', args: [100, 0] }, { command: 'lineTo', args: [100, 100] },
  { command: 'lineTo', args: [0, 100] }, { command: 'closePath', args: [] },
  { command: 'moveTo', args: [30, 30] }, { command: 'lineTo', args: [30, 70] }, { command: 'lineTo', args: [70, 70] },
  { command: 'lineTo', args: [70, 30] }, { command: 'closePath', args: [] },
];
/** A horizontal bar over a vertical bar (丅-like), curves included. */
const tee = [
  { command: 'moveTo', args: [0, 80] }, { command: 'lineTo', args: [100, 80] }, { command: 'lineTo', args: [100, 100] },
  { command: 'quadraticCurveTo', args: [50, 105, 0, 100] }, { command: 'closePath', args: [] },
  { command: 'moveTo', args: [40, 0] }, { command: 'lineTo', args: [60, 0] }, { command: 'lineTo', args: [60, 80] },
  { command: 'bezierCurveTo', args: [55, 82, 45, 82, 40, 80] }, { command: 'closePath', args: [] },
];

/** An ink image (1 = ink) of a FINE mask drawn at another size with a margin and specks: how a cell looks. */
function asCell(mask: Uint8Array, size: number, margin: number): Gray {
  const w = size + 2 * margin;
  const data = new Uint8Array(w * w);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) data[(y + margin) * w + x + margin] = mask[Math.floor((y * 48) / size) * 48 + Math.floor((x * 48) / size)];
  return { width: w, height: w, data };
}

describe('glyph matcher (the second look at cells outside the key list)', () => {
  it('fills outlines with the non-zero rule: a hole stays paper', () => {
    const m = fillPolygons(flattenPath(ring));
    expect(m[24 * 48 + 24]).toBe(0);
    expect(m[3 * 48 + 3]).toBe(1);
    expect(m[24 * 48 + 3]).toBe(1);
  });

  it('picks the glyph a cell shows at another size and offset, and refuses a cell that fits nothing clearly', () => {
    const g = new GlyphMatcher();
    g.add('口', fillPolygons(flattenPath(ring)));
    g.add('丅', fillPolygons(flattenPath(tee)));
    const cell = asCell(fillPolygons(flattenPath(tee)), 31, 4);
    expect(g.match(cell)?.ch).toBe('丅');
    expect(g.match(asCell(fillPolygons(flattenPath(ring)), 27, 2))?.ch).toBe('口');
    // a blank cell and a speck
    expect(g.match({ width: 10, height: 10, data: new Uint8Array(100) })).toBeNull();
    const speck = new Uint8Array(100);
    speck[55] = 1;
    expect(g.match({ width: 10, height: 10, data: speck })).toBeNull();
    expect(cellMask({ width: 10, height: 10, data: speck })).not.toBeNull();
  });

  it('candidates are the 康熙 characters outside the recogniser\'s key list', () => {
    const c = candidateChars(['陈', '焕']);
    expect(c).toContain('珪');
    expect(c).not.toContain('陈');
    expect(candidateChars([...'珪']).includes('珪')).toBe(false);
  });
});
