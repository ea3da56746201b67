import { describe, expect, it } from 'vitest';
import { charWuxing } from './char-wuxing';

describe('五行 of a character (字形: its radical)', () => {
  it('reads the radical: plants 木, fire and sun 火, earth 土, metal and jade 金, water 水', () => {
    expect(['林', '芳', '笑', '秀'].map(charWuxing)).toEqual(['木', '木', '木', '木']);
    expect(['炎', '照', '明', '晨'].map(charWuxing)).toEqual(['火', '火', '火', '火']);
    expect(['坤', '岩', '砚', '宏'].map(charWuxing)).toEqual(['土', '土', '土', '土']);
    expect(['铭', '钟', '珍', '刚'].map(charWuxing)).toEqual(['金', '金', '金', '金']);
    expect(['海', '清', '霖', '冰'].map(charWuxing)).toEqual(['水', '水', '水', '水']);
  });
  it('the curated 起名 list wins; a radical without an element falls back to the initial of the reading (五音)', () => {
    expect(charWuxing('宇')).toBe('土');
    expect(charWuxing('张')).toBe('金'); // 弓 → zh 齿音
    expect(charWuxing('可')).toBe('木'); // 口 → k 牙音
    expect(charWuxing('德')).toBe('火'); // 彳 → d 舌音
    expect(charWuxing('文')).toBe('土'); // 文 → w, no initial: 喉音
    expect(charWuxing('伯')).toBe('水'); // 亻 → b 唇音
    expect(charWuxing('a')).toBeNull();
  });
});
