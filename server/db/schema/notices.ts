import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** 家族公告: an announcement of a project by its 管理员 / 协管员 (contract/notices.ts). */
export const projectNotices = pgTable('project_notices', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  authorId: integer('author_id').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('project_notices_list_idx').on(t.projectId, t.pinned, t.createdAt),
]);
