/** Server state of 起名 (contract/named.ts): the writes with exactly what they make stale. */
import * as named from '@contract/named';
import { confirmPayment } from '@src/features/payments/index';
import { mutation } from '@src/lib/mutation';
import { invalidate, setCallData } from '@src/lib/query';

/** Ask for names: the reply is the request's details (cached for the screen it opens), and the log gains a line. */
export const createNames = mutation(named.create, {
  onData: (d) => setCallData(named.details, { id: d.request.id }, d),
  invalidates: () => [named.logs],
});
export const startNamesOrder = mutation(named.createOrder);
export const removeNames = mutation(named.remove, { invalidates: (_r, p) => [named.logs, [named.details, { id: p.id }]] });

/** A paid request unlocks its whole list. */
export const namesPaid = (id: number) => invalidate([named.details, { id }]);

/** Back from the pay page: confirm by outTradeNo; paid → the request's list reloads. */
export async function confirmNamesPayment(outTradeNo: string, id: number) {
  const r = await confirmPayment({ outTradeNo });
  if (r.paid) await namesPaid(id);
  return r;
}
