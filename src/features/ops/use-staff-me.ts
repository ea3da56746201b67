/** /ops/me for the signed-in user, asked quietly (a non-staff user's msg 0 is not toasted), cached per user. */
import { useQuery } from '@tanstack/react-query';
import { opsMe, type StaffMe } from '@contract/staff';
import { api } from '@src/lib/api-client';
import { queryKeyOf } from '@src/lib/query';

export function useStaffMe(userId: number, staleTime = 30_000) {
  return useQuery<StaffMe, Error>({
    // the call takes no params; the user is in the key so that one user's roles never show for the next
    queryKey: queryKeyOf(opsMe, { userId }),
    queryFn: ({ signal }) => api(opsMe, {}, { silent: true, loading: false, signal }),
    retry: false,
    staleTime,
  });
}
