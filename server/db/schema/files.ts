import { pgTable, serial, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** An uploaded file. type: 0 image, 1 video, 2 audio, 3 other (spec §4). */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  projectId: integer('project_id'),
  type: integer('type').notNull(),
  subType: integer('sub_type'),
  /** Storage key below DATA_DIR/files, e.g. "2026/11/ab12….jpg". */
  key: text('key').notNull(),
  thumbKey: text('thumb_key'),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('files_user_idx').on(t.userId, t.createdAt)]);
