/**
 * Server state of the memorial halls (contract/sacrifice.ts) and ancestral halls (contract/hall.ts): the writes,
 * each with exactly what it makes stale, and the flows built on them (a free offering, 收藏 with instant feedback,
 * opening a hall in the screen of its style).
 */
import { useNavigate } from 'react-router-dom';
import * as sf from '@contract/sacrifice';
import * as hall from '@contract/hall';
import type { OfferingItem } from '@contract/sacrifice';
import { toast } from '@src/app/shell/feedback';
import { api } from '@src/lib/api-client';
import { mutation, patch } from '@src/lib/mutation';
import { callQuery, type Target } from '@src/lib/query';
import { redirectPath } from './sacrifice-model';

/** Reads several screens share (the screens show failures with ErrorState, so they are silent). */
const silent = { call: { silent: true } };
export const sacrificeQueries = {
  hall: (id: number) => callQuery(sf.get, { id }, silent),
  items: (id: number) => callQuery(sf.itemList, { id }, silent),
  desk: (id: number) => callQuery(sf.poolListDesk, { id }, silent),
  /** The track list (one track with `key`); it never changes while the app runs. */
  music: (key?: string) => ({ ...callQuery(sf.musicList, key ? { key } : {}, silent), staleTime: Infinity }),
  ancestralHall: (id: number) => callQuery(hall.hallGet, { id }, silent),
};

/** Lists and rankings that show a memorial hall's counters (worship, flowers, popularity). */
const HALL_LISTS: Target[] = [sf.listAll, sf.listType, sf.listProject, sf.listFavorite, sf.customList, sf.rankingPopularity, sf.rankingFilialPiety, sf.total];

/** What an offering on hall `id` changes: the hall, its desk and offering list, its logs, the lists and totals. */
const offeringTargets = (id: number): Target[] => [
  [sf.get, { id }], [sf.poolListDesk, { id }], [sf.poolList, { id }], [sf.logList, { id }], [sf.logListScroll, { id }],
  sf.logListHistory, ...HALL_LISTS,
];

export const makeOffering = mutation(sf.poolPayment, { invalidates: (r, p) => (r.offering ? offeringTargets(p.id) : []) });
export const confirmOffering = mutation(sf.poolPaymentConfirm, { invalidates: (r) => (r.paid && r.offering ? offeringTargets(r.offering.hallId) : []) });

/** Offer a free item at once (recorded by the server; once per user, hall and day). Resolves true when recorded. */
export async function offerFree(hallId: number, item: OfferingItem, message?: string): Promise<boolean> {
  try {
    const r = await makeOffering({ id: hallId, itemId: item.id, quantity: 1, message: message || undefined });
    if (!r.offering) return false;
    toast(`已${item.categoryName}：${item.name}`, 'success');
    return true;
  } catch {
    return false; // msbox already toasted (e.g. 今天已经献过…)
  }
}

/** 收藏 / 取消收藏: the flag flips on screen at once; the favourite lists reload. */
export const favoriteHall = mutation(sf.favorite, {
  optimistic: ({ id, kind }) =>
    kind === 'hall'
      ? [{ target: [hall.hallGet, { id }], update: patch.fields<{ favorite: boolean }>((o) => ({ favorite: !o.favorite })) }]
      : [{ target: [sf.get, { id }], update: patch.fields<{ favorite: boolean }>((o) => ({ favorite: !o.favorite })) }],
  invalidates: (_r, { kind }) => (kind === 'hall' ? [hall.hallFavoriteList] : [sf.listFavorite]),
});

export const toggleFavorite = async (id: number, kind: 'memorial' | 'hall' = 'memorial') => {
  const r = await favoriteHall({ id, kind });
  toast(r.favorite ? '已收藏' : '已取消收藏');
  return r.favorite;
};

// ——— a memorial hall and its content ———
export const saveMemorial = mutation(sf.customAddOrEdit, {
  invalidates: (r) => [[sf.customGet, { id: r.id }], [sf.get, { id: r.id }], sf.redirect, ...HALL_LISTS],
});
export const deleteMemorial = mutation(sf.customDelete, { invalidates: (_r, p) => [[sf.get, { id: p.id }], sf.redirect, ...HALL_LISTS] });
export const addMessage = mutation(sf.messageAdd, { invalidates: (_r, p) => [[sf.messageList, { id: p.id }], [sf.get, { id: p.id }]] });
export const deleteMessage = mutation(sf.messageDelete, { invalidates: () => [sf.messageList, sf.get] });
const LIFETIME_LISTS = [sf.lifetimeArticleList, sf.lifetimeAlbumList, sf.lifetimeVideoList];
export const saveLifetime = mutation(sf.lifetimeSave, {
  invalidates: (_r, p) => [...LIFETIME_LISTS.map((d): Target => [d, { id: p.hallId }]), sf.lifetimeGet, [sf.get, { id: p.hallId }]],
});
export const deleteLifetime = mutation(sf.lifetimeDelete, { invalidates: () => [...LIFETIME_LISTS, sf.lifetimeGet, sf.get] });

/** Set the hall's background music (empty: none): the hall's stored form, read fresh, with the new track. */
export async function setMemorialMusic(hallId: number, key: string) {
  const f = await api(sf.customGet, { id: hallId });
  return saveMemorial({
    id: f.id, memberId: f.memberId ?? undefined, surname: f.surname || undefined, name: f.name || undefined, gender: f.gender,
    birthText: f.birthText || undefined, deathText: f.deathText || undefined, photo: f.photo || undefined, style: f.style, tomb: f.tomb,
    biography: f.biography || undefined, epitaph: f.epitaph || undefined, musicKey: key || undefined, vrId: f.vrId ?? undefined,
    offerers: f.offerers.join(' ') || undefined,
  });
}

// ——— an ancestral hall (宗祠) and its tablets ———
const hallTargets = (id?: number): Target[] => (id ? [[hall.hallGet, { id }], [hall.hallInfo, { id }], hall.hallList] : [hall.hallGet, hall.hallInfo, hall.hallList]);
export const saveAncestralHall = mutation(hall.hallSave, { invalidates: (r, p) => [...hallTargets(p.id ?? r.id), hall.hallFavoriteList] });
export const deleteAncestralHall = mutation(hall.hallDelete, { invalidates: (_r, p) => [...hallTargets(p.id), hall.hallFavoriteList] });
const tabletTargets = (hallId?: number): Target[] => [hall.tabletList, hall.tabletSearch, ...(hallId ? [[hall.hallGet, { id: hallId }] as Target] : [hall.hallGet])];
export const bindTablet = mutation(hall.tabletBinding, { invalidates: (_r, p) => tabletTargets(p.hallId) });
export const unbindTablet = mutation(hall.tabletUnbundle, { invalidates: () => tabletTargets() });
export const deleteTabletPage = mutation(hall.tabletDelPage, { invalidates: (_r, p) => tabletTargets(p.hallId) });

/** The pay screen of a priced item (it starts the payment and comes back to `returnTo`). */
export function payPagePath(hallId: number, item: Pick<OfferingItem, 'id'>, returnTo: string): string {
  const q = new URLSearchParams({ id: String(hallId), itemId: String(item.id), returnTo });
  return `/sacrifice/pay?${q.toString()}`;
}

/** Open a hall in the screen of its style (asks the redirect call). */
export function useOpenHall(): (ref: { id?: number; memberId?: number }) => Promise<void> {
  const navigate = useNavigate();
  return async (ref) => {
    try {
      navigate(redirectPath(await api(sf.redirect, ref)));
    } catch { /* toasted */ }
  };
}
