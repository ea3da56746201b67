import { describe, expect, it } from 'vitest';
import { cleanHtml, plainText, textLength } from './rich-text';

describe('chapter rich text', () => {
  it('drops scripts, handlers and foreign image schemes, keeps formatting', () => {
    const html = cleanHtml('<p onclick="x()">序<script>alert(1)</script><b>言</b></p><img src="javascript:1"><img src="/files/a.png">');
    expect(html).toBe('<p>序<b>言</b></p><img src="/files/a.png" />');
  });
  it('plain text keeps paragraphs and decodes entities', () => {
    expect(plainText('<p>吾族&amp;世系</p><p> </p><p>源远<br>流长</p>')).toBe('吾族&世系\n源远\n流长');
    expect(textLength('<p>吾族</p><p>世系</p>')).toBe(4);
  });
});
