/**
 * Who may edit which member from the tree (pure): the clan detail's `canEdit` (admin, manager, collaborator) and,
 * for a collaborator, `branchRootId` — only that member's descendants (and their wives) and himself. The server
 * checks again; this only decides which actions the popup shows.
 */
import { PACK_FLAG, type TreePack } from '@model/tree-pack';
import { spouseOwner } from './tree-model';

export interface ClanRights {
  canEdit: boolean;
  branchRootId: number | null;
}

export function canEditMember(rights: ClanRights | undefined, pack: TreePack, index: number, indexById: ReadonlyMap<number, number>): boolean {
  if (!rights?.canEdit || index < 0 || index >= pack.count) return false;
  if (rights.branchRootId === null) return true;
  const top = indexById.get(rights.branchRootId);
  if (top === undefined) return false;
  // a wife belongs to her husband's branch
  let i = (pack.flags[index] & PACK_FLAG.marriedIn) !== 0 ? spouseOwner(pack, index) : index;
  for (let steps = 0; i >= 0 && steps <= pack.count; steps++) {
    if (i === top) return true;
    i = pack.parent[i];
  }
  return false;
}
