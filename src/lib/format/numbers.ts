/** Number display filters (spec §9). */

/** One decimal, trailing ".0" dropped: 12345 → "1.2", 20000 → "2". */
function oneDecimal(n: number): string {
  const s = (Math.floor(n * 10) / 10).toFixed(1);
  return s.endsWith('.0') ? s.slice(0, -2) : s;
}

/** A price over 10000 is shown as X.X万 (12345 → 1.2万); smaller prices as they are. */
export function priceWan(value: number | string | null | undefined): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  return n > 10000 ? `${oneDecimal(n / 10000)}万` : String(n);
}

/** A view/like count over 10000 is shown as X.Xw (12345 → 1.2w). */
export function countW(value: number | string | null | undefined): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '0';
  return n > 10000 ? `${oneDecimal(n / 10000)}w` : String(Math.trunc(n));
}

const cny = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

/** Currency, zh-CN CNY: 1234.5 → "¥1,234.50". */
export function currency(yuan: number | string | null | undefined): string {
  const n = Number(yuan);
  return cny.format(Number.isFinite(n) ? n : 0);
}

/** Money in integer fen (the API's unit) as CNY: 12345 → "¥123.45". */
export function fenToCurrency(fen: number | null | undefined): string {
  return currency((fen ?? 0) / 100);
}

/** Seconds as a clock: 75 → "01:15", 3675 → "01:01:15" (the hour only when it is non-zero). */
export function secondsToTime(total: number | null | undefined): string {
  const s = Math.max(0, Math.floor(Number(total) || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const p = (x: number) => String(x).padStart(2, '0');
  return h > 0 ? `${p(h)}:${p(m)}:${p(sec)}` : `${p(m)}:${p(sec)}`;
}
