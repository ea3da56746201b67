/** The plan being put together on the create screens (format, cover, title…), kept while the user moves between them. */
import { atom } from '@src/app/store';
import type { Plan } from '@contract/print';

export type PlanDraft = Partial<Pick<Plan, 'format' | 'generations' | 'rootId' | 'coverId' | 'innerPageId' | 'binding' | 'paper' | 'title' | 'edition'>> & {
  clanId: number | null;
};

export const planDraftAtom = atom<PlanDraft>({ clanId: null });

/** The draft over the clan's default plan (a draft of another clan is ignored). */
export function mergedPlan(def: Plan, draft: PlanDraft): Plan {
  if (draft.clanId !== def.clanId) return def;
  const { clanId: _clan, ...rest } = draft;
  const picked = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<Plan>;
  return { ...def, ...picked };
}
