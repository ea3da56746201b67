import { describe, expect, it } from 'vitest';
import { unitPrice, priceConfig, SHIPPING_FEN } from './pricing';

describe('print pricing', () => {
  it('base by binding plus pages by paper', () => {
    expect(unitPrice(100, 'thread', 'A4')).toBe(3000 + 1200);
    expect(unitPrice(100, 'hardcover', 'A3')).toBe(5000 + 2400);
    expect(priceConfig().shipping).toBe(SHIPPING_FEN);
  });
});
