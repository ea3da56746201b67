/** Server state of 采丁 (contract/collect.ts). */
import * as c from '@contract/collect';
import { childRanking, get as memberGet } from '@contract/clan-members';
import { logList } from '@contract/reviews';
import { mutation } from '@src/lib/mutation';
import { callQuery, queryClient } from '@src/lib/query';

const CAMPAIGN = () => [c.collectList, c.collectGet, c.collectBranch, c.collectAddress];
const FAMILY = () => [c.familyList, c.familyGet, c.memberList, c.memberTree, c.memberMothers, c.memberGet, c.matchView, c.adminGet];

export const saveCampaign = mutation(c.collectSave, { invalidates: CAMPAIGN });
export const closeCampaign = mutation(c.collectClose, { invalidates: CAMPAIGN });
export const saveFamily = mutation(c.familySave, { invalidates: () => [...FAMILY(), ...CAMPAIGN()] });
export const finishFamily = mutation(c.familyFinish, { invalidates: () => [...FAMILY(), ...CAMPAIGN()] });
export const setFamilyStatus = mutation(c.familyStatus, { invalidates: () => [...FAMILY(), ...CAMPAIGN()] });
export const deleteFamily = mutation(c.familyDelete, { invalidates: () => [...FAMILY(), ...CAMPAIGN()] });
export const savePerson = mutation(c.memberSave, { invalidates: FAMILY });
export const deletePerson = mutation(c.memberDelete, { invalidates: FAMILY });
export const setMainPerson = mutation(c.memberSetMain, { invalidates: FAMILY });
export const rankChildren = mutation(c.memberChildRanking, { invalidates: FAMILY });
export const rankWives = mutation(c.memberWifeRanking, { invalidates: FAMILY });
export const mergeFamily = mutation(c.familyMerge, { invalidates: () => [...FAMILY(), ...CAMPAIGN(), c.hongdingList, childRanking, logList] });
export const bindAssistant = mutation(c.adminBind, { invalidates: () => [c.adminList, c.adminGet] });
export const deleteAssistant = mutation(c.adminDelete, { invalidates: () => [c.adminList, c.adminGet] });
export const acceptInvite = mutation(c.inviteAccept, { invalidates: () => [c.collectList, c.collectGet] });

/** A member's record as the server has it now (the match screen needs its version). */
export const fetchMember = (id: number) => queryClient.fetchQuery({ ...callQuery(memberGet, { id }), staleTime: 0 });
