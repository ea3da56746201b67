/** Queries of the memorial-hall domain. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sacrificeFavorites, sacrificeHalls, sacrificeLogs } from '../../db/schema/index';
import { chinaDay } from '../../../model/datetime';

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

export async function listHalls(db: Tx, uid: number, where: SQL | undefined, order: SQL[], offset: number, limit: number): Promise<HallListRow[]> {
  const rows = await db.select({ hall: h, favorite: favoriteFlag(uid) }).from(h).where(where).orderBy(...order).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, favorite: !!r.favorite }));
}

export async function rankHalls(db: Tx, uid: number, score: SQL<number>, offset: number, limit: number): Promise<(HallListRow & { score: number })[]> {
  const rows = await db.select({ hall: h, favorite: favoriteFlag(uid), score }).from(h)
    .where(visibleTo(uid)).orderBy(sql`${score} DESC`, desc(h.offerings), h.id).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, favorite: !!r.favorite, score: Math.round(Number(r.score) * 10) / 10 }));
}

export async function favoriteHalls(db: Tx, uid: number, where: SQL | undefined, offset: number, limit: number): Promise<HallListRow[]> {
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
