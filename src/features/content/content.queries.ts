/** Server state of posts, articles, replies and donations (contract/content.ts, contract/donations.ts). */
import * as c from '@contract/content';
import * as d from '@contract/donations';
import { mutation } from '@src/lib/mutation';

const LISTS = () => [c.contentV2List, c.contentMyList, c.dataNotice, c.logList];
const ONE = (id: number) => [[c.contentV2Get, { id }]] as const;

export const contentAdd = mutation(c.contentAdd, { invalidates: (_r, p) => (p.draft ? [c.contentDraft] : [...LISTS(), c.contentDraft]) });
export const contentDel = mutation(c.contentDel, { invalidates: LISTS });
export const contentTop = mutation(c.contentTop, { invalidates: (_r, p) => [...ONE(p.id), c.contentV2List] });
export const contentLike = mutation(c.contentLike, { invalidates: (_r, p) => [...ONE(p.id), c.contentV2List, c.logList] });
export const contentShare = mutation(c.contentShare, { invalidates: (_r, p) => [...ONE(p.id)] });
export const contentFollow = mutation(c.contentFollow, { invalidates: (_r, p) => [...ONE(p.id), c.contentV2List] });
export const contentBlock = mutation(c.contentBlacklistAdd, { invalidates: () => [c.contentV2List, c.contentReplyV2List, c.contentBlacklistList] });
export const contentReport = mutation(c.contentReport);
export const noticeReadAll = mutation(c.noticeReadAll, { invalidates: () => [c.dataNotice, c.noticeUnread] });
export const contentReply = mutation(c.contentReply, { invalidates: (_r, p) => [...ONE(p.contentId), c.contentReplyV2List, c.contentReplyList, c.logList] });
export const replyLike = mutation(c.contentReplyLike, { invalidates: () => [c.contentReplyV2List, c.contentReplyList] });
export const replyDel = mutation(c.contentReplyDel, { invalidates: () => [c.contentV2Get, c.contentReplyV2List, c.contentReplyList] });

const DONATION_READS = () => [d.donationList, d.donationGet, d.donationMerit, d.donationLedger, d.donationManage, d.contributionMy, d.contributionDetails];
export const donationSave = mutation(d.donationSave, { invalidates: DONATION_READS });
export const donationSpend = mutation(d.donationSpend, { invalidates: DONATION_READS });
export const contributionAdd = mutation(d.contributionAdd, { invalidates: DONATION_READS });
export const contributionAppend = mutation(d.contributionAppend, { invalidates: DONATION_READS });
export const contributionConfirm = mutation(d.contributionConfirm, { invalidates: () => [...DONATION_READS(), c.logList] });
export const contributionPerfect = mutation(d.contributionPerfect, { invalidates: DONATION_READS });
export const contributionDelete = mutation(d.contributionDelete, { invalidates: DONATION_READS });

/** A fresh idempotency key for one visit of the donation form (a double tap or a retry makes one gift). */
export const newClientKey = () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
