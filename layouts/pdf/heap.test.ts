import { describe, expect, it } from 'vitest';
import { heapGuard } from './heap';

describe('heapGuard', () => {
  it('collects once the heap has grown past the slack over the live set, not before', () => {
    const guard = heapGuard(8);
    guard.collect();
    expect(guard.collections).toBe(1);
    guard.check(); // nothing allocated since
    expect(guard.collections).toBe(1);
    const kept: number[][] = [];
    for (let i = 0; i < 64; i++) kept.push(new Array(64 * 1024).fill(i)); // ≈ 32 MB alive
    guard.check();
    expect(guard.collections).toBe(2);
    expect(kept.length).toBe(64);
  });
});
