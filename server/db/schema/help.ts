import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** 常见问题 (help questions) with their 有用 / 没用 counts (kept by votes, one per user or session). */
export const helpQuestions = pgTable('help_questions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
  good: integer('good').notNull().default(0),
  sad: integer('sad').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One vote per question and voter ('u:<userId>' logged in, 's:<sessionId>' a guest session, 'ip:<ip>' neither). */
export const helpQuestionVotes = pgTable('help_question_votes', {
  questionId: integer('question_id').notNull().references(() => helpQuestions.id, { onDelete: 'cascade' }),
  voter: text('voter').notNull(),
  vote: text('vote').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.questionId, t.voter] })]);

/** 意见反馈 with screenshots; answered by the 客服 in /ops (status open | answered). */
export const helpFeedback = pgTable('help_feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: text('type').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  contact: text('contact').notNull().default(''),
  status: text('status').notNull().default('open'),
  answer: text('answer').notNull().default(''),
  answeredBy: integer('answered_by').references(() => users.id),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('help_feedback_user_idx').on(t.userId, t.id),
  index('help_feedback_status_idx').on(t.status, t.id),
]);

/** Article content by type (user 用户协议, privacy 隐私政策, vip 会员协议), edited by staff; `version` guards stale saves. */
export const helpArticles = pgTable('help_articles', {
  type: text('type').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site settings kept by staff (the 客服 contact: WeChat ID and QR, phone, hours), one row per key. */
export const helpSettings = pgTable('help_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attribution beacons and version checks (/user/platform, /baidu/return, /tencent/report, /data/version/list), stored
 * as events: nothing is sent anywhere; staff read them in /ops.
 */
export const beaconEvents = pgTable('beacon_events', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id'),
  ip: text('ip').notNull(),
  platform: text('platform').notNull().default(''),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('beacon_events_kind_idx').on(t.kind, t.id)]);
