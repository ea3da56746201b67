import { describe, expect, it } from 'vitest';
import { layoutBook } from './index';
import { streamBook } from './stream';
import { generatedInput, jointHeirInput, smallInput } from './test-inputs';
import type { BookInput } from './input';
import type { FormatId, LogicalPage } from './page-model';

const FORMATS: FormatId[] = [1, 9, 3, 5, 8];

/** The pages streamBook hands out, copied as they come (the stream lets each one go after the call). */
function streamed(input: BookInput) {
  const pages: LogicalPage[] = [];
  let begun = 0;
  const report = streamBook(input, {
    begin: (head) => (begun = head.pages.length),
    page: (p) => pages.push(structuredClone(p)),
  });
  return { pages, begun, report };
}

describe('streamBook (two passes, pages in book order)', () => {
  for (const format of FORMATS) {
    it(`format ${format}: the streamed pages equal layoutBook's page by page (400 generated members, 线装)`, () => {
      const input = generatedInput(format);
      const book = layoutBook(input);
      const { pages, begun, report } = streamed(input);
      expect(begun).toBe(book.pages.length);
      expect(pages.length).toBe(book.pages.length);
      pages.forEach((p, i) => expect(p, `page ${i + 1}`).toEqual(book.pages[i]));
      expect(report.head.toc).toEqual(book.toc);
      expect(report.unresolved).toBe(0);
    });

    it(`format ${format}: equal on the hand-built clan with a 兼祧 son (精装)`, () => {
      for (const input of [smallInput(format), jointHeirInput(format)]) {
        const book = layoutBook(input);
        const { pages } = streamed(input);
        expect(pages).toEqual(book.pages);
      }
    });
  }

  it('lets each page go after it is written: a step writing to it later would throw', () => {
    const kept: LogicalPage[] = [];
    streamBook(generatedInput(3), { begin: () => {}, page: (p) => kept.push(p) });
    const body = kept.find((p) => p.section === '世系录')!;
    expect(body.items).toHaveLength(0);
    expect(() => body.items.push({ kind: 'line', x1: 0, y1: 0, x2: 1, y2: 1 })).toThrow(TypeError);
  });

  it('reports progress from 0 to 100 without going back', () => {
    const seen: number[] = [];
    streamBook(generatedInput(1), { begin: () => {}, page: () => {} }, (p) => seen.push(p));
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1])).toBe(true);
    expect(seen.some((p) => p > 15 && p < 100)).toBe(true);
  });
});
