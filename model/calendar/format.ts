/**
 * Formatting a ChineseDate for print: the traditional clan-book style (era + 干支 + lunar month/day +
 * 时辰, e.g. 清乾隆三年戊午三月初五日辰时) and the modern style (Gregorian first, lunar in brackets, e.g.
 * 1738年4月23日（农历戊午年三月初五）), domain.md §1.4 and §1.6.
 */
import { ERAS, erasOfYear, eraYearToCE, findEras, type Era } from './eras';
import { chineseDigits, chineseNumber, eraYearName, lunarDayName, lunarMonthName, shichenName } from './names';
import type { ChineseDate, EraRef } from './types';

export interface FormatOptions {
  /** Characters of the output (era names come from the data in both forms). Default 'simplified'. */
  script?: 'simplified' | 'traditional';
  /** 冬月/腊月 instead of 十一月/十二月. Default false. */
  folkMonthNames?: boolean;
}

/** Dynasties preferred when a year has several eras (divided periods, change-over years). */
const PREFERRED_DYNASTIES = [
  '清', '明', '元', '宋', '唐', '武周', '隋', '后周', '后汉', '后晋', '后唐', '后梁', '陈', '梁', '南齐', '刘宋',
  '东晋', '西晋', '魏', '东汉', '新', '西汉',
];

/**
 * The era used to print lunar year `year` when the date names none: 民国 for 1912–1949; otherwise the era
 * of the preferred dynasty, the later-started one in a change-over year (1644 → 顺治元年). Undefined after
 * 1949 and where no era is known.
 */
export function displayEra(year: number): { era: Era; eraYear: number } | undefined {
  const eras = erasOfYear(year).filter((e) => (year >= 1912) === (e.reign === '民国'));
  if (!eras.length) return undefined;
  const rank = (e: Era) => {
    const i = PREFERRED_DYNASTIES.indexOf(e.dynasty);
    return i < 0 ? PREFERRED_DYNASTIES.length : i;
  };
  eras.sort((a, b) => rank(a) - rank(b) || b.firstYear - a.firstYear);
  const era = eras[0];
  const astro = (y: number) => (y < 0 ? y + 1 : y);
  return { era, eraYear: astro(year) - astro(era.firstYear) + 1 };
}

function eraOfRef(ref: EraRef): Era | undefined {
  if (!ref.reign) return undefined;
  return findEras(ref.reign).find((e) => e.dynasty === ref.dynasty && e.firstYear === ref.firstYear);
}

const TO_TRADITIONAL: Record<string, string> = {
  闰: '閏', 时: '時', 腊: '臘', 国: '國', 历: '曆', 农: '農', 间: '間', 约: '約', 详: '詳', 后: '後', 东: '東',
  汉: '漢', 晋: '晉', 齐: '齊', 辽: '遼', 华: '華', 岁: '歲', 寿: '壽',
};

function toScript(text: string, opts: FormatOptions): string {
  if (opts.script !== 'traditional') return text;
  let out = '';
  for (const c of text) out += TO_TRADITIONAL[c] ?? c;
  return out;
}

function eraName(era: Era, opts: FormatOptions): string {
  if (era.reign === '民国') return opts.script === 'traditional' ? '民國' : '民国';
  return opts.script === 'traditional' ? era.dynastyTraditional + era.reignTraditional : era.dynasty + era.reign;
}

function yearWords(d: ChineseDate, opts: FormatOptions): string {
  const era = d.era ? eraOfRef(d.era) : undefined;
  if (era && d.era?.year !== undefined) return `${eraName(era, opts)}${eraYearName(d.era.year)}年`;
  const year = d.lunarYear ?? d.gregorian?.year;
  if (year === undefined) return '';
  const shown = displayEra(year);
  if (shown) return `${eraName(shown.era, opts)}${eraYearName(shown.eraYear)}年`;
  return year > 0 ? `公元${chineseDigits(year)}年` : `公元前${chineseDigits(-year)}年`;
}

function spanWords(d: ChineseDate, opts: FormatOptions): string {
  const ref = d.era!;
  const era = eraOfRef(ref);
  if (era) return `${eraName(era, opts)}年间`;
  return `${ref.dynasty}代`;
}

/** 清乾隆三年戊午三月初五日辰时 — the lunar reading in the traditional order. */
export function formatTraditional(d: ChineseDate, opts: FormatOptions = {}): string {
  if (d.precision === 'unknown') return toScript('不详', opts);
  if (d.precision === 'era' && d.era) return toScript(spanWords(d, opts), opts); // 年间 already says "about"
  let out = (d.approximate ? '约' : '') + yearWords(d, opts);
  if (d.lunarYear === undefined) {
    // Known only as a Gregorian year or month: 民国二十七年, 民国二十七年公历十月.
    const m = d.gregorian?.month;
    return toScript(m !== undefined ? `${out}公历${chineseNumberMonth(m)}` : out, opts);
  }
  out += d.ganzhiYear ?? '';
  if (d.month !== undefined && (d.calendar === 'lunar' || d.day !== undefined)) {
    out += lunarMonthName(d.month, d.leapMonth, opts.folkMonthNames);
    if (d.day !== undefined) out += lunarDayName(d.day) + '日';
    if (d.shichen !== undefined) out += shichenName(d.shichen);
  }
  return toScript(out, opts);
}

function chineseNumberMonth(m: number): string {
  return chineseNumber(m) + '月';
}

function yearCE(year: number): string {
  return year > 0 ? `${year}年` : `公元前${-year}年`;
}

/** 1738年4月23日（农历戊午年三月初五） — Gregorian first, the lunar reading in brackets. */
export function formatModern(d: ChineseDate, opts: FormatOptions = {}): string {
  if (d.precision === 'unknown') return toScript('不详', opts);
  const approx = d.approximate ? '约' : '';
  if (d.precision === 'era' && d.era) {
    return toScript(`${spanWords(d, opts)}（${yearCE(d.era.firstYear)}–${yearCE(d.era.lastYear)}）`, opts);
  }
  const g = d.gregorian;
  if (g?.day !== undefined && d.month !== undefined && d.day !== undefined) {
    const lunar = `农历${d.ganzhiYear}年${lunarMonthName(d.month, d.leapMonth, opts.folkMonthNames)}${lunarDayName(d.day)}`
      + (d.shichen !== undefined ? shichenName(d.shichen) : '');
    return toScript(`${approx}${g.year}年${g.month}月${g.day}日（${lunar}）`, opts);
  }
  if (d.calendar === 'gregorian' && g) {
    return toScript(`${approx}${yearCE(g.year)}${g.month !== undefined ? `${g.month}月` : ''}`, opts);
  }
  const year = d.lunarYear!;
  const eraText = d.era?.year !== undefined ? yearWords(d, opts) + '，' : '';
  if (d.month !== undefined) {
    const month = lunarMonthName(d.month, d.leapMonth, opts.folkMonthNames);
    return toScript(`${approx}农历${d.ganzhiYear}年${month}（${eraText}${yearCE(year)}）`, opts);
  }
  return toScript(`${approx}${yearCE(year)}（${eraText}${d.ganzhiYear}年）`, opts);
}

/** Era years of lunar year `year` under every era in use then (for pickers and cross-checks). */
export function erasForYear(year: number): { era: Era; eraYear: number }[] {
  return ERAS.filter((e) => e.firstYear <= year && year <= e.lastYear).map((era) => {
    let n = 1;
    while (eraYearToCE(era, n) < year) n++;
    return { era, eraYear: n };
  });
}
