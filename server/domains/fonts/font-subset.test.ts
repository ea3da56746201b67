import { describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { subsetFont } from './font-subset';

describe('subsetFont', () => {
  it('makes a small standalone font with a cmap for every covered character, BMP and beyond', () => {
    const { font, covered, missing } = subsetFont('陈堃喆𬀩垚，。ABC12𠀀');
    expect(missing).toEqual(['𠀀']);
    expect(covered).toContain('𬀩');
    const f = fontkit.create(font);
    for (const ch of '陈堃喆𬀩垚，A2') expect(f.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
    expect(f.hasGlyphForCodePoint('李'.codePointAt(0)!)).toBe(false);
    expect(f.numGlyphs).toBeLessThan(30);
    expect(font.length).toBeLessThan(60_000);
    // the glyph drawn for 堃 is the full font's outline, not .notdef
    expect(f.glyphForCodePoint('堃'.codePointAt(0)!).id).not.toBe(0);
    expect(f.glyphForCodePoint('堃'.codePointAt(0)!).path.commands.length).toBeGreaterThan(5);
  });
});
