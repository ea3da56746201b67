/** Team rows (project_users) with their user, custom role and branch root, and the team log. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { clanMemberLog, clanMembers, projectRoles, projectTeamLog, projectUsers, users } from '../../db/schema/index';

export const teamColumns = {
  pu: projectUsers,
  nickname: users.nickname, photo: users.photo, phone: users.phone,
  roleName: projectRoles.name,
  branchRootName: clanMembers.fullName,
};

function teamQuery(db: Tx) {
  return db.select(teamColumns).from(projectUsers)
    .innerJoin(users, eq(users.id, projectUsers.userId))
    .leftJoin(projectRoles, and(eq(projectRoles.projectId, projectUsers.projectId), eq(projectRoles.id, projectUsers.roleId)))
    .leftJoin(clanMembers, and(eq(clanMembers.id, projectUsers.branchRootId), eq(clanMembers.projectId, projectUsers.projectId)));
}
export type TeamRow = Awaited<ReturnType<ReturnType<typeof teamQuery>['execute']>>[number];

/** A team row by id alone, in whichever project (/clan-team/* name only the row); check access to its project next. */
export async function locateTeamRow(db: Tx, id: number): Promise<TeamRow | undefined> {
  const [r] = await teamQuery(db).where(eq(projectUsers.id, id)).limit(1);
  return r;
}

export async function teamRowOf(db: Tx, projectId: number, userId: number): Promise<TeamRow | undefined> {
  const [r] = await teamQuery(db).where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.userId, userId))).limit(1);
  return r;
}

export async function teamRows(db: Tx, projectId: number, roles: string[], query: string | undefined, offset: number, limit: number): Promise<TeamRow[]> {
  const conds: SQL[] = [eq(projectUsers.projectId, projectId), inArray(projectUsers.role, roles)];
  if (query) {
    const q = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(users.nickname, q), ilike(users.phone, q))!);
  }
  return teamQuery(db).where(and(...conds))
    .orderBy(sql`CASE ${projectUsers.role} WHEN 'admin' THEN 0 WHEN 'manager' THEN 1 WHEN 'collaborator' THEN 2 ELSE 3 END`, asc(projectUsers.id))
    .offset(offset).limit(limit);
}

export async function roleCounts(db: Tx, projectId: number) {
  const rows = await db.select({ role: projectUsers.role, n: sql<number>`count(*)::int` }).from(projectUsers)
    .where(eq(projectUsers.projectId, projectId)).groupBy(projectUsers.role);
  const n = (r: string) => Number(rows.find((x) => x.role === r)?.n ?? 0);
  return { admin: n('admin'), manager: n('manager'), collaborator: n('collaborator'), member: n('member') };
}

export async function addLog(db: Tx, v: typeof projectTeamLog.$inferInsert): Promise<void> {
  await db.insert(projectTeamLog).values(v);
}

export async function logRows(db: Tx, projectId: number, userId: number | undefined, offset: number, limit: number) {
  const conds: SQL[] = [eq(projectTeamLog.projectId, projectId)];
  if (userId) conds.push(or(eq(projectTeamLog.targetUserId, userId), eq(projectTeamLog.actorId, userId))!);
  return db.select({
    l: projectTeamLog,
    actorName: sql<string>`(SELECT nickname FROM ${users} WHERE id = ${projectTeamLog.actorId})`,
    targetName: sql<string>`(SELECT nickname FROM ${users} WHERE id = ${projectTeamLog.targetUserId})`,
  }).from(projectTeamLog).where(and(...conds)).orderBy(desc(projectTeamLog.id)).offset(offset).limit(limit);
}

/** The user `id`, or the user with this phone (any status). */
export async function userIdFor(db: Tx, by: { id?: number; phone?: string }): Promise<number | undefined> {
  const [u] = await db.select({ id: users.id }).from(users)
    .where(by.id !== undefined ? eq(users.id, by.id) : eq(users.phone, by.phone ?? '')).limit(1);
  return u?.id;
}

/** The clan member `memberId`, if he is in the project (read of the clan-members domain's table). */
export async function memberInProject(db: Tx, memberId: number, projectId: number): Promise<number | undefined> {
  const [m] = await db.select({ id: clanMembers.id }).from(clanMembers)
    .where(and(eq(clanMembers.id, memberId), eq(clanMembers.projectId, projectId))).limit(1);
  return m?.id;
}

/** Member changes he made in the project (the clan-members domain's log). */
export async function editCount(db: Tx, projectId: number, userId: number): Promise<number> {
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(clanMemberLog)
    .where(and(eq(clanMemberLog.projectId, projectId), eq(clanMemberLog.userId, userId)));
  return Number(e.n);
}

/** Add him to the team with a role, or change his role (a changed role drops a custom role). */
export async function upsertTeamRow(db: Tx, v: { projectId: number; userId: number; role: string; branchRootId: number | null; remarks?: string; now: Date }, roleChanged: boolean): Promise<void> {
  await db.insert(projectUsers).values({
    projectId: v.projectId, userId: v.userId, role: v.role, branchRootId: v.branchRootId, remarks: v.remarks ?? '', status: 1, createdAt: v.now,
  }).onConflictDoUpdate({
    target: [projectUsers.projectId, projectUsers.userId],
    set: { role: v.role, branchRootId: v.branchRootId, ...(v.remarks !== undefined ? { remarks: v.remarks } : {}), ...(roleChanged ? { roleId: null } : {}) },
  });
}

/** Make him a member of the project (a stronger role he holds is kept). */
export async function joinAsMember(db: Tx, projectId: number, userId: number, now: Date): Promise<void> {
  await db.insert(projectUsers).values({ projectId, userId, role: 'member', createdAt: now }).onConflictDoNothing();
}

export type TeamPatch = Partial<Pick<typeof projectUsers.$inferInsert, 'status' | 'remarks' | 'role' | 'roleId' | 'branchRootId'>>;

export async function updateTeamRow(db: Tx, projectId: number, id: number, set: TeamPatch): Promise<void> {
  await db.update(projectUsers).set(set).where(rowOf(projectUsers, projectId, id));
}

/** Team rows of a custom role take its new base rank. */
export async function rebaseRoleHolders(db: Tx, projectId: number, roleId: number, base: string): Promise<void> {
  await db.update(projectUsers).set({ role: base }).where(and(eq(projectUsers.projectId, projectId), eq(projectUsers.roleId, roleId)));
}

export async function deleteTeamRow(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(projectUsers).where(rowOf(projectUsers, projectId, id));
}

/** Projects where he is admin or 协管员 (their corrections are his to review): a user's list across projects. */
export async function managedProjectIds(db: Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: projectUsers.projectId }).from(projectUsers)
    .where(and(eq(projectUsers.userId, userId), inArray(projectUsers.role, ['admin', 'manager'])));
  return rows.map((r) => r.id);
}
