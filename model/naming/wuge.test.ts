import { describe, expect, it } from 'vitest';
import { analyzeName, computeWuge, isCompoundSurname, shuli, splitName } from './wuge';

describe('五格', () => {
  it('worked example 刘啟尹 → 天16 人26 地15 总30 外5', () => {
    const r = analyzeName({ surname: '刘', given: '啟尹' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.chars.map((c) => [c.traditional, c.strokes])).toEqual([
      ['劉', 15],
      ['啟', 11],
      ['尹', 4],
    ]);
    expect(r.wuge).toEqual({ tian: 16, ren: 26, di: 15, zong: 30, wai: 5 });
    expect(r.sancai.key).toBe('土土土');
    expect(r.shuli.ren.luck).toBe('凶');
    // the simplified spelling gives the same numbers (启 → 啓 11)
    const s = analyzeName({ surname: '刘', given: '启尹' });
    expect(s.ok && s.wuge).toEqual(r.wuge);
  });

  it('外格 special values: 单姓单名 = 2, 单姓双名 = g2+1, 复姓单名 = s1+1, 复姓双名 = s1+g2', () => {
    expect(computeWuge([7], [9]).wai).toBe(2);
    expect(computeWuge([7], [9, 4]).wai).toBe(5);
    expect(computeWuge([15, 17], [10]).wai).toBe(16);
    expect(computeWuge([15, 17], [10, 3]).wai).toBe(18);
  });

  it('compound surname 欧阳修 (歐15 陽17 修10)', () => {
    const r = analyzeName({ surname: '欧阳', given: '修' });
    expect(r.ok && r.wuge).toEqual({ tian: 32, ren: 27, di: 11, zong: 42, wai: 16 });
  });

  it('compound surname with two given chars 司马光明 (司5 馬10 光6 明8)', () => {
    const r = analyzeName({ surname: '司马', given: '光明' });
    expect(r.ok && r.wuge).toEqual({ tian: 15, ren: 16, di: 14, zong: 29, wai: 13 });
  });

  it('single given name 王五 (王4, 五 = 5 by the numeral rule)', () => {
    const r = analyzeName({ surname: '王', given: '五' });
    expect(r.ok && r.wuge).toEqual({ tian: 5, ren: 9, di: 6, zong: 9, wai: 2 });
  });

  it('numerals in a two-character name 张三丰 (張11, 三3, 豐18)', () => {
    const r = analyzeName({ surname: '张', given: '三丰' });
    expect(r.ok && r.chars.map((c) => c.strokes)).toEqual([11, 3, 18]);
  });

  it('unknown character: no 五格, the character is reported', () => {
    const r = analyzeName({ surname: '李', given: '𰻞' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.unknown).toEqual(['𰻞']);
  });

  it('rejects names outside 1–2 surname and 1–2 given characters', () => {
    expect(() => computeWuge([], [1])).toThrow(RangeError);
    expect(() => computeWuge([1], [1, 2, 3])).toThrow(RangeError);
  });
});

describe('81 数理', () => {
  it('reads the table', () => {
    expect(shuli(1)).toEqual({ number: 1, index: 1, luck: '吉', label: '太极之数' });
    expect(shuli(81).index).toBe(81);
  });
  it('wraps numbers over 81 by subtracting 80', () => {
    expect(shuli(82).index).toBe(2);
    expect(shuli(90).index).toBe(10);
    expect(shuli(161).index).toBe(81);
    expect(shuli(162).index).toBe(2);
    expect(shuli(95).luck).toBe(shuli(15).luck);
  });
});

describe('splitName', () => {
  it('detects 复姓 in simplified and traditional', () => {
    expect(splitName('欧阳修')).toEqual({ surname: '欧阳', given: '修' });
    expect(splitName('歐陽修')).toEqual({ surname: '歐陽', given: '修' });
    expect(splitName('诸葛亮')).toEqual({ surname: '诸葛', given: '亮' });
    expect(splitName('刘启尹')).toEqual({ surname: '刘', given: '启尹' });
    expect(splitName('单于')).toEqual({ surname: '单', given: '于' });
    expect(isCompoundSurname('司马')).toBe(true);
    expect(isCompoundSurname('司徒')).toBe(true);
    expect(isCompoundSurname('张三')).toBe(false);
  });
});
