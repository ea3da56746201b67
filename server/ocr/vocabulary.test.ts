import { describe, expect, it } from 'vitest';
import type { OcrChar, OcrPage } from './read-page';
import { withRegisterVocabulary } from './vocabulary';

const box = { x: 0, y: 0, w: 20, h: 20 };
const ch = (c: string, conf = 0.99, alt?: string[]): OcrChar => ({ ch: c, conf, box, ...(alt ? { alt } : {}) });
const page = (...cols: OcrChar[][]): OcrPage => ({
  width: 100, height: 100, angle: 0,
  lines: cols.map((chars, i) => ({ dir: 'v', column: i, box, text: chars.map((c) => c.ch).join(''), chars })),
});

describe('the register as a closed list for tied glyphs', () => {
  it('a tie between look-alikes goes to the one read elsewhere in the register, only when exactly one was', () => {
    const pages = [
      page([ch('陈'), ch('理', 0.3, ['珪', '玤'])]),
      page([ch('珪', 0.54), ch('公'), ch('長'), ch('子')], [ch('陈'), ch('□', 0, ['琞', '琟'])]),
    ];
    const out = withRegisterVocabulary(pages);
    expect(out[0].lines[0].text).toBe('陈珪');
    expect(out[0].lines[0].chars[1]).toMatchObject({ ch: '珪', conf: 0.5 });
    // neither tied character was seen: left as read
    expect(out[1].lines[1].text).toBe('陈□');
    // both seen: no choice made
    const both = withRegisterVocabulary([page([ch('珪', 0.6), ch('玤', 0.6), ch('理', 0.3, ['珪', '玤'])])]);
    expect(both[0].lines[0].text).toBe('珪玤理');
  });
});
