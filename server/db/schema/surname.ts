import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Editorial content of the surname library (contract/surname.ts), written by staff with its source (出处): kind
 * origin | celebrity | ancestor | temple | article | news. Counters are kept by conditional updates.
 */
export const surnameContents = pgTable('surname_contents', {
  id: serial('id').primaryKey(),
  surname: text('surname').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Cleaned HTML (book/rich-text cleanHtml). */
  body: text('body').notNull().default(''),
  cover: text('cover').notNull().default(''),
  source: text('source').notNull(),
  era: text('era').notNull().default(''),
  newsType: integer('news_type').notNull().default(0),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  likes: integer('likes').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  views: integer('views').notNull().default(0),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('surname_contents_idx').on(t.surname, t.kind, t.id), index('surname_contents_kind_idx').on(t.kind, t.id)]);

/** One mark per user and item: what = like | share | view. */
export const surnameContentMarks = pgTable('surname_content_marks', {
  contentId: integer('content_id').notNull().references(() => surnameContents.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  what: text('what').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.contentId, t.userId, t.what] }), index('surname_content_marks_user_idx').on(t.userId, t.what, t.createdAt)]);

export const surnameComments = pgTable('surname_comments', {
  id: serial('id').primaryKey(),
  surname: text('surname').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  text: text('text').notNull(),
  likes: integer('likes').notNull().default(0),
  dislikes: integer('dislikes').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('surname_comments_idx').on(t.surname, t.id)]);

/** A user's vote on a comment: 1 like, -1 dislike (one row; switching updates it). */
export const surnameCommentVotes = pgTable('surname_comment_votes', {
  commentId: integer('comment_id').notNull().references(() => surnameComments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  value: smallint('value').notNull(),
}, (t) => [primaryKey({ columns: [t.commentId, t.userId] })]);
