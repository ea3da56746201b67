/**
 * The sensitive-word filter (敏感词过滤), shared by chat, posts and comments. `findSensitive(text)` answers the
 * list's words the text contains after normalising both sides the same way:
 * - NFKC: full-width letters, digits and punctuation → half-width (ｆｕｃｋ → fuck), compatibility forms folded;
 * - traditional → simplified Chinese (opencc-js t2cn: 賭博 → 赌博);
 * - lower case; whitespace, punctuation and symbols removed (赌 . 博 → 赌博), so spacing does not slip a word past.
 * Matching walks the text once per start position over a first-character index of the words (the list is small).
 */
import * as OpenCC from 'opencc-js/t2cn';
import { SENSITIVE_WORDS } from './sensitive.words';

let toSimplified: ((s: string) => string) | null = null;

/** Text as the filter compares it. */
export function normalizeForMatch(s: string): string {
  if (!toSimplified) toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
  return toSimplified(s.normalize('NFKC').toLowerCase()).replace(/[\s\p{P}\p{S}]+/gu, '');
}

let index: Map<string, string[]> | null = null;

function wordIndex(): Map<string, string[]> {
  if (index) return index;
  index = new Map();
  for (const w of SENSITIVE_WORDS) {
    const n = normalizeForMatch(w);
    if (!n) continue;
    const first = String.fromCodePoint(n.codePointAt(0)!);
    index.set(first, [...(index.get(first) ?? []), n]);
  }
  return index;
}

/** The words of the list found in `text` (normalised spelling, each once, in order of first appearance). */
export function findSensitive(text: string): string[] {
  const s = normalizeForMatch(text);
  const words = wordIndex();
  const found = new Set<string>();
  for (let i = 0; i < s.length; i++) {
    const cands = words.get(String.fromCodePoint(s.codePointAt(i)!));
    if (cands) for (const w of cands) if (s.startsWith(w, i)) found.add(w);
  }
  return [...found];
}

/** The message for a refused text. */
export const SENSITIVE_MESSAGE = '内容含有敏感词，请修改后再发送';
