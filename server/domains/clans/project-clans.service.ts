/** Clans (族谱) of a project as the project screens manage them (/project/clan/*): get, count, add/edit, delete. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/projects';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { requireProjectRole } from '../projects/index';
import * as repo from './clans.repo';
import type { ClanRow } from './clans.repo';
import { deleteClan } from './clans.service';

const out = (r: ClanRow): Reply<typeof c.clanGet> => ({
  id: r.id, projectId: r.projectId, name: r.name, hall: r.hall, surname: r.surname,
  memberCount: r.memberCount, version: r.version, createdAt: r.createdAt.toISOString(),
});

async function clanById(ctx: Ctx, id: number): Promise<ClanRow> {
  const r = await repo.clanById(ctx.db, id);
  if (!r) fail('族谱不存在');
  return r;
}

export async function clanGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.clanGet>> {
  const r = await clanById(ctx, p.id);
  await requireProjectRole(ctx, r.projectId, 'visitor');
  return out(r);
}

export async function clanCount(ctx: Ctx, p: { projectId: number }): Promise<Reply<typeof c.clanCount>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  return repo.projectCounts(ctx.db, p.projectId);
}

export async function clanAddOrEdit(ctx: Ctx<'user'>, p: ParsedParams<typeof c.clanAddOrEdit>): Promise<Reply<typeof c.clanAddOrEdit>> {
  const a = await requireProjectRole(ctx, p.projectId, 'clan.edit');
  const now = ctx.adapters.clock.now();
  if (p.id === undefined) {
    return out(await repo.insertClan(ctx.db, {
      projectId: p.projectId, name: p.name, hall: p.hall ?? '', surname: p.surname || a.project.surname, createdAt: now, updatedAt: now,
    }));
  }
  const cur = await clanById(ctx, p.id);
  must(cur.projectId === p.projectId, '族谱不属于该家族');
  const r = await repo.updateClan(ctx.db, cur, {
    name: p.name, ...(p.hall !== undefined ? { hall: p.hall } : {}), ...(p.surname ? { surname: p.surname } : {}), updatedAt: now,
  }, p.version);
  must(r, '该族谱已被他人修改，请刷新后再试');
  return out(r);
}

export async function clanDelete(ctx: Ctx<'user'>, p: ParsedParams<typeof c.clanDelete>): Promise<Reply<typeof c.clanDelete>> {
  const cur = await clanById(ctx, p.id);
  await requireProjectRole(ctx, cur.projectId, 'clan.delete');
  if (cur.memberCount > 0 && !p.confirm) fail(`该族谱还有${cur.memberCount}位成员，确认删除请再次操作`);
  await ctx.db.transaction((tx) => deleteClan(tx, cur));
  return { deleted: true };
}
