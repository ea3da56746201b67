/** Server state of people, follows and friends (contract/social.ts). */
import * as c from '@contract/social';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const socialQueries = {
  info: () => callQuery(c.followInfo, {}),
  privacy: () => callQuery(c.privacyGet, {}),
};

/** Every people list (and the personal page): a follow or a friend change moves their flags and counts. */
const peopleLists = () => [c.userSearch, c.userSameName, c.userSameCity, c.friendList, c.friendFans, c.friendRequestList, c.friendRequestMy, c.followInfo, c.personPage] as const;

export const toggleFollow = mutation(c.friendAttention, { invalidates: () => [...peopleLists()] });
export const applyFriend = mutation(c.friendApply, { invalidates: () => [...peopleLists()] });
export const confirmFriend = mutation(c.friendConfirm, { invalidates: () => [...peopleLists()] });
export const rejectFriend = mutation(c.friendReject, { invalidates: () => [...peopleLists()] });
export const deleteFriend = mutation(c.friendDelete, { invalidates: () => [...peopleLists()] });
export const deleteFan = mutation(c.fansDelete, { invalidates: () => [...peopleLists()] });
export const setPrivacy = mutation(c.privacySet, { invalidates: () => [c.privacyGet] });

// ——— the personal page ———
export const personQueries = {
  clans: () => callQuery(c.personClans, {}),
  page: (id: number) => callQuery(c.personPage, { id }),
};
export const setPersonClans = mutation(c.personClansSet, { invalidates: () => [c.personClans, c.personPage] });
