import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reusable } from '../../db/prepared';
import { clans, projectMarks, projects, projectUsers } from '../../db/schema/index';

/** The list columns of a project for user `userId` (0 = nobody): role, favourite, clan and member counts. */
/** "projects"."id", qualified: inside the subqueries below a bare "id" would name the subquery table's own id. */
const PID = sql.raw('"projects"."id"');

export function itemColumns(userId: number | Placeholder) {
  return {
    p: projects,
    role: sql<string | null>`(SELECT CASE WHEN pu.status = 0 THEN 'member' ELSE pu.role END FROM ${projectUsers} pu WHERE pu.project_id = ${PID} AND pu.user_id = ${userId})`,
    favorite: sql<boolean>`EXISTS (SELECT 1 FROM ${projectMarks} pm WHERE pm.project_id = ${PID} AND pm.user_id = ${userId} AND pm.kind = 'favorite')`,
    clanCount: sql<number>`(SELECT count(*)::int FROM ${clans} c WHERE c.project_id = ${PID})`,
    memberCount: sql<number>`(SELECT coalesce(sum(c.member_count), 0)::int FROM ${clans} c WHERE c.project_id = ${PID})`,
  };
}
export type ItemRow = { p: typeof projects.$inferSelect; role: string | null; favorite: boolean; clanCount: number; memberCount: number };

const mine = (userId: number | Placeholder) => sql`${projects.id} IN (SELECT project_id FROM ${projectUsers} WHERE user_id = ${userId})`;

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

const groupRowsQuery = reusable('project_groups', (db) => db.select(itemColumns(sql.placeholder('userId'))).from(projects)
  .where(or(mine(sql.placeholder('userId')), eq(projects.identity, 6)))
  .orderBy(asc(projects.sort), desc(projects.id)).limit(500));

export async function groupRows(db: Tx, userId: number): Promise<ItemRow[]> {
  return (await groupRowsQuery(db, { userId })) as ItemRow[];
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

const statsQuery = reusable('project_stats', (db) => db.select({ role: projectUsers.role, n: sql<number>`count(*)::int` }).from(projectUsers)
  .where(eq(projectUsers.userId, sql.placeholder('userId'))).groupBy(projectUsers.role));

export async function statsOf(db: Tx, userId: number) {
  const rows = await statsQuery(db, { userId });
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

/** Projects he has starred. */
export async function favoriteCount(db: Tx, userId: number): Promise<number> {
  const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(projectMarks)
    .where(and(eq(projectMarks.userId, userId), eq(projectMarks.kind, 'favorite')));
  return Number(f.n);
}

/** A page of his favourite projects (newest star first) or of the projects he joined (newest first). */
export async function markedPage(db: Tx, userId: number, kind: 'favorite' | 'bind', offset: number, limit: number): Promise<ItemRow[]> {
  const q = db.select(itemColumns(userId)).from(projects);
  const joined = kind === 'favorite'
    ? q.innerJoin(projectMarks, and(eq(projectMarks.projectId, projects.id), eq(projectMarks.userId, userId), eq(projectMarks.kind, 'favorite')))
      .orderBy(desc(projectMarks.at), desc(projects.id))
    : q.innerJoin(projectUsers, and(eq(projectUsers.projectId, projects.id), eq(projectUsers.userId, userId)))
      .orderBy(desc(projectUsers.createdAt), desc(projects.id));
  return (await joined.offset(offset).limit(limit)) as ItemRow[];
}

export type NewProject = Omit<typeof projects.$inferInsert, 'id' | 'version'>;
export type ProjectPatch = Partial<Omit<typeof projects.$inferInsert, 'id' | 'version' | 'createdAt' | 'ownerId'>>;

/** A new project with its owner as admin (in the caller's transaction). */
export async function insertProjectWithAdmin(tx: Tx, v: NewProject): Promise<number> {
  const [row] = await tx.insert(projects).values(v).returning({ id: projects.id });
  await tx.insert(projectUsers).values({ projectId: row.id, userId: v.ownerId, role: 'admin', createdAt: v.createdAt });
  return row.id;
}

/** Change a project and bump its version; with `version`, only if it is still that one. False when nothing changed. */
export async function updateProject(db: Tx, id: number, set: ProjectPatch, version?: number): Promise<boolean> {
  const conds = [eq(projects.id, id)];
  if (version !== undefined) conds.push(eq(projects.version, version));
  const r = await db.update(projects).set({ ...set, version: sql`${projects.version} + 1` }).where(and(...conds)).returning({ id: projects.id });
  return r.length === 1;
}

export async function setSort(db: Tx, id: number, sortValue: number): Promise<void> {
  await db.update(projects).set({ sort: sortValue }).where(eq(projects.id, id));
}

export async function deleteProject(tx: Tx, id: number): Promise<void> {
  await tx.delete(projects).where(eq(projects.id, id));
}

/** Of `ids`, the projects where he is admin. */
export async function adminProjectIds(db: Tx, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: projectUsers.projectId }).from(projectUsers)
    .where(and(eq(projectUsers.userId, userId), eq(projectUsers.role, 'admin'), inArray(projectUsers.projectId, ids)));
  return rows.map((r) => r.id);
}

// ——— Reads of the project's clans (the clans domain writes them) ———

/** Clans of the project that hold members. */
export async function clansWithMembers(db: Tx, projectId: number): Promise<number> {
  const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(clans)
    .where(and(eq(clans.projectId, projectId), sql`${clans.memberCount} > 0`));
  return Number(m.n);
}

/** The clan, if it belongs to the project. */
export async function clanInProject(db: Tx, clanId: number, projectId: number) {
  const [cl] = await db.select({ id: clans.id, name: clans.name, hall: clans.hall }).from(clans)
    .where(and(eq(clans.id, clanId), eq(clans.projectId, projectId))).limit(1);
  return cl;
}

/** The project of a clan, found by the clan id alone (a locator: under Citus a query of every shard; docs/scaling.md). */
export async function clanProjectId(db: Tx, clanId: number): Promise<number | undefined> {
  const [cl] = await db.select({ projectId: clans.projectId }).from(clans).where(eq(clans.id, clanId)).limit(1);
  return cl?.projectId;
}
