import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, allowedActions, can, menuFor } from './admin-access';

describe('role → allowed admin actions', () => {
  it('an admin may do everything but delete the project unless he is the owner', () => {
    const a = allowedActions({ role: 'admin' });
    for (const x of ['editProject', 'privacy', 'roles', 'managers', 'revertLog', 'reviewCorrections', 'importExcel'] as const) expect(a.has(x)).toBe(true);
    expect(a.has('deleteProject')).toBe(false);
    expect(can({ role: 'admin', isOwner: true }, 'deleteProject')).toBe(true);
  });
  it('a 协管员 reviews and edits members but does not touch privacy, roles, the team or reverts', () => {
    const a = allowedActions({ role: 'manager' });
    for (const x of ['editMembers', 'editClan', 'reviewCorrections', 'reviewBinds', 'importExcel', 'exportExcel', 'viewLog', 'viewStats', 'viewContacts'] as const) expect(a.has(x)).toBe(true);
    for (const x of ['privacy', 'roles', 'managers', 'deleteProject', 'deleteClan'] as const) expect(a.has(x)).toBe(false);
    expect(a.has('revertLog')).toBe(true);
  });
  it('a collaborator edits members and reads the log only', () => {
    const a = allowedActions({ role: 'collaborator' });
    expect([...a].sort()).toEqual(['editMembers', 'propose', 'viewLog']);
  });
  it('a member, a visitor and someone without a role may only propose', () => {
    for (const role of ['member', 'visitor', null] as const) expect([...allowedActions({ role })]).toEqual(['propose']);
  });
  it('the permission keys from the server win over the role defaults (custom roles)', () => {
    const a = allowedActions({ role: 'member', permissions: ['correction.review', 'member.import'] });
    expect(a.has('reviewCorrections')).toBe(true);
    expect(a.has('notices')).toBe(true);
    expect(a.has('importExcel')).toBe(true);
    expect(a.has('editMembers')).toBe(false);
    // A disabled 协管员 answers no keys: nothing but propose.
    expect([...allowedActions({ role: 'manager', permissions: [] })]).toEqual(['propose']);
  });
  it('the owner keeps every action even with an empty permission list', () => {
    expect(allowedActions({ role: 'admin', isOwner: true, permissions: [] }).size).toBe(20);
  });
  it('the admin menu lists only what the role may open, in order', () => {
    expect(menuFor({ role: 'collaborator' }).map((e) => e.title)).toEqual(['成员管理', '添加族人 / Excel导入导出', '家庭成员', '采丁（各家填写，核对入谱）', '操作日志']);
    expect(menuFor({ role: 'admin' })).toHaveLength(ADMIN_MENU.length);
    expect(menuFor({ role: 'visitor' })).toEqual([]);
    expect(menuFor({ role: 'manager' }).map((e) => e.path)).not.toContain('/clan/admin/permission');
  });
});
