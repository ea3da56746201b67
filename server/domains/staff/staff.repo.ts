/** Queries of the staff_roles table (server/db/schema/staff.ts). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { staffRoles, users } from '../../db/schema/index';

export type StaffRoleRow = typeof staffRoles.$inferSelect;

/** His roles (any order). */
export async function rolesOf(db: Tx, userId: number): Promise<string[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId));
  return rows.map((r) => r.role);
}

/** Grant a role; false when he already held it. */
export async function insertRole(db: Tx, p: { userId: number; role: string; grantedBy: string; now: Date }): Promise<boolean> {
  const rows = await db.insert(staffRoles).values({ userId: p.userId, role: p.role, grantedBy: p.grantedBy, grantedAt: p.now })
    .onConflictDoNothing().returning({ userId: staffRoles.userId });
  return rows.length > 0;
}

/** Revoke a role; false when he did not hold it. */
export async function deleteRole(db: Tx, userId: number, role: string): Promise<boolean> {
  const rows = await db.delete(staffRoles).where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role))).returning({ userId: staffRoles.userId });
  return rows.length > 0;
}

/** Every role row with its user's nickname and phone (joined for display), by user then role. */
export async function allRoles(db: Tx) {
  return db.select({
    userId: staffRoles.userId, role: staffRoles.role, grantedAt: staffRoles.grantedAt, grantedBy: staffRoles.grantedBy,
    nickname: users.nickname, phone: users.phone,
  }).from(staffRoles).innerJoin(users, eq(users.id, staffRoles.userId)).orderBy(asc(staffRoles.userId), asc(staffRoles.role));
}

/** Staff role rows of some users (e.g. a list screen marking who is staff). */
export async function rolesOfUsers(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select({ userId: staffRoles.userId, role: staffRoles.role }).from(staffRoles).where(inArray(staffRoles.userId, userIds));
}
