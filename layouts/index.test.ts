import { describe, expect, it } from 'vitest';
import { layoutBook } from './index';
import { layoutProblems, nameEntries, textItems } from './check';
import { generatedInput, smallInput } from './test-inputs';
import { pageGeometry } from './page-model';
import { chineseNumber } from '../model/calendar/names';

const texts = (book: ReturnType<typeof layoutBook>) => book.pages.flatMap(textItems);

describe('layoutBook on the hand-built clan', () => {
  it('writes wives, adoption both ways, daughters and the 赘婿 line into the 欧式 小传', () => {
    const book = layoutBook(smallInput(1));
    const bio = (id: number) => texts(book).filter((t) => t.role === 'bio' && t.memberId === id).map((t) => t.text).join('');
    expect(bio(3)).toContain('元配李氏');
    expect(bio(3)).toContain('继配张氏');
    expect(bio(3)).toContain('次子成业出继义公为嗣');
    expect(bio(6)).toContain('承继为嗣');
    expect(bio(1)).toContain('子二：仁、义');
    expect(bio(1)).toContain('适东村王某');
    expect(bio(7)).toContain('赘赵氏某');
    // the charted daughter carries her son (随母): both are name entries, the son below her
    const names = new Map(texts(book).filter((t) => t.role === 'name').map((t) => [t.memberId!, t]));
    expect(names.get(9)!.y).toBeGreaterThan(names.get(7)!.y);
    expect(names.get(1)!.text).toBe('陈德');
  });

  it('writes a 兼祧 son into the record of his second line', () => {
    const input = smallInput(3);
    const members = input.members.map((m) => (m.id === 5 ? { ...m, adoption: { type: '兼祧' as const, secondLineageFatherId: 4 } } : m));
    const entry = (id: number) => texts(layoutBook({ ...input, members })).filter((t) => t.role === 'bio' && t.memberId === id).map((t) => t.text).join('');
    expect(entry(4)).toContain('以仁公之子成光兼祧为嗣');
    expect(entry(5)).toContain('兼祧义公');
  });

  it('prints the original date text in traditional formats and Gregorian first in 现代式', () => {
    const trad = texts(layoutBook(smallInput(3))).map((t) => t.text).join('');
    expect(trad).toContain('生于清康熙元年');
    const modern = texts(layoutBook(smallInput(8))).map((t) => t.text).join('');
    expect(modern).toMatch(/1662年（清康熙元年，壬寅年）生/);
    expect(modern).toContain('1-001');
    expect(modern).toContain('2-001配1'); // a wife's record number: her husband's + 配
  });

  it('lays out the title page, 目录, 凡例, 字辈, index and 领谱字号 with resolved page numbers', () => {
    const book = layoutBook(smallInput(9));
    expect(book.pages[0].section).toBe('扉页');
    expect(book.pages[1].section).toBe('目录');
    const toc = texts(book).filter((t) => t.refKind === '目录');
    expect(toc.map((t) => t.refPage)).toEqual(book.toc.map((t) => t.page));
    expect(toc[0].text).toMatch(/^凡例　[一二三四五六七八九十]+页$/);
    expect(texts(book).some((t) => t.text.includes('天字第一号　领谱人陈成光'))).toBe(true);
    expect(texts(book).some((t) => t.text === '德仁成光')).toBe(true);
    expect(book.numbering).toBe('page');
  });

  it('numbers references by 叶 in 线装 books (leaf = ceil(page / 2))', () => {
    const book = layoutBook(generatedInput(1));
    const ref = texts(book).find((t) => t.refKind === '下接')!;
    expect(book.numbering).toBe('leaf');
    expect(ref.text).toContain('叶');
    expect(ref.text).toBe(`下接${chineseNumber(Math.ceil(ref.refPage! / 2))}叶`);
  });
});

describe('layoutBook options', () => {
  it('starts from a chosen root and reports progress up to 100 %', () => {
    const input = generatedInput(1);
    const son = input.members.find((m) => m.generation === 3 && m.lineageFatherId != null && m.gender === 'm')!;
    const seen: number[] = [];
    const book = layoutBook({ ...input, options: { ...input.options, rootId: son.id, generations: 10 } }, (p) => seen.push(p));
    const names = nameEntries(book);
    expect(names.has(son.id)).toBe(true);
    const byId = new Map(input.members.map((m) => [m.id, m]));
    for (const id of names.keys()) expect(byId.get(id)!.generation).toBeGreaterThanOrEqual(3);
    for (const id of names.keys()) expect(byId.get(id)!.generation).toBeLessThanOrEqual(12);
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(100);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
  });

  it('fits A3 and both bindings without overlaps in every format', () => {
    for (const format of [1, 9, 3, 5, 8] as const) {
      for (const [paper, binding] of [['A3', 'thread'], ['A4', 'hardcover']] as const) {
        const book = layoutBook(generatedInput(format, { paper, binding }));
        expect(book.geometry).toEqual(pageGeometry(paper, binding));
        expect(book.pages.flatMap((p) => layoutProblems(book, p))).toEqual([]);
      }
    }
  });

  it('charts a line whose link upwards is lost (待考) as a chart of its own, without a dangling 上承', () => {
    const input = smallInput(1);
    const members = input.members.map((m) => (m.id === 5 ? { ...m, lineageFatherId: 999 } : m));
    const book = layoutBook({ ...input, members });
    expect(nameEntries(book).has(5)).toBe(true);
    expect(JSON.stringify(book)).not.toContain('□');
    expect(texts(book).some((t) => t.refKind === '上承')).toBe(false);
  });

  it('keeps the dates of a private member out of the book', () => {
    const input = smallInput(3);
    const members = input.members.map((m) => (m.id === 3 ? { ...m, privacy: 'private' as const } : m));
    const all = texts(layoutBook({ ...input, members })).map((t) => t.text).join('');
    expect(all).not.toContain('康熙二十五年');
    expect(all).toContain('清康熙元年');
  });

  it('lays out a clan with no members as front and back matter only', () => {
    const book = layoutBook({ ...smallInput(1), members: [] });
    expect(book.pages.length).toBeGreaterThan(2);
    expect(book.pages.some((p) => p.chart)).toBe(false);
  });

  it('refuses an unknown root', () => {
    expect(() => layoutBook(smallInput(1, { rootId: 999 }))).toThrow('不存在');
  });
});
