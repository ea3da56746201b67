/**
 * 房/支/派 branches of a clan (a tree): add, rename, move, delete. Managers only (clanAccess 'manager'); the clan's
 * version is not bumped — branches are labels, the tree pack does not carry them.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { clanAccess } from './clans.service';
import * as repo from './clans.repo';

export async function branchSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.branchSave>): Promise<Reply<typeof c.branchSave>> {
  const { clan } = await clanAccess(ctx, p.clanId, 'manager');
  const branches = await repo.branchList(ctx.db, clan);
  if (p.id !== undefined) must(branches.some((b) => b.id === p.id), '房支不存在');
  if (branches.some((b) => b.id !== p.id && b.name === p.name)) fail(`已有名为「${p.name}」的房支`);
  const parentId = p.parentId ?? null;
  if (parentId !== null) {
    must(branches.some((b) => b.id === parentId), '上级房支不存在');
    // no cycles: the parent may not be the branch itself or one of its sub-branches
    for (let at: number | null = parentId; at !== null; at = branches.find((b) => b.id === at)?.parentId ?? null) {
      if (at === p.id) fail('上级房支不能是它自己或它的下级');
    }
  }
  const founderId = p.founderId ?? null;
  if (founderId !== null) must(await repo.hasMember(ctx.db, clan, founderId), '房祖不是本族谱的成员');
  const values = { name: p.name, kind: p.kind, parentId, founderId };
  if (p.id === undefined) await repo.insertBranch(ctx.db, clan, values);
  else await repo.updateBranch(ctx.db, clan.projectId, p.id, values);
  return { list: await repo.branchList(ctx.db, clan) };
}

export async function branchDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.branchDelete>> {
  const b = await repo.locateBranch(ctx.db, p.id);
  if (!b) fail('房支不存在');
  const { clan } = await clanAccess(ctx, b.clanId, 'manager');
  const used = await repo.membersInBranch(ctx.db, clan, b.id);
  if (used > 0) fail(`该房支下还有${used}位成员，请先调整他们的房支`);
  if ((clan.poems as { branchId: number | null }[]).some((x) => x.branchId === b.id)) fail('该房支还有字辈，请先删除或改为全族字辈');
  const branches = await repo.branchList(ctx.db, clan);
  if (branches.some((x) => x.parentId === b.id)) fail('该房支还有下级房支，请先删除或移走');
  await repo.deleteBranch(ctx.db, clan.projectId, b.id);
  return { list: await repo.branchList(ctx.db, clan) };
}
