/** Member lists by residence (村) and elite type, and member favourites. Living members' data hidden from readers without a role. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { clanMemberMarks, clanMembers, clans } from '../../db/schema/index';
import { clanAccess, hidesLiving } from '../clans/clans.service';
import { residenceCounts } from '../clans/clans.more';
import { projectAccess } from '../projects/access';
import { typesOf, eliteIds } from '../elite/elite.repo';
import * as repo from './clan-members.repo';
import { toHit } from './clan-members.service';

export async function listVillage(ctx: Ctx, p: ParsedParams<typeof c.listVillage>): Promise<Reply<typeof c.listVillage>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const conds = [eq(clanMembers.clanId, clan.id), sql`coalesce(${clanMembers.residence}, '') <> ''`];
  if (p.village) conds.push(eq(clanMembers.residence, p.village));
  if (hide) conds.push(eq(clanMembers.living, false));
  const rows = await repo.hits(ctx.db, and(...conds)!, [asc(clanMembers.residence), asc(clanMembers.generation), asc(clanMembers.id)],
    (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const res = new Map((await repo.membersByIds(ctx.db, clan.id, rows.map((r) => r.m.id))).map((r) => [r.id, r.residence]));
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({ ...toHit(r, hide), residence: res.get(r.m.id) ?? null })),
    hasNext: rows.length > p.pageSize,
    villages: await residenceCounts(ctx, clan.id, hide, 100),
  };
}

export async function listElite(ctx: Ctx, p: ParsedParams<typeof c.listElite>): Promise<Reply<typeof c.listElite>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const ids = await eliteIds(ctx.db, clan.id, p.type, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const pageIds = ids.slice(0, p.pageSize);
  if (!pageIds.length) return { list: [], hasNext: false };
  const rows = await repo.hits(ctx.db, and(eq(clanMembers.clanId, clan.id), inArray(clanMembers.id, pageIds))!, [asc(clanMembers.id)], 0, pageIds.length);
  const byId = new Map(rows.map((r) => [r.m.id, r]));
  const types = await typesOf(ctx.db, pageIds);
  const titles = new Map((await repo.membersByIds(ctx.db, clan.id, pageIds)).map((r) => [r.id, r.titles ?? []]));
  return {
    list: pageIds.filter((x) => byId.has(x)).map((x) => ({ ...toHit(byId.get(x)!, hide), types: types.get(x) ?? [], titles: titles.get(x) ?? [] })),
    hasNext: ids.length > p.pageSize,
  };
}

export async function favorite(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.favorite>> {
  const m = await repo.memberById(ctx.db, p.id);
  if (!m) fail('成员不存在');
  await clanAccess(ctx, m.clanId);
  const key = and(eq(clanMemberMarks.memberId, m.id), eq(clanMemberMarks.userId, ctx.user.id));
  const gone = await ctx.db.delete(clanMemberMarks).where(key).returning({ id: clanMemberMarks.memberId });
  if (gone.length) return { id: m.id, favorite: false };
  await ctx.db.insert(clanMemberMarks).values({ memberId: m.id, userId: ctx.user.id, projectId: m.projectId, clanId: m.clanId, at: ctx.adapters.clock.now() })
    .onConflictDoNothing();
  return { id: m.id, favorite: true };
}

export async function favoriteMy(ctx: Ctx<'user'>, p: ParsedParams<typeof c.favoriteMy>): Promise<Reply<typeof c.favoriteMy>> {
  // Read in chunks, keep only members of projects he may still read.
  const out: Reply<typeof c.favoriteMy>['list'] = [];
  const readable = new Map<number, { ok: boolean; hide: boolean }>();
  let offset = 0;
  let skip = (p.pageIndex - 1) * p.pageSize;
  let more = true;
  while (out.length <= p.pageSize && more) {
    const marks = await ctx.db.select({ memberId: clanMemberMarks.memberId, clanId: clanMemberMarks.clanId, projectId: clanMemberMarks.projectId, at: clanMemberMarks.at, clanName: clans.name })
      .from(clanMemberMarks).innerJoin(clans, eq(clans.id, clanMemberMarks.clanId))
      .where(eq(clanMemberMarks.userId, ctx.user.id)).orderBy(desc(clanMemberMarks.at), desc(clanMemberMarks.memberId)).offset(offset).limit(200);
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
      const [hit] = await repo.hits(ctx.db, eq(clanMembers.id, mk.memberId), [asc(clanMembers.id)], 0, 1);
      if (!hit) continue;
      out.push({ ...toHit(hit, r.hide), clanId: mk.clanId, clanName: mk.clanName, markedAt: mk.at.toISOString() });
      if (out.length > p.pageSize) break;
    }
  }
  return { list: out.slice(0, p.pageSize), hasNext: out.length > p.pageSize };
}
