/** Calls shared by the memorial screens: refreshing a hall after a change, and making a free offering. */
import * as sf from '@contract/sacrifice';
import type { OfferingItem } from '@contract/sacrifice';
import { toast } from '@src/app/shell/feedback';
import { api } from '@src/lib/api-client';
import { queryKeyOf, queryClient } from '@src/lib/query';
import { useNavigate } from 'react-router-dom';
import { redirectPath } from './sacrifice-model';

/** After an offering, a message or an edit: the hall, its desk, lists, logs, rankings and totals reload. */
export function refreshHall(): Promise<unknown> {
  const defs = [sf.get, sf.poolListDesk, sf.poolList, sf.logList, sf.logListScroll, sf.logListHistory, sf.itemList, sf.total,
    sf.rankingPopularity, sf.rankingFilialPiety, sf.listAll, sf.listType, sf.listProject, sf.customList, sf.listFavorite,
    sf.messageList, sf.redirect];
  return Promise.all(defs.map((d) => queryClient.invalidateQueries({ queryKey: queryKeyOf(d) })));
}

/** The pay screen of a priced item (it starts the payment and comes back to `returnTo`). */
export function payPagePath(hallId: number, item: Pick<OfferingItem, 'id'>, returnTo: string): string {
  const q = new URLSearchParams({ id: String(hallId), itemId: String(item.id), returnTo });
  return `/sacrifice/pay?${q.toString()}`;
}

/** Offer a free item at once (recorded by the server; once per user, hall and day). Resolves true when recorded. */
export async function offerFree(hallId: number, item: OfferingItem, message?: string): Promise<boolean> {
  try {
    const r = await api(sf.poolPayment, { id: hallId, itemId: item.id, quantity: 1, message: message || undefined });
    if (!r.offering) return false;
    toast(`已${item.categoryName}：${item.name}`, 'success');
    await refreshHall();
    return true;
  } catch {
    return false; // msbox already toasted (e.g. 今天已经献过…)
  }
}

export const toggleFavorite = async (id: number, kind: 'memorial' | 'hall' = 'memorial') => {
  const r = await api(sf.favorite, { id, kind });
  toast(r.favorite ? '已收藏' : '已取消收藏');
  await refreshHall();
  return r.favorite;
};

/** Open a hall in the screen of its style (asks the redirect call). */
export function useOpenHall(): (ref: { id?: number; memberId?: number }) => Promise<void> {
  const navigate = useNavigate();
  return async (ref) => {
    try {
      navigate(redirectPath(await api(sf.redirect, ref)));
    } catch { /* toasted */ }
  };
}
