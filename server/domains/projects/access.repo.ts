/** Queries of project access: the project row, a user's team row, role permission rows and access grants (`ap`). */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reusable } from '../../db/prepared';
import { projectGrants, projectRoles, projects, projectUsers } from '../../db/schema/index';

export type ProjectRow = typeof projects.$inferSelect;
export type TeamMemberRow = typeof projectUsers.$inferSelect;

const projectByIdQuery = reusable('project_by_id', (db) => db.select().from(projects).where(eq(projects.id, sql.placeholder('id'))).limit(1));

export async function projectById(db: Tx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await projectByIdQuery(db, { id });
  return row;
}

const teamRowQuery = reusable('team_row', (db) => db.select().from(projectUsers)
  .where(and(eq(projectUsers.projectId, sql.placeholder('projectId')), eq(projectUsers.userId, sql.placeholder('userId')))).limit(1));

export async function teamRowOf(db: Tx, projectId: number, userId: number): Promise<TeamMemberRow | undefined> {
  const [r] = await teamRowQuery(db, { projectId, userId });
  return r;
}

/** The custom role `roleId` and the project's row of the built-in `role` (either may be missing). */
export async function rolePermissionRows(db: Tx, projectId: number, role: string, roleId: number | null) {
  return db.select({ id: projectRoles.id, permissions: projectRoles.permissions }).from(projectRoles)
    .where(and(eq(projectRoles.projectId, projectId), roleId ? or(eq(projectRoles.id, roleId), eq(projectRoles.builtin, role)) : eq(projectRoles.builtin, role)));
}

/** The live grant of a token hash in a project (expires after `now`). */
export async function liveGrant(db: Tx, projectId: number, tokenHash: string, now: Date): Promise<{ expiresAt: Date } | undefined> {
  const [g] = await db.select({ expiresAt: projectGrants.expiresAt }).from(projectGrants).where(and(
    eq(projectGrants.tokenHash, tokenHash), eq(projectGrants.projectId, projectId), gt(projectGrants.expiresAt, now),
  )).limit(1);
  return g;
}

export async function insertGrant(db: Tx, v: { projectId: number; tokenHash: string; kind: 'password' | 'guest'; createdBy?: number; expiresAt: Date }): Promise<void> {
  await db.insert(projectGrants).values(v);
}

export async function deleteGrants(db: Tx, projectId: number, kind: 'password' | 'guest'): Promise<void> {
  await db.delete(projectGrants).where(and(eq(projectGrants.projectId, projectId), eq(projectGrants.kind, kind)));
}
