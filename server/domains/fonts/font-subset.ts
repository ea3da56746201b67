/**
 * A standalone TrueType subset of Noto Serif SC for the browser, made by HarfBuzz's subsetter (`subset-font`, the
 * harfbuzzjs wasm build): every table a browser's font sanitizer wants (cmap for all planes, OS/2, name, post …),
 * the outlines of the requested characters, and the vertical-writing and spacing features (vertical punctuation
 * forms, kerning) closed over those characters. Other layout alternates (locale variants) are left out: they would
 * quadruple the size.
 */
import { readFileSync } from 'node:fs';
import type { Font } from 'fontkit';
import { FONT_FILES } from '../../../layouts/pdf/font-files';

/** OpenType features kept (with the glyphs they reach from the requested characters). */
const KEEP_FEATURES = ['vert', 'vrt2', 'vkrn', 'vpal', 'vhal', 'kern', 'palt', 'halt'];

let fontBytes: Buffer | null = null;
// fontkit loads with the first subset, not with the server (issue #25: ~5 MB of an idle server)
let serif: Promise<Font> | null = null;
const serifFont = () => (serif ??= import('fontkit').then((fontkit) => fontkit.openSync(FONT_FILES.serif) as Font));

export interface FontSubset {
  font: Buffer;
  /** Characters the font has glyphs for (in the subset). */
  covered: string[];
  /** Characters the full font lacks. */
  missing: string[];
}

/** A browser-loadable TrueType subset of Noto Serif SC holding `chars` (control characters are skipped). */
export async function subsetFont(chars: Iterable<string>): Promise<FontSubset> {
  const full = await serifFont();
  const cps = [...new Set([...chars].map((c) => c.codePointAt(0)!))].filter((cp) => cp >= 0x20).sort((a, b) => a - b);
  const covered: string[] = [];
  const missing: string[] = [];
  for (const cp of cps) (full.hasGlyphForCodePoint(cp) ? covered : missing).push(String.fromCodePoint(cp));
  // subset-font (HarfBuzz in WASM, brotli, woff2) loads on the first subset, not with the server (issue #25)
  const { default: subset } = await import('subset-font');
  const font = await subset((fontBytes ??= readFileSync(FONT_FILES.serif)), covered.join(''), { targetFormat: 'truetype', keepFeatures: KEEP_FEATURES });
  return { font, covered, missing };
}
