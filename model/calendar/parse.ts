/**
 * `parseChineseDate`: reads the dates people write in clan books. Grammar and rules: README.md.
 * A hand-written scanner over a normalised string (NFKC, Traditional→Simplified fold, no spaces); the only
 * regular expressions are module constants, so parsing 100 000 strings allocates little.
 */
import { buildGregorianDate, buildLunarDate, eraRef, type BuildResult } from './chinese-date';
import {
  dynastiesNamedFolded, eraLength, eraYearToCE, findDynasty, findErasFolded, fold, MAX_DYNASTY_NAME_LENGTH, MAX_ERA_NAME_LENGTH,
  type Era,
} from './eras';
import { EARTHLY_BRANCHES, ganzhiIndex, ganzhiOfYear } from './names';
import { isNumeralChar, numeralValue } from './numerals';
import type { ChineseDate, ParseErrorCode, ParseOptions, ParseResult } from './types';

const UNKNOWN = new Set(['不详', '失考', '待考', '无考', '未详', '不明', '佚', '生卒不详', '年月不详', '?', '？']);
const LEAD_WORDS = ['出生于', '生于', '卒于', '殁于', '终于', '逝于', '殁', '卒', '生', '于'];
const TAIL_WORDS = ['出生', '逝世', '去世', '寿终', '生', '卒', '殁', '终', '逝'];
const APPROX_LEAD = ['大约', '约于', '大概', '约'];
const APPROX_TAIL = ['左右', '前后', '许'];
const ERA_SPAN_TAIL = ['年间', '初年', '末年', '中叶', '间', '初', '末', '中', '代', '朝', '时'];
const LUNAR_MARKS = ['农历', '阴历', '旧历', '夏历'];
const GREGORIAN_MARKS = ['公历', '阳历', '新历', '国历', '西历'];
const CE_MARKS = ['公元', '西元'];
const ISO = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DROP = /[\s,，、。·]+/g;
const HAS_NUMBER = /[0-9一二三四五六七八九十〇]/;
const MONTH_WORD: Record<string, number> = { 正: 1, 端: 1, 冬: 11, 腊: 12 };
const DAY_WORD: Record<string, number | 'last'> = { 朔: 1, 望: 15, 晦: 'last' };

/** Mutable scan state over the normalised text. */
interface Scan {
  s: string;
  i: number;
}

function take(sc: Scan, words: readonly string[]): string | undefined {
  for (const w of words) {
    if (sc.s.startsWith(w, sc.i)) {
      sc.i += w.length;
      return w;
    }
  }
  return undefined;
}

function readNumeral(sc: Scan): number | undefined {
  let j = sc.i;
  while (j < sc.s.length && isNumeralChar(sc.s[j])) j++;
  if (j === sc.i) return undefined;
  const v = numeralValue(sc.s.slice(sc.i, j));
  if (Number.isNaN(v)) return undefined;
  sc.i = j;
  return v;
}

function readGanzhi(sc: Scan): string | undefined {
  const g = sc.s.slice(sc.i, sc.i + 2);
  if (g.length === 2 && '甲乙丙丁戊己庚辛壬癸'.includes(g[0]) && EARTHLY_BRANCHES.includes(g[1] as never)) {
    sc.i += 2;
    return g;
  }
  return undefined;
}

interface EraMatch {
  eras: readonly Era[];
  /** Set when only a dynasty was named (清代, 明末). */
  dynasty?: string;
}

/** Reads [dynasty] reign, longest match first; 唐上元 keeps both 唐 eras named 上元. */
function readEra(sc: Scan): EraMatch | undefined {
  const tryReign = (from: number, dynasties?: readonly string[]): { eras: Era[]; end: number } | undefined => {
    for (let len = Math.min(MAX_ERA_NAME_LENGTH, sc.s.length - from); len >= 2; len--) {
      const found = findErasFolded(sc.s.slice(from, from + len));
      const eras = dynasties ? found.filter((e) => dynasties.includes(e.dynasty)) : [...found];
      if (eras.length) return { eras, end: from + len };
    }
    return undefined;
  };
  for (let len = Math.min(MAX_DYNASTY_NAME_LENGTH, sc.s.length - sc.i); len >= 1; len--) {
    const prefix = sc.s.slice(sc.i, sc.i + len);
    const dyns = dynastiesNamedFolded(prefix);
    if (!dyns.length) continue;
    const hit = tryReign(sc.i + len, dyns);
    if (hit) {
      sc.i = hit.end;
      return { eras: hit.eras };
    }
    const rest = sc.s.slice(sc.i + len);
    if (findDynasty(prefix) && (rest === '' || ERA_SPAN_TAIL.includes(rest))) {
      sc.i += len;
      return { eras: [], dynasty: prefix };
    }
  }
  const hit = tryReign(sc.i);
  if (!hit) return undefined;
  sc.i = hit.end;
  return { eras: hit.eras };
}

interface Tail {
  ganzhi?: string;
  month?: number;
  leap?: boolean;
  day?: number | 'last';
  shichen?: number;
  lunarMark?: boolean;
  gregorianMark?: boolean;
  /** A token only the lunar calendar has: 闰, 正月/冬月/腊月, 初五/廿三/卅, 朔/望/晦. */
  lunarOnlyToken?: boolean;
}

/** Reads [岁次 干支 [年]] [历法] [闰] 月 [日 [时辰]] after the year. */
function readTail(sc: Scan, t: Tail): string | undefined {
  take(sc, ['岁次']);
  const g = readGanzhi(sc);
  if (g) {
    t.ganzhi = g;
    take(sc, ['年']);
  }
  if (take(sc, LUNAR_MARKS)) t.lunarMark = true;
  if (take(sc, GREGORIAN_MARKS)) t.gregorianMark = true;
  if (sc.i >= sc.s.length) return undefined;
  if (take(sc, ['闰'])) t.leap = t.lunarOnlyToken = true;
  const word = MONTH_WORD[sc.s[sc.i]];
  if (word !== undefined) {
    sc.i++;
    t.month = word;
    t.lunarOnlyToken = true;
  } else {
    t.month = readNumeral(sc);
    if (t.month === undefined) return '月份';
  }
  if (!take(sc, ['月份', '月'])) return '“月”';
  if (sc.i >= sc.s.length) return undefined;
  const dw = DAY_WORD[sc.s[sc.i]];
  if (dw !== undefined) {
    sc.i++;
    t.day = dw;
    t.lunarOnlyToken = true;
  } else {
    const c = sc.s[sc.i];
    if (c === '初') sc.i++;
    if (c === '初' || c === '廿' || c === '卅') t.lunarOnlyToken = true;
    t.day = readNumeral(sc);
    if (t.day === undefined || (c === '初' && t.day > 10)) return '日期';
  }
  take(sc, ['日', '号']);
  const b = EARTHLY_BRANCHES.indexOf(sc.s[sc.i] as never);
  if (b >= 0) {
    sc.i++;
    t.shichen = b;
    take(sc, ['时', '初', '正', '刻']);
  }
  return undefined;
}

const refuse = (code: ParseErrorCode, reason: string): ParseResult => ({ ok: false, code, reason });

function collect(results: BuildResult[]): ParseResult {
  const dates: ChineseDate[] = [];
  for (const r of results) if (r.ok) dates.push(r.date);
  if (dates.length) return { ok: true, dates };
  const failures = results.filter((r): r is Extract<BuildResult, { ok: false }> => !r.ok);
  if (!failures.length) return refuse('unrecognized', '无法识别');
  const reasons = [...new Set(failures.map((f) => f.reason))];
  return refuse(failures[0].code, reasons.join('；'));
}

/** Full-width forms, CJK compatibility ideographs and other characters NFKC would change. */
function needsNfkc(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xff00 || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xd800 && c <= 0xdfff) || c === 0x3000) return true;
  }
  return false;
}

function normalise(text: string): string {
  const folded = fold(needsNfkc(text) ? text.normalize('NFKC') : text);
  DROP.lastIndex = 0;
  return DROP.test(folded) ? folded.replace(DROP, '') : folded;
}

/**
 * Parses a date as written in a clan book: 乾隆三年戊午三月初五日辰时, 民国二十六年腊月廿三,
 * 1938年农历正月初一, 光绪间, 公元1911年10月10日, 1911-10-10, 不详 … See README.md for the grammar.
 */
export function parseChineseDate(text: string, options: ParseOptions = {}): ParseResult {
  const original = text;
  let s = normalise(text);
  if (!s) return refuse('empty', '日期为空');
  if (UNKNOWN.has(s)) return { ok: true, dates: [{ original, calendar: 'lunar', precision: 'unknown' }] };
  const sc: Scan = { s, i: 0 };
  take(sc, LEAD_WORDS);
  let approximate = take(sc, APPROX_LEAD) !== undefined;
  for (const w of TAIL_WORDS) if (s.length > sc.i + w.length && s.endsWith(w)) { s = s.slice(0, -w.length); break; }
  for (const w of APPROX_TAIL) if (s.length > sc.i + w.length && s.endsWith(w)) { s = s.slice(0, -w.length); approximate = true; break; }
  sc.s = s;
  const iso = ISO.exec(s.slice(sc.i));
  if (iso) {
    const r = buildGregorianDate({ original, year: +iso[1], month: +iso[2], day: +iso[3], approximate });
    return collect([r]);
  }
  const start = sc.i;
  const era = readEra(sc);
  if (era) return parseEraDate(sc, era, original, approximate, options);
  sc.i = start;
  return parseYearDate(sc, original, approximate, options);
}

function unread(sc: Scan, what?: string): ParseResult {
  const rest = sc.s.slice(sc.i);
  return refuse('unrecognized', what ? `无法识别${what}：“${rest || sc.s}”` : `无法识别“${rest}”`);
}

function parseEraDate(sc: Scan, m: EraMatch, original: string, approximate: boolean, options: ParseOptions): ParseResult {
  const spanTail = sc.s.slice(sc.i);
  if (spanTail === '' || ERA_SPAN_TAIL.includes(spanTail)) {
    const approx = approximate || spanTail !== '';
    if (m.dynasty) {
      const d = findDynasty(m.dynasty)!;
      const dates: ChineseDate[] = [{
        original, calendar: 'lunar', precision: 'era', ...(approx ? { approximate: true } : {}),
        era: { dynasty: d.name, firstYear: d.firstYear, lastYear: d.lastYear ?? 9999 },
      }];
      return { ok: true, dates };
    }
    return {
      ok: true,
      dates: m.eras.map((e) => ({
        original, calendar: 'lunar' as const, precision: 'era' as const, ...(approx ? { approximate: true } : {}), era: eraRef(e),
      })),
    };
  }
  if (m.dynasty) return unread(sc);
  const t: Tail = {};
  let eraYears: { era: Era; n: number }[];
  if (take(sc, ['元年'])) eraYears = m.eras.map((era) => ({ era, n: 1 }));
  else {
    const n = readNumeral(sc);
    if (n !== undefined) {
      if (!take(sc, ['年'])) return unread(sc, '“年”');
      eraYears = m.eras.map((era) => ({ era, n }));
    } else {
      // 乾隆戊午年: the year is named only by its 干支 inside the era.
      const g = readGanzhi(sc);
      if (!g) return unread(sc, '年份');
      take(sc, ['年']);
      t.ganzhi = g;
      eraYears = [];
      for (const era of m.eras) {
        for (let n = 1; n <= eraLength(era); n++) if (ganzhiOfYear(eraYearToCE(era, n)) === g) eraYears.push({ era, n });
      }
      if (!eraYears.length) {
        return refuse('ganzhi-mismatch', `${m.eras[0].reign}年间没有${g}年`);
      }
    }
  }
  const bad = readTail(sc, t);
  if (bad !== undefined || sc.i < sc.s.length) return unread(sc, bad);
  const notes: string[] = [];
  const republic = m.eras.some((e) => e.reign === '民国');
  let gregorian = false;
  if (republic && t.month !== undefined) {
    if (t.gregorianMark && t.lunarOnlyToken) return refuse('invalid-gregorian-date', '公历没有闰月、腊月、初几这样的日期');
    gregorian = t.gregorianMark === true
      || (!t.lunarMark && !t.lunarOnlyToken && options.republicMonthDays === 'gregorian');
    if (!t.gregorianMark && !t.lunarMark && !t.lunarOnlyToken) {
      notes.push(gregorian ? '民国纪年未注明历法，按公历解读' : '民国纪年未注明历法，按农历解读');
    }
  } else if (t.gregorianMark) {
    return refuse('invalid-gregorian-date', '年号纪年的月日是农历，不能注明公历');
  }
  return collect(eraYears.map(({ era, n }) => {
    if (gregorian) {
      const r = buildGregorianDate({
        original, year: eraYearToCE(era, n), month: t.month, day: t.day === 'last' ? NaN : t.day,
        shichen: t.shichen, approximate, notes,
      });
      return r.ok ? { ok: true as const, date: { ...r.date, era: eraRef(era, n) } } : r;
    }
    return buildLunarDate({
      original, era, eraYear: n, ganzhi: t.ganzhi, month: t.month, leap: t.leap, day: t.day, shichen: t.shichen,
      approximate, notes, onGanzhiMismatch: options.onGanzhiMismatch,
    });
  }));
}

function parseYearDate(sc: Scan, original: string, approximate: boolean, options: ParseOptions): ParseResult {
  const t: Tail = {};
  if (take(sc, LUNAR_MARKS)) t.lunarMark = true;
  if (take(sc, GREGORIAN_MARKS)) t.gregorianMark = true;
  take(sc, CE_MARKS);
  let years: number[];
  const y = readNumeral(sc);
  if (y !== undefined) {
    if (!take(sc, ['年']) && sc.i < sc.s.length) return unread(sc, '“年”');
    years = [y];
  } else {
    const g = readGanzhi(sc);
    if (!g) return sc.i === 0 && !HAS_NUMBER.test(sc.s) ? refuse('unknown-era', `无法识别的年号或日期：“${sc.s}”`) : unread(sc);
    take(sc, ['年']);
    const w = options.ganzhiYearWindow;
    if (!w) return refuse('ganzhi-only', `只有干支纪年（${g}），无法确定是哪一个六十年周期；请加上年号或公元年份`);
    t.ganzhi = g;
    years = [];
    const first = w.from + ((((ganzhiIndex(g) - (w.from - 4)) % 60) + 60) % 60);
    for (let yy = first; yy <= w.to; yy += 60) years.push(yy);
    if (!years.length) return refuse('ganzhi-only', `${w.from}–${w.to}年之间没有${g}年`);
  }
  const bad = readTail(sc, t);
  if (bad !== undefined || sc.i < sc.s.length) return unread(sc, bad);
  if (t.gregorianMark && (t.lunarOnlyToken || t.lunarMark)) return refuse('invalid-gregorian-date', '公历没有闰月、腊月、初几这样的日期');
  const lunar = t.lunarMark === true || t.lunarOnlyToken === true || t.ganzhi !== undefined;
  return collect(years.map((year) => lunar
    ? buildLunarDate({
      original, lunarYear: year, ganzhi: t.ganzhi, month: t.month, leap: t.leap, day: t.day, shichen: t.shichen,
      approximate, onGanzhiMismatch: options.onGanzhiMismatch,
    })
    : buildGregorianDate({
      original, year, month: t.month, day: t.day === 'last' ? NaN : t.day, shichen: t.shichen, approximate,
    })));
}
