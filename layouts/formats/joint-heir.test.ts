import { describe, expect, it } from 'vitest';
import { layoutBook } from '../index';
import { layoutProblems, nameEntries, textItems } from '../check';
import { jointHeirInput } from '../test-inputs';

describe('a 兼祧 son (one son continuing two lines)', () => {
  for (const format of [1, 5] as const) {
    for (const binding of ['thread', 'hardcover'] as const) {
      it(`is drawn once, under his primary father, and referred to under his second father (format ${format}, ${binding})`, () => {
        const book = layoutBook(jointHeirInput(format, { binding }));
        expect(nameEntries(book).get(5)).toBe(1);
        const all = book.pages.flatMap((p) => textItems(p).map((t) => ({ t, p })));
        const heir = all.find(({ t }) => t.role === 'name' && t.memberId === 5)!;
        const second = all.find(({ t }) => t.role === 'name' && t.memberId === 4)!;
        const refs = all.filter(({ t }) => t.refKind === '兼祧见');
        expect(refs).toHaveLength(1);
        const { t: ref, p } = refs[0];
        expect(ref.memberId).toBe(5);
        expect(ref.refPage).toBe(heir.p.no);
        const n = binding === 'thread' ? Math.ceil(heir.p.no / 2) : heir.p.no;
        expect(ref.text).toMatch(new RegExp(`^兼祧见.+${binding === 'thread' ? '叶' : '页'}$`));
        expect(ref.text).not.toContain('□');
        expect(n).toBeGreaterThan(0);
        // beside the second father's name: same page and band/row, to its left
        expect(p).toBe(second.p);
        expect(ref.y).toBeCloseTo(second.t.y, 5);
        expect(ref.x).toBeLessThan(second.t.x);
        for (const page of book.pages) expect(layoutProblems(book, page)).toEqual([]);
      });
    }
  }

  it('is not referred to under his primary father, and the 苏式 chart points to him the same way', () => {
    const book = layoutBook(jointHeirInput(9, { binding: 'thread' }));
    const refs = book.pages.flatMap(textItems).filter((t) => t.refKind === '兼祧见');
    expect(refs.map((t) => t.memberId)).toEqual([5]);
    expect(nameEntries(book).get(5)).toBeGreaterThan(0);
  });

  it('is written into the record of his second father in 牒记式 and the 苏式 世系录, and his own says 兼祧', () => {
    for (const format of [3, 9] as const) {
      const texts = layoutBook(jointHeirInput(format)).pages.flatMap(textItems);
      const entry = (id: number) => texts.filter((t) => t.role === 'bio' && t.memberId === id).map((t) => t.text).join('');
      expect(entry(4)).toContain('以仁公之子成光兼祧为嗣');
      expect(entry(5)).toContain('兼祧义公');
      expect(texts.some((t) => t.refKind === '兼祧见')).toBe(format === 9);
    }
  });

  it('is written into the 现代式 record of his second father too', () => {
    const texts = layoutBook(jointHeirInput(8)).pages.flatMap(textItems);
    const entry = (id: number) => texts.filter((t) => t.role === 'bio' && t.memberId === id).map((t) => t.text).join('');
    expect(entry(4)).toContain('以仁公之子成光兼祧为嗣');
    expect(entry(5)).toContain('兼祧义公');
  });
});
