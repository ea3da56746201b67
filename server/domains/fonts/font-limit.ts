/** Which of a project's characters its font holds under the font-chars limit (contract/fonts.ts FREE_FONT_CHARS). */

/** Rare: outside the basic CJK block the system fonts carry — Extension A, B–G (astral), compatibility ideographs. */
export function isRare(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0xf900 && cp <= 0xfaff) || cp >= 0x20000;
}

/**
 * Split `own` (the project's characters, not the base set) into what the font holds (at most `limit`) and what is left
 * out: rare characters first, then by code point — the same answer for the same characters whatever their order.
 */
export function pickChars(own: Iterable<string>, limit: number): { kept: string[]; left: string[] } {
  const all = [...new Set(own)].sort((a, b) => Number(isRare(b)) - Number(isRare(a)) || a.codePointAt(0)! - b.codePointAt(0)!);
  const n = Math.max(0, Math.floor(limit));
  return { kept: all.slice(0, n), left: all.slice(n) };
}
