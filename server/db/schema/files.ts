import { pgTable, serial, integer, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** An uploaded file. type: 0 image, 1 video, 2 audio, 3 other (spec §4). */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  /** The uploader. */
  userId: integer('user_id').notNull().references(() => users.id),
  projectId: integer('project_id'),
  /** /project/activity/upload: the activity (album) the file belongs to. */
  activityId: integer('activity_id'),
  type: integer('type').notNull(),
  /** The album's subType is 700 + type (spec §9); /file2/upload stores 600. */
  subType: integer('sub_type'),
  /** Storage key below DATA_DIR/files, e.g. "2026/11/ab12….jpg". */
  key: text('key').notNull(),
  thumbKey: text('thumb_key'),
  originalName: text('original_name').notNull(),
  /** The MIME type the server derived from the checked content (not the client's claim). */
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('files_key_uq').on(t.key),
  index('files_user_idx').on(t.userId, t.createdAt),
  index('files_project_activity_idx').on(t.projectId, t.activityId),
]);
