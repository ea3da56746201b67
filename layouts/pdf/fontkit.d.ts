/** The part of fontkit (a dependency of pdfkit) that the writer and the font subsetter use. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
    path: { commands: unknown[] };
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    advanceWidth: number;
  }
  export interface Subset {
    includeGlyph(glyph: number | Glyph): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    numGlyphs: number;
    ascent: number;
    descent: number;
    availableFeatures: string[];
    hasGlyphForCodePoint(cp: number): boolean;
    glyphForCodePoint(cp: number): Glyph;
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
    createSubset(): Subset;
  }
  export function openSync(path: string): Font;
  export function create(buffer: Buffer): Font;
}
