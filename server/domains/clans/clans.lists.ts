/**
 * Clan lists (20 per page, `{ list, hasNext }`): mine, 采丁, recommended, all public, the activity ranking,
 * favourites and history; the favourite toggle and the history mark. Only clans the caller may read are listed
 * (public projects, or projects where he has a role).
 */
import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clans';
import type { ClanListItem } from '@contract/clans';
import type { Ctx } from '../../http/context';
import { clanMarks, clanMemberLog, clans, projects, projectUsers, users } from '../../db/schema/index';
import { clanAccess, toClan } from './clans.service';

type ListParams = ParsedParams<typeof c.listMy>;

const uid = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

/** Readable by the caller: public, or he has a role in the project. */
const readable = (userId: number) => or(eq(projects.privacy, 'public'),
  sql`EXISTS (SELECT 1 FROM ${projectUsers} pu WHERE pu.project_id = ${projects.id} AND pu.user_id = ${userId})`)!;

function keywordOf(k: string | undefined): SQL | undefined {
  if (!k) return undefined;
  const like = `%${k.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
  return or(sql`${clans.name} LIKE ${like}`, sql`${clans.surname} LIKE ${like}`, sql`${clans.hall} LIKE ${like}`);
}

interface ListOpts { where: SQL[]; order: SQL[]; mark?: 'favorite' | 'history'; extra?: SQL }

async function clanPage(ctx: Ctx, p: ListParams, o: ListOpts) {
  const me = uid(ctx);
  const fav = sql<boolean>`EXISTS (SELECT 1 FROM ${clanMarks} f WHERE f.clan_id = ${clans.id} AND f.user_id = ${me} AND f.kind = 'favorite')`;
  const kw = keywordOf(p.keyword);
  const base = ctx.db.select({
    c: clans, projectName: projects.name, privacy: projects.privacy, favorite: fav,
    markedAt: o.mark ? clanMarks.at : sql<Date | null>`null`, extra: o.extra ?? sql<number>`0`,
  }).from(clans).innerJoin(projects, eq(projects.id, clans.projectId));
  const q = o.mark
    ? base.innerJoin(clanMarks, and(eq(clanMarks.clanId, clans.id), eq(clanMarks.userId, me), eq(clanMarks.kind, o.mark)))
    : base;
  const rows = await q.where(and(...o.where, ...(kw ? [kw] : [])))
    .orderBy(...o.order).offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
  const list: (ClanListItem & { edits: number })[] = [];
  for (const r of rows.slice(0, p.pageSize)) {
    const at = r.markedAt ? new Date(r.markedAt as unknown as string) : null;
    list.push({
      ...(await toClan(ctx, r.c)), projectName: r.projectName, privacy: r.privacy as ClanListItem['privacy'], favorite: !!r.favorite,
      markedAt: at ? at.toISOString() : null, edits: Number(r.extra),
    });
  }
  return { list, hasNext: rows.length > p.pageSize };
}

const strip = (pg: { list: (ClanListItem & { edits: number })[]; hasNext: boolean }) =>
  ({ list: pg.list.map(({ edits: _e, ...x }) => x), hasNext: pg.hasNext });

const inMine = (me: number, identity?: number) => and(
  sql`EXISTS (SELECT 1 FROM ${projectUsers} pu WHERE pu.project_id = ${projects.id} AND pu.user_id = ${me})`,
  identity === undefined ? undefined : eq(projects.identity, identity))!;

export async function listMy(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listMy>> {
  const me = uid(ctx);
  if (!me) return { list: [], hasNext: false };
  return strip(await clanPage(ctx, p, { where: [inMine(me)], order: [desc(clans.updatedAt), desc(clans.id)] }));
}

export async function listCollect(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listCollect>> {
  const me = uid(ctx);
  if (!me) return { list: [], hasNext: false };
  return strip(await clanPage(ctx, p, { where: [inMine(me, 5)], order: [desc(clans.updatedAt), desc(clans.id)] }));
}

export async function listRecommend(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listRecommend>> {
  const me = uid(ctx);
  const [u] = me ? await ctx.db.select({ s: users.firstName }).from(users).where(eq(users.id, me)).limit(1) : [];
  const surname = u?.s ?? '';
  return strip(await clanPage(ctx, p, {
    where: [eq(projects.privacy, 'public'), gt(clans.memberCount, 0)],
    order: [sql`(${clans.surname} = ${surname}) DESC`, desc(clans.memberCount), desc(clans.id)],
  }));
}

export async function listAll(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listAll>> {
  return strip(await clanPage(ctx, p, {
    where: [eq(projects.privacy, 'public'), gt(clans.memberCount, 0)], order: [desc(clans.memberCount), desc(clans.id)],
  }));
}

export async function listReward(ctx: Ctx, p: ListParams): Promise<Reply<typeof c.listReward>> {
  const since = new Date(ctx.adapters.clock.now().getTime() - 30 * 86400_000);
  const edits = sql<number>`(SELECT count(*)::int FROM ${clanMemberLog} l WHERE l.clan_id = ${clans.id} AND l.at >= ${since.toISOString()})`;
  return clanPage(ctx, p, {
    where: [eq(projects.privacy, 'public'), sql`${edits} > 0`], order: [sql`${edits} DESC`, desc(clans.id)], extra: edits,
  });
}

export async function listFavorite(ctx: Ctx<'user'>, p: ListParams): Promise<Reply<typeof c.listFavorite>> {
  return strip(await clanPage(ctx, p, { where: [readable(ctx.user.id)], order: [desc(clanMarks.at)], mark: 'favorite' }));
}

export async function historyList(ctx: Ctx<'user'>, p: ListParams): Promise<Reply<typeof c.historyList>> {
  return strip(await clanPage(ctx, p, { where: [readable(ctx.user.id)], order: [desc(clanMarks.at)], mark: 'history' }));
}

export async function favoriteSave(ctx: Ctx<'user'>, p: { clanId: number }): Promise<Reply<typeof c.favoriteSave>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const key = and(eq(clanMarks.clanId, clan.id), eq(clanMarks.userId, ctx.user.id), eq(clanMarks.kind, 'favorite'));
  const gone = await ctx.db.delete(clanMarks).where(key).returning({ c: clanMarks.clanId });
  if (gone.length) return { clanId: clan.id, favorite: false };
  await ctx.db.insert(clanMarks).values({ clanId: clan.id, projectId: clan.projectId, userId: ctx.user.id, kind: 'favorite', at: ctx.adapters.clock.now() })
    .onConflictDoNothing();
  return { clanId: clan.id, favorite: true };
}

export async function historySave(ctx: Ctx<'user'>, p: { clanId: number }): Promise<Reply<typeof c.historySave>> {
  const { clan } = await clanAccess(ctx, p.clanId);
  const at = ctx.adapters.clock.now();
  await ctx.db.insert(clanMarks).values({ clanId: clan.id, projectId: clan.projectId, userId: ctx.user.id, kind: 'history', at })
    .onConflictDoUpdate({ target: [clanMarks.clanId, clanMarks.userId, clanMarks.kind], set: { at } });
  return { clanId: clan.id, at: at.toISOString() };
}

/** Favourite counts of clans (for /clan/info). */
export async function favoriteCount(ctx: Ctx, clanId: number): Promise<number> {
  const [r] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(clanMarks)
    .where(and(eq(clanMarks.clanId, clanId), eq(clanMarks.kind, 'favorite')));
  return Number(r?.n ?? 0);
}
