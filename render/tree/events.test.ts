import { describe, expect, it } from 'vitest';
import { Emitter } from './events';

describe('Emitter', () => {
  it('delivers typed events until unsubscribed, also from inside a listener', () => {
    const e = new Emitter<{ a: { n: number }; b: string }>();
    const got: number[] = [];
    const off = e.on('a', ({ n }) => got.push(n));
    const once = e.on('a', ({ n }) => (once(), got.push(n * 10)));
    e.emit('a', { n: 1 });
    e.emit('a', { n: 2 });
    off();
    e.emit('a', { n: 3 });
    expect(got).toEqual([1, 10, 2]);
    expect(e.has('a')).toBe(false);
    e.on('b', () => undefined);
    expect(e.has('b')).toBe(true);
    e.clear();
    expect(e.has('b')).toBe(false);
  });
});
