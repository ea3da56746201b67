import { describe, expect, it } from 'vitest';
import { fitColumn, layoutColumns, toVerticalForm, verticalGlyphs } from './text-layout';

describe('vertical punctuation', () => {
  it('maps horizontal punctuation to vertical presentation forms', () => {
    expect(toVerticalForm('，')).toBe('︐');
    expect(toVerticalForm('。')).toBe('︒');
    expect(toVerticalForm('、')).toBe('︑');
    expect(toVerticalForm('（')).toBe('︵');
    expect(toVerticalForm('》')).toBe('︾');
    expect(toVerticalForm('「')).toBe('﹁');
    expect(toVerticalForm('…')).toBe('︙');
    expect(toVerticalForm('陈')).toBe('陈');
    expect(verticalGlyphs('祖功宗德，子孝孙贤。')).toEqual(['祖', '功', '宗', '德', '︐', '子', '孝', '孙', '贤', '︒']);
  });

  it('keeps characters outside the BMP whole', () => {
    expect(verticalGlyphs('𠀋公')).toEqual(['𠀋', '公']);
  });
});

describe('columns', () => {
  it('fills columns of N characters top to bottom', () => {
    expect(layoutColumns('显考陈公讳大明府君之神位', 5).map((c) => c.join(''))).toEqual(['显考陈公讳', '大明府君之', '神位']);
    expect(layoutColumns('祖功宗德流芳远', 7)).toHaveLength(1);
  });

  it('hangs closing punctuation instead of starting a column with it', () => {
    expect(layoutColumns('一二三，四五', 3).map((c) => c.join(''))).toEqual(['一二三︐', '四五']);
  });

  it('moves an opening bracket that would end a column to the next one', () => {
    expect(layoutColumns('一二（三）四', 3).map((c) => c.join(''))).toEqual(['一二', '︵三︶', '四']);
  });

  it('breaks at newlines', () => {
    expect(layoutColumns('生于清\n殁于民国', 10).map((c) => c.join(''))).toEqual(['生于清', '殁于民国']);
  });
});

describe('fitColumn', () => {
  it('is capped by the column width', () => {
    const f = fitColumn(4, 100, 1000, { widthRatio: 0.8 });
    expect(f.size).toBe(80);
    // four glyphs spread over the height, capped at 1.9 × size between tops
    expect(f.advance).toBeCloseTo(152);
    expect(f.offset).toBeCloseTo((1000 - (152 * 3 + 80)) / 2);
  });

  it('shrinks to fit a long column', () => {
    const f = fitColumn(20, 100, 400, { gap: 0 });
    expect(f.size).toBe(20);
    expect(f.advance * 19 + f.size).toBeCloseTo(400);
  });

  it('start-aligned keeps tight spacing', () => {
    const f = fitColumn(2, 50, 500, { spread: 'start', widthRatio: 1, gap: 0.1 });
    expect(f.size).toBe(50);
    expect(f.advance).toBeCloseTo(55);
    expect(f.offset).toBe(0);
  });
});
