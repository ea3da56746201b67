import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { projects } from './projects';

/**
 * Roles of a project (contract/permissions.ts): the built-in ones (`builtin` = manager | collaborator | member …,
 * created when first listed) and custom roles (`builtin` null) with a `base` rank. `permissions` = permission keys.
 */
export const projectRoles = pgTable('project_roles', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  builtin: text('builtin'),
  base: text('base').notNull(),
  remarks: text('remarks').notNull().default(''),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('project_roles_project_idx').on(t.projectId),
  uniqueIndex('project_roles_builtin_uq').on(t.projectId, t.builtin),
  check('project_roles_base_valid', sql`${t.base} IN ('admin', 'manager', 'collaborator', 'member', 'visitor')`),
]);
