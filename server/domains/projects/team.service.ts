/**
 * The project team (/clan-team/*, /project-admin/*): admins, 协管员, 协作者 (edit one branch) and members with
 * their status, remarks and custom role. Changes are logged (/clan-team/log/list).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import { PERMISSIONS } from '@contract/permissions';
import * as t from '@contract/project-team';
import { ROLE_NAMES, ROLE_RANK, type ProjectRole } from '@contract/projects';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { maskPhone } from '../accounts/index';
import { permissionsOf, projectAccess, requireProjectRole, type ProjectAccess } from './access';
import * as repo from './team.repo';
import { issueInvite, spendInvite, type InviteRow } from './invites';
import type { TeamRow } from './team.repo';

export function teamOut(r: TeamRow, ownerId: number): t.TeamMember {
  const role = r.pu.role as ProjectRole;
  return {
    id: r.pu.id, projectId: r.pu.projectId, userId: r.pu.userId, nickname: r.nickname, avatar: r.photo, phone: maskPhone(r.phone),
    role, roleName: r.roleName ?? ROLE_NAMES[role], roleId: r.pu.roleId,
    branchRootId: r.pu.branchRootId, branchRootName: r.pu.branchRootId ? (r.branchRootName ?? null) : null,
    status: r.pu.status, remarks: r.pu.remarks, isOwner: r.pu.userId === ownerId, createdAt: r.pu.createdAt.toISOString(),
  };
}

/** The team row `id` and the caller's access to its project; `perm` is needed unless `selfOk` and it is his own row. */
async function rowFor(ctx: Ctx<'user'>, id: number, perm: 'team.manage' | null, selfOk = false): Promise<{ row: TeamRow; a: ProjectAccess }> {
  const row = await repo.locateTeamRow(ctx.db, id);
  if (!row) fail('团队成员不存在');
  const a = await projectAccess(ctx, row.pu.projectId);
  const self = row.pu.userId === ctx.user.id;
  if (selfOk && self) return { row, a };
  if (perm && !a.permissions.has(perm)) fail(MESSAGES.forbidden);
  if (!perm && !a.role) fail(MESSAGES.forbidden);
  return { row, a };
}

/** The owner's row is untouchable; an admin's row only the owner may change. */
function guardTarget(a: ProjectAccess, row: TeamRow) {
  must(row.pu.userId !== a.project.ownerId, '不能修改家族创建者');
  must(row.pu.role !== 'admin' || a.isOwner, '只有创建者可以修改管理员');
}

const log = (ctx: Ctx<'user'>, row: { projectId: number; userId: number }, action: string, text: string) =>
  repo.addLog(ctx.db, { projectId: row.projectId, actorId: ctx.user.id, targetUserId: row.userId, action, text, at: ctx.adapters.clock.now() });

export async function teamList(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamList>): Promise<Reply<typeof t.teamList>> {
  const a = await requireProjectRole(ctx, p.projectId, 'collaborator');
  const roles = p.role ? [p.role] : ['admin', 'manager', 'collaborator'];
  const rows = await repo.teamRows(ctx.db, p.projectId, roles, undefined, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map((r) => teamOut(r, a.project.ownerId)), hasNext: rows.length > p.pageSize,
    stats: await repo.roleCounts(ctx.db, p.projectId),
  };
}

export async function teamMemberList(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamMemberList>): Promise<Reply<typeof t.teamMemberList>> {
  const a = await requireProjectRole(ctx, p.projectId, 'team.manage');
  const rows = await repo.teamRows(ctx.db, p.projectId, ['member'], p.query || undefined, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map((r) => teamOut(r, a.project.ownerId)), hasNext: rows.length > p.pageSize };
}

export async function teamGet(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof t.teamGet>> {
  const { row, a } = await rowFor(ctx, p.id, 'team.manage', true);
  const role = row.pu.status === 0 ? 'member' : (row.pu.role as ProjectRole);
  const perms = await permissionsOf(ctx.db, row.pu.projectId, role, row.pu.status === 0 ? null : row.pu.roleId);
  const edits = await repo.editCount(ctx.db, row.pu.projectId, row.pu.userId);
  return {
    ...teamOut(row, a.project.ownerId),
    permissions: PERMISSIONS.filter((x) => perms.has(x.key)).map((x) => ({ key: x.key, name: x.name })),
    editCount: edits,
  };
}

export async function teamSave(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamSave>): Promise<Reply<typeof t.teamSave>> {
  const a = await requireProjectRole(ctx, p.projectId, 'team.manage');
  must(p.userId !== undefined || p.phone, '请指定用户或手机号');
  const userId = await repo.userIdFor(ctx.db, p.userId !== undefined ? { id: p.userId } : { phone: p.phone! });
  must(userId && userId !== 1, p.userId !== undefined ? '用户不存在' : '该手机号尚未注册');
  must(p.role !== 'admin' || a.isOwner, '只有创建者可以设置管理员');
  let branchRootId: number | null = null;
  if (p.role === 'collaborator') {
    must(p.branchRootId, '协作者必须指定负责的分支（起始成员）');
    const m = await repo.memberInProject(ctx.db, p.branchRootId, p.projectId);
    must(m, '分支起始成员不存在');
    branchRootId = m;
  }
  const prev = await repo.teamRowOf(ctx.db, p.projectId, userId);
  if (prev) guardTarget(a, prev);
  const now = ctx.adapters.clock.now();
  const roleChanged = !prev || prev.pu.role !== p.role;
  await repo.upsertTeamRow(ctx.db, { projectId: p.projectId, userId, role: p.role, branchRootId, remarks: p.remarks, now }, roleChanged);
  const row = (await repo.teamRowOf(ctx.db, p.projectId, userId))!;
  const scope = row.branchRootName ? `（分支：${row.branchRootName}）` : '';
  await log(ctx, row.pu, prev ? 'edit' : 'add', `将 ${row.nickname} 设为${ROLE_NAMES[p.role]}${scope}`);
  return teamOut(row, a.project.ownerId);
}

export async function setStatus(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamSetStatus>): Promise<Reply<typeof t.teamSetStatus>> {
  const { row, a } = await rowFor(ctx, p.id, 'team.manage');
  guardTarget(a, row);
  await repo.updateTeamRow(ctx.db, row.pu.projectId, p.id, { status: p.status });
  await log(ctx, row.pu, 'status', `${p.status === 1 ? '启用' : '停用'}了 ${row.nickname}`);
  return teamOut((await repo.teamRowOf(ctx.db, row.pu.projectId, row.pu.userId))!, a.project.ownerId);
}

export async function setRemarks(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamSetRemarks>): Promise<Reply<typeof t.teamSetRemarks>> {
  const { row, a } = await rowFor(ctx, p.id, 'team.manage');
  must(row.pu.role !== 'admin' || a.isOwner || row.pu.userId === ctx.user.id, '只有创建者可以修改管理员');
  await repo.updateTeamRow(ctx.db, row.pu.projectId, p.id, { remarks: p.remarks });
  await log(ctx, row.pu, 'remarks', `修改了 ${row.nickname} 的备注：${p.remarks}`);
  return teamOut((await repo.teamRowOf(ctx.db, row.pu.projectId, row.pu.userId))!, a.project.ownerId);
}

export async function remove(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof t.teamDelete>> {
  const { row, a } = await rowFor(ctx, p.id, 'team.manage', true);
  must(row.pu.userId !== a.project.ownerId, '家族创建者不能被移出');
  if (row.pu.userId !== ctx.user.id) guardTarget(a, row);
  await repo.deleteTeamRow(ctx.db, row.pu.projectId, p.id);
  await log(ctx, row.pu, 'delete', row.pu.userId === ctx.user.id ? `${row.nickname} 退出了家族` : `将 ${row.nickname} 移出家族`);
  return { deleted: true };
}

export async function logList(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamLogList>): Promise<Reply<typeof t.teamLogList>> {
  await requireProjectRole(ctx, p.projectId, 'log.view');
  const rows = await repo.logRows(ctx.db, p.projectId, p.userId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      id: r.l.id, actorId: r.l.actorId, actorName: r.actorName ?? '', targetUserId: r.l.targetUserId, targetName: r.targetName ?? '',
      action: r.l.action, text: r.l.text, at: r.l.at.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
  };
}

export async function permissionList(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof t.teamPermissionList>> {
  const a = await projectAccess(ctx, p.projectId);
  return {
    role: a.role, roleName: a.role ? ROLE_NAMES[a.role] : '访客', status: a.status ?? 1,
    branchRootId: a.role === 'collaborator' ? a.branchRootId : null,
    list: PERMISSIONS.filter((x) => a.permissions.has(x.key)).map((x) => ({ key: x.key, name: x.name, group: x.group })),
  };
}

// ——— For other domains (through index.ts) ———

/** Make him a member of the project (a bind accepted in reviews); a stronger role he holds is kept. */
export const joinAsMember = (tx: Tx, projectId: number, userId: number, now: Date) => repo.joinAsMember(tx, projectId, userId, now);

/** Give a team row a role (the permissions domain's role assignment, in its transaction). */
export const setTeamRole = (tx: Tx, projectId: number, teamId: number, set: { role: ProjectRole; roleId: number | null; branchRootId?: null }) =>
  repo.updateTeamRow(tx, projectId, teamId, set);

/** Holders of a custom role take its new base rank. */
export const rebaseRoleHolders = (tx: Tx, projectId: number, roleId: number, base: ProjectRole) => repo.rebaseRoleHolders(tx, projectId, roleId, base);

/** Projects where he is admin or 协管员. */
export const managedProjectIds = (db: Tx, userId: number) => repo.managedProjectIds(db, userId);

// ——— Team invites (by link / QR) ———

/** A one-time team invite: the role (and a collaborator's branch) it gives, signed and expiring (invites.ts). */
export async function teamInvite(ctx: Ctx<'user'>, p: ParsedParams<typeof t.teamInvite>): Promise<Reply<typeof t.teamInvite>> {
  await requireProjectRole(ctx, p.projectId, 'team.manage');
  let role: string = p.role;
  if (p.role === 'collaborator') {
    must(p.branchRootId, '协作者必须指定负责的分支（起始成员）');
    const m = await repo.memberInProject(ctx.db, p.branchRootId, p.projectId);
    must(m, '分支起始成员不存在');
    role = `collaborator:${m}`;
  }
  const inv = await issueInvite(ctx, ctx.db, { projectId: p.projectId, kind: 'team', targetId: p.projectId, role, days: p.days, maxUses: 1 });
  return { ...inv, roleName: ROLE_NAMES[p.role] };
}

const inviteRole = (r: string) => {
  const [role, branch] = r.split(':');
  return { role: role as 'manager' | 'collaborator' | 'member', branchRootId: branch ? Number(branch) : null };
};

/** What a team invite gives, for its landing page. */
export const teamInviteInfo = (inv: InviteRow) => ({ roleName: ROLE_NAMES[inviteRole(inv.role).role] });

/**
 * Accept a team invite: he joins with the invited role (a stronger role he holds is kept), the invite is used up,
 * the team log says so. The landing path: the team screen.
 */
export async function acceptTeamInvite(ctx: Ctx<'user'>, inv: InviteRow): Promise<string> {
  const { role, branchRootId } = inviteRole(inv.role);
  const prev = await repo.teamRowOf(ctx.db, inv.projectId, ctx.user.id);
  const keep = prev && ROLE_RANK[prev.pu.role as ProjectRole] >= ROLE_RANK[role];
  await ctx.db.transaction(async (tx) => {
    await spendInvite(tx, inv);
    if (!keep) await repo.upsertTeamRow(tx, { projectId: inv.projectId, userId: ctx.user.id, role, branchRootId, now: ctx.adapters.clock.now() }, true);
  });
  const row = (await repo.teamRowOf(ctx.db, inv.projectId, ctx.user.id))!;
  if (!keep) {
    const scope = row.branchRootName ? `（分支：${row.branchRootName}）` : '';
    await log(ctx, row.pu, prev ? 'edit' : 'add', `${row.nickname} 通过邀请成为${ROLE_NAMES[role]}${scope}`);
  }
  return `/clan/team/index?projectId=${inv.projectId}`;
}
