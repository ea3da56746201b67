/**
 * Who reviews: admin / 协管员 of the project, or a collaborator for members inside his branch. Others: msg 0.
 * Also the project a list call is about (param, else the `projectId` header) and user names for replies.
 */
import { inArray } from 'drizzle-orm';
import { MESSAGES } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { users } from '../../db/schema/index';
import { requireProjectRole, type ProjectAccess } from '../projects/access';
import { descendantIds, isWithin } from '../clan-members/clan-members.repo';

export const isManager = (a: ProjectAccess) => a.role === 'admin' || a.role === 'manager';

/** The caller reviews this member (or this project when memberId is null)? Throws msg 0 otherwise. */
export async function requireReviewer(ctx: Ctx, projectId: number, clanId: number | null, memberId: number | null): Promise<ProjectAccess> {
  const a = await requireProjectRole(ctx, projectId, 'collaborator');
  if (isManager(a)) return a;
  must(a.branchRootId && clanId !== null && memberId !== null && (await isWithin(ctx.db, clanId, a.branchRootId, memberId)), MESSAGES.forbidden);
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
export async function branchScope(db: Tx, a: ProjectAccess, clanOf: (id: number) => Promise<number | null>): Promise<number[] | null> {
  if (isManager(a)) return null;
  if (!a.branchRootId) return [];
  const clanId = await clanOf(a.branchRootId);
  if (clanId === null) return [];
  return [a.branchRootId, ...(await descendantIds(db, clanId, a.branchRootId)).map((x) => x.id)];
}

export function projectOf(ctx: Ctx, projectId: number | undefined): number {
  const p = projectId ?? ctx.headers.projectId;
  if (!p) fail('请选择家族');
  return p;
}

export interface UserName { id: number; name: string; phone: string }

/** Display names of users (nickname, else real name, else 用户N). */
export async function userNames(db: Tx, ids: (number | null | undefined)[]): Promise<Map<number, UserName>> {
  const want = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  const out = new Map<number, UserName>();
  if (!want.length) return out;
  const rows = await db.select({ id: users.id, nickname: users.nickname, realName: users.realName, phone: users.phone })
    .from(users).where(inArray(users.id, want));
  for (const r of rows) out.set(r.id, { id: r.id, name: r.nickname || r.realName || `用户${r.id}`, phone: r.phone ?? '' });
  return out;
}

export const maskPhone = (p: string) => (p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p);
