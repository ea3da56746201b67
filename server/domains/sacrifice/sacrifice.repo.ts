/** Queries of the memorial-hall domain: halls, their lists and scores, logs, favourites, VR works. */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chinaDay } from '../../../model/datetime';
import {
  ancestralHalls, clanMembers, sacrificeFavorites, sacrificeHalls, sacrificeLifetime, sacrificeLogs, sacrificeMessages, sacrificeOfferings, vrWorks,
} from '../../db/schema/index';

export type HallRow = typeof sacrificeHalls.$inferSelect;
export type NewHallRow = typeof sacrificeHalls.$inferInsert;
export type HallListRow = HallRow & { favorite: boolean };

const h = sacrificeHalls;

export async function hallById(db: Tx, id: number): Promise<HallRow | undefined> {
  const [r] = await db.select().from(h).where(eq(h.id, id)).limit(1);
  return r;
}

export async function hallByMember(db: Tx, memberId: number): Promise<HallRow | undefined> {
  const [r] = await db.select().from(h).where(eq(h.memberId, memberId)).limit(1);
  return r;
}

/** Halls `uid` may see: standalone, of a public clan, or of a clan he has a role in (0 = nobody logged in). */
export function visibleTo(uid: number): SQL {
  return sql`(sacrifice_halls.project_id IS NULL
    OR EXISTS (SELECT 1 FROM projects p WHERE p.id = sacrifice_halls.project_id AND p.privacy = 'public')
    OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = sacrifice_halls.project_id AND pu.user_id = ${uid}))`;
}

export const favoriteFlag = (uid: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM sacrifice_favorites f WHERE f.user_id = ${uid} AND f.kind = 'memorial' AND f.target_id = sacrifice_halls.id)`;

/** Popularity: last 30 days of log points, each halved per week of age (contract RankedHall). */
export const popularityOf = (now: Date) => sql<number>`(SELECT coalesce(sum(l.points * power(0.5, extract(epoch FROM (${now.toISOString()}::timestamptz - l.created_at)) / 604800.0)), 0)
  FROM sacrifice_logs l WHERE l.hall_id = sacrifice_halls.id AND l.created_at > ${now.toISOString()}::timestamptz - interval '30 days')`;

/** Filial piety: the sum of the offerings' filial weights (contract RankedHall). */
export const filialOf = () => sql<number>`(SELECT coalesce(sum(o.filial), 0) FROM sacrifice_offerings o WHERE o.hall_id = sacrifice_halls.id AND o.status = 'done')`;

/** Which halls a list shows: by name keyword, project, type (1 standalone, 2 of a member, 3 tomb) or owner. */
export interface HallFilter { keyword?: string; projectId?: number; type?: number; ownerId?: number }

function filterOf(f: HallFilter): SQL | undefined {
  const byType = f.type === undefined ? undefined
    : f.type === 3 ? eq(h.tomb, true) : and(eq(h.tomb, false), f.type === 2 ? isNotNull(h.memberId) : isNull(h.memberId));
  return and(
    f.keyword ? ilike(h.name, `%${f.keyword.replace(/[%_\\]/g, (x) => `\\${x}`)}%`) : undefined,
    f.projectId !== undefined ? eq(h.projectId, f.projectId) : undefined,
    byType,
    f.ownerId !== undefined ? eq(h.ownerId, f.ownerId) : undefined,
  );
}

/** Halls by filter for `uid`: the ones he may see (newest first), or with `ownerId` all of his (latest change first). */
export async function listHalls(db: Tx, uid: number, f: HallFilter, offset: number, limit: number): Promise<HallListRow[]> {
  const mine = f.ownerId !== undefined;
  const rows = await db.select({ hall: h, favorite: favoriteFlag(uid) }).from(h)
    .where(mine ? filterOf(f) : and(visibleTo(uid), filterOf(f)))
    .orderBy(...(mine ? [desc(h.updatedAt), desc(h.id)] : [sql`${h.createdAt} DESC`, sql`${h.id} DESC`])).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, favorite: !!r.favorite }));
}

export async function rankHalls(db: Tx, uid: number, by: 'popularity' | 'filial', now: Date, offset: number, limit: number): Promise<(HallListRow & { score: number })[]> {
  const score = by === 'popularity' ? popularityOf(now) : filialOf();
  const rows = await db.select({ hall: h, favorite: favoriteFlag(uid), score }).from(h)
    .where(visibleTo(uid)).orderBy(sql`${score} DESC`, desc(h.offerings), h.id).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, favorite: !!r.favorite, score: Math.round(Number(r.score) * 10) / 10 }));
}

export async function favoriteHalls(db: Tx, uid: number, keyword: string | undefined, offset: number, limit: number): Promise<HallListRow[]> {
  const where = filterOf({ keyword });
  const rows = await db.select({ hall: h }).from(h)
    .innerJoin(sacrificeFavorites, and(eq(sacrificeFavorites.targetId, h.id), eq(sacrificeFavorites.kind, 'memorial'), eq(sacrificeFavorites.userId, uid)))
    .where(and(visibleTo(uid), where)).orderBy(desc(sacrificeFavorites.createdAt), desc(sacrificeFavorites.id)).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, favorite: true }));
}

export async function bump(db: Tx, id: number, field: 'visits' | 'offerings' | 'messages', by = 1): Promise<void> {
  await db.update(h).set({ [field]: sql`${h[field]} + ${by}` }).where(eq(h.id, id));
}

export async function addLog(db: Tx, row: { hallId: number; userId: number; kind: string; text: string; points: number; at: Date }): Promise<void> {
  await db.insert(sacrificeLogs).values({ hallId: row.hallId, userId: row.userId, kind: row.kind, text: row.text, points: row.points, day: chinaDay(row.at), createdAt: row.at });
}

export async function visitedToday(db: Tx, hallId: number, userId: number, day: string): Promise<boolean> {
  const [r] = await db.select({ id: sacrificeLogs.id }).from(sacrificeLogs)
    .where(and(eq(sacrificeLogs.hallId, hallId), eq(sacrificeLogs.userId, userId), eq(sacrificeLogs.kind, 'visit'), eq(sacrificeLogs.day, day))).limit(1);
  return !!r;
}

/** Toggle a favourite; answers the state after. */
export async function toggleFavorite(db: Tx, userId: number, kind: 'memorial' | 'hall', targetId: number, at: Date): Promise<boolean> {
  const gone = await db.delete(sacrificeFavorites)
    .where(and(eq(sacrificeFavorites.userId, userId), eq(sacrificeFavorites.kind, kind), eq(sacrificeFavorites.targetId, targetId))).returning({ id: sacrificeFavorites.id });
  if (gone.length) return false;
  await db.insert(sacrificeFavorites).values({ userId, kind, targetId, createdAt: at }).onConflictDoNothing();
  return true;
}

export async function isFavorite(db: Tx, userId: number, kind: 'memorial' | 'hall', targetId: number): Promise<boolean> {
  const [fav] = await db.select({ id: sacrificeFavorites.id }).from(sacrificeFavorites)
    .where(and(eq(sacrificeFavorites.userId, userId), eq(sacrificeFavorites.kind, kind), eq(sacrificeFavorites.targetId, targetId))).limit(1);
  return !!fav;
}

/** Everyone's favourites of a deleted memorial or ancestral hall. */
export async function dropFavorites(tx: Tx, kind: 'memorial' | 'hall', targetId: number): Promise<void> {
  await tx.delete(sacrificeFavorites).where(and(eq(sacrificeFavorites.kind, kind), eq(sacrificeFavorites.targetId, targetId)));
}

export async function scoresOf(db: Tx, id: number, now: Date): Promise<{ pop: number; filial: number }> {
  const [scores] = await db.select({ pop: popularityOf(now), filial: filialOf() }).from(h).where(eq(h.id, id));
  return { pop: Number(scores.pop), filial: Number(scores.filial) };
}

/** Visible halls' totals, and offerings done since `dayStart`. */
export async function totals(db: Tx, dayStart: Date) {
  const [r] = await db.select({
    halls: sql<number>`count(*)`, offerings: sql<number>`coalesce(sum(${h.offerings}), 0)`, messages: sql<number>`coalesce(sum(${h.messages}), 0)`,
    visits: sql<number>`coalesce(sum(${h.visits}), 0)`,
  }).from(h).where(visibleTo(0));
  const [t] = await db.select({ n: sql<number>`count(*)` }).from(sacrificeOfferings)
    .where(and(eq(sacrificeOfferings.status, 'done'), sql`${sacrificeOfferings.doneAt} >= ${dayStart.toISOString()}::timestamptz`));
  return { halls: Number(r.halls), offerings: Number(r.offerings), messages: Number(r.messages), visits: Number(r.visits), todayOfferings: Number(t.n) };
}

export async function updateHall(db: Tx, id: number, set: Partial<NewHallRow>): Promise<void> {
  await db.update(h).set(set).where(eq(h.id, id));
}

/** A new hall; undefined when the member has one already (unique index). */
export async function insertHall(db: Tx, v: NewHallRow): Promise<number | undefined> {
  const [row] = await db.insert(h).values(v).onConflictDoNothing().returning({ id: h.id });
  return row?.id;
}

/** A hall with its messages, lifetime entries, logs, offerings and favourites. */
export async function deleteHall(tx: Tx, id: number): Promise<void> {
  for (const t of [sacrificeMessages, sacrificeLifetime, sacrificeLogs]) await tx.delete(t).where(eq(t.hallId, id));
  await tx.delete(sacrificeOfferings).where(eq(sacrificeOfferings.hallId, id));
  await dropFavorites(tx, 'memorial', id);
  await tx.delete(h).where(eq(h.id, id));
}

/** Memorial halls of members. */
export async function hallsOfMembers(db: Tx, memberIds: number[]) {
  return memberIds.length ? db.select({ id: h.id, memberId: h.memberId }).from(h).where(inArray(h.memberId, memberIds)) : [];
}

export async function vrWorkById(db: Tx, id: number) {
  const [w] = await db.select().from(vrWorks).where(eq(vrWorks.id, id)).limit(1);
  return w;
}

/** The project of an ancestral hall (the hall domain's table), by the hall id alone (a locator; docs/scaling.md). */
export async function ancestralHallProject(db: Tx, id: number): Promise<number | undefined> {
  const [a] = await db.select({ projectId: ancestralHalls.projectId }).from(ancestralHalls).where(eq(ancestralHalls.id, id)).limit(1);
  return a?.projectId;
}

// ——— Members (the clan-members domain's table) as memorials see them ———

export type MemberRow = typeof clanMembers.$inferSelect;

/**
 * A clan member by id alone, in whichever project (a memorial names only the member; a locator, docs/scaling.md):
 * the caller checks the member's project. Everything after it names that project.
 */
export async function memberById(db: Tx, id: number): Promise<MemberRow | undefined> {
  const [m] = await db.select().from(clanMembers).where(eq(clanMembers.id, id)).limit(1);
  return m;
}

/** Parents and husband, wives, and children (by lineage father for a man, by mother or her husband for a woman; at most 40). */
export async function familyRows(db: Tx, m: MemberRow) {
  const ids = [m.lineageFatherId, m.motherId, m.husbandId].filter((x): x is number => !!x);
  const inClan = and(eq(clanMembers.projectId, m.projectId), eq(clanMembers.clanId, m.clanId));
  const near = ids.length ? await db.select().from(clanMembers).where(and(inClan, inArray(clanMembers.id, ids))) : [];
  const wives = m.gender === 'm'
    ? await db.select().from(clanMembers).where(and(inClan, eq(clanMembers.husbandId, m.id))).orderBy(asc(clanMembers.spouseOrder), asc(clanMembers.id))
    : [];
  const childWhere = m.gender === 'm'
    ? eq(clanMembers.lineageFatherId, m.id)
    : m.husbandId ? or(eq(clanMembers.motherId, m.id), eq(clanMembers.lineageFatherId, m.husbandId)) : eq(clanMembers.motherId, m.id);
  const children = await db.select().from(clanMembers)
    .where(and(inClan, childWhere)).orderBy(asc(clanMembers.birthOrder), asc(clanMembers.id)).limit(40);
  return { near, wives, children };
}
