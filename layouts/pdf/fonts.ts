/**
 * The book's fonts: the full Noto Serif SC (npm, OFL, see layouts/fonts/README.md) and an optional fallback for
 * rare characters. Fonts are opened once per process (fontkit parses the 15 MB files lazily).
 */
import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { FONT_FILES } from './font-files';

export { FONT_FILES, type FontKey } from './font-files';

/** Where a fallback font for characters outside Noto Serif SC may be (first that exists wins). */
const FALLBACK_CANDIDATES = [
  process.env.ZUPU_FALLBACK_FONT ?? '',
  '/usr/share/fonts/truetype/hanazono/HanaMinB.ttf',
  '/usr/share/fonts/truetype/hanazono/HanaMinA.ttf',
];

const opened = new Map<string, fontkit.Font>();
export function openFont(path: string): fontkit.Font {
  let f = opened.get(path);
  if (!f) {
    f = fontkit.openSync(path);
    opened.set(path, f);
  }
  return f;
}

/** The fallback font's path, or null when none is installed. */
export function fallbackFontPath(): string | null {
  for (const p of FALLBACK_CANDIDATES) if (p && existsSync(p)) return p;
  return null;
}

export type GlyphSource = 'main' | 'fallback' | 'missing';

/** Which font draws a character (by code point); cached. */
export function glyphSource(cp: number): GlyphSource {
  let s = sourceCache.get(cp);
  if (s) return s;
  if (openFont(FONT_FILES.serif).hasGlyphForCodePoint(cp)) s = 'main';
  else {
    const fb = fallbackFontPath();
    s = fb && openFont(fb).hasGlyphForCodePoint(cp) ? 'fallback' : 'missing';
  }
  sourceCache.set(cp, s);
  return s;
}
const sourceCache = new Map<number, GlyphSource>();

/** Characters of `text` that no font has (for reports). */
export function missingChars(text: string): string[] {
  const out = new Set<string>();
  for (const ch of text) if (!isSpace(ch) && glyphSource(ch.codePointAt(0)!) === 'missing') out.add(ch);
  return [...out];
}

export const isSpace = (ch: string) => ch === ' ' || ch === '\u3000' || ch === '\n' || ch === '\t';
