/** Pure helpers of the offering pay screen: the page to come back to, and a safe in-app returnTo. */

/** Only in-app memorial paths may be a return target (never a full URL); otherwise the hall's worship page. */
export function safeReturnTo(returnTo: string | null, hallId: number): string {
  const r = (returnTo ?? '').trim();
  if (/^\/sacrifice\/[\w/-]+(\?[^#]*)?$/.test(r) && !r.startsWith('/sacrifice/pay')) return r;
  return `/sacrifice/worship?id=${hallId}&tab=desk`;
}

/** The pay screen's own path to come back to after the provider (keeps hall, item, quantity and returnTo). */
export function payScreenPath(p: { hallId: number; itemId: number; quantity: number; returnTo: string }): string {
  const q = new URLSearchParams({ id: String(p.hallId), itemId: String(p.itemId), quantity: String(p.quantity), returnTo: p.returnTo });
  return `/sacrifice/pay?${q.toString()}`;
}
