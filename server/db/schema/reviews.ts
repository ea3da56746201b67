import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A correction request (纠错) of one member: the proposed field values (`changes`, names of /clan-member/save) and
 * the member's version when proposed. status: pending | delayed | accepted | rejected (contract/reviews.ts).
 */
export const memberCorrections = pgTable('member_corrections', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  memberId: integer('member_id').notNull(),
  userId: integer('user_id').notNull(),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  baseVersion: integer('base_version').notNull(),
  reason: text('reason').notNull().default(''),
  status: text('status').notNull().default('pending'),
  reviewerId: integer('reviewer_id'),
  reviewNote: text('review_note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('member_corrections_project_idx').on(t.projectId, t.status, t.id),
  index('member_corrections_member_idx').on(t.memberId),
  uniqueIndex('member_corrections_open_uq').on(t.projectId, t.memberId, t.userId).where(sql`status IN ('pending', 'delayed')`),
]);

/**
 * A user ↔ member bind (绑定族人): relation 本人 (he is the member) or a relative. status: pending | accepted |
 * rejected. At most one accepted 本人 bind per member and per user in a project.
 */
export const memberBinds = pgTable('member_binds', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  memberId: integer('member_id').notNull(),
  userId: integer('user_id').notNull(),
  relation: text('relation').notNull().default('本人'),
  remark: text('remark').notNull().default(''),
  status: text('status').notNull().default('pending'),
  reviewerId: integer('reviewer_id'),
  reviewNote: text('review_note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('member_binds_project_idx').on(t.projectId, t.status, t.id),
  index('member_binds_user_idx').on(t.userId, t.projectId),
  uniqueIndex('member_binds_self_member_uq').on(t.projectId, t.memberId).where(sql`status = 'accepted' AND relation = '本人'`),
  uniqueIndex('member_binds_self_user_uq').on(t.projectId, t.userId).where(sql`status = 'accepted' AND relation = '本人'`),
  uniqueIndex('member_binds_open_uq').on(t.projectId, t.memberId, t.userId).where(sql`status = 'pending'`),
]);
