import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W } from '../constants';
import type { Camera } from './camera';
import { focusCamera } from './framing';

const W = 1280;
const H = 720;
const toScreenX = (c: Camera, x: number) => x * c.scale + c.tx;
const toScreenY = (c: Camera, y: number) => y * c.scale + c.ty;

describe('framing', () => {
  it('focus centres the card, zoomed to at least 0.8', () => {
    const L = { x: Float32Array.from([0, 5000]), y: Float32Array.from([0, 1100]) };
    const to = focusCamera(L, 1, 0.05, W, H);
    expect(to.scale).toBe(0.8);
    expect(toScreenX(to, 5000 + CARD_W / 2)).toBeCloseTo(W / 2);
    expect(toScreenY(to, 1100 + CARD_H / 2)).toBeCloseTo(H / 2);
    expect(focusCamera(L, 0, 2, W, H).scale).toBe(2);
  });
});
