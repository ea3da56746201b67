/**
 * A 10,000-member generated clan typeset in every format (slow project): a book of more than a hundred pages, each
 * page free of layout problems. How fast: `npm run bench -- book-layout`.
 */
import { describe, expect, it } from 'vitest';
import { layoutBook } from './index';
import { layoutProblems } from './check';
import { generatedInput } from './test-inputs';
import type { FormatId } from './page-model';

describe('layoutBook on 10,000 members', () => {
  for (const f of [1, 9, 3, 5, 8] as FormatId[]) {
    it(`format ${f}: over a hundred pages, none with a layout problem`, () => {
      const book = layoutBook(generatedInput(f, {}, 10_000));
      expect(book.pages.length).toBeGreaterThan(100);
      expect(book.pages.flatMap((p) => layoutProblems(book, p))).toEqual([]);
    });
  }
});
