import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clans, projectMarks, projects, projectUsers } from '../../db/schema/index';

/** The list columns of a project for user `userId` (0 = nobody): role, favourite, clan and member counts. */
/** "projects"."id", qualified: inside the subqueries below a bare "id" would name the subquery table's own id. */
const PID = sql.raw('"projects"."id"');

export function itemColumns(userId: number) {
  return {
    p: projects,
    role: sql<string | null>`(SELECT CASE WHEN pu.status = 0 THEN 'member' ELSE pu.role END FROM ${projectUsers} pu WHERE pu.project_id = ${PID} AND pu.user_id = ${userId})`,
    favorite: sql<boolean>`EXISTS (SELECT 1 FROM ${projectMarks} pm WHERE pm.project_id = ${PID} AND pm.user_id = ${userId} AND pm.kind = 'favorite')`,
    clanCount: sql<number>`(SELECT count(*)::int FROM ${clans} c WHERE c.project_id = ${PID})`,
    memberCount: sql<number>`(SELECT coalesce(sum(c.member_count), 0)::int FROM ${clans} c WHERE c.project_id = ${PID})`,
  };
}
export type ItemRow = { p: typeof projects.$inferSelect; role: string | null; favorite: boolean; clanCount: number; memberCount: number };

const mine = (userId: number) => sql`${projects.id} IN (SELECT project_id FROM ${projectUsers} WHERE user_id = ${userId})`;

/** His projects (any role) and the featured examples, own first, then by sort, newest first. */
export async function listForUser(db: Tx, userId: number, query: string | undefined, offset: number, limit: number): Promise<ItemRow[]> {
  const conds: SQL[] = [or(mine(userId), eq(projects.identity, 6))!];
  if (query) {
    const q = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(projects.name, q), ilike(projects.surname, q), ilike(projects.area, q))!);
  }
  return (await db.select(itemColumns(userId)).from(projects).where(and(...conds))
    .orderBy(sql`CASE WHEN ${projects.identity} = 6 THEN 1 ELSE 0 END`, asc(projects.sort), desc(projects.id))
    .offset(offset).limit(limit)) as ItemRow[];
}

export async function groupRows(db: Tx, userId: number): Promise<ItemRow[]> {
  return (await db.select(itemColumns(userId)).from(projects)
    .where(or(mine(userId), eq(projects.identity, 6)))
    .orderBy(asc(projects.sort), desc(projects.id)).limit(500)) as ItemRow[];
}

export async function itemById(db: Tx, userId: number, id: number): Promise<ItemRow | undefined> {
  const [r] = await db.select(itemColumns(userId)).from(projects).where(eq(projects.id, id)).limit(1);
  return r as ItemRow | undefined;
}

export async function historyRows(db: Tx, userId: number, offset: number, limit: number): Promise<ItemRow[]> {
  return (await db.select(itemColumns(userId)).from(projects)
    .innerJoin(projectMarks, and(eq(projectMarks.projectId, projects.id), eq(projectMarks.userId, userId), eq(projectMarks.kind, 'history')))
    .orderBy(desc(projectMarks.at)).offset(offset).limit(limit)) as ItemRow[];
}

export async function statsOf(db: Tx, userId: number) {
  const rows = await db.select({ role: projectUsers.role, n: sql<number>`count(*)::int` }).from(projectUsers)
    .where(eq(projectUsers.userId, userId)).groupBy(projectUsers.role);
  const n = (r: string) => rows.find((x) => x.role === r)?.n ?? 0;
  return {
    admin: n('admin'), manage: n('manager'), team: n('collaborator') + n('member'),
    bind: rows.reduce((s, r) => s + r.n, 0),
  };
}

/** Projects he owns that count against his limit (own families, not examples/forms). */
export async function ownedCount(db: Tx, userId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(projects)
    .where(and(eq(projects.ownerId, userId), ne(projects.identity, 6), ne(projects.identity, 5)));
  return r.n;
}

export async function clansOf(db: Tx, projectId: number) {
  return db.select({ id: clans.id, name: clans.name, hall: clans.hall, memberCount: clans.memberCount, version: clans.version })
    .from(clans).where(eq(clans.projectId, projectId)).orderBy(asc(clans.id));
}

export async function setMark(db: Tx, projectId: number, userId: number, kind: 'favorite' | 'history', on: boolean, at: Date) {
  if (!on) {
    await db.delete(projectMarks).where(and(eq(projectMarks.projectId, projectId), eq(projectMarks.userId, userId), eq(projectMarks.kind, kind)));
    return;
  }
  await db.insert(projectMarks).values({ projectId, userId, kind, at })
    .onConflictDoUpdate({ target: [projectMarks.projectId, projectMarks.userId, projectMarks.kind], set: { at } });
}

export async function hasMark(db: Tx, projectId: number, userId: number, kind: string): Promise<boolean> {
  const [r] = await db.select({ x: sql<number>`1` }).from(projectMarks)
    .where(and(eq(projectMarks.projectId, projectId), eq(projectMarks.userId, userId), eq(projectMarks.kind, kind))).limit(1);
  return !!r;
}

export { inArray };
