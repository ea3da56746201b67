/** Server state of seek-roots posts, replies and matches (contract/seek-root.ts). */
import * as c from '@contract/seek-root';
import { mutation } from '@src/lib/mutation';

const LISTS = () => [c.seekRootList, c.seekRootMy, c.seekRootNameList, c.seekRootInfo, c.opsSeekRootPosts];
const ONE = (id: number) => [[c.seekRootGet, { id }]] as const;

export const seekAdd = mutation(c.seekRootAdd, { invalidates: LISTS });
export const seekDel = mutation(c.seekRootDelete, { invalidates: LISTS });
export const seekLike = mutation(c.seekRootLike, { invalidates: (_r, p) => [...ONE(p.id), c.seekRootList] });
export const seekShare = mutation(c.seekRootShare, { invalidates: (_r, p) => [...ONE(p.id)] });
export const seekSucceed = mutation(c.seekRootSucceed, { invalidates: (_r, p) => [...ONE(p.id), ...LISTS()] });
export const seekPolish = mutation(c.seekRootPolish, { invalidates: (_r, p) => [...ONE(p.id), ...LISTS()] });
export const seekBlock = mutation(c.seekRootBlock, { invalidates: (_r, p) => [...ONE(p.id), ...LISTS()] });
export const seekReply = mutation(c.seekRootReply, { invalidates: (_r, p) => [...ONE(p.id), c.seekRootReplyList] });
export const seekReplyLike = mutation(c.seekRootReplyLike, { invalidates: () => [c.seekRootReplyList] });
export const seekReplyDel = mutation(c.seekRootReplyDelete, { invalidates: () => [c.seekRootGet, c.seekRootReplyList] });
export const seekAdopt = mutation(c.seekRootAdopt, { invalidates: () => [c.seekRootGet, c.seekRootReplyList] });
export const seekSaveBase = mutation(c.seekRootUpdateUserBaseInfo, { invalidates: () => [c.seekRootUserBaseInfo] });
export const seekBannerSave = mutation(c.opsSeekRootBannerSave, { invalidates: () => [c.seekRootBannerList] });
export const seekBannerDel = mutation(c.opsSeekRootBannerDelete, { invalidates: () => [c.seekRootBannerList] });
