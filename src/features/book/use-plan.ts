/** The clan's default plan (GET /clan-print/v4/plan/default/{clanId}) merged with the draft the create screens edit. */
import { useAtom } from '@src/app/store';
import { planDefault } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { planDraftAtom, mergedPlan, type PlanDraft } from './book.atoms';
import { useBookIds } from './book.queries';

export function usePlan() {
  const { clanId, projectId } = useBookIds();
  const q = useApiQuery(planDefault, { id: clanId ?? 0 }, { enabled: !!clanId });
  const [draft, setDraft] = useAtom(planDraftAtom);
  const plan = q.data ? mergedPlan(q.data.plan, draft) : null;
  const update = (patch: Omit<PlanDraft, 'clanId'>) =>
    setDraft((d) => ({ ...(d.clanId === clanId ? d : {}), ...patch, clanId }));
  const suffix = clanId ? `?clanId=${clanId}${projectId ? `&projectId=${projectId}` : ''}` : '';
  return { clanId, projectId, q, plan, update, reset: () => setDraft({ clanId: null }), suffix };
}
