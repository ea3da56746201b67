/** /ops/me for the signed-in user, asked quietly (a non-staff user's msg 0 is not toasted), cached per user. */
import { useQuery } from '@tanstack/react-query';
import { opsMe, type StaffMe } from '@contract/staff';
import { api } from '@src/lib/api-client';
import { callKey } from '@src/lib/query';

export function useStaffMe(userId: number, staleTime = 30_000) {
  return useQuery<StaffMe, Error>({
    queryKey: [...callKey(opsMe), userId],
    queryFn: ({ signal }) => api(opsMe, {}, { silent: true, loading: false, signal }),
    retry: false,
    staleTime,
  });
}
