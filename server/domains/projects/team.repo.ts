/** Team rows (project_users) with their user, custom role and branch root, and the team log. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clanMembers, projectRoles, projectTeamLog, projectUsers, users } from '../../db/schema/index';

export const teamColumns = {
  pu: projectUsers,
  nickname: users.nickname, photo: users.photo, phone: users.phone,
  roleName: projectRoles.name,
  branchRootName: clanMembers.fullName,
};

function teamQuery(db: Tx) {
  return db.select(teamColumns).from(projectUsers)
    .innerJoin(users, eq(users.id, projectUsers.userId))
    .leftJoin(projectRoles, eq(projectRoles.id, projectUsers.roleId))
    .leftJoin(clanMembers, and(eq(clanMembers.id, projectUsers.branchRootId), eq(clanMembers.projectId, projectUsers.projectId)));
}
export type TeamRow = Awaited<ReturnType<ReturnType<typeof teamQuery>['execute']>>[number];

export async function teamRowById(db: Tx, id: number): Promise<TeamRow | undefined> {
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
