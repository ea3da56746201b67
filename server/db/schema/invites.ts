import { pgTable, serial, integer, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';

/**
 * An invite token (采丁 share, assistant bind, team, member bind): the link carries `p<project>.<id>.<secret>`; only
 * the secret's sha256 is stored. Expires at `expires_at`; `max_uses` null = reusable (a campaign's share link).
 */
export const invites = pgTable('invites', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  kind: text('kind').notNull(),
  targetId: integer('target_id').notNull(),
  role: text('role').notNull().default(''),
  secretHash: text('secret_hash').notNull(),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
]);
