import { describe, expect, it } from 'vitest';
import { bookCounts, countLabel } from './page-count';
import { leaves } from './write';
import type { BookModel } from '../page-model';

describe('book counts (叶 / 页 / PDF pages)', () => {
  it('线装: a leaf is two pages, the PDF has one page per leaf plus the cover', () => {
    const c = bookCounts(66, 'thread', true);
    expect(c).toEqual({ pages: 66, leaves: 33, pdfPages: 34, unit: '叶', cover: true });
    expect(countLabel(c)).toBe('33叶（66页）');
    expect(bookCounts(351, 'thread', true)).toMatchObject({ leaves: 176, pdfPages: 177 });
  });

  it('精装: a leaf is a page', () => {
    const c = bookCounts(66, 'hardcover', false);
    expect(c).toEqual({ pages: 66, leaves: 66, pdfPages: 66, unit: '页', cover: false });
    expect(countLabel(c)).toBe('66页');
  });

  it('agrees with how the writer groups pages onto PDF pages', () => {
    for (const binding of ['thread', 'hardcover'] as const) {
      for (const n of [1, 2, 3, 66, 351]) {
        const book = { binding, pages: Array.from({ length: n }, () => ({})) } as unknown as BookModel;
        expect(bookCounts(n, binding, false).leaves).toBe(leaves(book).length);
      }
    }
  });
});
