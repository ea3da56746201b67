/** Chinese numerals for leaf and page numbers and for digits in vertical text. */

const DIGITS = '〇一二三四五六七八九';

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 105 → 一百〇五, 1234 → 一千二百三十四 (counting form, up to 99 999). */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99_999) return String(n);
  if (n === 0) return '〇';
  const units = ['', '十', '百', '千', '万'];
  const ds = String(n).split('').map(Number);
  let out = '';
  let zero = false;
  ds.forEach((d, i) => {
    const u = units[ds.length - 1 - i];
    if (d === 0) {
      zero = true;
      return;
    }
    if (zero && out) out += '〇';
    zero = false;
    out += DIGITS[d] + u;
  });
  return out.startsWith('一十') ? out.slice(1) : out;
}

/** Each ASCII digit as its Chinese digit: "1998" → "一九九八" (vertical text; years and codes read this way). */
export function digitsToChinese(s: string): string {
  return s.replace(/[0-9]/g, (d) => DIGITS[Number(d)]);
}
