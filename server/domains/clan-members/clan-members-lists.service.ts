/**
 * Member lists by residence (村) and elite type, and member favourites (of one clan, /clan/member/favorite, and of
 * all clans). Living members' data hidden from readers without a role.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import type * as cc from '@contract/clans';
import { generationLabel } from '../../../model/generations';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { clanAccess, hidesLiving, residenceCounts } from '../clans/index';
import { projectAccess } from '../projects/index';
import { typesOf, eliteIds } from './elite.repo';
import * as repo from './clan-members.repo';
import { toHit } from './clan-members.service';

export async function listVillage(ctx: Ctx, p: ParsedParams<typeof c.listVillage>): Promise<Reply<typeof c.listVillage>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const rows = await repo.villageHits(ctx.db, clan, p.village, hide, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const res = new Map((await repo.membersByIds(ctx.db, clan, rows.map((r) => r.m.id))).map((r) => [r.id, r.residence]));
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({ ...toHit(r, hide), residence: res.get(r.m.id) ?? null })),
    hasNext: rows.length > p.pageSize,
    villages: await residenceCounts(ctx.db, clan, hide, 100),
  };
}

export async function listElite(ctx: Ctx, p: ParsedParams<typeof c.listElite>): Promise<Reply<typeof c.listElite>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const ids = await eliteIds(ctx.db, clan, p.type, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const pageIds = ids.slice(0, p.pageSize);
  if (!pageIds.length) return { list: [], hasNext: false };
  const rows = await repo.hitsByIds(ctx.db, clan.projectId, pageIds);
  const byId = new Map(rows.map((r) => [r.m.id, r]));
  const types = await typesOf(ctx.db, clan.projectId, pageIds);
  const titles = new Map((await repo.membersByIds(ctx.db, clan, pageIds)).map((r) => [r.id, r.titles ?? []]));
  return {
    list: pageIds.filter((x) => byId.has(x)).map((x) => ({ ...toHit(byId.get(x)!, hide), types: types.get(x) ?? [], titles: titles.get(x) ?? [] })),
    hasNext: ids.length > p.pageSize,
  };
}

export async function favorite(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.favorite>> {
  const m = await repo.locateMember(ctx.db, p.id);
  if (!m) fail('成员不存在');
  await clanAccess(ctx, m.clanId);
  return { id: m.id, favorite: await repo.toggleMark(ctx.db, m, ctx.user.id, ctx.adapters.clock.now()) };
}

export async function favoriteMy(ctx: Ctx<'user'>, p: ParsedParams<typeof c.favoriteMy>): Promise<Reply<typeof c.favoriteMy>> {
  // Read in chunks, keep only members of projects he may still read.
  const out: Reply<typeof c.favoriteMy>['list'] = [];
  const readable = new Map<number, { ok: boolean; hide: boolean }>();
  let offset = 0;
  let skip = (p.pageIndex - 1) * p.pageSize;
  let more = true;
  while (out.length <= p.pageSize && more) {
    const marks = await repo.marksOf(ctx.db, ctx.user.id, offset, 200);
    more = marks.length === 200;
    offset += marks.length;
    for (const mk of marks) {
      if (!readable.has(mk.projectId)) {
        const a = await projectAccess(ctx, mk.projectId).catch(() => null);
        readable.set(mk.projectId, { ok: !!a?.canRead, hide: !a || a.role === null });
      }
      const r = readable.get(mk.projectId)!;
      if (!r.ok) continue;
      if (skip > 0) { skip--; continue; }
      const [hit] = await repo.hitsByIds(ctx.db, mk.projectId, [mk.memberId]);
      if (!hit) continue;
      out.push({ ...toHit(hit, r.hide), clanId: mk.clanId, clanName: mk.clanName, markedAt: mk.at.toISOString() });
      if (out.length > p.pageSize) break;
    }
  }
  return { list: out.slice(0, p.pageSize), hasNext: out.length > p.pageSize };
}

/** His favourite members of one clan (/clan/member/favorite). */
export async function memberFavorite(ctx: Ctx<'user'>, p: ParsedParams<typeof cc.memberFavorite>): Promise<Reply<typeof cc.memberFavorite>> {
  const { clan, access } = await clanAccess(ctx, p.id);
  const hide = hidesLiving(clan, access);
  const rows = await repo.marksInClan(ctx.db, clan, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return {
    list: rows.slice(0, p.pageSize).map(({ m, at }) => ({
      id: m.id, name: m.fullName, gender: m.gender as 'm' | 'f', generation: m.generation, generationLabel: generationLabel(m.generation),
      birthYear: hide && m.living ? null : m.birthYear, deathYear: m.deathYear, living: m.living, markedAt: at.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
  };
}
