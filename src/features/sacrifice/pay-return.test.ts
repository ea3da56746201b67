import { describe, expect, it } from 'vitest';
import { payScreenPath, safeReturnTo } from './pay-return';

describe('offering pay return', () => {
  it('keeps in-app memorial paths, refuses others', () => {
    expect(safeReturnTo('/sacrifice/tomb-vr2?id=3', 3)).toBe('/sacrifice/tomb-vr2?id=3');
    expect(safeReturnTo('https://evil.example/x', 3)).toBe('/sacrifice/worship?id=3&tab=desk');
    expect(safeReturnTo('/pages/index/index', 4)).toBe('/sacrifice/worship?id=4&tab=desk');
    expect(safeReturnTo('/sacrifice/pay?id=3', 3)).toBe('/sacrifice/worship?id=3&tab=desk');
    expect(safeReturnTo(null, 5)).toBe('/sacrifice/worship?id=5&tab=desk');
  });
  it('the pay screen path carries what it needs to confirm on return', () => {
    const p = payScreenPath({ hallId: 3, itemId: 9, quantity: 2, returnTo: '/sacrifice/worship?id=3' });
    const q = new URLSearchParams(p.split('?')[1]);
    expect(p.startsWith('/sacrifice/pay?')).toBe(true);
    expect([q.get('id'), q.get('itemId'), q.get('quantity'), q.get('returnTo')]).toEqual(['3', '9', '2', '/sacrifice/worship?id=3']);
  });
});
