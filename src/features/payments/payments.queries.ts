/** Server state of the wallet and payments (contract/payments.ts): queries, and the writes with what they make stale. */
import * as pay from '@contract/payments';
import { useQuery } from '@tanstack/react-query';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const paymentsQueries = {
  balance: () => callQuery(pay.clanBalanceGet, {}),
  chargeOptions: () => callQuery(pay.chargeList, {}),
  sandbox: (outTradeNo: string) => callQuery(pay.sandboxGet, { outTradeNo }, { call: { silent: true } }),
};

/**
 * The wallet balance (fen). Spec §4: fetched only if not loaded or a refresh is forced — cached without going
 * stale; the writes that move money invalidate it.
 */
export function useBalance() {
  const user = useAtomValue(userInfoAtom);
  return useQuery({ ...paymentsQueries.balance(), enabled: isLoggedIn(user), staleTime: Infinity });
}

/** Start a recharge. */
export const startCharge = mutation(pay.chargePayment);
/** Confirm a recharge by outTradeNo (back from the pay page): the balance moves. */
export const confirmCharge = mutation(pay.chargeConfirm, { invalidates: () => [pay.clanBalanceGet, pay.clanBalanceLog] });
/** Confirm any payment by outTradeNo (a wallet payment moves the balance). */
export const confirmPayment = mutation(pay.paymentConfirm, { invalidates: () => [pay.clanBalanceGet, pay.clanBalanceLog] });
/** The sandbox provider's 确认支付 / 取消. */
export const sandboxAnswer = mutation(pay.sandboxPay, { invalidates: (_r, p) => [[pay.sandboxGet, { outTradeNo: p.outTradeNo }], pay.clanBalanceGet] });
