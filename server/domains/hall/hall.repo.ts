/** Queries of the ancestral-hall domain. */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ancestralHalls, clanMembers, hallTablets, projects } from '../../db/schema/index';
import type { MemberRow } from '../sacrifice/person';

export type AHallRow = typeof ancestralHalls.$inferSelect;
export type TabletRow = typeof hallTablets.$inferSelect;
const a = ancestralHalls;
const t = hallTablets;

export async function hallById(db: Tx, id: number): Promise<AHallRow | undefined> {
  const [r] = await db.select().from(a).where(eq(a.id, id)).limit(1);
  return r;
}

/** Halls `uid` may see: of a public clan or of a clan he has a role in. */
export const visibleTo = (uid: number): SQL => sql`(EXISTS (SELECT 1 FROM projects p WHERE p.id = ancestral_halls.project_id AND p.privacy = 'public')
  OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = ancestral_halls.project_id AND pu.user_id = ${uid}))`;

const listCols = (uid: number) => ({
  hall: a,
  surname: projects.surname,
  tablets: sql<number>`(SELECT count(*) FROM hall_tablets ht WHERE ht.hall_id = ancestral_halls.id)`,
  favorite: sql<boolean>`EXISTS (SELECT 1 FROM sacrifice_favorites f WHERE f.user_id = ${uid} AND f.kind = 'hall' AND f.target_id = ancestral_halls.id)`,
});
export type HallListRow = AHallRow & { surname: string; tablets: number; favorite: boolean };

export async function listHalls(db: Tx, uid: number, where: SQL | undefined, offset: number, limit: number, favoritesOnly = false): Promise<HallListRow[]> {
  const fav = favoritesOnly ? sql`EXISTS (SELECT 1 FROM sacrifice_favorites f WHERE f.user_id = ${uid} AND f.kind = 'hall' AND f.target_id = ancestral_halls.id)` : undefined;
  const rows = await db.select(listCols(uid)).from(a).innerJoin(projects, eq(projects.id, a.projectId))
    .where(and(visibleTo(uid), where, fav)).orderBy(desc(a.visits), desc(a.id)).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, surname: r.surname, tablets: Number(r.tablets), favorite: !!r.favorite }));
}

export async function listRow(db: Tx, uid: number, id: number): Promise<HallListRow | undefined> {
  const [r] = await db.select(listCols(uid)).from(a).innerJoin(projects, eq(projects.id, a.projectId)).where(eq(a.id, id)).limit(1);
  return r && { ...r.hall, surname: r.surname, tablets: Number(r.tablets), favorite: !!r.favorite };
}

const tabletOrder = [asc(t.generation), asc(t.sort), asc(t.id)];

export function tabletsOf(db: Tx, hallId: number, offset: number, limit: number): Promise<TabletRow[]> {
  return db.select().from(t).where(eq(t.hallId, hallId)).orderBy(...tabletOrder).offset(offset).limit(limit);
}

export async function tabletCount(db: Tx, hallId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)` }).from(t).where(eq(t.hallId, hallId));
  return Number(r.n);
}

export async function membersByIds(db: Tx, ids: number[]): Promise<MemberRow[]> {
  return ids.length ? db.select().from(clanMembers).where(inArray(clanMembers.id, ids)) : [];
}

/** Sons (given names, by birth order) of each of `fatherIds`: the offering sons of the tablets. */
export async function sonsOf(db: Tx, fatherIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!fatherIds.length) return out;
  const rows = await db.select({ f: clanMembers.lineageFatherId, name: clanMembers.name }).from(clanMembers)
    .where(and(inArray(clanMembers.lineageFatherId, fatherIds), eq(clanMembers.gender, 'm'), isNull(clanMembers.husbandId)))
    .orderBy(asc(clanMembers.birthOrder), asc(clanMembers.id));
  for (const r of rows) if (r.f && r.name) out.set(r.f, [...(out.get(r.f) ?? []), r.name].slice(0, 6));
  return out;
}
