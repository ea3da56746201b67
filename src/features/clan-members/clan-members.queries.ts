/**
 * Server state of clan members (contract/clan-members.ts, contract/elite.ts), shared by the member screens of
 * clans, clan admin, the tree, the book and the memorial halls. A member write makes stale exactly the member
 * reads and the clan counts (`memberChanged`); the tree pack follows the clan version on its own.
 */
import * as members from '@contract/clan-members';
import * as clans from '@contract/clans';
import * as elite from '@contract/elite';
import { confirm, toast } from '@src/app/shell/feedback';
import { isApiError } from '@src/lib/api-client';
import { mutation } from '@src/lib/mutation';
import { callQuery, invalidate, queryClient, type Target } from '@src/lib/query';

export const memberQueries = {
  /** One member as stored (the editor's form). */
  get: (id: number) => callQuery(members.get, { id }),
  /** One member with relatives (the member card). */
  detail: (id: number) => callQuery(members.detail, { id }),
};

/** One member as stored (a tap that opens a member's page needs his clan). */
export const fetchMember = (id: number) => queryClient.fetchQuery(memberQueries.get(id));

/** The member as stored now (a stale save: load the latest version), refreshing the cached copy. */
export const fetchLatestMember = (id: number) => queryClient.fetchQuery({ ...memberQueries.get(id), staleTime: 0 });

/** Everything that shows members or counts them: what a member write makes stale. */
export const MEMBER_READS: Target[] = [
  members.search, members.treeSearch, members.listGeneration, members.detail, members.get, members.tree,
  members.childRanking, members.wifeRanking, members.familyV2, members.familyV3, members.listElite, members.listVillage,
  members.previewList, members.previewListV2, elite.list, clans.generationList, clans.detail,
];

/** Refresh every member read and clan count after a change made elsewhere (an import, a review, a revert). */
export function memberChanged(): Promise<void> {
  return invalidate(...MEMBER_READS);
}

export const saveMember = mutation(members.save, { invalidates: () => MEMBER_READS });
export const addMember = mutation(members.add, { invalidates: () => MEMBER_READS });
export const setMainWife = mutation(members.mainWife, { invalidates: () => MEMBER_READS });
/** A wife's husband's children without a mother become hers (the editor's 继续添加 after a wife). */
export const linkMother = mutation(members.linkMother, { invalidates: () => MEMBER_READS });
export const setEliteTypes = mutation(elite.set, { invalidates: () => [elite.list, members.listElite, [members.detail, {}]] });
const removeMember = mutation(members.remove, { invalidates: () => MEMBER_READS });

/**
 * Deleting a member: first a confirmation; the server refuses a member with descendants with a message naming
 * how many (msg 0), which is asked again before sending confirm=1. Resolves true when deleted.
 */
export async function deleteMember(m: { id: number; name: string }): Promise<boolean> {
  if (!(await confirm({ content: `从族谱中删除「${m.name}」？`, confirmText: '删除', danger: true }))) return false;
  let deleted: number;
  try {
    deleted = (await removeMember({ id: m.id }, { silent: true })).deleted;
  } catch (e) {
    if (!isApiError(e) || e.code !== 0) return false;
    if (!(await confirm({ title: '再次确认', content: e.msbox, confirmText: '连同后代删除', danger: true }))) return false;
    try {
      deleted = (await removeMember({ id: m.id, confirm: true })).deleted;
    } catch { return false; }
  }
  toast(`已删除 ${deleted} 人`);
  return true;
}

/** The editor's delete (no toast; the caller says what happened): the same two-step confirm, msbox shown by the caller. */
export const removeMemberOnce = removeMember;
