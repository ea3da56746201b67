/**
 * The calendar engine's data types. Every type here is plain JSON (no classes, no Dates) so it can be
 * stored, sent by the API and compared with `toEqual`.
 */

/** How exactly a date is known. `era` = only the reign or dynasty (光绪间, 清末); `unknown` = 不详/失考. */
export type Precision = 'hour' | 'day' | 'month' | 'year' | 'era' | 'unknown';

/** The calendar the source text counted months and days in. */
export type CalendarKind = 'lunar' | 'gregorian';

/** A reign era (or, with no `reign`, a dynasty) as a date refers to it. Names are Simplified. */
export interface EraRef {
  dynasty: string;
  reign?: string;
  /** Era year, 1 = 元年. Absent for era-level precision. */
  year?: number;
  /** Source disambiguation, e.g. 世祖 for 至元 (1264–1294). */
  note?: string;
  /** CE years the era (or dynasty) spans. */
  firstYear: number;
  lastYear: number;
}

/**
 * A date as people write it in a clan book, with its structured reading (domain.md §3). `original` is
 * always kept verbatim; the other fields are derived from it.
 */
export interface ChineseDate {
  original: string;
  calendar: CalendarKind;
  precision: Precision;
  /** 约/左右/间/初/末 and the like, or a date only known to the era. */
  approximate?: boolean;
  era?: EraRef;
  /** 干支 of the lunar year, e.g. 戊午. */
  ganzhiYear?: string;
  /** CE number of the lunar year (乾隆三年 → 1738). The lunar year starts at 正月初一. */
  lunarYear?: number;
  /** Lunar month 1–12. */
  month?: number;
  leapMonth?: boolean;
  /** Lunar day 1–30. */
  day?: number;
  /** 时辰: 0 = 子 … 11 = 亥. */
  shichen?: number;
  /** Western civil date as far as it is known (Julian calendar before 1582-10-15). */
  gregorian?: { year: number; month?: number; day?: number };
  /** YYYY-MM-DD, present for day and hour precision. */
  gregorianISO?: string;
  /** Assumptions the parser made, in Chinese (e.g. 民国纪年未注明历法，按农历解读). */
  notes?: string[];
}

/** Why a text was refused. `reason` (Chinese) is for people, `code` for programs. */
export type ParseErrorCode =
  | 'empty'
  | 'unrecognized'
  | 'unknown-era'
  | 'era-year-out-of-range'
  | 'ganzhi-mismatch'
  | 'ganzhi-only'
  | 'invalid-month'
  | 'invalid-leap-month'
  | 'invalid-day'
  | 'invalid-gregorian-date'
  | 'out-of-range';

/**
 * Result of `parseChineseDate`. On success `dates` has one entry, or several when the text is ambiguous
 * (an era name used by several dynasties, a bare 干支 year inside `ganzhiYearWindow`); it is never empty.
 */
export type ParseResult =
  | { ok: true; dates: ChineseDate[] }
  | { ok: false; code: ParseErrorCode; reason: string };

export interface ParseOptions {
  /** 干支 that contradicts the era year (乾隆三年甲子): refuse (default) or accept with a note. */
  onGanzhiMismatch?: 'refuse' | 'flag';
  /**
   * How to read month/day after a 民国 year when the text says neither 农历 nor 公历. Clan books mostly
   * record lunar dates, so the default is 'lunar'; a note records the assumption.
   */
  republicMonthDays?: 'lunar' | 'gregorian';
  /** Resolve a 干支 year given without era (戊午年三月初五) to every matching year in this CE range. */
  ganzhiYearWindow?: { from: number; to: number };
}
