import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W } from '../constants';
import { onCollapseHandle } from './collapse-handle';

describe('fold handle', () => {
  const x = Float32Array.of(100);
  const y = Float32Array.of(440);
  it('is hit at the middle of the bottom edge and not at the card centre', () => {
    expect(onCollapseHandle(x, y, 0, 100 + CARD_W / 2, 440 + CARD_H)).toBe(true);
    expect(onCollapseHandle(x, y, 0, 100 + CARD_W / 2, 440 + CARD_H / 2)).toBe(false);
    expect(onCollapseHandle(x, y, 0, 100 + 5, 440 + CARD_H - 2)).toBe(false);
    expect(onCollapseHandle(x, y, -1, 0, 0)).toBe(false);
  });
});
