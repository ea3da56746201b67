import { describe, expect, it } from 'vitest';
import { chineseNumber, generationText } from './labels';

describe('chineseNumber', () => {
  it('writes 世 and 行第 numerals', () => {
    expect([1, 2, 10, 11, 15, 20, 21, 99, 100, 105, 112, 130].map(chineseNumber)).toEqual([
      '一', '二', '十', '十一', '十五', '二十', '二十一', '九十九', '一百', '一百零五', '一百一十二', '一百三十',
    ]);
  });
});

describe('generationText', () => {
  it('a card names 上溯 generations above 一世', () => {
    expect([12, 1, 0, -2].map(generationText)).toEqual(['十二世', '一世', '上溯一世', '上溯三世']);
  });
});
