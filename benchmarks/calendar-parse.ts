/**
 * Parser benchmark: parse + convert 100 000 varied date strings (era dates in Simplified and Traditional
 * characters, 民国 dates, CE lunar dates, Gregorian dates, ISO dates, era-level dates and ~5 % impossible
 * dates that must be refused). The strings are generated up front from a seeded PRNG, so every run parses
 * the same input; a short warm-up fills the lunar-year cache first.
 */
import { parseChineseDate } from '../model/calendar/parse';
import { chineseNumber, ganzhiOfYear, lunarDayName, lunarMonthName, shichenName } from '../model/calendar/names';
import type { Report } from './report';
import { mulberry32 } from '../model/random';

const QING: [string, string, number, number][] = [
  ['順治', '顺治', 1644, 18], ['康熙', '康熙', 1662, 61], ['雍正', '雍正', 1723, 13], ['乾隆', '乾隆', 1736, 60],
  ['嘉慶', '嘉庆', 1796, 25], ['道光', '道光', 1821, 30], ['咸豐', '咸丰', 1851, 11], ['同治', '同治', 1862, 13],
  ['光緒', '光绪', 1875, 34], ['宣統', '宣统', 1909, 3],
];
const MING: [string, number][] = [['萬曆', 48], ['嘉靖', 45], ['崇禎', 17], ['洪武', 31], ['永樂', 22]];

const rng = mulberry32;

/** The benchmark's input: `n` date strings, deterministic for a given seed. */
export function sampleDateStrings(n: number, seed = 20261122): string[] {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pickOf = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const eraYear = (k: number) => (k === 1 ? '元' : chineseNumber(k));
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = r();
    const month = int(1, 12);
    const day = int(1, 29);
    if (x < 0.3) {
      const [trad, simp, first, len] = pickOf(QING);
      const k = int(1, len);
      const withGanzhi = r() < 0.5 ? ganzhiOfYear(first + k - 1) : '';
      const time = r() < 0.4 ? shichenName(int(0, 11)) : '';
      const name = r() < 0.5 ? trad : simp;
      out.push(`${r() < 0.3 ? '清' : ''}${name}${eraYear(k)}年${withGanzhi}${lunarMonthName(month)}${lunarDayName(day)}日${time}`);
    } else if (x < 0.45) {
      out.push(`${r() < 0.5 ? '民国' : '民國'}${chineseNumber(int(1, 38))}年${lunarMonthName(month, false, r() < 0.3)}${lunarDayName(day)}`);
    } else if (x < 0.6) {
      out.push(`${int(1900, 2050)}年农历${lunarMonthName(month)}${lunarDayName(day)}`);
    } else if (x < 0.75) {
      out.push(`公元${int(1900, 2050)}年${month}月${int(1, 28)}日`);
    } else if (x < 0.85) {
      out.push(`${int(1900, 2050)}-${String(month).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`);
    } else if (x < 0.9) {
      out.push(`${pickOf(QING)[int(0, 1)]}${pickOf(['间', '年间', '末年', ''])}`);
    } else if (x < 0.95) {
      const [name, len] = pickOf(MING);
      out.push(`明${name}${eraYear(int(1, len))}年${lunarMonthName(month)}${lunarDayName(day)}`);
    } else {
      out.push(pickOf(['乾隆七十年三月初五', '1911年2月30日', '光绪十一年闰五月初一', '乾隆三年甲子', '宣统四年']));
    }
  }
  return out;
}

export async function runParseBench(report: Report): Promise<void> {
  const inputs = sampleDateStrings(100_000);
  for (let i = 0; i < 2_000; i++) parseChineseDate(inputs[i]);
  let ok = 0;
  const t0 = performance.now();
  for (const text of inputs) if (parseChineseDate(text).ok) ok++;
  const ms = performance.now() - t0;
  if (ok < 90_000) throw new Error(`only ${ok} of 100000 sample dates parsed; the sample or the parser is broken`);
  report({ case: 'parse-100000', metric: 'ms', value: ms, unit: 'ms' });
}
