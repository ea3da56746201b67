/**
 * The preview input of the format screen: five 世 of the user's own clan from the plan's root when the screen
 * knows the clanId (GET /clan-member/tree); undefined (→ the demo clan) while loading, on error or without a clan.
 */
import { useMemo } from 'react';
import { tree } from '@contract/clan-members';
import type { BookInput } from '@layouts/input';
import { useApiQuery } from '@src/lib/query';
import { previewSample } from './clan-sample';

export function useClanSample(clanId: number | null, rootId: number | null | undefined, title: string): { input?: BookInput; inputKey?: string } {
  const q = useApiQuery(tree, { clanId: clanId ?? 0, rootId: rootId ?? undefined, generations: 5 }, { enabled: !!clanId, call: { silent: true } });
  return useMemo(() => previewSample(q.data, q.isError, title), [q.data, q.isError, title]);
}
