/**
 * The payment round trip (contract/payments.ts): a screen starts a payment, the user goes to its payUrl (the sandbox
 * "模拟支付" page), confirms or cancels there, and comes back to the page that started it with
 * `?payResult=paid|cancelled&outTradeNo=…`; that page then confirms by outTradeNo.
 *
 * History: the starting page goes to the pay page with `navigate(to, { replace: true })` and the pay page replaces
 * itself with the result, so after paying the history holds [… the page before the form, the result]: back never
 * shows the payment form again (no double payment). A second start for the same thing answers the pending payment.
 */
import type { PaymentStart } from '@contract/payments';
import { cache, CACHE_KEYS } from '@src/lib/cache';

export interface PayReturn {
  outTradeNo: string;
  /** App path of the page that started the payment. */
  returnTo: string;
}

export type PayResult = 'paid' | 'cancelled';

/** The app path of a payUrl ("#/pay/sandbox?…", "/pay/sandbox?…" or a full URL with a hash). */
export function payPath(payUrl: string): string {
  const hash = payUrl.indexOf('#');
  const p = hash >= 0 ? payUrl.slice(hash + 1) : payUrl;
  return p.startsWith('/') ? p : `/${p}`;
}

/** Add the result to the return path (keeping its other params, dropping old results). */
export function returnPath(returnTo: string, outTradeNo: string, result: PayResult): string {
  const [base, query = ''] = returnTo.split('?', 2);
  const q = new URLSearchParams(query);
  q.delete('payResult');
  q.delete('outTradeNo');
  q.set('payResult', result);
  q.set('outTradeNo', outTradeNo);
  return `${base}?${q.toString()}`;
}

/**
 * Start paying: a wallet payment is already paid (returns 'paid', nothing to open); otherwise remember where to come
 * back and return the path of the pay page to navigate to.
 */
export function beginPayment(start: PaymentStart, returnTo: string): { paid: true } | { paid: false; to: string } {
  if (start.status === 'paid' || !start.payUrl) return { paid: true };
  cache.set<PayReturn>(CACHE_KEYS.payReturn, { outTradeNo: start.outTradeNo, returnTo }, { ttlMs: 3600_000 });
  return { paid: false, to: payPath(start.payUrl) };
}

/** Where the pay page goes when done: the starting page with the result, or null to go back in history. */
export function finishPayment(outTradeNo: string, result: PayResult): string | null {
  const r = cache.peek<PayReturn>(CACHE_KEYS.payReturn);
  if (!r || r.outTradeNo !== outTradeNo) return null;
  cache.remove(CACHE_KEYS.payReturn);
  return returnPath(r.returnTo, outTradeNo, result);
}
