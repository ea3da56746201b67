/** Server state of memberships (contract/vip.ts): VIP, editions, avatars and frames, and what users wear. */
import * as v from '@contract/vip';
import type { Dress } from '@contract/vip';
import { useQuery } from '@tanstack/react-query';
import { api } from '@src/lib/api-client';
import { mutation } from '@src/lib/mutation';
import { queryKeyOf } from '@src/lib/query';

const VIP_READS = () => [v.vipMy, v.vipSurplus, v.vipLogList, v.frameList, v.avatarList, v.dressOfUsers];
const DRESS_READS = () => [v.frameList, v.avatarList, v.dressOfUsers];
const EDITION_READS = () => [v.editionPrice];

export const startVip = mutation(v.vipPayment);
export const confirmVip = mutation(v.vipConfirm, { invalidates: VIP_READS });
export const startEdition = mutation(v.editionPayment);
export const confirmEdition = mutation(v.editionConfirm, { invalidates: EDITION_READS });
export const exchangeEdition = mutation(v.editionExchange, { invalidates: EDITION_READS });

export const frameUp = mutation(v.frameDressUp, { invalidates: DRESS_READS });
export const frameDown = mutation(v.frameDressDown, { invalidates: DRESS_READS });
export const avatarUp = mutation(v.avatarDressUp, { invalidates: DRESS_READS });
export const avatarDown = mutation(v.avatarDressDown, { invalidates: DRESS_READS });
export const startFrame = mutation(v.frameCreateOrder);
export const confirmFrame = mutation(v.frameConfirmOrder, { invalidates: DRESS_READS });
export const startAvatar = mutation(v.avatarCreateOrder);
export const confirmAvatar = mutation(v.avatarConfirmOrder, { invalidates: DRESS_READS });

// ——— What users wear, for every avatar on screen: one /userAvatarBox/dress call per batch of ids ———

const NONE: Dress = { avatarId: null, frameId: null };
let pending: Map<number, ((d: Dress) => void)[]> | null = null;

function flush(batch: Map<number, ((d: Dress) => void)[]>): void {
  const ids = [...batch.keys()];
  api(v.dressOfUsers, { userIds: ids.join(',') }, { loading: false, silent: true })
    .then((r) => {
      const got = new Map(r.list.map((x) => [x.userId, { avatarId: x.avatarId, frameId: x.frameId }]));
      for (const [id, done] of batch) for (const f of done) f(got.get(id) ?? NONE);
    })
    .catch(() => { for (const done of batch.values()) for (const f of done) f(NONE); });
}

/** The dress of one user; the avatars shown in the same moment are fetched together. */
function loadDress(userId: number): Promise<Dress> {
  return new Promise((resolve) => {
    if (!pending) {
      pending = new Map();
      const batch = pending;
      queueMicrotask(() => { pending = null; flush(batch); });
    }
    pending.set(userId, [...(pending.get(userId) ?? []), resolve]);
  });
}

export function useDress(userId: number | null | undefined) {
  return useQuery({
    // one key per user under the call's key: a dress change invalidates them all (DRESS_READS)
    queryKey: queryKeyOf(v.dressOfUsers, { userIds: String(userId ?? 0) }),
    queryFn: () => loadDress(userId!),
    enabled: !!userId && userId > 1,
    staleTime: 60_000,
  });
}

