/**
 * Deleting a member: first a confirmation; the server refuses a member with descendants with a message naming
 * how many (msg 0), which is asked again before sending confirm=1.
 */
import * as members from '@contract/clan-members';
import * as clans from '@contract/clans';
import { confirm, toast } from '@src/app/shell/feedback';
import { api, isApiError } from '@src/lib/api-client';
import { queryKeyOf, queryClient } from '@src/lib/query';

export async function deleteMember(m: { id: number; name: string }): Promise<boolean> {
  if (!(await confirm({ content: `从族谱中删除「${m.name}」？`, confirmText: '删除', danger: true }))) return false;
  let deleted: number;
  try {
    deleted = (await api(members.remove, { id: m.id }, { silent: true })).deleted;
  } catch (e) {
    if (!isApiError(e) || e.code !== 0) return false;
    if (!(await confirm({ title: '再次确认', content: e.msbox, confirmText: '连同后代删除', danger: true }))) return false;
    try {
      deleted = (await api(members.remove, { id: m.id, confirm: true })).deleted;
    } catch { return false; }
  }
  toast(`已删除 ${deleted} 人`);
  await invalidateMembers();
  return true;
}

/** Refresh every member list and clan count after a change. */
export function invalidateMembers(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(members.search) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(members.listGeneration) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(members.detail) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(clans.generationList) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(clans.detail) }),
  ]);
}
