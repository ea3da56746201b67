/** The clan list queries (mine, 采丁, recommended, public, activity ranking, favourites, history) and clan marks. */
import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inClanOf, type ClanRef } from '../../db/keys';
import { clanMarks, clanMemberLog, clans, projects, projectUsers, users } from '../../db/schema/index';
import type { ClanRow } from './clans.repo';

export type ClanListKind = 'mine' | 'collect' | 'recommend' | 'all' | 'reward' | 'favorite' | 'history';

export interface ClanListRow { c: ClanRow; projectName: string; privacy: string; favorite: boolean; markedAt: Date | null; edits: number }

/** Readable by the caller: public, or he has a role in the project. */
const readable = (userId: number) => or(eq(projects.privacy, 'public'),
  sql`EXISTS (SELECT 1 FROM ${projectUsers} pu WHERE pu.project_id = ${projects.id} AND pu.user_id = ${userId})`)!;

const inMine = (me: number, identity?: number) => and(
  sql`EXISTS (SELECT 1 FROM ${projectUsers} pu WHERE pu.project_id = ${projects.id} AND pu.user_id = ${me})`,
  identity === undefined ? undefined : eq(projects.identity, identity))!;

function keywordOf(k: string | undefined): SQL | undefined {
  if (!k) return undefined;
  const like = `%${k.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
  return or(sql`${clans.name} LIKE ${like}`, sql`${clans.surname} LIKE ${like}`, sql`${clans.hall} LIKE ${like}`);
}

interface ListOpts { where: SQL[]; order: SQL[]; mark?: 'favorite' | 'history'; extra?: SQL }

function optsOf(kind: ClanListKind, me: number, x: { surname: string; since: Date }): ListOpts {
  const publicWithMembers = [eq(projects.privacy, 'public'), gt(clans.memberCount, 0)];
  const newest = [desc(clans.updatedAt), desc(clans.id)];
  switch (kind) {
    case 'mine': return { where: [inMine(me)], order: newest };
    case 'collect': return { where: [inMine(me, 5)], order: newest };
    case 'recommend': return { where: publicWithMembers, order: [sql`(${clans.surname} = ${x.surname}) DESC`, desc(clans.memberCount), desc(clans.id)] };
    case 'all': return { where: publicWithMembers, order: [desc(clans.memberCount), desc(clans.id)] };
    case 'reward': {
      const edits = sql<number>`(SELECT count(*)::int FROM ${clanMemberLog} l WHERE l.project_id = ${clans.projectId} AND l.clan_id = ${clans.id} AND l.at >= ${x.since.toISOString()})`;
      return { where: [eq(projects.privacy, 'public'), sql`${edits} > 0`], order: [sql`${edits} DESC`, desc(clans.id)], extra: edits };
    }
    case 'favorite': case 'history': return { where: [readable(me)], order: [desc(clanMarks.at)], mark: kind };
  }
}

/**
 * A page of a clan list for user `me` (0 = nobody) with the keyword filter; `surname` orders 'recommend', `since`
 * counts the edits of 'reward'.
 */
export async function clanPage(db: Tx, kind: ClanListKind, me: number, keyword: string | undefined,
  x: { surname: string; since: Date }, offset: number, limit: number): Promise<ClanListRow[]> {
  const o = optsOf(kind, me, x);
  const fav = sql<boolean>`EXISTS (SELECT 1 FROM ${clanMarks} f WHERE f.project_id = ${clans.projectId} AND f.clan_id = ${clans.id} AND f.user_id = ${me} AND f.kind = 'favorite')`;
  const kw = keywordOf(keyword);
  const base = db.select({
    c: clans, projectName: projects.name, privacy: projects.privacy, favorite: fav,
    markedAt: o.mark ? clanMarks.at : sql<Date | null>`null`, extra: o.extra ?? sql<number>`0`,
  }).from(clans).innerJoin(projects, eq(projects.id, clans.projectId));
  const q = o.mark
    ? base.innerJoin(clanMarks, and(eq(clanMarks.projectId, clans.projectId), eq(clanMarks.clanId, clans.id), eq(clanMarks.userId, me), eq(clanMarks.kind, o.mark)))
    : base;
  const rows = await q.where(and(...o.where, ...(kw ? [kw] : []))).orderBy(...o.order).offset(offset).limit(limit);
  return rows.map((r) => ({
    c: r.c, projectName: r.projectName, privacy: r.privacy, favorite: !!r.favorite,
    markedAt: r.markedAt ? new Date(r.markedAt as unknown as string) : null, edits: Number(r.extra),
  }));
}

export async function firstNameOf(db: Tx, userId: number): Promise<string> {
  const [u] = await db.select({ s: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.s ?? '';
}

/** Toggle his favourite of a clan; true when it is now a favourite. */
export async function toggleFavorite(db: Tx, clan: { id: number; projectId: number }, userId: number, at: Date): Promise<boolean> {
  const key = and(inClanOf(clanMarks, clan), eq(clanMarks.userId, userId), eq(clanMarks.kind, 'favorite'));
  const gone = await db.delete(clanMarks).where(key).returning({ c: clanMarks.clanId });
  if (gone.length) return false;
  await db.insert(clanMarks).values({ clanId: clan.id, projectId: clan.projectId, userId, kind: 'favorite', at }).onConflictDoNothing();
  return true;
}

export async function markHistory(db: Tx, clan: { id: number; projectId: number }, userId: number, at: Date): Promise<void> {
  await db.insert(clanMarks).values({ clanId: clan.id, projectId: clan.projectId, userId, kind: 'history', at })
    .onConflictDoUpdate({ target: [clanMarks.projectId, clanMarks.clanId, clanMarks.userId, clanMarks.kind], set: { at } });
}

export async function favoriteCount(db: Tx, clan: ClanRef): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(clanMarks)
    .where(and(inClanOf(clanMarks, clan), eq(clanMarks.kind, 'favorite')));
  return Number(r?.n ?? 0);
}

export async function isFavorite(db: Tx, clan: ClanRef, userId: number): Promise<boolean> {
  const [f] = await db.select({ c: clanMarks.clanId }).from(clanMarks)
    .where(and(inClanOf(clanMarks, clan), eq(clanMarks.userId, userId), eq(clanMarks.kind, 'favorite'))).limit(1);
  return !!f;
}
