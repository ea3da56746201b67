import { describe, expect, it } from 'vitest';
import { columnOfSlot, placeTablets } from './place-tablets';

describe('placeTablets', () => {
  const tablets = [
    { id: 'g2a', generation: 2 },
    { id: 'founder', generation: 1 },
    { id: 'g2b', generation: 2 },
    { id: 'g3a', generation: 3 },
    { id: 'g2c', generation: 2 },
    { id: 'g3b', generation: 3 },
    { id: 'g2d', generation: 2 },
    { id: 'g2e', generation: 2 },
  ];
  const layout = placeTablets(tablets, { spacing: 0.2, rowRise: 0.5, rowDepth: 0.3 });
  const at = (id: string) => layout.placements.find((p) => p.id === id)!;

  it('puts the founder alone at the top centre', () => {
    expect(at('founder')).toMatchObject({ tier: 0, row: 0, slot: 0, side: 'centre', column: 0, x: 0, y: 1, z: -0.6 });
  });

  it('tiers follow generations from the top down', () => {
    expect(layout.tiers).toBe(3);
    expect(layout.rows).toBe(3);
    expect(['founder', 'g2a', 'g3a'].map((id) => at(id).tier)).toEqual([0, 1, 2]);
    expect(at('g2a').y).toBeGreaterThan(at('g3a').y);
    expect(at('g3a').y).toBe(0);
  });

  it('alternates 昭 (tablets\' left, +x) and 穆 (−x) outwards from the centre, in input order', () => {
    const row = ['g2a', 'g2b', 'g2c', 'g2d', 'g2e'].map(at);
    expect(row.map((p) => p.side)).toEqual(['centre', 'zhao', 'mu', 'zhao', 'mu']);
    expect(row.map((p) => p.column)).toEqual([0, 1, -1, 2, -2]);
    expect(row.map((p) => p.x)).toEqual([0, 0.2, -0.2, 0.4, -0.4]);
    expect(layout.halfWidth).toBeCloseTo(0.4);
  });

  it('keeps the input index and id for each placement', () => {
    layout.placements.forEach((p, i) => {
      expect(p.index).toBe(i);
      expect(p.id).toBe(tablets[i].id);
    });
  });

  it('wraps a large generation onto more rows of its tier, each centre-out', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `t${i}`, generation: 5 }));
    const l = placeTablets([{ id: 'f', generation: 1 }, ...many], { maxPerRow: 3 });
    expect(l.rows).toBe(4);
    expect(l.tiers).toBe(2);
    expect(l.placements.slice(1).map((p) => [p.row, p.column])).toEqual([
      [1, 0], [1, 1], [1, -1], [2, 0], [2, 1], [2, -1], [3, 0],
    ]);
    expect(l.placements.slice(1).every((p) => p.tier === 1)).toBe(true);
  });

  it('columnOfSlot', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(columnOfSlot)).toEqual([0, 1, -1, 2, -2, 3, -3]);
  });

  it('handles an empty hall', () => {
    expect(placeTablets([])).toMatchObject({ placements: [], rows: 0, tiers: 0, height: 0 });
  });
});
