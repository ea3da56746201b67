/**
 * GEDCOM dates (5.5, 5.5.1, 5.5.5, 7.0) → our ChineseDate, the GEDCOM text kept as `original`.
 * Every form: a date with an optional calendar (@#DJULIAN@ / JULIAN …), dual years (1699/00), B.C. / BCE,
 * ABT/CAL/EST, BEF/AFT/BET…AND, FROM…TO, INT … (phrase), a bare (phrase), and a 7.0 PHRASE beside the date.
 * A phrase that our calendar engine reads (乾隆三年三月初五) wins: it is the register's own text.
 */
import { buildGregorianDate } from '@model/calendar/chinese-date';
import { fromJdn } from '@model/calendar/lunar-table';
import { memberDate } from '@model/member';
import type { ChineseDate } from '@model/calendar/types';

export type GedCalendar = 'GREGORIAN' | 'JULIAN' | 'HEBREW' | 'FRENCH_R' | 'UNKNOWN';

export interface GedDatePart {
  calendar: GedCalendar;
  year: number;
  month?: number;
  day?: number;
  /** The second half of a dual year (1699/00 → 1700). */
  dualYear?: number;
  bc?: boolean;
}

export type GedDateKind =
  | 'exact' | 'about' | 'calculated' | 'estimated' | 'before' | 'after' | 'between' | 'from' | 'to' | 'fromTo'
  | 'interpreted' | 'phrase' | 'invalid';

export interface GedDate {
  kind: GedDateKind;
  first?: GedDatePart;
  second?: GedDatePart;
  phrase?: string;
}

const GREG_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const HEBREW_MONTHS = ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV', 'ELL'];
const FRENCH_MONTHS = ['VEND', 'BRUM', 'FRIM', 'NIVO', 'PLUV', 'VENT', 'GERM', 'FLOR', 'PRAI', 'MESS', 'THER', 'FRUC', 'COMP'];
const CAL_ESCAPES: Record<string, GedCalendar> = {
  '@#DGREGORIAN@': 'GREGORIAN', '@#DJULIAN@': 'JULIAN', '@#DHEBREW@': 'HEBREW', '@#DFRENCH R@': 'FRENCH_R',
  '@#DUNKNOWN@': 'UNKNOWN', '@#DROMAN@': 'UNKNOWN', GREGORIAN: 'GREGORIAN', JULIAN: 'JULIAN', HEBREW: 'HEBREW',
  FRENCH_R: 'FRENCH_R',
};

function monthsOf(c: GedCalendar): string[] {
  return c === 'HEBREW' ? HEBREW_MONTHS : c === 'FRENCH_R' ? FRENCH_MONTHS : GREG_MONTHS;
}

/** Reads one date ("@#DJULIAN@ 3 MAR 1699/00 B.C."); undefined when it is not one. */
export function parseDatePart(text: string): GedDatePart | undefined {
  let s = text.trim().toUpperCase().replace(/\s+/g, ' ');
  let calendar: GedCalendar = 'GREGORIAN';
  const esc = /^(@#D[A-Z ]+?@|GREGORIAN|JULIAN|HEBREW|FRENCH_R)\s*/.exec(s);
  if (esc) {
    const c = CAL_ESCAPES[esc[1]];
    if (!c) return undefined;
    calendar = c;
    s = s.slice(esc[0].length);
  } else if (/^_[A-Z0-9_]+\s/.test(s)) {
    return undefined;
  }
  let bc = false;
  const bcm = /\s*(B\.C\.|BC|BCE|B\.C)$/.exec(s);
  if (bcm) {
    bc = true;
    s = s.slice(0, bcm.index);
  }
  const tokens = s.split(' ').filter(Boolean);
  if (tokens.length < 1 || tokens.length > 3) return undefined;
  const ym = /^(\d{1,4})(?:\/(\d{2}))?$/.exec(tokens[tokens.length - 1]);
  if (!ym) return undefined;
  const part: GedDatePart = { calendar, year: Number(ym[1]) };
  if (ym[2]) {
    const next = Math.floor(part.year / 100) * 100 + Number(ym[2]);
    part.dualYear = next < part.year ? next + 100 : next;
  }
  if (bc) part.bc = true;
  if (tokens.length >= 2) {
    const mi = monthsOf(calendar).indexOf(tokens[tokens.length - 2]);
    if (mi < 0) return undefined;
    part.month = mi + 1;
  }
  if (tokens.length === 3) {
    if (!/^\d{1,2}$/.test(tokens[0])) return undefined;
    part.day = Number(tokens[0]);
  }
  return part;
}

/** Reads a whole DATE value. */
export function parseGedDate(value: string): GedDate {
  const s = value.trim().replace(/\s+/g, ' ');
  const up = s.toUpperCase();
  const phraseOnly = /^\((.*)\)$/.exec(s);
  if (phraseOnly) return { kind: 'phrase', phrase: phraseOnly[1] };
  const intm = /^INT\s+(.*?)\s*\((.*)\)$/i.exec(s);
  if (intm) {
    const first = parseDatePart(intm[1]);
    return first ? { kind: 'interpreted', first, phrase: intm[2] } : { kind: 'invalid', phrase: intm[2] };
  }
  const two = (re: RegExp, kind: GedDateKind): GedDate | undefined => {
    const m = re.exec(up);
    if (!m) return undefined;
    const first = parseDatePart(m[1]);
    const second = parseDatePart(m[2]);
    return first && second ? { kind, first, second } : { kind: 'invalid' };
  };
  const range = two(/^BET\s+(.+?)\s+AND\s+(.+)$/, 'between') ?? two(/^FROM\s+(.+?)\s+TO\s+(.+)$/, 'fromTo');
  if (range) return range;
  const one = /^(ABT|CAL|EST|BEF|AFT|FROM|TO)\s+(.+)$/.exec(up);
  if (one) {
    const kinds: Record<string, GedDateKind> = {
      ABT: 'about', CAL: 'calculated', EST: 'estimated', BEF: 'before', AFT: 'after', FROM: 'from', TO: 'to',
    };
    const first = parseDatePart(one[2]);
    return first ? { kind: kinds[one[1]], first } : { kind: 'invalid' };
  }
  const first = parseDatePart(s);
  return first ? { kind: 'exact', first } : { kind: 'invalid' };
}

const CAL_WORD: Record<GedCalendar, string> = {
  GREGORIAN: '格里历', JULIAN: '儒略历', HEBREW: '希伯来历', FRENCH_R: '法国共和历', UNKNOWN: '未知历法',
};

function partWords(p: GedDatePart): string {
  const y = p.bc ? `公元前${p.year}年` : `${p.dualYear ?? p.year}年`;
  return `${CAL_WORD[p.calendar] === '格里历' ? '' : CAL_WORD[p.calendar]}${y}${p.month ? `${p.month}月` : ''}${p.day ? `${p.day}日` : ''}`;
}

const KIND_NOTE: Partial<Record<GedDateKind, (d: GedDate) => string>> = {
  about: (d) => `约${partWords(d.first!)}（ABT）`,
  calculated: (d) => `推算为${partWords(d.first!)}（CAL）`,
  estimated: (d) => `估计为${partWords(d.first!)}（EST）`,
  before: (d) => `${partWords(d.first!)}以前（BEF），取该日期`,
  after: (d) => `${partWords(d.first!)}以后（AFT），取该日期`,
  between: (d) => `介于${partWords(d.first!)}与${partWords(d.second!)}之间（BET…AND），取前者`,
  from: (d) => `自${partWords(d.first!)}起（FROM）`,
  to: (d) => `至${partWords(d.first!)}止（TO）`,
  fromTo: (d) => `自${partWords(d.first!)}至${partWords(d.second!)}（FROM…TO），取前者`,
};

/** Proleptic-calendar JDN: Julian (`julian`) or Gregorian. */
function jdnOfCalendar(year: number, month: number, day: number, julian: boolean): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const base = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4);
  return julian ? base - 32083 : base - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

function monthLength(p: GedDatePart): number {
  const y = p.dualYear ?? p.year;
  const leap = p.calendar === 'JULIAN' ? y % 4 === 0 : (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][(p.month ?? 1) - 1];
}

/** The western civil date (Julian before 1582-10-15, as the calendar engine counts) of a Gregorian/Julian part. */
function civilOf(p: GedDatePart): { year: number; month?: number; day?: number; moved: boolean } {
  const year = p.dualYear ?? p.year;
  if (p.month === undefined || p.day === undefined) return { year, month: p.month, moved: false };
  const jdn = jdnOfCalendar(year, p.month, p.day, p.calendar === 'JULIAN');
  const civil = fromJdn(jdn);
  const moved = civil.year !== year || civil.month !== p.month || civil.day !== p.day;
  return { ...civil, moved };
}

function unknownDate(original: string, notes: string[]): ChineseDate {
  return { original, calendar: 'gregorian', precision: 'unknown', notes };
}

/**
 * A GEDCOM DATE (and its 7.0 PHRASE, if any) → ChineseDate. Never throws: an unreadable date keeps its text
 * with precision `unknown` and a note; `problem` says why, for the import log.
 */
export function gedDateToChinese(value: string, phrase?: string): { date: ChineseDate; problem?: string } {
  const d = parseGedDate(value);
  const words = phrase ?? d.phrase;
  if (words) {
    // The register's own words win when the calendar engine reads them; a phrase alone is kept as written.
    const fromPhrase = memberDate(words);
    if (fromPhrase.precision !== 'unknown' || d.kind === 'phrase' || d.kind === 'invalid' || !value.trim()) return { date: fromPhrase };
  }
  const notes: string[] = [];
  if (words) notes.push(`说明：${words}`);
  if (d.kind === 'invalid' || !d.first) {
    return { date: unknownDate(value.trim(), [...notes, '无法识别的GEDCOM日期，已保留原文']), problem: `无法识别的日期“${value.trim()}”，已保留原文` };
  }
  const p = d.first;
  const note = KIND_NOTE[d.kind]?.(d);
  if (note) notes.push(note);
  if (p.calendar === 'HEBREW' || p.calendar === 'FRENCH_R' || p.calendar === 'UNKNOWN') {
    notes.push(`${CAL_WORD[p.calendar]}日期暂不换算，已保留原文`);
    return { date: unknownDate(value.trim(), notes), problem: `${CAL_WORD[p.calendar]}日期“${value.trim()}”未换算，已保留原文` };
  }
  if (p.bc) {
    notes.push(`公元前${p.year}年，超出可换算的范围，已保留原文`);
    return { date: unknownDate(value.trim(), notes) };
  }
  if (p.month !== undefined && p.day !== undefined && (p.day < 1 || p.day > monthLength(p))) {
    const reason = `${CAL_WORD[p.calendar]}${p.year}年${p.month}月没有${p.day}日`;
    return { date: unknownDate(value.trim(), [...notes, reason]), problem: `日期“${value.trim()}”：${reason}，已保留原文` };
  }
  const civil = civilOf(p);
  if (p.dualYear) notes.push(`双年份${p.year}/${String(p.dualYear).slice(-2)}，取${p.dualYear}年`);
  if (civil.moved) notes.push(`${CAL_WORD[p.calendar]}${p.year}-${p.month}-${p.day}换算为通行历${civil.year}-${civil.month}-${civil.day}`);
  const r = buildGregorianDate({
    original: value.trim(), year: civil.year, month: civil.month, day: civil.day,
    approximate: d.kind !== 'exact' && d.kind !== 'interpreted', notes,
  });
  if (!r.ok) return { date: unknownDate(value.trim(), [...notes, r.reason]), problem: `日期“${value.trim()}”：${r.reason}` };
  return { date: r.date };
}
