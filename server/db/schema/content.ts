import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * 动态 / 文章 / 公告 / 新闻 (contract/content.ts). `project_id` is the clan (family) whose readers may read it, null for a
 * public post; a post synced to several clans is one row per clan. status: draft | published | hidden (by a moderator)
 * | deleted. The counts are kept on the row, changed in the transaction that adds or removes the like / share / reply.
 */
export const contentPosts = pgTable('content_posts', {
  id: serial('id').primaryKey(),
  authorId: integer('author_id').notNull().references(() => users.id),
  projectId: integer('project_id'),
  contentType: text('content_type').notNull(),
  title: text('title').notNull().default(''),
  /** Plain text of a post; cleaned HTML (book/rich-text cleanHtml) of an article, notice or news item. */
  body: text('body').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  video: text('video').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  status: text('status').notNull().default('published'),
  /** A draft's chosen clans (publishing writes one post per clan). */
  targets: jsonb('targets').$type<number[]>().notNull().default([]),
  pinned: boolean('pinned').notNull().default(false),
  likeCount: integer('like_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('content_posts_clan_idx').on(t.projectId, t.status, t.pinned, t.createdAt, t.id),
  index('content_posts_public_idx').on(t.status, t.createdAt, t.id).where(sql`project_id is null`),
  index('content_posts_author_idx').on(t.authorId, t.status, t.createdAt),
  uniqueIndex('content_posts_draft_uq').on(t.authorId, t.contentType).where(sql`status = 'draft'`),
]);

/** One like per user and post (the primary key makes a second like a no-op). */
export const contentLikes = pgTable('content_likes', {
  contentId: integer('content_id').notNull().references(() => contentPosts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.contentId, t.userId] })]);

/** One counted share per user and post. */
export const contentShares = pgTable('content_shares', {
  contentId: integer('content_id').notNull().references(() => contentPosts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.contentId, t.userId] })]);

/** 评论: `parent_id` is the reply it answers (threads two levels deep: a reply and its answers). */
export const contentReplies = pgTable('content_replies', {
  id: serial('id').primaryKey(),
  contentId: integer('content_id').notNull().references(() => contentPosts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  parentId: integer('parent_id'),
  /** The user answered (the parent's author), for "回复 某某". */
  toUserId: integer('to_user_id'),
  body: text('body').notNull(),
  likeCount: integer('like_count').notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('content_replies_content_idx').on(t.contentId, t.parentId, t.createdAt, t.id),
]);

export const contentReplyLikes = pgTable('content_reply_likes', {
  replyId: integer('reply_id').notNull().references(() => contentReplies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.replyId, t.userId] })]);

/** 屏蔽: `user_id` does not see `blocked_id`'s posts and replies. */
export const contentBlacklist = pgTable('content_blacklist', {
  userId: integer('user_id').notNull().references(() => users.id),
  blockedId: integer('blocked_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.blockedId] })]);

/** 举报 of a post: one open report per reporter and post; status open | handled. */
export const contentReports = pgTable('content_reports', {
  id: serial('id').primaryKey(),
  contentId: integer('content_id').notNull().references(() => contentPosts.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id').notNull().references(() => users.id),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledBy: integer('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('content_reports_open_uq').on(t.reporterId, t.contentId).where(sql`status = 'open'`),
  index('content_reports_status_idx').on(t.status, t.createdAt),
]);

/** 禁止发布: a user a moderator restricted may not publish posts or replies until lifted. */
export const contentPublishLocks = pgTable('content_publish_locks', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  reason: text('reason').notNull().default(''),
  lockedBy: integer('locked_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The moderators' log: hide, restore, lock, unlock (who, what, why, when). */
export const contentModLogs = pgTable('content_mod_logs', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull(),
  action: text('action').notNull(),
  contentId: integer('content_id'),
  userId: integer('user_id'),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('content_mod_logs_created_idx').on(t.createdAt)]);

/** A user's own activity (POST /log/list): what he published, liked, replied, donated. */
export const userActivityLogs = pgTable('user_activity_logs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  action: text('action').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_activity_logs_user_idx').on(t.userId, t.createdAt, t.id)]);
