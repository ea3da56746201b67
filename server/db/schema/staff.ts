import { pgTable, integer, text, timestamp, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * Site-level staff roles (contract/staff.ts): one row per (user, role). Written only by the staff command line
 * (`npm run staff`), read by `requireStaff`. Not project data: a small table a sharded PostgreSQL keeps as a
 * reference table (replicated to every node), keyed by user like `users`.
 */
export const staffRoles = pgTable('staff_roles', {
  userId: integer('user_id').notNull().references(() => users.id),
  /** admin | operator | service | moderator | finance */
  role: text('role').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who granted it: 'cli' (the command line; the OS user when known, e.g. 'cli:root'). */
  grantedBy: text('granted_by').notNull().default('cli'),
}, (t) => [
  primaryKey({ columns: [t.userId, t.role] }),
  check('staff_roles_role_valid', sql`${t.role} IN ('admin', 'operator', 'service', 'moderator', 'finance')`),
]);
