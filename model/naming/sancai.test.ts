import { describe, expect, it } from 'vitest';
import { numberElement, relation, sancai, sancaiOf, WUXING_ORDER } from './sancai';

describe('三才', () => {
  it('element by last digit: 1-2 木, 3-4 火, 5-6 土, 7-8 金, 9-0 水', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20, 26, 30].map(numberElement).join('')).toBe('木木火火土土金金水水木水土水');
  });

  it('生克 relations', () => {
    expect(relation('木', '火')).toBe('generates');
    expect(relation('火', '木')).toBe('generated');
    expect(relation('金', '木')).toBe('overcomes');
    expect(relation('木', '金')).toBe('overcome');
    expect(relation('水', '水')).toBe('same');
  });

  it('judges a configuration from the table', () => {
    const r = sancai({ tian: 16, ren: 26, di: 15 });
    expect(r.key).toBe('土土土');
    expect(r.grade).toBe('大吉');
    expect(r.luck).toBe('吉');
    expect(r.explanation).toContain('比和');
    expect(sancaiOf('木', '火', '水').grade).toBe('大凶');
    expect(sancaiOf('木', '土', '土').grade).toBe('吉');
    expect(sancaiOf('金', '金', '火').grade).toBe('大凶'); // filled row, see sancai.ts
    expect(sancaiOf('火', '金', '土').luck).toBe('中'); // 吉凶参半
  });

  it('covers all 125 triples', () => {
    const grades = new Set<string>();
    for (const a of WUXING_ORDER) for (const b of WUXING_ORDER) for (const c of WUXING_ORDER) grades.add(sancaiOf(a, b, c).grade);
    expect(grades.size).toBe(7);
  });
});
