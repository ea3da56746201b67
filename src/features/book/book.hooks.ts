/** Which clan/project a book screen is about (query params first, then the current project), and id params. */
import { useSearchParams } from 'react-router-dom';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import type { CallDef } from '@contract/common/call';
import { queryKeyOf, queryClient } from '@src/lib/query';

export const num = (v: string | null | undefined): number | null => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function useBookIds() {
  const [params] = useSearchParams();
  const project = useAtomValue(currentProjectAtom);
  return {
    params,
    projectId: num(params.get('projectId')) ?? project.projectId,
    clanId: num(params.get('clanId')) ?? project.clanId,
    /** The screen's own id (?id=). */
    id: num(params.get('id')),
  };
}

/** Mark the answers of these calls stale (every params), so the lists edited on another screen load again. */
export function invalidate(...defs: CallDef[]): void {
  for (const def of defs) void queryClient.invalidateQueries({ queryKey: queryKeyOf(def) });
}
