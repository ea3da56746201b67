/** Masking filters for personal data (spec §9). */

/** A phone keeps its first 3 and last 4 digits: 13800138000 → 138****8000. */
export function maskPhone(phone: string | number | null | undefined): string {
  const p = String(phone ?? '').trim();
  if (p.length < 7) return p;
  if (p.includes('*')) return p; // already masked by the server
  return `${p.slice(0, 3)}${'*'.repeat(Math.max(4, p.length - 7))}${p.slice(-4)}`;
}

/** A name keeps its first character (and its last when longer than 2): 张三 → 张*, 欧阳娜娜 → 欧**娜. */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from(String(name ?? '').trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** An ID card keeps its first 6 and last 4 characters: 110101199003071234 → 110101********1234. */
export function maskIdCard(id: string | null | undefined): string {
  const s = String(id ?? '').trim();
  if (s.length <= 10) return s.length > 2 ? `${s[0]}${'*'.repeat(s.length - 2)}${s[s.length - 1]}` : s;
  return `${s.slice(0, 6)}${'*'.repeat(s.length - 10)}${s.slice(-4)}`;
}

/** Collect admin names are cut after 3 characters with "...": 诸葛孔明 → 诸葛孔... */
export function cutName(name: string | null | undefined, max = 3): string {
  const chars = Array.from(String(name ?? ''));
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}
