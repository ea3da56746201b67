/**
 * Counting and cutting text by code points (a rare CJK name character outside the BMP is one cell), without
 * building per-character arrays: the hot paths of a 10,000-member book call these a few times per entry.
 */

/** Number of code points. */
export function cpLen(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** UTF-16 index after skipping `n` code points from UTF-16 index `from`. */
export function cpAdvance(s: string, from: number, n: number): number {
  let i = from;
  while (n > 0 && i < s.length) {
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 2 : 1;
    n--;
  }
  return i;
}

/** The private-use character that fills a cross reference's number until the second pass resolves it. */
export const REF_MARK = '\uE000';
/** Cells reserved for a reference number: 7 for Chinese numerals (二千九百九十九), 5 for Arabic. */
export const placeholder = (arabic: boolean): string => REF_MARK.repeat(arabic ? 5 : 7);
