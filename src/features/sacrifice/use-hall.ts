/**
 * The hall of a memorial screen from `?id=` or `?memberId=`: with only a member, the redirect call finds his hall
 * (or none yet); then the hall itself.
 */
import { useSearchParams } from 'react-router-dom';
import { get, redirect } from '@contract/sacrifice';
import { useApiQuery } from '@src/lib/query';
import { hallRefOf } from './sacrifice-model';

export function useHallId(): { hallId: number | undefined; memberId?: number; pending: boolean; missing: boolean; error: unknown; retry: () => void } {
  const [params] = useSearchParams();
  const ref = hallRefOf(params);
  const byMember = useApiQuery(redirect, { memberId: ref?.memberId }, { enabled: !!ref?.memberId && !ref.id, call: { silent: true } });
  if (!ref) return { hallId: undefined, pending: false, missing: true, error: null, retry: () => {} };
  if (ref.id) return { hallId: ref.id, pending: false, missing: false, error: null, retry: () => {} };
  return {
    hallId: byMember.data?.id ?? undefined,
    memberId: ref.memberId,
    pending: byMember.isPending,
    missing: !!byMember.data && byMember.data.id === null,
    error: byMember.error,
    retry: () => void byMember.refetch(),
  };
}

/** The hall (SacrificeDetail) of the screen; `hallId` undefined until known. */
export function useHall() {
  const ref = useHallId();
  const q = useApiQuery(get, { id: ref.hallId }, { enabled: !!ref.hallId, call: { silent: true } });
  return { ref, q };
}
