/** 名人 (elite) types per member — a sub-resource of clan members: list, set, batch set (contract/elite.ts lists the types). */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import { ELITE_TYPES, type EliteItem } from '@contract/elite';
import type * as c from '@contract/elite';
import { generationLabel } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { canEditClan } from '../projects/index';
import { clanAccess, hidesLiving } from '../clans/index';
import * as members from './clan-members.repo';
import { requireEdit } from './clan-members.service';
import * as repo from './elite.repo';

export async function list(ctx: Ctx, p: ParsedParams<typeof c.list>): Promise<Reply<typeof c.list>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const ids = await repo.eliteIds(ctx.db, clan, p.type, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const pageIds = ids.slice(0, p.pageSize);
  const rows = await members.membersByIds(ctx.db, clan, pageIds);
  const types = await repo.typesOf(ctx.db, clan.projectId, pageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const counts = await repo.typeCounts(ctx.db, clan);
  const listOut: EliteItem[] = pageIds.filter((x) => byId.has(x)).map((x) => {
    const m = byId.get(x)!;
    return {
      id: m.id, name: m.fullName, gender: m.gender as 'm' | 'f', generation: m.generation, generationLabel: generationLabel(m.generation),
      birthYear: hide && m.living ? null : m.birthYear, deathYear: m.deathYear, living: m.living, titles: m.titles ?? [],
      types: types.get(m.id) ?? [],
    };
  });
  return { list: listOut, hasNext: ids.length > p.pageSize, stats: ELITE_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 })) };
}

export async function set(ctx: Ctx<'user'>, p: ParsedParams<typeof c.set>): Promise<Reply<typeof c.set>> {
  const m = await members.locateMember(ctx.db, p.memberId);
  if (!m) fail('成员不存在');
  const { clan, access } = await clanAccess(ctx, m.clanId);
  await requireEdit(ctx.db, access, clan, m.id);
  await ctx.db.transaction((tx) => repo.replaceTypes(tx, clan, [m.id], p.types));
  return { memberId: m.id, types: (await repo.typesOf(ctx.db, clan.projectId, [m.id])).get(m.id) ?? [] };
}

export async function batchSet(ctx: Ctx<'user'>, p: ParsedParams<typeof c.batchSet>): Promise<Reply<typeof c.batchSet>> {
  const ids = [...new Set(p.memberIds)];
  const first = await members.locateMember(ctx.db, ids[0]);
  if (!first) fail('成员不存在');
  const { clan, access } = await clanAccess(ctx, first.clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  const rows = await members.membersByIds(ctx.db, clan, ids);
  if (rows.length !== ids.length) fail(`有${ids.length - rows.length}位成员不存在或不在同一族谱`);
  if (access.role === 'collaborator') for (const r of rows) await requireEdit(ctx.db, access, clan, r.id);
  await ctx.db.transaction((tx) => repo.replaceTypes(tx, clan, ids, p.types));
  return { count: ids.length };
}
