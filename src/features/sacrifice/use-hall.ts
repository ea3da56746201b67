/**
 * The hall of a memorial screen from `?id=` or `?memberId=`: with only a member, the redirect call finds his hall
 * (or none yet); then the hall itself.
 */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { redirect } from '@contract/sacrifice';
import { useApiQuery } from '@src/lib/query';
import { hallRefOf } from './sacrifice-model';
import { sacrificeQueries } from './sacrifice.queries';

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
  const q = useQuery({ ...sacrificeQueries.hall(ref.hallId ?? 0), enabled: !!ref.hallId });
  return { ref, q };
}
