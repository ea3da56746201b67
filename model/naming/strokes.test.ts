import { describe, expect, it } from 'vitest';
import { charStrokes, kangxiStrokes, nameStrokes, toTraditional } from './strokes';

describe('康熙 strokes', () => {
  it('counts the traditional form (domain.md spot checks)', () => {
    expect(charStrokes('刘')).toBe(15); // 劉
    expect(charStrokes('华')).toBe(14); // 華
    expect(charStrokes('万')).toBe(15); // 萬
    expect(charStrokes('陈')).toBe(16); // 陳
    expect(charStrokes('江')).toBe(7); // 氵 = 水 4
    expect(charStrokes('海')).toBe(11);
    expect(charStrokes('福')).toBe(14); // 礻 = 示 5
    expect(charStrokes('情')).toBe(12); // 忄 = 心 4
    expect(charStrokes('郭')).toBe(15); // 阝(right) = 邑 7
    expect(charStrokes('珍')).toBe(10); // 王 = 玉 5
    expect(charStrokes('王')).toBe(4);
    expect(charStrokes('为')).toBe(12); // OpenCC "t" gives 爲 (12); "tw" would give 為 (9 in Unihan)
  });

  it('uses OpenCC standard traditional forms', () => {
    expect(toTraditional('刘', 'surname')).toBe('劉');
    expect(toTraditional('欧阳', 'surname')).toBe('歐陽');
    expect(toTraditional('国华', 'given')).toBe('國華');
  });

  it('keeps surname and name characters that OpenCC would mis-convert', () => {
    expect(toTraditional('范', 'surname')).toBe('范');
    expect(toTraditional('于', 'surname')).toBe('于');
    expect(toTraditional('余', 'surname')).toBe('余');
    expect(toTraditional('后', 'surname')).toBe('后');
    expect(toTraditional('段干', 'surname')).toBe('段干');
    expect(toTraditional('谷梁', 'surname')).toBe('穀梁');
    expect(toTraditional('万里', 'given')).toBe('萬里');
    expect(charStrokes('范')).toBe(11); // 艹 = 艸 6, not 範 15
  });

  it('numerals 一…十 count as their value', () => {
    const r = nameStrokes('一二三四五六七八九十', 'given');
    expect(r.map((c) => c.strokes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.every((c) => c.source === 'numeral')).toBe(true);
    // the raw table would say 四5 五4 六4 七2 八2 九2 十2
    expect(['四', '五', '六', '七', '八', '九', '十'].map((c) => kangxiStrokes(c))).toEqual([5, 4, 4, 2, 2, 2, 2]);
    // 百 千 万 are not in the numeral rule: 康熙 strokes
    expect(charStrokes('百')).toBe(6);
    expect(charStrokes('千')).toBe(3);
  });

  it('reports unknown characters instead of guessing', () => {
    const [c] = nameStrokes('𰻞', 'given'); // biáng (CJK Ext. G), not in the table
    expect(c).toEqual({ char: '𰻞', traditional: '𰻞', strokes: null, source: 'unknown' });
    expect(charStrokes('A')).toBeNull();
  });

  it('accepts an explicit traditional spelling', () => {
    expect(nameStrokes('杰', 'given', '杰')[0].strokes).toBe(8);
    expect(nameStrokes('杰', 'given')[0].strokes).toBe(12); // 傑
    expect(() => nameStrokes('杰伦', 'given', '傑')).toThrow(RangeError);
  });

  it('folds CJK compatibility ideographs with NFC', () => {
    expect(kangxiStrokes('\uF929')).toBe(kangxiStrokes('朗')); // 朗 U+F929 → 朗 U+6717 (11)
    expect(kangxiStrokes('朗')).toBe(11);
  });
});
