import { describe, expect, it } from 'vitest';
import { createCache, memoryStorage } from './cache';

describe('cache', () => {
  it('stores and reads values', () => {
    const c = createCache(memoryStorage());
    c.set('a', { x: 1 });
    expect(c.get('a')).toEqual({ x: 1 });
    expect(c.get('a')).toEqual({ x: 1 });
    c.remove('a');
    expect(c.get('a')).toBeUndefined();
  });

  it('reads a once entry one time, then it is gone', () => {
    const c = createCache(memoryStorage());
    c.set('jumpUrl', '/mine/index', { once: true });
    expect(c.peek('jumpUrl')).toBe('/mine/index');
    expect(c.get('jumpUrl')).toBe('/mine/index');
    expect(c.get('jumpUrl')).toBeUndefined();
  });

  it('expires entries', () => {
    let t = 1000;
    const c = createCache(memoryStorage(), () => t);
    c.set('k', 'v', { ttlMs: 500 });
    expect(c.get('k')).toBe('v');
    t = 1500;
    expect(c.get('k')).toBeUndefined();
  });

  it('survives broken JSON and storage failures', () => {
    const s = memoryStorage();
    s.setItem('zupu:bad', '{not json');
    const c = createCache(s);
    expect(c.get('bad')).toBeUndefined();
    expect(s.getItem('zupu:bad')).toBeNull();
    const full = createCache({ ...memoryStorage(), setItem: () => { throw new Error('quota'); } });
    expect(() => full.set('x', 1)).not.toThrow();
  });

  it('keeps falsy values and treats undefined as removal', () => {
    const c = createCache(memoryStorage());
    c.set('zero', 0);
    c.set('empty', '');
    expect(c.get('zero')).toBe(0);
    expect(c.get('empty')).toBe('');
    c.set('zero', undefined);
    expect(c.get('zero')).toBeUndefined();
  });
});
