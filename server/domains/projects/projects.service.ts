/**
 * Projects (家族): lists, detail, create/edit with the project limit (spec §4), delete, the password grant (`ap`),
 * auth checks, favourites and history. Access: ./access.ts.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import * as c from '@contract/projects';
import { IDENTITY, type ProjectItem, type ProjectRole } from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { hashPassword, LEVELS, userLevel } from '../accounts/index';
import { limitOf } from '../entitlements/index';
import { canEditClan, requireProjectRole } from './access';
import { runProjectCleanups } from './cleanup';
import * as repo from './projects.repo';
import type { ItemRow } from './projects.repo';
import { recordVisit } from './visitors.service';
import { limitBonus } from './limit-bonus';

const IDENTITY_NAMES: Record<number, string> = { 5: '采丁表单', 6: '精选范例' };

const uid = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

export function toItem(r: ItemRow, userId: number): ProjectItem {
  const p = r.p;
  return {
    id: p.id, name: p.name, surname: p.surname, area: p.area, privacy: p.privacy as ProjectItem['privacy'],
    identity: { value: p.identity, name: IDENTITY_NAMES[p.identity] ?? '我的家族' },
    isExample: p.identity === IDENTITY.example, appSort: p.sort, ownerId: p.ownerId, isOwner: userId !== 0 && p.ownerId === userId,
    role: (r.role as ProjectRole | null) ?? null, favorite: !!r.favorite, clanCount: Number(r.clanCount), memberCount: Number(r.memberCount),
    createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(), version: p.version,
  };
}

export async function groups(ctx: Ctx): Promise<Reply<typeof c.groups>> {
  const u = uid(ctx);
  const rows = (await repo.groupRows(ctx.db, u)).map((r) => toItem(r, u));
  return {
    list: [
      { key: 'forms', name: '采丁表单', list: rows.filter((p) => p.identity.value === IDENTITY.forms && p.role) },
      { key: 'examples', name: '精选范例', list: rows.filter((p) => p.isExample) },
      { key: 'mine', name: '我的家族', list: rows.filter((p) => p.identity.value !== IDENTITY.forms && !p.isExample) },
    ],
    stats: await repo.statsOf(ctx.db, u),
  };
}

export async function listAll(ctx: Ctx, p: ParsedParams<typeof c.listAll>): Promise<Reply<typeof c.listAll>> {
  const u = uid(ctx);
  const rows = await repo.listForUser(ctx.db, u, p.query || undefined, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map((r) => toItem(r, u)),
    hasNext: rows.length > p.pageSize,
    stats: await repo.statsOf(ctx.db, u),
  };
}

export async function historyList(ctx: Ctx, p: ParsedParams<typeof c.historyList>): Promise<Reply<typeof c.historyList>> {
  const u = uid(ctx);
  if (!u) return { list: [], hasNext: false };
  const rows = await repo.historyRows(ctx.db, u, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map((r) => toItem(r, u)), hasNext: rows.length > p.pageSize };
}

export async function get(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.get>> {
  await requireProjectRole(ctx, p.id, 'visitor');
  await recordVisit(ctx, p.id);
  const u = uid(ctx);
  const r = await repo.itemById(ctx.db, u, p.id);
  if (!r) fail('家族不存在');
  return { ...toItem(r, u), config: r.p.config ?? {}, hasPassword: r.p.privacy === 'password' };
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.detail>> {
  const a = await requireProjectRole(ctx, p.id, 'visitor');
  await recordVisit(ctx, p.id);
  const u = uid(ctx);
  const r = await repo.itemById(ctx.db, u, p.id);
  if (!r) fail('家族不存在');
  return {
    ...toItem(r, u), config: r.p.config ?? {}, hasPassword: r.p.privacy === 'password',
    clans: await repo.clansOf(ctx.db, p.id), canEdit: a.role === 'admin', branchRootId: a.role === 'collaborator' ? a.branchRootId : null,
  };
}

/**
 * Spec §4: 0 unlimited, no user −1, else the level's limit + the extra project count (+ growth-level bonuses,
 * limit-bonus.ts; + entitlements: VIP's extra projects).
 */
export async function projectLimit(ctx: Ctx, userId: number): Promise<number> {
  const u = await userLevel(ctx.db, userId);
  if (!u) return -1;
  const lvl = LEVELS.find((l) => l.level === u.level) ?? LEVELS[0];
  if (lvl.projectLimit === 0) return 0;
  return lvl.projectLimit + u.extra + (await limitBonus(ctx.db, userId)) + (await limitOf(ctx.db, { userId }, 'projects', ctx.adapters.clock.now()));
}

export async function addOrEdit(ctx: Ctx<'user'>, p: ParsedParams<typeof c.addOrEdit>): Promise<Reply<typeof c.addOrEdit>> {
  const userId = ctx.user.id;
  const now = ctx.adapters.clock.now();
  const hash = p.password ? await hashPassword(p.password) : undefined;
  let id = p.id;
  if (id === undefined) {
    const limit = await projectLimit(ctx, userId);
    if (limit !== 0 && (await repo.ownedCount(ctx.db, userId)) >= limit) {
      fail(`家族数量已达上限（${limit}个），请升级会员或购买扩容`);
    }
    must(p.privacy !== 'password' || hash, '请设置访问密码');
    id = await ctx.db.transaction((tx) => repo.insertProjectWithAdmin(tx, {
      name: p.name, surname: p.surname, area: p.area ?? '', privacy: p.privacy, viewPasswordHash: hash ?? null,
      config: p.config ?? {}, sort: p.sort ?? 0, identity: IDENTITY.own, ownerId: userId, createdAt: now, updatedAt: now,
    }));
  } else {
    const a = await requireProjectRole(ctx, id, 'admin');
    must(p.privacy !== 'password' || hash || a.project.viewPasswordHash, '请设置访问密码');
    const done = await repo.updateProject(ctx.db, id, {
      name: p.name, surname: p.surname, ...(p.area !== undefined ? { area: p.area } : {}), privacy: p.privacy,
      ...(hash ? { viewPasswordHash: hash } : {}), ...(p.config ? { config: p.config } : {}),
      ...(p.sort !== undefined ? { sort: p.sort } : {}), updatedAt: now,
    }, p.version);
    must(done, '该家族已被他人修改，请刷新后再试');
  }
  return detail(ctx, { id });
}

export async function remove(ctx: Ctx, p: ParsedParams<typeof c.remove>): Promise<Reply<typeof c.remove>> {
  const a = await requireProjectRole(ctx, p.id, 'visitor');
  must(a.isOwner, '只有创建者可以删除家族');
  const withMembers = await repo.clansWithMembers(ctx.db, p.id);
  if (withMembers > 0 && !p.confirm) fail(`该家族还有${withMembers}个族谱存有成员，确认删除请再次操作`);
  await ctx.db.transaction(async (tx) => {
    await runProjectCleanups(tx, p.id);
    await repo.deleteProject(tx, p.id);
  });
  return { deleted: true };
}

export async function auth(ctx: Ctx, p: { projectId: number; clanId?: number; ap?: string }): Promise<Reply<typeof c.auth>> {
  const a = await requireProjectRole(ctx, p.projectId, 'visitor', p.ap);
  await recordVisit(ctx, p.projectId);
  if (p.clanId !== undefined) {
    must(await repo.clanInProject(ctx.db, p.clanId, p.projectId), '族谱不存在');
  }
  return { ok: true, role: a.role, privacy: a.project.privacy as ProjectItem['privacy'], canEdit: canEditClan(a) };
}

export async function favorite(ctx: Ctx<'user'>, p: ParsedParams<typeof c.favorite>): Promise<Reply<typeof c.favorite>> {
  await requireProjectRole(ctx, p.id, 'visitor');
  const on = p.favorite ?? !(await repo.hasMark(ctx.db, p.id, ctx.user.id, 'favorite'));
  await repo.setMark(ctx.db, p.id, ctx.user.id, 'favorite', on, ctx.adapters.clock.now());
  return { favorite: on };
}

export async function addHistory(ctx: Ctx, p: { id: number }): Promise<null> {
  await requireProjectRole(ctx, p.id, 'visitor');
  const u = uid(ctx);
  if (u) await repo.setMark(ctx.db, p.id, u, 'history', true, ctx.adapters.clock.now());
  return null;
}
