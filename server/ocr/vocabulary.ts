/**
 * A closed list from the register itself: a cell whose second look ended in a tie between look-alike characters
 * outside the key list (珪 / 玤, `OcrChar.alt`) takes the one that was read elsewhere in the register — a 珪 found
 * with a clear lead in 「珪公長子」 decides the 理-looking cell of 陈珪's own name. Only when exactly one of the
 * tied characters was seen; the result stays doubtful (confidence 0.5). Pure.
 */
import type { OcrPage } from './read-page';

export function withRegisterVocabulary(pages: readonly OcrPage[]): OcrPage[] {
  const seen = new Set<string>();
  for (const p of pages) for (const l of p.lines) for (const c of l.chars) if (!c.alt && c.conf >= 0.5) seen.add(c.ch);
  return pages.map((p) => ({
    ...p,
    lines: p.lines.map((l) => {
      if (!l.chars.some((c) => c.alt)) return l;
      const chars = l.chars.map((c) => {
        const known = c.alt?.filter((a) => seen.has(a)) ?? [];
        return known.length === 1 ? { ...c, ch: known[0], conf: 0.5 } : c;
      });
      return { ...l, chars, text: chars.map((c) => c.ch).join('') };
    }),
  }));
}
