import { describe, expect, it } from 'vitest';
import { isSafeFileUrl, stripMarkup, text } from './fields';

describe('the text policy', () => {
  it('strips tags and comments, however nested or cut off, and keeps the words and lone brackets', () => {
    expect(stripMarkup('<script>alert(1)</script>传')).toBe('alert(1)传');
    expect(stripMarkup('a <<b>script>x')).toBe('a x');
    expect(stripMarkup('前<!-- 注 -->后<img src=x onerror=alert(1)')).toBe('前后');
    expect(stripMarkup('年龄<30岁，a>b')).toBe('年龄<30岁，a>b');
    expect(text('标题', 10).min(1).safeParse(' <i>陈</i>氏 ').data).toBe('陈氏');
  });

  it('file references: our uploads or allow-listed https only', () => {
    for (const ok of ['', '/files/2026/11/a.jpg', '2026/11/a_thumb.jpg']) expect(isSafeFileUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:x', 'data:image/png;base64,AA', 'https://evil.example/x.png', 'http://a/x', '//evil/x', '/files/../x', '/other/x.png', 'vbscript:x'])
      expect(isSafeFileUrl(bad), bad).toBe(false);
  });
});
