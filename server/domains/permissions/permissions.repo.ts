import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS } from '@contract/permissions';
import { ROLE_NAMES, ROLE_RANK, type ProjectRole } from '@contract/projects';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { projectRoles, projectUsers } from '../../db/schema/index';

export type RoleRow = typeof projectRoles.$inferSelect;
const BUILTINS: ProjectRole[] = ['admin', 'manager', 'collaborator', 'member', 'visitor'];

/** Create the project's built-in role rows if missing (idempotent, safe when run twice at once). */
export async function ensureBuiltins(db: Tx, projectId: number, now: Date): Promise<void> {
  await db.insert(projectRoles).values(BUILTINS.map((r) => ({
    projectId, name: ROLE_NAMES[r], builtin: r, base: r, permissions: [...DEFAULT_PERMISSIONS[r]], createdAt: now,
  }))).onConflictDoNothing();
}

/** A role by id alone, in whichever project (the calls name only the role); check access to its project next. */
export async function locateRole(db: Tx, id: number): Promise<RoleRow | undefined> {
  const [r] = await db.select().from(projectRoles).where(eq(projectRoles.id, id)).limit(1);
  return r;
}

/** Team members holding the role: a custom role by role_id; a built-in one by rank without a custom role. */
export async function memberCount(db: Tx, r: RoleRow): Promise<number> {
  const cond = r.builtin
    ? and(eq(projectUsers.projectId, r.projectId), eq(projectUsers.role, r.builtin), or(isNull(projectUsers.roleId), eq(projectUsers.roleId, r.id)))
    : and(eq(projectUsers.projectId, r.projectId), eq(projectUsers.roleId, r.id));
  const [x] = await db.select({ n: sql<number>`count(*)::int` }).from(projectUsers).where(cond);
  return Number(x.n);
}

export async function rolesOf(db: Tx, projectId: number): Promise<RoleRow[]> {
  const rows = await db.select().from(projectRoles).where(eq(projectRoles.projectId, projectId)).orderBy(asc(projectRoles.id));
  const rank = (r: RoleRow) => (r.builtin ? 10 - ROLE_RANK[r.builtin as ProjectRole] : 100);
  return rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export async function insertRole(db: Tx, v: Omit<typeof projectRoles.$inferInsert, 'id'>): Promise<RoleRow> {
  const [r] = await db.insert(projectRoles).values(v).returning();
  return r;
}

/** Change a role and bump its version; with `version`, only if it is still that one (else undefined). */
export async function updateRole(db: Tx, projectId: number, id: number, set: Partial<typeof projectRoles.$inferInsert>, version?: number): Promise<RoleRow | undefined> {
  const conds = [rowOf(projectRoles, projectId, id)];
  if (version !== undefined) conds.push(eq(projectRoles.version, version));
  const [u] = await db.update(projectRoles).set({ ...set, version: sql`${projectRoles.version} + 1` }).where(and(...conds)).returning();
  return u;
}

export async function deleteRole(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(projectRoles).where(rowOf(projectRoles, projectId, id));
}

/** Team rows (the projects domain's project_users) of the project by id. */
export async function teamRowsByIds(db: Tx, projectId: number, ids: number[]) {
  return db.select().from(projectUsers).where(and(eq(projectUsers.projectId, projectId), inArray(projectUsers.id, ids)));
}
