/**
 * Reading the numbers people write in dates: Arabic digits, Chinese counting numerals (二十六, 一千九百三十八),
 * digit-by-digit years (一九三八), and the date forms 廿 (20) and 卅 (30). Pure and allocation-light: the
 * parser calls these in its hot path.
 */

const DIGIT: Record<string, number> = {
  〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
const UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** True for a character that can be part of a number (Arabic or Chinese, incl. 廿 卅). */
export function isNumeralChar(c: string): boolean {
  return (c >= '0' && c <= '9') || c in DIGIT || c in UNIT || c === '廿' || c === '卅';
}

/**
 * Value of a whole numeral string, or NaN. Accepts "26", "二十六", "廿六", "卅", "十", "一千九百三十八",
 * "一九三八" (digit-by-digit: two or more digits and no unit character), "二〇二三".
 */
export function numeralValue(s: string): number {
  if (s.length === 0) return NaN;
  let arabic = true;
  for (let i = 0; i < s.length; i++) if (s[i] < '0' || s[i] > '9') arabic = false;
  if (arabic) return Number(s);
  const head = s[0] === '廿' ? 20 : s[0] === '卅' ? 30 : 0;
  if (head) {
    if (s.length === 1) return head;
    if (s.length === 2 && s[1] in DIGIT && DIGIT[s[1]] > 0) return head + DIGIT[s[1]];
    return NaN;
  }
  let hasUnit = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c in UNIT) hasUnit = true;
    else if (!(c in DIGIT)) return NaN;
  }
  if (!hasUnit) {
    if (s.length === 1) return DIGIT[s];
    let v = 0;
    for (let i = 0; i < s.length; i++) {
      if (s[i] === '两') return NaN;
      v = v * 10 + DIGIT[s[i]];
    }
    return v;
  }
  return countingValue(s);
}

/** 二十六 → 26, 十五 → 15, 一千九百零八 → 1908; NaN for malformed input such as 十十 or 三百十百. */
function countingValue(s: string): number {
  let total = 0;
  let pending = -1; // digit waiting for its unit; -1 = none
  let lastUnit = 10000;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c in UNIT) {
      const u = UNIT[c];
      if (u >= lastUnit) return NaN;
      total += (pending < 0 ? (i === 0 && u === 10 ? 1 : NaN) : pending) * u;
      if (pending === 0) return NaN;
      pending = -1;
      lastUnit = u;
    } else {
      const d = DIGIT[c];
      if (d === 0) {
        if (pending >= 0) return NaN;
        continue; // 一千零八: the zero only marks a gap
      }
      if (pending >= 0) return NaN;
      pending = d;
    }
  }
  if (pending > 0) total += pending;
  return total;
}
