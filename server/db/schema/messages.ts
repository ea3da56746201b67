import { pgTable, serial, integer, text, timestamp, jsonb, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** A message of the message centre for one user (kind notification | interaction | activity | project). */
export const userMessages = pgTable('user_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  link: text('link').notNull().default(''),
  projectId: integer('project_id'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('user_messages_user_idx').on(t.userId, t.kind, t.id),
  index('user_messages_unread_idx').on(t.userId, t.kind).where(sql`read_at IS NULL`),
]);

/** The kinds a user switched off (not stored for him). */
export const userMessageSettings = pgTable('user_message_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  off: jsonb('off').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
