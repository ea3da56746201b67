/**
 * Which admin actions a project role may take (spec §6; contract/projects.ts roles). The screens hide what the
 * role does not allow; the server checks every call anyway and its msbox is shown on refusal.
 * Each action needs one of the permission keys of contract/permissions.ts (the caller's keys come from
 * /permission/v2/list; until they load, the defaults of his role): an admin holds all, a 协管员 all but privacy,
 * roles, the team and deleting clans, a collaborator edits members (inside his branch) and reads the log; anyone
 * who reads the project may propose a correction or claim a member. Only the owner deletes the project.
 */
import { DEFAULT_PERMISSIONS, type Permission } from '@contract/permissions';
import type { ProjectRole } from '@contract/projects';

export const ADMIN_ACTIONS = [
  'editProject', 'deleteProject', 'privacy', 'roles', 'managers', 'revertLog', 'viewLog',
  'editClan', 'deleteClan', 'editMembers', 'reviewCorrections', 'reviewBinds', 'reviewApplications', 'notices',
  'importExcel', 'exportExcel', 'viewStats', 'viewVisitors', 'viewContacts', 'propose',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The permission key (contract/permissions.ts) each action needs; `null` = anyone who reads the project. */
export const ACTION_PERMISSION: Record<AdminAction, readonly Permission[] | null> = {
  editProject: ['project.edit'],
  deleteProject: [], // the owner only (below)
  privacy: ['project.privacy'],
  roles: ['role.manage'],
  managers: ['team.manage'],
  revertLog: ['log.revert'],
  viewLog: ['log.view'],
  editClan: ['clan.edit'],
  deleteClan: ['clan.delete'],
  editMembers: ['member.add', 'member.edit', 'member.delete'],
  reviewCorrections: ['correction.review'],
  reviewBinds: ['bind.review'],
  reviewApplications: ['bind.review'],
  notices: ['correction.review', 'bind.review'],
  importExcel: ['member.import'],
  exportExcel: ['member.import'],
  viewStats: ['visitor.view'],
  viewVisitors: ['visitor.view'],
  viewContacts: ['member.contact'],
  propose: null,
};

export interface AccessInput {
  role: ProjectRole | null;
  isOwner?: boolean;
  /** The caller's permission keys (/permission/v2/list checked); absent: the defaults of his role. */
  permissions?: readonly string[];
}

/** The set of actions allowed: an action needs any one of its permission keys; the owner may do everything. */
export function allowedActions({ role, isOwner, permissions }: AccessInput): ReadonlySet<AdminAction> {
  const held = new Set<string>(permissions ?? (role ? DEFAULT_PERMISSIONS[role] : []));
  const s = new Set<AdminAction>();
  for (const a of ADMIN_ACTIONS) {
    const need = ACTION_PERMISSION[a];
    if (isOwner || need === null || need.some((k) => held.has(k))) s.add(a);
  }
  if (!isOwner) s.delete('deleteProject');
  return s;
}

export function can(a: AccessInput, action: AdminAction): boolean {
  return allowedActions(a).has(action);
}

/** An entry of the admin menu (/clan/admin/manage-clan). */
export interface AdminEntry {
  path: string;
  title: string;
  action: AdminAction;
  group: '家族' | '成员' | '审核' | '统计';
}

export const ADMIN_MENU: readonly AdminEntry[] = [
  { path: '/clan/admin/project-edit', title: '编辑家族信息', action: 'editProject', group: '家族' },
  { path: '/clan/admin/view-permission', title: '查看权限', action: 'privacy', group: '家族' },
  { path: '/clan/admin/view-password', title: '访问密码', action: 'privacy', group: '家族' },
  { path: '/clan/admin/clan-edit', title: '编辑族谱', action: 'editClan', group: '家族' },
  { path: '/clan/admin/clan-settings', title: '字辈与房支', action: 'editClan', group: '家族' },
  { path: '/clan/admin/permission', title: '权限设置', action: 'roles', group: '家族' },
  { path: '/clan/manager/index', title: '协管员', action: 'managers', group: '家族' },
  { path: '/clan/admin/notices', title: '家族公告', action: 'notices', group: '家族' },
  { path: '/clan/book/index', title: '家谱书（制作、样本、印刷）', action: 'editClan', group: '家族' },
  { path: '/clan/admin/members', title: '成员管理', action: 'editMembers', group: '成员' },
  { path: '/clan/admin/add-member', title: '添加族人 / Excel导入导出', action: 'editMembers', group: '成员' },
  { path: '/clan/admin/oldreg', title: '旧谱识别（扫描件导入）', action: 'importExcel', group: '成员' },
  { path: '/clan/admin/family-member', title: '家庭成员', action: 'editMembers', group: '成员' },
  { path: '/clan/admin/member-contact', title: '族人通讯录', action: 'viewContacts', group: '成员' },
  { path: '/clan/collect/index', title: '采丁（各家填写，核对入谱）', action: 'editMembers', group: '成员' },
  { path: '/clan/admin/correction', title: '纠错管理', action: 'reviewCorrections', group: '审核' },
  { path: '/clan/admin/bind-apply', title: '绑定申请', action: 'reviewBinds', group: '审核' },
  { path: '/clan/admin/member-apply', title: '入谱申请', action: 'reviewApplications', group: '审核' },
  { path: '/clan/admin/log', title: '操作日志', action: 'viewLog', group: '审核' },
  { path: '/clan/admin/project-stat', title: '家族统计', action: 'viewStats', group: '统计' },
  { path: '/clan/admin/clan-stat', title: '世系统计', action: 'viewStats', group: '统计' },
  { path: '/clan/admin/visitor', title: '访客记录', action: 'viewVisitors', group: '统计' },
];

/** The menu entries this role may open, in order. */
export function menuFor(a: AccessInput): AdminEntry[] {
  const allowed = allowedActions(a);
  return ADMIN_MENU.filter((e) => allowed.has(e.action));
}
