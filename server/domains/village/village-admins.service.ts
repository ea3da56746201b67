/**
 * A village's admins (add by phone or user id, remove; never the last one) and the clans rooted in it as their clan
 * admins see them: a clan's 管理员 or 协管员 links it to a village or unlinks it; a village admin may also unlink any
 * clan (a wrong claim). Our additions (contract/village.ts).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/village';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { activeUserIdByPhone, displayNames } from '../accounts/index';
import { managedProjectIds, requireProjectRole } from '../projects/index';
import * as repo from './village.repo';
import { loadVillage, requireVillageAdmin } from './village.service';

async function adminsOf(ctx: Ctx, villageId: number) {
  const ids = await repo.adminIds(ctx.db, villageId);
  const names = await displayNames(ctx.db, ids);
  return { admins: ids.map((id) => ({ id, name: names.get(id)?.name ?? `用户${id}` })) };
}

/** POST /village/admin/add */
export async function addAdmin(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageAdminAdd>): Promise<Reply<typeof c.villageAdminAdd>> {
  await loadVillage(ctx.db, p.id);
  await requireVillageAdmin(ctx, p.id);
  must(!!p.phone !== !!p.userId, '请填写手机号或用户ID（二选一）');
  const userId = p.phone ? await activeUserIdByPhone(ctx.db, p.phone) : p.userId;
  if (!userId || userId === 1) fail('该用户不存在');
  const [name] = (await displayNames(ctx.db, [userId])).values();
  if (!name) fail('该用户不存在');
  if (await repo.isAdmin(ctx.db, p.id, userId)) fail('他已是村落管理员');
  await repo.addAdmin(ctx.db, p.id, userId);
  return adminsOf(ctx, p.id);
}

/** POST /village/admin/remove */
export async function removeAdmin(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageAdminRemove>): Promise<Reply<typeof c.villageAdminRemove>> {
  await loadVillage(ctx.db, p.id);
  await requireVillageAdmin(ctx, p.id);
  await ctx.db.transaction(async (tx) => {
    const ids = await repo.lockAdmins(tx, p.id);
    must(ids.includes(p.userId), '他不是村落管理员');
    must(ids.length > 1, '至少保留一位村落管理员');
    await repo.removeAdmin(tx, p.id, p.userId);
  });
  return adminsOf(ctx, p.id);
}

/** The caller's clans (管理员 / 协管员 of their projects), each marked linked to the village or not. */
async function myClans(ctx: Ctx<'user'>, villageId: number): Promise<Reply<typeof c.villageClanMine>> {
  const [mine, linked] = await Promise.all([
    repo.clansOfProjects(ctx.db, await managedProjectIds(ctx.db, ctx.user.id)),
    repo.villageClanRows(ctx.db, villageId),
  ]);
  const on = new Set(linked.map((r) => `${r.projectId}:${r.clanId}`));
  return { list: mine.map((r) => ({ ...r, linked: on.has(`${r.projectId}:${r.clanId}`) })) };
}

/** GET /village/clan/mine */
export async function clanMine(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.villageClanMine>> {
  await loadVillage(ctx.db, p.id);
  return myClans(ctx, p.id);
}

/** POST /village/clan/link */
export async function clanLink(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageClanLink>): Promise<Reply<typeof c.villageClanLink>> {
  await loadVillage(ctx.db, p.id);
  await requireProjectRole(ctx, p.projectId, 'manager');
  must(await repo.clanExists(ctx.db, p.projectId, p.clanId), '宗族不存在');
  await repo.linkClan(ctx.db, p.id, p.projectId, p.clanId);
  return myClans(ctx, p.id);
}

/** POST /village/clan/unlink: the clan's admins, or the village's. */
export async function clanUnlink(ctx: Ctx<'user'>, p: ParsedParams<typeof c.villageClanUnlink>): Promise<Reply<typeof c.villageClanUnlink>> {
  await loadVillage(ctx.db, p.id);
  if (!(await repo.isAdmin(ctx.db, p.id, ctx.user.id))) await requireProjectRole(ctx, p.projectId, 'manager');
  must(await repo.unlinkClan(ctx.db, p.id, p.projectId, p.clanId), '该宗族未关联此村');
  return myClans(ctx, p.id);
}
