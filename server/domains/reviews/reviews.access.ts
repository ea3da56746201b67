/**
 * Who reviews: admin / 协管员 of the project, or a collaborator for members inside his branch. Others: msg 0.
 * Also the scope a list shows (his projects; a collaborator's branch) and phone masking for replies.
 */
import { MESSAGES } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { must } from '../../http/errors';
import { isManager, requireProjectRole, type ProjectAccess } from '../projects/index';
import { descendantIds, findMember, isWithin } from '../clan-members/index';

export { isManager };

/** The caller reviews this member (or this project when memberId is null)? Throws msg 0 otherwise. */
export async function requireReviewer(ctx: Ctx, projectId: number, clanId: number | null, memberId: number | null): Promise<ProjectAccess> {
  const a = await requireProjectRole(ctx, projectId, 'collaborator');
  if (isManager(a)) return a;
  must(a.branchRootId && clanId !== null && memberId !== null && (await isWithin(ctx.db, { projectId, id: clanId }, a.branchRootId, memberId)), MESSAGES.forbidden);
  return a;
}

/** May he review (no throw)? */
export async function canReview(ctx: Ctx, projectId: number, clanId: number, memberId: number): Promise<boolean> {
  try {
    await requireReviewer(ctx, projectId, clanId, memberId);
    return true;
  } catch {
    return false;
  }
}

/** For a collaborator: the member ids of his branch (his root included); null for admin / 协管员. */
export async function branchScope(db: Tx, a: ProjectAccess): Promise<number[] | null> {
  if (isManager(a)) return null;
  if (!a.branchRootId) return [];
  const clanId = (await findMember(db, a.project.id, a.branchRootId))?.clanId;
  if (clanId === undefined) return [];
  return [a.branchRootId, ...(await descendantIds(db, { projectId: a.project.id, id: clanId }, a.branchRootId)).map((x) => x.id)];
}

export const maskPhone = (p: string) => (p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p);
