/**
 * Queries of the ancestral-hall domain. Every query names the project (docs/scaling.md): a hall as `{ projectId, id }`
 * (a hall row fits). `locate*` find a hall or tablet by id alone for the calls that name nothing else; `listHalls`
 * lists the halls a user may see across projects.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { ancestralHalls, clanMembers, hallTablets, projects } from '../../db/schema/index';

type MemberRow = typeof clanMembers.$inferSelect;

export type AHallRow = typeof ancestralHalls.$inferSelect;
export type TabletRow = typeof hallTablets.$inferSelect;
const a = ancestralHalls;
const t = hallTablets;
export interface HallRef { projectId: number; id: number }
const inHall = (h: HallRef) => and(eq(t.projectId, h.projectId), eq(t.hallId, h.id))!;

/** A hall by id alone, in whichever project; check access to its project next. */
export async function locateHall(db: Tx, id: number): Promise<AHallRow | undefined> {
  const [r] = await db.select().from(a).where(eq(a.id, id)).limit(1);
  return r;
}

/** Halls `uid` may see: of a public clan or of a clan he has a role in. */
export const visibleTo = (uid: number): SQL => sql`(EXISTS (SELECT 1 FROM projects p WHERE p.id = ancestral_halls.project_id AND p.privacy = 'public')
  OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = ancestral_halls.project_id AND pu.user_id = ${uid}))`;

const listCols = (uid: number) => ({
  hall: a,
  surname: projects.surname,
  tablets: sql<number>`(SELECT count(*) FROM hall_tablets ht WHERE ht.project_id = ancestral_halls.project_id AND ht.hall_id = ancestral_halls.id)`,
  favorite: sql<boolean>`EXISTS (SELECT 1 FROM sacrifice_favorites f WHERE f.user_id = ${uid} AND f.kind = 'hall' AND f.target_id = ancestral_halls.id)`,
});
export type HallListRow = AHallRow & { surname: string; tablets: number; favorite: boolean };

const escapeLike = (k: string) => k.replace(/[%_\\]/g, (x) => `\\${x}`);

/** Halls he may see, by name keyword, type, project, or only his favourites; most visited first. */
export async function listHalls(db: Tx, uid: number, f: { keyword?: string; type?: number; projectId?: number }, offset: number, limit: number,
  favoritesOnly = false): Promise<HallListRow[]> {
  const where = and(f.keyword ? ilike(a.name, `%${escapeLike(f.keyword)}%`) : undefined, f.type ? eq(a.type, f.type) : undefined,
    f.projectId ? eq(a.projectId, f.projectId) : undefined);
  const fav = favoritesOnly ? sql`EXISTS (SELECT 1 FROM sacrifice_favorites f WHERE f.user_id = ${uid} AND f.kind = 'hall' AND f.target_id = ancestral_halls.id)` : undefined;
  const rows = await db.select(listCols(uid)).from(a).innerJoin(projects, eq(projects.id, a.projectId))
    .where(and(visibleTo(uid), where, fav)).orderBy(desc(a.visits), desc(a.id)).offset(offset).limit(limit);
  return rows.map((r) => ({ ...r.hall, surname: r.surname, tablets: Number(r.tablets), favorite: !!r.favorite }));
}

export async function listRow(db: Tx, uid: number, hall: HallRef): Promise<HallListRow | undefined> {
  const [r] = await db.select(listCols(uid)).from(a).innerJoin(projects, eq(projects.id, a.projectId)).where(rowOf(a, hall.projectId, hall.id)).limit(1);
  return r && { ...r.hall, surname: r.surname, tablets: Number(r.tablets), favorite: !!r.favorite };
}

const tabletOrder = [asc(t.generation), asc(t.sort), asc(t.id)];

export function tabletsOf(db: Tx, hall: HallRef, offset: number, limit: number): Promise<TabletRow[]> {
  return db.select().from(t).where(inHall(hall)).orderBy(...tabletOrder).offset(offset).limit(limit);
}

export async function tabletCount(db: Tx, hall: HallRef): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)` }).from(t).where(inHall(hall));
  return Number(r.n);
}

export async function membersByIds(db: Tx, projectId: number, ids: number[]): Promise<MemberRow[]> {
  return ids.length ? db.select().from(clanMembers).where(and(eq(clanMembers.projectId, projectId), inArray(clanMembers.id, ids))) : [];
}

/** Sons (given names, by birth order) of each of `fatherIds`: the offering sons of the tablets. */
export async function sonsOf(db: Tx, projectId: number, fatherIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!fatherIds.length) return out;
  const rows = await db.select({ f: clanMembers.lineageFatherId, name: clanMembers.name }).from(clanMembers)
    .where(and(eq(clanMembers.projectId, projectId), inArray(clanMembers.lineageFatherId, fatherIds), eq(clanMembers.gender, 'm'), isNull(clanMembers.husbandId)))
    .orderBy(asc(clanMembers.birthOrder), asc(clanMembers.id));
  for (const r of rows) if (r.f && r.name) out.set(r.f, [...(out.get(r.f) ?? []), r.name].slice(0, 6));
  return out;
}

export async function countVisit(db: Tx, hall: HallRef): Promise<void> {
  await db.update(a).set({ visits: sql`${a.visits} + 1` }).where(rowOf(a, hall.projectId, hall.id));
}

export type HallValues = Partial<typeof a.$inferInsert>;

export async function updateHall(db: Tx, hall: HallRef, set: HallValues): Promise<void> {
  await db.update(a).set(set).where(rowOf(a, hall.projectId, hall.id));
}

export async function insertHall(db: Tx, v: typeof a.$inferInsert): Promise<number> {
  const [r] = await db.insert(a).values(v).returning({ id: a.id });
  return r.id;
}

/** A hall with its tablets. */
export async function deleteHall(tx: Tx, hall: HallRef): Promise<void> {
  await tx.delete(t).where(inHall(hall));
  await tx.delete(a).where(rowOf(a, hall.projectId, hall.id));
}

/** A tablet by id alone, in whichever project; check access to its hall next. */
export async function locateTablet(db: Tx, id: number): Promise<TabletRow | undefined> {
  const [r] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return r;
}

/** The hall's tablet ids in display order. */
export async function tabletIds(db: Tx, hall: HallRef): Promise<number[]> {
  return (await db.select({ id: t.id }).from(t).where(inHall(hall)).orderBy(...tabletOrder)).map((r) => r.id);
}

/** Tablets of the hall bound to any of `memberIds`. */
export async function tabletsOfMembers(db: Tx, hall: HallRef, memberIds: number[]) {
  return memberIds.length ? db.select({ id: t.id, memberId: t.memberId }).from(t).where(and(inHall(hall), inArray(t.memberId, memberIds))) : [];
}

export async function updateTablet(db: Tx, projectId: number, id: number, set: Partial<typeof t.$inferInsert>): Promise<TabletRow> {
  const [row] = await db.update(t).set(set).where(rowOf(t, projectId, id)).returning();
  return row;
}

/** A new tablet; undefined when the member has one in the hall already. */
export async function insertTablet(db: Tx, v: typeof t.$inferInsert): Promise<TabletRow | undefined> {
  const [row] = await db.insert(t).values(v).onConflictDoNothing().returning();
  return row;
}

export async function deleteTablets(db: Tx, hall: HallRef, ids: number[]): Promise<number> {
  const gone = await db.delete(t).where(and(inHall(hall), inArray(t.id, ids))).returning({ id: t.id });
  return gone.length;
}

/** Deceased members of the project whose name contains `keyword` (by 世, at most 30). */
export async function deceasedByName(db: Tx, projectId: number, keyword: string): Promise<MemberRow[]> {
  const m = clanMembers;
  return db.select().from(m).where(and(eq(m.projectId, projectId), eq(m.living, false), ilike(m.fullName, `%${escapeLike(keyword)}%`)))
    .orderBy(m.generation, m.id).limit(30);
}
