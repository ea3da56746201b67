import { describe, expect, it } from 'vitest';
import { isRare, pickChars } from './font-limit';

describe('font-chars limit', () => {
  it('keeps at most the limit, rare characters first, then by code point, whatever the input order', () => {
    const own = ['陈', '𬀩', '李', '㐀', '王', '丁'];
    expect(pickChars(own, 3)).toEqual({ kept: ['㐀', '𬀩', '丁'], left: ['李', '王', '陈'] });
    expect(pickChars([...own].reverse(), 3)).toEqual(pickChars(own, 3));
    expect(pickChars(own, 100).kept).toHaveLength(6);
    expect(pickChars(own, 0)).toEqual({ kept: [], left: ['㐀', '𬀩', '丁', '李', '王', '陈'] });
  });
  it('knows the rare blocks', () => {
    expect(['㐀', '𬀩', '𠀀', '\uF900'].map(isRare)).toEqual([true, true, true, true]);
    expect(['陈', '一', 'A'].map(isRare)).toEqual([false, false, false]);
  });
});
