import { describe, expect, it } from 'vitest';
import { bouquetColour, FLOWER_COLOURS, PALETTE } from './palette';

describe('bouquet colours', () => {
  it('a yellow chrysanthemum bouquet is drawn yellow, 白菊 white, the rest white by default', () => {
    expect(bouquetColour(['yellow', 'white', 'lily'], 0)).toBe(PALETTE.chrysanthemumYellow);
    expect(bouquetColour(['yellow', 'white', 'lily'], 1)).toBe(PALETTE.chrysanthemum);
    expect(bouquetColour(['yellow', 'white', 'lily'], 2)).toBe(PALETTE.lily);
    expect(bouquetColour(undefined, 0)).toBe(FLOWER_COLOURS.white);
    // yellow really is yellow: red and green high, blue low
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(PALETTE.chrysanthemumYellow.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(200); expect(g).toBeGreaterThan(150); expect(b).toBeLessThan(80);
  });
});
