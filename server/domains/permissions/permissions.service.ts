/**
 * Roles and permissions of a project (contract/permissions.ts). Built-in role rows are created on first use;
 * custom roles carry a base rank. Checked through requireProjectRole with the 'role.manage' permission.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { DEFAULT_PERMISSIONS, PERMISSIONS, type Role } from '@contract/permissions';
import * as c from '@contract/permissions';
import type { ProjectRole } from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { projectAccess, rebaseRoleHolders, requireProjectRole, setTeamRole, type ProjectAccess } from '../projects/index';
import * as repo from './permissions.repo';
import type { RoleRow } from './permissions.repo';

async function roleOut(ctx: Ctx, r: RoleRow): Promise<Role> {
  return {
    id: r.id, projectId: r.projectId, name: r.name, builtin: (r.builtin as ProjectRole | null) ?? null, base: r.base as ProjectRole,
    remarks: r.remarks, permissions: r.builtin === 'admin' ? PERMISSIONS.map((x) => x.key) : r.permissions,
    memberCount: await repo.memberCount(ctx.db, r), version: r.version,
  };
}

/** The role `id` and the caller's access, who must hold 'role.manage'. */
async function managedRole(ctx: Ctx, id: number): Promise<{ r: RoleRow; a: ProjectAccess }> {
  const r = await repo.locateRole(ctx.db, id);
  if (!r) fail('角色不存在');
  const a = await requireProjectRole(ctx, r.projectId, 'role.manage');
  return { r, a };
}

const fixed = (r: RoleRow) => r.builtin === 'admin' || r.builtin === 'visitor';

export async function roleGet(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.roleGet>> {
  return roleOut(ctx, (await managedRole(ctx, p.id)).r);
}

export async function roleSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.roleSave>): Promise<Reply<typeof c.roleSave>> {
  await requireProjectRole(ctx, p.projectId, 'role.manage');
  const now = ctx.adapters.clock.now();
  const perms = p.permissions ? [...new Set(p.permissions)] : undefined;
  if (p.id === undefined) {
    const base = p.base ?? 'member';
    const r = await repo.insertRole(ctx.db, {
      projectId: p.projectId, name: p.name, builtin: null, base, remarks: p.remarks ?? '',
      permissions: perms ?? [...DEFAULT_PERMISSIONS[base]], createdAt: now,
    });
    return roleOut(ctx, r);
  }
  const { r } = await managedRole(ctx, p.id);
  must(r.projectId === p.projectId, '角色不属于该家族');
  must(!fixed(r), `${r.name}角色不可修改`);
  must(!r.builtin || !p.base || p.base === r.base, '内置角色不能修改类型');
  const u = await repo.updateRole(ctx.db, r.projectId, r.id, {
    ...(r.builtin ? {} : { name: p.name, ...(p.base ? { base: p.base } : {}) }),
    ...(p.remarks !== undefined ? { remarks: p.remarks } : {}), ...(perms ? { permissions: perms } : {}),
  }, p.version);
  must(u, '该角色已被他人修改，请刷新后再试');
  if (!r.builtin && p.base && p.base !== r.base) await rebaseRoleHolders(ctx.db, r.projectId, r.id, p.base);
  return roleOut(ctx, u);
}

export async function roleDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.roleDelete>> {
  const { r } = await managedRole(ctx, p.id);
  must(!r.builtin, '内置角色不能删除');
  must((await repo.memberCount(ctx.db, r)) === 0, '该角色仍有成员，不能删除');
  await repo.deleteRole(ctx.db, r.projectId, r.id);
  return { deleted: true };
}

export async function roleList(ctx: Ctx<'user'>, p: { projectId: number }): Promise<Reply<typeof c.roleList>> {
  await requireProjectRole(ctx, p.projectId, 'collaborator');
  await repo.ensureBuiltins(ctx.db, p.projectId, ctx.adapters.clock.now());
  const rows = await repo.rolesOf(ctx.db, p.projectId);
  const list: Role[] = [];
  for (const r of rows) list.push(await roleOut(ctx, r));
  return { list };
}

/** Give role `roleId` to team rows `ids` (all of the role's project, else nothing changes). */
async function assign(ctx: Ctx<'user'>, ids: number[], roleId: number): Promise<number> {
  const { r, a } = await managedRole(ctx, roleId);
  const rows = await repo.teamRowsByIds(ctx.db, r.projectId, [...new Set(ids)]);
  must(rows.length === new Set(ids).size && rows.every((x) => x.projectId === r.projectId), '团队成员不存在或不属于该家族');
  must(!rows.some((x) => x.userId === a.project.ownerId), '不能修改家族创建者的角色');
  must(a.isOwner || (r.base !== 'admin' && !rows.some((x) => x.role === 'admin')), '只有创建者可以设置或修改管理员');
  const role = (r.builtin ?? r.base) as ProjectRole;
  await ctx.db.transaction(async (tx) => {
    for (const x of rows) {
      await setTeamRole(tx, x.projectId, x.id, { role, roleId: r.builtin ? null : r.id, ...(role === 'collaborator' ? {} : { branchRootId: null }) });
    }
  });
  return rows.length;
}

export async function roleSet(ctx: Ctx<'user'>, p: ParsedParams<typeof c.roleSet>): Promise<Reply<typeof c.roleSet>> {
  return { updated: await assign(ctx, [p.memberId], p.roleId) };
}

export async function roleBatchSet(ctx: Ctx<'user'>, p: ParsedParams<typeof c.roleBatchSet>): Promise<Reply<typeof c.roleBatchSet>> {
  return { updated: await assign(ctx, p.memberIds, p.roleId) };
}

export async function permissionList(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof c.permissionList>> {
  const a = await projectAccess(ctx, p.projectId);
  return { list: PERMISSIONS.map((x) => ({ ...x, checked: a.permissions.has(x.key) })), role: a.role };
}

export async function permissionSetting(ctx: Ctx<'user'>, p: { roleId: number }): Promise<Reply<typeof c.permissionSetting>> {
  const role = await roleOut(ctx, (await managedRole(ctx, p.roleId)).r);
  return { role, list: PERMISSIONS.map((x) => ({ ...x, checked: role.permissions.includes(x.key) })) };
}

export async function permissionSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.permissionSave>): Promise<Reply<typeof c.permissionSave>> {
  const { r } = await managedRole(ctx, p.roleId);
  must(!fixed(r), `${r.name}角色不可修改`);
  const u = await repo.updateRole(ctx.db, r.projectId, r.id, { permissions: [...new Set(p.permissions)] }, p.version);
  must(u, '该角色已被他人修改，请刷新后再试');
  return roleOut(ctx, u);
}
