import { describe, expect, it } from 'vitest';
import { findSensitive, normalizeForMatch } from './sensitive';

describe('sensitive-word filter', () => {
  it('finds a listed word in plain text and passes clean text', () => {
    expect(findSensitive('有人在群里推广网络赌博')).toEqual(['网络赌博']);
    expect(findSensitive('清明节回乡祭祖，大家准备好族谱')).toEqual([]);
  });

  it('normalises full-width, traditional characters, case and separators before matching', () => {
    expect(normalizeForMatch('ＦＵＣＫ')).toBe('fuck');
    expect(findSensitive('ＦｕＣｋ you')).toEqual(['fuck']);
    expect(findSensitive('網絡賭博')).toEqual(['网络赌博']);
    expect(findSensitive('网 络·赌，博')).toEqual(['网络赌博']);
    expect(findSensitive('百家樂和六合彩')).toEqual(['百家乐', '六合彩']);
  });
});
