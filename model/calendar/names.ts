/** Fixed Chinese calendar vocabulary shared by the parser, the formatter and the almanac. */

export const HEAVENLY_STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const EARTHLY_BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;
export const ZODIAC = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

/** 时辰 index 0 = 子 (23:00–00:59) … 11 = 亥 (21:00–22:59). */
export const SHICHEN_HOURS = [
  '23:00–00:59', '01:00–02:59', '03:00–04:59', '05:00–06:59', '07:00–08:59', '09:00–10:59',
  '11:00–12:59', '13:00–14:59', '15:00–16:59', '17:00–18:59', '19:00–20:59', '21:00–22:59',
] as const;

const DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 60-cycle index (0 = 甲子) → name, e.g. 54 → 戊午. */
export function ganzhiName(index: number): string {
  const i = ((index % 60) + 60) % 60;
  return HEAVENLY_STEMS[i % 10] + EARTHLY_BRANCHES[i % 12];
}

/** Name → 60-cycle index, or -1 when the two characters are not a valid stem–branch pair (e.g. 甲丑). */
export function ganzhiIndex(name: string): number {
  const s = HEAVENLY_STEMS.indexOf(name[0] as (typeof HEAVENLY_STEMS)[number]);
  const b = EARTHLY_BRANCHES.indexOf(name[1] as (typeof EARTHLY_BRANCHES)[number]);
  if (s < 0 || b < 0 || name.length !== 2 || (s - b) % 2 !== 0) return -1;
  for (let i = s; i < 60; i += 10) if (i % 12 === b) return i;
  return -1;
}

/** Astronomical year number (1 BCE = 0) of a CE-style year with no year 0 (−1 = 1 BCE). */
export function astronomicalYear(year: number): number {
  return year < 0 ? year + 1 : year;
}

/** 干支 of a lunar year (甲子 = 4 CE = 1984). Years before CE use the no-year-0 convention. */
export function ganzhiOfYear(year: number): string {
  return ganzhiName(astronomicalYear(year) - 4);
}

/** CE year `n − 1` years after `first` (元年 = first), skipping the non-existent year 0. */
export function addEraYears(first: number, n: number): number {
  const astro = astronomicalYear(first) + n - 1;
  return astro <= 0 ? astro - 1 : astro;
}

/** 1 → 一, 26 → 二十六, 10 → 十, 100 → 一百, 1938 → 一千九百三十八 (counting style). */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new RangeError(`chineseNumber: ${n}`);
  if (n < 10) return n === 0 ? '零' : DIGITS[n];
  if (n < 20) return '十' + (n % 10 ? DIGITS[n % 10] : '');
  if (n < 100) return DIGITS[Math.floor(n / 10)] + '十' + (n % 10 ? DIGITS[n % 10] : '');
  const units: [number, string][] = [[1000, '千'], [100, '百'], [10, '十'], [1, '']];
  let out = '';
  let zero = false;
  for (const [u, name] of units) {
    const d = Math.floor(n / u) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + name;
  }
  return out;
}

/** 1938 → 一九三八 (digit-by-digit style used for CE years). */
export function chineseDigits(n: number): string {
  return String(n).replace(/\d/g, (d) => DIGITS[Number(d)]);
}

/** Era year in words: 1 → 元, 3 → 三, 21 → 二十一. */
export function eraYearName(n: number): string {
  return n === 1 ? '元' : chineseNumber(n);
}

/** Lunar month in words: 1 → 正月, 11 → 十一月 (or 冬月 with folk names), 12 → 十二月 (腊月). */
export function lunarMonthName(month: number, leap = false, folk = false): string {
  const base = month === 1 ? '正' : folk && month === 11 ? '冬' : folk && month === 12 ? '腊' : chineseNumber(month);
  return (leap ? '闰' : '') + base + '月';
}

/** Lunar day in words: 1 → 初一, 10 → 初十, 20 → 二十, 21 → 廿一, 30 → 三十. */
export function lunarDayName(day: number): string {
  if (day <= 10) return '初' + (day === 10 ? '十' : DIGITS[day]);
  if (day < 20) return '十' + DIGITS[day - 10];
  if (day === 20) return '二十';
  if (day < 30) return '廿' + DIGITS[day - 20];
  return '三十';
}

/** 时辰 in words: 4 → 辰时. */
export function shichenName(index: number): string {
  return EARTHLY_BRANCHES[index] + '时';
}
