/**
 * Roles and permissions of a project (spec §6, §7 "Data, permission, elite" permission rows).
 *
 * Every project has five built-in roles (admin 管理员, manager 协管员, collaborator 协作者, member 成员,
 * visitor 访客) and any number of custom roles. A role is a named set of permission keys (PERMISSIONS below).
 * - Built-in roles are listed with their own ids (rows created for the project the first time roles are read);
 *   their permission set can be changed (except admin: always everything), they cannot be deleted.
 * - A custom role has a `base` role (manager | collaborator | member) that decides his rank (a collaborator-based
 *   role still edits only his branch) and its own permission set.
 * - A team member (contract/project-team.ts, `memberId` = the team row id) gets a role with /permission/role/set.
 * - The server checks permissions in its services (server/domains/projects/access.ts requireProjectRole).
 * Failures answer msg 0: "没有权限", "角色不存在", "内置角色不能删除", "该角色仍有成员，不能删除".
 */
import { z } from 'zod';
import { call, id, text, int4, plain } from './common/index';
import { ProjectRole } from './projects';

/** The permission keys with their Chinese names and groups (the order is the display order). */
export const PERMISSIONS = [
  { key: 'project.edit', name: '编辑家族信息', group: '家族' },
  { key: 'project.privacy', name: '隐私与访问密码', group: '家族' },
  { key: 'project.ticket', name: '发放访客凭证', group: '家族' },
  { key: 'clan.edit', name: '新建/编辑族谱', group: '族谱' },
  { key: 'clan.delete', name: '删除族谱', group: '族谱' },
  { key: 'member.add', name: '添加成员', group: '成员' },
  { key: 'member.edit', name: '编辑成员', group: '成员' },
  { key: 'member.delete', name: '删除成员', group: '成员' },
  { key: 'member.living', name: '查看在世成员的生日', group: '成员' },
  { key: 'member.contact', name: '查看成员联系方式', group: '成员' },
  { key: 'member.import', name: '导入/导出成员', group: '成员' },
  { key: 'correction.review', name: '审核纠错', group: '审核' },
  { key: 'bind.review', name: '审核认亲绑定', group: '审核' },
  { key: 'log.view', name: '查看操作日志', group: '管理' },
  { key: 'log.revert', name: '撤销修改', group: '管理' },
  { key: 'visitor.view', name: '查看访客与统计', group: '管理' },
  { key: 'team.manage', name: '管理协管员团队', group: '管理' },
  { key: 'role.manage', name: '管理角色权限', group: '管理' },
  { key: 'package.buy', name: '购买家族套餐', group: '管理' },
] as const;
export type Permission = (typeof PERMISSIONS)[number]['key'];
export const PERMISSION_KEYS = PERMISSIONS.map((p) => p.key) as Permission[];
export const PermissionKey = z.enum(PERMISSION_KEYS as [Permission, ...Permission[]]).describe('权限');

const ALL = PERMISSION_KEYS;
/** Built-in defaults (a built-in role row may change them, admin excepted). */
export const DEFAULT_PERMISSIONS: Record<ProjectRole, readonly Permission[]> = {
  admin: ALL,
  manager: ALL.filter((k) => k !== 'role.manage' && k !== 'team.manage' && k !== 'project.privacy' && k !== 'clan.delete'),
  collaborator: ['member.add', 'member.edit', 'member.delete', 'member.living', 'log.view'],
  member: ['member.living'],
  visitor: [],
};

/** Roles a custom role may be based on. */
export const RoleBase = z.enum(['manager', 'collaborator', 'member']).describe('角色类型');

export const Role = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  /** The built-in role this row is ('admin' … 'visitor'), null for a custom role. */
  builtin: ProjectRole.nullable(),
  /** The rank the role gives: the built-in role itself, or the custom role's base. */
  base: ProjectRole,
  remarks: z.string(),
  permissions: z.array(z.string()),
  /** Team members holding this role. */
  memberCount: z.number().int(),
  version: z.number().int(),
});
export type Role = z.infer<typeof Role>;

/** One permission of the catalogue; `checked` when the role (or caller) holds it. */
export const PermissionItem = z.object({ key: z.string(), name: z.string(), group: z.string(), checked: z.boolean() });

const projectId = () => id('家族ID');
const roleId = () => id('角色ID');

export const roleGet = call({
  method: 'GET', path: '/permission/role/get', access: 'user',
  params: z.object({ id: roleId() }),
  reply: Role,
  summary: '角色详情（需“管理角色权限”或管理员）',
});

export const roleSave = call({
  method: 'POST', path: '/permission/role/save', access: 'user',
  params: z.object({
    id: roleId().optional(),
    projectId: projectId(),
    name: plain().trim().min(1).max(20).describe('角色名称'),
    base: RoleBase.optional(),
    remarks: text('备注', 100).optional(),
    /** Omitted: new roles take the defaults of their base; edits keep the old set. */
    permissions: z.array(PermissionKey).max(PERMISSIONS.length).optional().describe('权限'),
    version: int4('版本', 0).optional(),
  }),
  reply: Role,
  summary: '新建（无id）或修改角色（内置角色只能改名称外的权限与备注；管理员角色不可改）',
});

export const roleDelete = call({
  method: 'GET', path: '/permission/role/delete/:id', access: 'user',
  params: z.object({ id: roleId() }),
  reply: z.object({ deleted: z.boolean() }),
  summary: '删除自定义角色（仍有成员使用时不能删除）',
});

export const roleList = call({
  method: 'GET', path: '/permission/role/v2/list', access: 'user',
  params: z.object({ projectId: projectId() }),
  reply: z.object({ list: z.array(Role) }),
  summary: '家族的全部角色：内置五种（管理员、协管员、协作者、成员、访客）在前，自定义角色在后（团队成员可看）',
});

export const roleSet = call({
  method: 'GET', path: '/permission/role/set', access: 'user',
  params: z.object({ memberId: id('团队成员ID'), roleId: roleId() }),
  reply: z.object({ updated: z.number().int() }),
  summary: '给一个团队成员（/clan-team 的 id）设置角色；设为管理员仅创建者可操作，创建者本人的角色不能改',
});

export const roleBatchSet = call({
  method: 'GET', path: '/permission/role/batch-set', access: 'user',
  params: z.object({
    memberIds: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(id('团队成员ID')).min(1).max(200)).describe('团队成员ID列表'),
    roleId: roleId(),
  }),
  reply: z.object({ updated: z.number().int() }),
  summary: '批量设置角色（memberIds 逗号分隔或数组）；任一成员不属于该家族则全部不改',
});

export const permissionList = call({
  method: 'GET', path: '/permission/v2/list', access: 'session',
  params: z.object({ projectId: projectId() }),
  reply: z.object({
    list: z.array(PermissionItem),
    /** The caller's role in the project (null = none). */
    role: ProjectRole.nullable(),
  }),
  summary: '权限目录；checked = 调用者在该家族拥有此权限（客户端据此显示/隐藏按钮）',
});

export const permissionSetting = call({
  method: 'GET', path: '/permission/setting', access: 'user',
  params: z.object({ roleId: roleId() }),
  reply: z.object({ role: Role, list: z.array(PermissionItem) }),
  summary: '角色的权限设置：全部权限，checked = 该角色拥有',
});

export const permissionSave = call({
  method: 'POST', path: '/permission/save', access: 'user',
  params: z.object({
    roleId: roleId(),
    permissions: z.array(PermissionKey).max(PERMISSIONS.length).describe('权限'),
    version: int4('版本', 0).optional(),
  }),
  reply: Role,
  summary: '保存角色的权限（管理员角色不可改）',
});
