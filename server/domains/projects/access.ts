/**
 * Project access, checked by every service that reads or writes project data (architecture.md "Accounts and
 * access"). `requireProjectRole(ctx, projectId, minRole)`:
 * - a user with a role at least `minRole` passes;
 * - reading (`minRole = 'visitor'`) a public project passes for anyone; a password project for anyone holding a
 *   valid `ap` grant (request header `ap`, or `ap` passed explicitly); a members-only project only with a role;
 * - otherwise msg 0: "没有权限" ("请输入访问密码" for a password project without a valid grant).
 */
import { and, eq, gt } from 'drizzle-orm';
import { ROLE_RANK, type ProjectRole } from '@contract/projects';
import { MESSAGES } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { projectGrants, projects, projectUsers } from '../../db/schema/index';
import { fail } from '../../http/errors';
import { sha256 } from '../../adapters/ids';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectAccess {
  project: ProjectRow;
  /** His own role, null when he reads as a visitor without one. */
  role: ProjectRole | null;
  /** The role that counts: his role, or 'visitor'. */
  effective: ProjectRole;
  /** Collaborator: the member whose descendants he may edit. */
  branchRootId: number | null;
  isOwner: boolean;
}

export async function projectById(db: Tx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function roleOf(db: Tx, projectId: number, userId: number | undefined) {
  if (!userId) return undefined;
  const [r] = await db.select().from(projectUsers)
    .where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.userId, userId))).limit(1);
  return r;
}

/** Is `ap` a live grant for the project? */
export async function grantValid(ctx: Pick<Ctx, 'db' | 'adapters'>, projectId: number, ap: string | undefined): Promise<boolean> {
  if (!ap) return false;
  const [g] = await ctx.db.select({ id: projectGrants.id }).from(projectGrants).where(and(
    eq(projectGrants.tokenHash, sha256(ap)), eq(projectGrants.projectId, projectId), gt(projectGrants.expiresAt, ctx.adapters.clock.now()),
  )).limit(1);
  return !!g;
}

export async function projectAccess(ctx: Ctx, projectId: number, ap?: string): Promise<ProjectAccess & { canRead: boolean; needsPassword: boolean }> {
  const project = await projectById(ctx.db, projectId);
  if (!project) fail('家族不存在');
  const user = ctx.user && !ctx.user.isGuest ? ctx.user.id : undefined;
  const r = await roleOf(ctx.db, projectId, user);
  const role = (r?.role as ProjectRole | undefined) ?? null;
  let canRead = role !== null || project.privacy === 'public';
  let needsPassword = false;
  if (!canRead && project.privacy === 'password') {
    canRead = await grantValid(ctx, projectId, ap ?? ctx.headers.ap);
    needsPassword = !canRead;
  }
  return {
    project, role, effective: role ?? 'visitor', branchRootId: r?.branchRootId ?? null,
    isOwner: user !== undefined && project.ownerId === user, canRead, needsPassword,
  };
}

/** The access check of every project call; throws msg 0 when refused. */
export async function requireProjectRole(ctx: Ctx, projectId: number, minRole: ProjectRole, ap?: string): Promise<ProjectAccess> {
  const a = await projectAccess(ctx, projectId, ap);
  if (minRole === 'visitor') {
    if (a.canRead) return a;
    fail(a.needsPassword ? '请输入访问密码' : MESSAGES.forbidden);
  }
  if (a.role && ROLE_RANK[a.role] >= ROLE_RANK[minRole]) return a;
  fail(MESSAGES.forbidden);
}

/** May he edit clan data (members)? admin/manager anywhere; a collaborator inside his branch (checked by the caller). */
export const canEditClan = (a: ProjectAccess) => a.role === 'admin' || a.role === 'manager' || a.role === 'collaborator';
