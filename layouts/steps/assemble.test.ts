import { describe, expect, it } from 'vitest';
import { layoutBook } from '../index';
import { textItems } from '../check';
import { generatedInput, smallInput } from '../test-inputs';
import { numberOf } from './refs';
import { RIGHT_HAND } from './assemble';

describe('assemble: 线装 sections open on a right-hand half-leaf', () => {
  it('puts a blank half-leaf before a major section that would start on a left half, keeping TOC and references right', () => {
    let blanks = 0;
    for (const format of [1, 9, 3, 5] as const) {
      for (const input of [generatedInput(format), smallInput(format, { binding: 'thread' })]) {
        const book = layoutBook(input);
        book.pages.forEach((p, i) => expect(p.no).toBe(i + 1));
        for (const t of book.toc) if (RIGHT_HAND.has(t.title)) expect(t.page % 2, `${format} ${t.title}`).toBe(1);
        for (const p of book.pages.filter((q) => q.blank)) {
          blanks++;
          expect(p.items).toEqual([]);
          expect(p.no % 2).toBe(0);
          // the next page opens a major section
          const next = book.pages[p.no];
          expect(RIGHT_HAND.has(next.section)).toBe(true);
          expect(next.section).not.toBe(p.section);
        }
        // every reference points at its target's number; 目录 lines at the sections' first pages
        const first = new Map(book.toc.map((t) => [t.title, t.page]));
        for (const t of book.pages.flatMap(textItems)) {
          if (t.refPage == null) continue;
          expect(t.text).toContain(numberOf(t.refPage, { leaf: true, arabic: false }));
          expect(book.pages[t.refPage - 1].blank).toBeFalsy();
          if (t.refKind === '目录') expect([...first.values()]).toContain(t.refPage);
        }
      }
    }
    expect(blanks).toBeGreaterThan(0);
  });

  it('puts no blank pages into a 精装 book', () => {
    for (const format of [1, 3, 8] as const) {
      expect(layoutBook(generatedInput(format, { binding: 'hardcover' })).pages.some((p) => p.blank)).toBe(false);
    }
  });
});
