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
  /** Hidden by a moderator (a report): shown as 该评论已被隐藏 until restored. */
  hidden: boolean('hidden').notNull().default(false),
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

/** 举报 of a post (or of one of its replies: reply_id): one open report per reporter and post or reply; status open | handled. */
export const contentReports = pgTable('content_reports', {
  id: serial('id').primaryKey(),
  contentId: integer('content_id').notNull().references(() => contentPosts.id, { onDelete: 'cascade' }),
  replyId: integer('reply_id').references(() => contentReplies.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id').notNull().references(() => users.id),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledBy: integer('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('content_reports_open_uq').on(t.reporterId, t.contentId).where(sql`status = 'open' and reply_id is null`),
  uniqueIndex('content_reports_reply_open_uq').on(t.reporterId, t.replyId).where(sql`status = 'open' and reply_id is not null`),
  index('content_reports_status_idx').on(t.status, t.createdAt),
]);

/** A site notice (a public 公告) the user has read. */
export const contentNoticeReads = pgTable('content_notice_reads', {
  userId: integer('user_id').notNull().references(() => users.id),
  contentId: integer('content_id').notNull().references(() => contentPosts.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.contentId] })]);

/** 全部已读: every site notice published up to `read_to` counts as read for the user. */
export const contentNoticeReadAll = pgTable('content_notice_read_all', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  readTo: timestamp('read_to', { withTimezone: true }).notNull(),
});

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

/**
 * 捐资 drives of a clan (修谱, 修祠堂, 祭祖 …) by its 管理员 / 协管员: a goal, a deadline and an account of spending.
 * `raised_fen` and `donor_count` move only in the transaction that settles (or refunds) a gift.
 */
export const donationDrives = pgTable('donation_drives', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  goalFen: integer('goal_fen').notNull(),
  deadline: text('deadline').notNull(),
  status: text('status').notNull().default('open'),
  raisedFen: integer('raised_fen').notNull().default(0),
  spentFen: integer('spent_fen').notNull().default(0),
  donorCount: integer('donor_count').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('donation_drives_project_idx').on(t.projectId, t.createdAt),
]);

/**
 * A donor's entry on a drive's 功德榜: his name as he wants it printed (or anonymous), a message, his details; the
 * paid total of its gifts. status pending (no gift paid yet) | paid | refunded.
 */
export const donations = pgTable('donations', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  driveId: integer('drive_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  anonymous: boolean('anonymous').notNull().default(false),
  name: text('name').notNull(),
  message: text('message').notNull().default(''),
  /** donation-perfect: 房支, 籍贯, 电话 (only the donor and the clan's managers see them). */
  branch: text('branch').notNull().default(''),
  hometown: text('hometown').notNull().default(''),
  phone: text('phone').notNull().default(''),
  amountFen: integer('amount_fen').notNull().default(0),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('donations_merit_idx').on(t.projectId, t.driveId, t.status, t.amountFen, t.paidAt),
  index('donations_user_idx').on(t.userId, t.createdAt),
]);

/** One payment toward a donation (the first gift or an append); the client's key makes a repeat the same gift. */
export const donationGifts = pgTable('donation_gifts', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  donationId: integer('donation_id').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  clientKey: text('client_key').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: text('status').notNull().default('pending'),
  outTradeNo: text('out_trade_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  uniqueIndex('donation_gifts_key_uq').on(t.projectId, t.userId, t.clientKey),
  index('donation_gifts_donation_idx').on(t.projectId, t.donationId),
]);

/** The drive's spending (支出), entered by the clan's managers; income is the paid gifts. */
export const donationSpendings = pgTable('donation_spendings', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  driveId: integer('drive_id').notNull(),
  item: text('item').notNull(),
  amountFen: integer('amount_fen').notNull(),
  spentOn: text('spent_on').notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('donation_spendings_drive_idx').on(t.projectId, t.driveId, t.spentOn),
]);

/** Refunds of gifts by staff with the finance role (who, which gift, how much, why). */
export const donationRefundLogs = pgTable('donation_refund_logs', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  donationId: integer('donation_id').notNull(),
  giftId: integer('gift_id').notNull(),
  staffId: integer('staff_id').notNull(),
  amountFen: integer('amount_fen').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] })]);

/** 发现: courses and videos by staff (contract/find.ts); counts kept on the row like posts. status published | deleted. */
export const findItems = pgTable('find_items', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  cover: text('cover').notNull().default(''),
  /** The uploaded video's URL (/files/…); its bytes are sent by /find/video/file with Range. */
  video: text('video').notNull().default(''),
  duration: integer('duration').notNull().default(0),
  body: text('body').notNull().default(''),
  status: text('status').notNull().default('published'),
  likeCount: integer('like_count').notNull().default(0),
  collectCount: integer('collect_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('find_items_list_idx').on(t.status, t.kind, t.createdAt)]);

/** Likes, collects and shares of find items: one row per user and kind of mark (like | collect | share). */
export const findMarks = pgTable('find_marks', {
  itemId: integer('item_id').notNull().references(() => findItems.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  mark: text('mark').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.itemId, t.userId, t.mark] }),
  index('find_marks_user_idx').on(t.userId, t.mark, t.createdAt),
]);

export const findComments = pgTable('find_comments', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => findItems.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  body: text('body').notNull(),
  likeCount: integer('like_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('find_comments_item_idx').on(t.itemId, t.createdAt)]);

export const findCommentLikes = pgTable('find_comment_likes', {
  commentId: integer('comment_id').notNull().references(() => findComments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.commentId, t.userId] })]);

/** 修谱服务报名 from the ad page; status new | contacted | done, handled by staff. */
export const findOrders = pgTable('find_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  surname: text('surname').notNull(),
  region: text('region').notNull().default(''),
  message: text('message').notNull().default(''),
  status: text('status').notNull().default('new'),
  note: text('note').notNull().default(''),
  handledBy: integer('handled_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('find_orders_status_idx').on(t.status, t.createdAt), index('find_orders_user_idx').on(t.userId, t.createdAt)]);

/** 学堂 courses by staff (contract/school.ts); price in fen, 0 = free. */
export const schoolCourses = pgTable('school_courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  cover: text('cover').notNull().default(''),
  priceFen: integer('price_fen').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lessons of a course in order (`seq` from 1). */
export const schoolLessons = pgTable('school_lessons', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => schoolCourses.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  title: text('title').notNull(),
  free: boolean('free').notNull().default(false),
  body: text('body').notNull().default(''),
  video: text('video').notNull().default(''),
  duration: integer('duration').notNull().default(0),
}, (t) => [uniqueIndex('school_lessons_seq_uq').on(t.courseId, t.seq)]);

/** A lesson a user finished (progress). */
export const schoolProgress = pgTable('school_progress', {
  userId: integer('user_id').notNull().references(() => users.id),
  lessonId: integer('lesson_id').notNull().references(() => schoolLessons.id, { onDelete: 'cascade' }),
  courseId: integer('course_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('school_progress_course_idx').on(t.userId, t.courseId)]);

/** A bought course (written once by the payment's fulfiller). */
export const schoolPurchases = pgTable('school_purchases', {
  userId: integer('user_id').notNull().references(() => users.id),
  courseId: integer('course_id').notNull().references(() => schoolCourses.id, { onDelete: 'cascade' }),
  outTradeNo: text('out_trade_no').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.courseId] })]);
