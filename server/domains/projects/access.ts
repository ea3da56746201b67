/**
 * Project access, checked by every service that reads or writes project data (architecture.md "Accounts and
 * access"). `requireProjectRole(ctx, projectId, minRole)`:
 * - a user with a role at least `minRole` passes;
 * - reading (`minRole = 'visitor'`) a public project passes for anyone; a password project for anyone holding a
 *   valid `ap` grant (request header `ap`, or `ap` passed explicitly); a members-only project only with a role;
 * - otherwise msg 0: "没有权限" ("请输入访问密码" for a password project without a valid grant).
 * `minRole` may also be a permission key of contract/permissions.ts ('member.edit', 'visitor.view' …): he must be
 * able to read the project and hold that permission (admins hold all; others per their role, see permissionsOf).
 * A disabled team member (status 0) counts as a plain member.
 */
import { ROLE_RANK, type ProjectRole } from '@contract/projects';
import { DEFAULT_PERMISSIONS, PERMISSION_KEYS, type Permission } from '@contract/permissions';
import { MESSAGES } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { sha256 } from '../../adapters/ids';
import * as repo from './access.repo';
import type { ProjectRow } from './access.repo';

export type { ProjectRow };
export type { TeamMemberRow } from './access.repo';

export interface ProjectAccess {
  project: ProjectRow;
  /** His own role, null when he reads as a visitor without one. */
  role: ProjectRole | null;
  /** The role that counts: his role, or 'visitor'. */
  effective: ProjectRole;
  /** Collaborator: the member whose descendants he may edit. */
  branchRootId: number | null;
  isOwner: boolean;
  /** The permissions he holds in the project (empty for a visitor). */
  permissions: ReadonlySet<string>;
  /** His team row (project_users.id), its status and custom role. */
  teamId: number | null;
  status: number | null;
  roleId: number | null;
}

/** The permissions of a role row: admin all; else the custom role, the customised built-in, or the defaults. */
export async function permissionsOf(db: Tx, projectId: number, role: ProjectRole | null, roleId: number | null): Promise<ReadonlySet<string>> {
  if (role === 'admin') return new Set(PERMISSION_KEYS);
  if (role === null || role === 'visitor') return new Set(DEFAULT_PERMISSIONS.visitor);
  const rows = await repo.rolePermissionRows(db, projectId, role, roleId);
  const row = rows.find((r) => r.id === roleId) ?? rows[0];
  return new Set(row ? row.permissions : DEFAULT_PERMISSIONS[role]);
}

export const projectById = (db: Tx, id: number): Promise<ProjectRow | undefined> => repo.projectById(db, id);

/** His team row in the project (any status), if any. */
export async function roleOf(db: Tx, projectId: number, userId: number | undefined) {
  if (!userId) return undefined;
  return repo.teamRowOf(db, projectId, userId);
}

/** The end of `ap` as a live grant of the project, or null. */
export async function grantExpiry(ctx: Pick<Ctx, 'db' | 'adapters'>, projectId: number, ap: string | undefined): Promise<Date | null> {
  if (!ap) return null;
  return (await repo.liveGrant(ctx.db, projectId, sha256(ap), ctx.adapters.clock.now()))?.expiresAt ?? null;
}

/** Is `ap` a live grant for the project? */
export const grantValid = async (ctx: Pick<Ctx, 'db' | 'adapters'>, projectId: number, ap: string | undefined): Promise<boolean> =>
  (await grantExpiry(ctx, projectId, ap)) !== null;

export async function projectAccess(ctx: Ctx, projectId: number, ap?: string): Promise<ProjectAccess & { canRead: boolean; needsPassword: boolean }> {
  const project = await projectById(ctx.db, projectId);
  if (!project) fail('家族不存在');
  return accessOf(ctx, project, await roleOf(ctx.db, projectId, accessUserId(ctx)), ap);
}

/** The user whose team row counts (none for a guest or no one). */
export const accessUserId = (ctx: Ctx): number | undefined => (ctx.user && !ctx.user.isGuest ? ctx.user.id : undefined);

/**
 * His access to `project` given his team row there (`r`, of `accessUserId`; undefined when none): for callers that
 * read the project and the row with their own data in one query (clans.service clanAccess).
 */
export async function accessOf(ctx: Ctx, project: ProjectRow, r: repo.TeamMemberRow | undefined, ap?: string): Promise<ProjectAccess & { canRead: boolean; needsPassword: boolean }> {
  const user = accessUserId(ctx);
  const disabled = r !== undefined && r.status === 0 && project.ownerId !== r.userId;
  const role = r ? (disabled ? 'member' : (r.role as ProjectRole)) : null;
  const roleId = r && !disabled ? r.roleId : null;
  let canRead = role !== null || project.privacy === 'public';
  let needsPassword = false;
  if (!canRead && project.privacy === 'password') {
    canRead = await grantValid(ctx, project.id, ap ?? ctx.headers.ap);
    needsPassword = !canRead;
  }
  return {
    project, role, effective: role ?? 'visitor', branchRootId: r?.branchRootId ?? null,
    isOwner: user !== undefined && project.ownerId === user, canRead, needsPassword,
    permissions: await permissionsOf(ctx.db, project.id, role, roleId),
    teamId: r?.id ?? null, status: r?.status ?? null, roleId,
  };
}

/** The access check of every project call; throws msg 0 when refused. */
export async function requireProjectRole(ctx: Ctx, projectId: number, minRole: ProjectRole | Permission, ap?: string): Promise<ProjectAccess> {
  return checkRole(await projectAccess(ctx, projectId, ap), minRole);
}

/** `a` when it is at least `minRole` (a role, 'visitor' = may read, or a permission key); else msg 0. */
export function checkRole(a: ProjectAccess & { canRead: boolean; needsPassword: boolean }, minRole: ProjectRole | Permission): ProjectAccess {
  if (minRole.includes('.')) {
    if (a.canRead && a.permissions.has(minRole)) return a;
    fail(a.needsPassword ? '请输入访问密码' : MESSAGES.forbidden);
  }
  if (minRole === 'visitor') {
    if (a.canRead) return a;
    fail(a.needsPassword ? '请输入访问密码' : MESSAGES.forbidden);
  }
  if (a.role && ROLE_RANK[a.role] >= ROLE_RANK[minRole as ProjectRole]) return a;
  fail(MESSAGES.forbidden);
}

/**
 * May he edit clan data (members)? admin/manager anywhere; a collaborator inside his branch (checked by the caller);
 * each only while his role holds `permission` (default 'member.edit').
 */
export const canEditClan = (a: ProjectAccess, permission: Permission = 'member.edit') =>
  (a.role === 'admin' || a.role === 'manager' || a.role === 'collaborator') && a.permissions.has(permission);

/** Admin or 协管员 (reviews everything of the project; a collaborator only his branch). */
export const isManager = (a: ProjectAccess) => a.role === 'admin' || a.role === 'manager';

/** The project a call is about: its param, else the `projectId` header (msg 0 when neither). */
export function projectIdOf(ctx: Ctx, projectId: number | undefined): number {
  const p = projectId ?? ctx.headers.projectId;
  if (!p) fail('请选择家族');
  return p;
}
