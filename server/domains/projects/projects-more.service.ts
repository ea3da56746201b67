/**
 * More project calls: group tabs, counts, favourites and joined lists, privacy, config, area, sort, the admin check
 * and guest tickets (spec §6, §7 "Projects and clans").
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import * as c from '@contract/projects';
import { IDENTITY, type ProjectPrivacy } from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { clans, projectGrants, projectMarks, projects, projectUsers } from '../../db/schema/index';
import { sha256 } from '../../adapters/ids';
import { hashPassword } from '../accounts/passwords';
import { grantValid, projectAccess, requireProjectRole } from './access';
import * as repo from './projects.repo';
import type { ItemRow } from './projects.repo';
import { projectLimit, toItem } from './projects.service';
import { recordVisit } from './visitors';

const uid = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);
const DAY_MS = 86_400_000;

export async function groupList(ctx: Ctx): Promise<Reply<typeof c.groupList>> {
  const u = uid(ctx);
  const rows = (await repo.groupRows(ctx.db, u)).map((r) => toItem(r, u));
  return {
    list: [
      { key: 'forms', name: '采丁表单', count: rows.filter((p) => p.identity.value === IDENTITY.forms && p.role).length },
      { key: 'examples', name: '精选范例', count: rows.filter((p) => p.isExample).length },
      { key: 'mine', name: '我的家族', count: rows.filter((p) => p.identity.value !== IDENTITY.forms && !p.isExample).length },
    ],
  };
}

export async function count(ctx: Ctx): Promise<Reply<typeof c.count>> {
  const u = uid(ctx);
  const stats = await repo.statsOf(ctx.db, u);
  if (!u) return { ...stats, owned: 0, limit: -1, favorite: 0 };
  const [f] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(projectMarks)
    .where(and(eq(projectMarks.userId, u), eq(projectMarks.kind, 'favorite')));
  return { ...stats, owned: await repo.ownedCount(ctx.db, u), limit: await projectLimit(ctx, u), favorite: Number(f.n) };
}

async function pageOf(ctx: Ctx, p: { pageIndex: number; pageSize: number }, kind: 'favorite' | 'bind') {
  const u = uid(ctx);
  if (!u) return { list: [], hasNext: false };
  const q = ctx.db.select(repo.itemColumns(u)).from(projects);
  const joined = kind === 'favorite'
    ? q.innerJoin(projectMarks, and(eq(projectMarks.projectId, projects.id), eq(projectMarks.userId, u), eq(projectMarks.kind, 'favorite')))
      .orderBy(desc(projectMarks.at), desc(projects.id))
    : q.innerJoin(projectUsers, and(eq(projectUsers.projectId, projects.id), eq(projectUsers.userId, u)))
      .orderBy(desc(projectUsers.createdAt), desc(projects.id));
  const rows = (await joined.offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1)) as ItemRow[];
  return { list: rows.slice(0, p.pageSize).map((r) => toItem(r, u)), hasNext: rows.length > p.pageSize };
}

export const favoriteList = (ctx: Ctx, p: ParsedParams<typeof c.favoriteList>) => pageOf(ctx, p, 'favorite');
export const bindList = (ctx: Ctx, p: ParsedParams<typeof c.bindList>) => pageOf(ctx, p, 'bind');

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
    const [cl] = await ctx.db.select({ id: clans.id, name: clans.name, hall: clans.hall }).from(clans)
      .where(and(eq(clans.id, p.clanId), eq(clans.projectId, p.id))).limit(1);
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
    await tx.update(projects).set({
      privacy: p.privacy, ...(hash ? { viewPasswordHash: hash } : {}), updatedAt: ctx.adapters.clock.now(),
      version: sql`${projects.version} + 1`,
    }).where(eq(projects.id, p.id));
    // A new password ends the grants given for the old one.
    if (hash) await tx.delete(projectGrants).where(and(eq(projectGrants.projectId, p.id), eq(projectGrants.kind, 'password')));
  });
  return { privacy: p.privacy, hasPassword: !!(hash ?? a.project.viewPasswordHash) };
}

export async function sort(ctx: Ctx<'user'>, p: ParsedParams<typeof c.sort>): Promise<Reply<typeof c.sort>> {
  const ids = [...new Set(p.list.map((x) => x.id))];
  must(ids.length === p.list.length, '排序列表中有重复的家族');
  const mine = await ctx.db.select({ id: projectUsers.projectId }).from(projectUsers)
    .where(and(eq(projectUsers.userId, ctx.user.id), eq(projectUsers.role, 'admin'), inArray(projectUsers.projectId, ids)));
  must(mine.length === ids.length, '只能调整您管理的家族的排序');
  await ctx.db.transaction(async (tx) => {
    for (const x of p.list) await tx.update(projects).set({ sort: x.sort }).where(eq(projects.id, x.id));
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

// ——— Tickets ———

async function issueTicket(ctx: Ctx<'user'>, projectId: number, days: number, clanId?: number) {
  await requireProjectRole(ctx, projectId, 'project.ticket');
  const ap = ctx.adapters.ids.token();
  const expiresAt = new Date(ctx.adapters.clock.now().getTime() + days * DAY_MS);
  await ctx.db.insert(projectGrants).values({ projectId, tokenHash: sha256(ap), kind: 'guest', createdBy: ctx.user.id, expiresAt });
  const url = `/clan/index?projectId=${projectId}${clanId ? `&clanId=${clanId}` : ''}&ap=${encodeURIComponent(ap)}`;
  return { ap, projectId, expiresAt: expiresAt.toISOString(), url };
}

export const ticketGuest = (ctx: Ctx<'user'>, p: ParsedParams<typeof c.ticketGuest>) => issueTicket(ctx, p.projectId, p.days);

export async function ticketGuestClan(ctx: Ctx<'user'>, p: ParsedParams<typeof c.ticketGuestClan>): Promise<Reply<typeof c.ticketGuestClan>> {
  const [cl] = await ctx.db.select({ projectId: clans.projectId }).from(clans).where(eq(clans.id, p.clanId)).limit(1);
  if (!cl) fail('族谱不存在');
  return { ...(await issueTicket(ctx, cl.projectId, p.days, p.clanId)), clanId: p.clanId };
}

export async function ticketCheck(ctx: Ctx, p: ParsedParams<typeof c.ticketCheck>): Promise<Reply<typeof c.ticketCheck>> {
  const a = await projectAccess(ctx, p.id, p.ap);
  const ap = p.ap ?? ctx.headers.ap;
  if (!ap || !(await grantValid(ctx, p.id, ap))) return { valid: false, expiresAt: null, needsPassword: a.needsPassword };
  const [g] = await ctx.db.select({ expiresAt: projectGrants.expiresAt }).from(projectGrants).where(eq(projectGrants.tokenHash, sha256(ap))).limit(1);
  return { valid: true, expiresAt: g.expiresAt.toISOString(), needsPassword: false };
}
