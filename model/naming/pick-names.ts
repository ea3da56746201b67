/**
 * 起名: propose scored given names for a child from the curated list (name-chars.ts), keeping the clan's
 * 字辈 character at a fixed position. Deterministic: the same options always give the same list.
 *
 * Score (0–100):
 *   人格 30, 地格 20, 总格 20, 外格 5 — full points for 吉, half for 半吉, none for 凶 (81 数理);
 *   三才 15 × grade points / 6;
 *   五行 10 × share of the free characters whose 五行 is weak in the birth 八字 (bazi.ts);
 *   −3 when all syllables share one tone.
 * Excluded: characters of the surname, `avoid` characters (e.g. ancestors' names, 避讳), repeated
 * characters, and names whose reading contains an unlucky word (UNLUCKY_READINGS).
 */
import { pinyin } from 'pinyin-pro';
import { baziBalance } from './bazi';
import { NAME_CHARS, nameChar, type NameChar } from './name-chars';
import { sancai, type Sancai, type WuXing } from './sancai';
import { nameStrokes, type CharStrokes } from './strokes';
import { computeWuge, wugeShuli, type Wuge, type WugeShuli, type ShuliLuck } from './wuge';

export interface PickNamesOptions {
  surname: string;
  gender: 'm' | 'f';
  /** Birth time (an absolute instant). */
  birth: Date;
  /** Wall clock of the birth place in minutes east of UTC; default 480 (Beijing time). */
  utcOffsetMinutes?: number;
  /** The clan's 字辈 character for the child's generation. */
  zibei?: string;
  /** Where the 字辈 character goes in the given name; default 'first'. */
  zibeiPosition?: 'first' | 'second';
  /** Length of the given name; default 2 (always 2 with a 字辈 character). */
  givenLength?: 1 | 2;
  /** Characters not to use (e.g. the names of ancestors). */
  avoid?: string;
  /** How many suggestions; default 20. */
  limit?: number;
  /** Candidate characters; default NAME_CHARS. */
  pool?: readonly NameChar[];
}

export interface NameSuggestion {
  /** Full name, e.g. 刘德浩. */
  name: string;
  given: string;
  /** Traditional form that was counted. */
  traditional: string;
  /** Pinyin with tone marks, e.g. "liú dé hào". */
  pinyin: string;
  /** 姓名学 strokes per character of the full name. */
  strokes: number[];
  wuge: Wuge;
  shuli: WugeShuli;
  sancai: Sancai;
  /** 五行 of each given character (null when the character is not in the curated list). */
  wuxing: (WuXing | null)[];
  score: number;
  /** Short Chinese explanation of the score. */
  reason: string;
}

/**
 * Readings to avoid anywhere in a full name (toneless pinyin, syllables separated by spaces).
 * Hand-written and illustrative (well-known cases such as 杜子腾 "肚子疼", 范统 "饭桶", 杨伟 "阳痿").
 */
export const UNLUCKY_READINGS: readonly string[] = [
  'du zi teng', 'fan tong', 'yang wei', 'zao xie', 'si wang', 'shi bai', 'bing du', 'wu liao',
  'zao gao', 'ben dan', 'sha gua', 'hun dan', 'la ji', 'gou shi', 'fei wu', 'wang ba', 'li hun',
  'pin qiong', 'tong ku', 'bei ju', 'wu neng', 'mei qian', 'shi zhen xiang', 'sha bi', 'bai chi',
];

/** Whether a name's reading contains one of UNLUCKY_READINGS. */
export function hasUnluckyReading(fullName: string): boolean {
  return unlucky(syllables(fullName));
}

function syllables(fullName: string): string[] {
  return readings(fullName, true).map((r) => r.syllable);
}

function unlucky(sylls: readonly string[]): boolean {
  const s = ` ${sylls.join(' ')} `;
  return UNLUCKY_READINGS.some((w) => s.includes(` ${w} `));
}

const LUCK_SHARE: Readonly<Record<ShuliLuck, number>> = { 吉: 1, 半吉: 0.5, 凶: 0 };
const WEIGHTS = { ren: 30, di: 20, zong: 20, wai: 5 } as const;

interface Piece {
  char: string;
  strokes: number;
  traditional: string;
  syllable: string;
  tone: number;
  wuxing: WuXing | null;
  free: boolean;
}

function piece(c: CharStrokes, free: boolean, what: string, reading?: { syllable: string; tone: number }): Piece {
  if (c.strokes === null) throw new RangeError(`${what} ${c.char} has no known 康熙 stroke count`);
  const r = reading ?? readingOf(c.char);
  return { char: c.char, strokes: c.strokes, traditional: c.traditional, ...r, wuxing: nameChar(c.char)?.wuxing ?? null, free };
}

/** Toneless syllables and tone numbers of a text, read as a name (surname mode for the head). */
function readings(text: string, asSurname: boolean): { syllable: string; tone: number }[] {
  const surname = asSurname ? 'head' : 'off';
  const sylls = pinyin(text, { toneType: 'none', type: 'array', surname }).map((s) => s.replace('ü', 'v'));
  const tones = pinyin(text, { pattern: 'num', type: 'array', surname }).map(Number);
  return sylls.map((syllable, i) => ({ syllable, tone: tones[i] ?? 0 }));
}

function readingOf(ch: string): { syllable: string; tone: number } {
  return readings(ch, false)[0];
}

/** Propose scored names; see the module comment for the scoring rules. */
export function pickNames(opts: PickNamesOptions): NameSuggestion[] {
  const limit = opts.limit ?? 20;
  const givenLength = opts.zibei ? 2 : (opts.givenLength ?? 2);
  if (opts.zibei !== undefined && [...opts.zibei].length !== 1) throw new RangeError('字辈 must be one character');
  const surnameChars = nameStrokes(opts.surname, 'surname');
  if (surnameChars.length < 1 || surnameChars.length > 2) throw new RangeError('surname must have 1 or 2 characters');
  const surReadings = readings(opts.surname, true);
  const sur = surnameChars.map((c, i) => piece(c, false, 'surname character', surReadings[i]));
  const zibei = opts.zibei ? piece(nameStrokes(opts.zibei, 'given')[0], false, '字辈 character') : null;
  const weak = new Set(baziBalance(opts.birth, opts.utcOffsetMinutes).weak);

  const banned = new Set([...opts.surname, ...(opts.avoid ?? ''), ...(opts.zibei ?? '')]);
  const free: Piece[] = [];
  const seen = new Set<string>();
  for (const c of opts.pool ?? NAME_CHARS) {
    if (banned.has(c.char) || seen.has(c.char) || (c.lean !== 'n' && c.lean !== opts.gender)) continue;
    seen.add(c.char);
    const cs = nameStrokes(c.char, 'given')[0];
    if (cs.strokes === null) continue;
    free.push({ ...piece(cs, true, 'candidate'), wuxing: c.wuxing });
  }

  const combos: Piece[][] = [];
  if (zibei) {
    for (const f of free) combos.push(opts.zibeiPosition === 'second' ? [f, zibei] : [zibei, f]);
  } else if (givenLength === 1) {
    for (const f of free) combos.push([f]);
  } else {
    for (const a of free) for (const b of free) if (a !== b) combos.push([a, b]);
  }

  const scored: { given: Piece[]; wuge: Wuge; score: number }[] = [];
  for (const given of combos) {
    const sylls = [...sur, ...given].map((p) => p.syllable);
    if (unlucky(sylls)) continue;
    const wuge = computeWuge(
      sur.map((p) => p.strokes),
      given.map((p) => p.strokes),
    );
    scored.push({ given, wuge, score: scoreOf(sur, given, wuge, weak) });
  }
  scored.sort((x, y) => y.score - x.score || cmp(key(x.given), key(y.given)));
  return scored.slice(0, limit).map(({ given, wuge, score }) => suggestion(opts.surname, sur, given, wuge, score, weak));
}

function key(given: Piece[]): string {
  return given.map((p) => p.char).join('');
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function scoreOf(sur: Piece[], given: Piece[], w: Wuge, weak: Set<WuXing>): number {
  const s = wugeShuli(w);
  let score = 0;
  for (const k of ['ren', 'di', 'zong', 'wai'] as const) score += WEIGHTS[k] * LUCK_SHARE[s[k].luck];
  score += (15 * sancai(w).points) / 6;
  const frees = given.filter((p) => p.free);
  if (frees.length > 0) score += (10 * frees.filter((p) => p.wuxing && weak.has(p.wuxing)).length) / frees.length;
  const tones = [...sur, ...given].map((p) => p.tone);
  if (tones.every((t) => t === tones[0])) score -= 3;
  return Math.round(score * 10) / 10;
}

function suggestion(surname: string, sur: Piece[], given: Piece[], wuge: Wuge, score: number, weak: Set<WuXing>): NameSuggestion {
  const givenText = key(given);
  const name = surname + givenText;
  const shuli = wugeShuli(wuge);
  const sc = sancai(wuge);
  const grids = (['ren', 'di', 'zong'] as const)
    .map((k) => `${{ ren: '人格', di: '地格', zong: '总格' }[k]}${wuge[k]}${shuli[k].luck}`)
    .join('·');
  const fills = given.filter((p) => p.free && p.wuxing && weak.has(p.wuxing));
  const wx = fills.length > 0 ? `；八字${[...weak].join('')}弱，${fills.map((p) => `「${p.char}」属${p.wuxing}`).join('、')}` : '';
  return {
    name,
    given: givenText,
    traditional: [...sur, ...given].map((p) => p.traditional).join(''),
    pinyin: pinyin(name, { surname: 'head' }),
    strokes: [...sur, ...given].map((p) => p.strokes),
    wuge,
    shuli,
    sancai: sc,
    wuxing: given.map((p) => p.wuxing),
    score,
    reason: `${grids}；三才${sc.key}${sc.grade}${wx}`,
  };
}
