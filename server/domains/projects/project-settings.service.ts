/** A project's privacy and view password, config, area, the order of one's projects, and the admin check. */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import * as c from '@contract/projects';
import type { ProjectPrivacy } from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { hashPassword } from '../accounts/index';
import { projectAccess, requireProjectRole } from './access';
import { deleteGrants } from './access.repo';
import * as repo from './projects.repo';
import { recordVisit } from './visitors.service';

export async function privacy(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.privacy>> {
  const a = await projectAccess(ctx, p.id);
  return {
    privacy: a.project.privacy as ProjectPrivacy, hasPassword: !!a.project.viewPasswordHash,
    needsPassword: a.needsPassword, canRead: a.canRead,
  };
}

export async function config(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.config>> {
  const a = await requireProjectRole(ctx, p.id, 'visitor');
  await recordVisit(ctx, p.id);
  return { id: a.project.id, config: a.project.config ?? {}, version: a.project.version };
}

export async function area(ctx: Ctx, p: ParsedParams<typeof c.area>): Promise<Reply<typeof c.area>> {
  const a = await requireProjectRole(ctx, p.id, 'visitor');
  let clan: Reply<typeof c.area>['clan'] = null;
  if (p.clanId !== undefined) {
    const cl = await repo.clanInProject(ctx.db, p.clanId, p.id);
    must(cl, '族谱不存在');
    clan = cl;
  }
  return { area: a.project.area, parts: a.project.area.split(/[\s,，/]+/).filter(Boolean), clan };
}

export async function editPrivacy(ctx: Ctx<'user'>, p: ParsedParams<typeof c.editPrivacy>): Promise<Reply<typeof c.editPrivacy>> {
  const a = await requireProjectRole(ctx, p.id, 'project.privacy');
  const hash = p.password ? await hashPassword(p.password) : undefined;
  must(p.privacy !== 'password' || hash || a.project.viewPasswordHash, '请设置访问密码');
  await ctx.db.transaction(async (tx) => {
    await repo.updateProject(tx, p.id, { privacy: p.privacy, ...(hash ? { viewPasswordHash: hash } : {}), updatedAt: ctx.adapters.clock.now() });
    // A new password ends the grants given for the old one (guest tickets stay).
    if (hash) await deleteGrants(tx, p.id, 'password');
  });
  return { privacy: p.privacy, hasPassword: !!(hash ?? a.project.viewPasswordHash) };
}

export async function sort(ctx: Ctx<'user'>, p: ParsedParams<typeof c.sort>): Promise<Reply<typeof c.sort>> {
  const ids = [...new Set(p.list.map((x) => x.id))];
  must(ids.length === p.list.length, '排序列表中有重复的家族');
  const mine = await repo.adminProjectIds(ctx.db, ctx.user.id, ids);
  must(mine.length === ids.length, '只能调整您管理的家族的排序');
  await ctx.db.transaction(async (tx) => {
    for (const x of p.list) await repo.setSort(tx, x.id, x.sort);
  });
  return { updated: ids.length };
}

export async function adminCheck(ctx: Ctx, p: ParsedParams<typeof c.adminCheck>): Promise<Reply<typeof c.adminCheck>> {
  const a = await projectAccess(ctx, p.projectId);
  if (a.role === 'admin') return { allowed: true, role: 'admin' };
  const onTeam = p.team && a.role !== null && a.role !== 'member' && a.role !== 'visitor' && a.status !== 0;
  if (onTeam && a.role && (!p.permission || a.permissions.has(p.permission))) return { allowed: true, role: a.role };
  fail(MESSAGES.forbidden);
}
