/**
 * The fold handle of a card with children: a small square centred on the card's bottom edge (near zoom).
 * Pure geometry so the tap rule is testable.
 */
import { CARD_H, CARD_W } from '../constants';

export const HANDLE = 22;

/** Top-left of i's handle. */
export const handleX = (x: Float32Array, i: number) => x[i] + CARD_W / 2 - HANDLE / 2;
export const handleY = (y: Float32Array, i: number) => y[i] + CARD_H - HANDLE / 2;

/** Does the world point (wx, wy) fall on member i's fold handle (with a slop in world units)? */
export function onCollapseHandle(x: Float32Array, y: Float32Array, i: number, wx: number, wy: number, slop = 6): boolean {
  if (i < 0) return false;
  const hx = handleX(x, i);
  const hy = handleY(y, i);
  return wx >= hx - slop && wx <= hx + HANDLE + slop && wy >= hy - slop && wy <= hy + HANDLE + slop;
}
