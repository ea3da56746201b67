/** Wallet and payment calls used by the screens (contract/payments.ts). */
import { useAtomValue } from 'jotai';
import { clanBalanceGet } from '@contract/payments';
import { useApiQuery } from '@src/lib/query';
import { userInfoAtom } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';

/**
 * The wallet balance (fen). Spec §4: fetched only if not loaded or a refresh is forced — cached without going
 * stale; call `refetch()` to force.
 */
export function useBalance() {
  const user = useAtomValue(userInfoAtom);
  return useApiQuery(clanBalanceGet, {}, { enabled: isLoggedIn(user), staleTime: Infinity });
}
