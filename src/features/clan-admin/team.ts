/** Team (协管员/协作者) helpers: role names, what a team row allows, batch selections. */
import type { TeamMember } from '@contract/project-team';

export const TEAM_ROLE_CHOICES = [
  { value: 'manager', label: '协管员', description: '可管理成员、审核纠错与绑定、导入导出' },
  { value: 'collaborator', label: '协作者', description: '只能编辑指定族人及其后代' },
  { value: 'member', label: '成员', description: '可查看本家族，提出纠错' },
  { value: 'admin', label: '管理员', description: '全部权限（仅创建者可设置）' },
] as const;
export type TeamRoleValue = (typeof TEAM_ROLE_CHOICES)[number]['value'];

export function statusName(status: number): string {
  return status === 1 ? '正常' : '已停用';
}

/** The problem with a new team member draft, or null. */
export function teamDraftProblem(d: { userId?: number | null; phone?: string; role: TeamRoleValue; branchRootId?: number | null }, isOwner: boolean): string | null {
  if (!d.userId && !/^1[3-9]\d{9}$/.test(d.phone ?? '')) return '请选择族人或输入正确的手机号';
  if (d.role === 'admin' && !isOwner) return '只有创建者可以设置管理员';
  if (d.role === 'collaborator' && !d.branchRootId) return '协作者须指定负责的分支（从哪位族人起）';
  return null;
}

/** The rows a batch role change may touch: not the owner. */
export function batchable(rows: readonly TeamMember[], selected: ReadonlySet<number>): number[] {
  return rows.filter((r) => selected.has(r.id) && !r.isOwner).map((r) => r.id);
}
