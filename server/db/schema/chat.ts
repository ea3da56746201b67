import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * A chat conversation (contract/chat.ts): kind direct (1:1, `key` 'd:<low user>:<high user>'), clan (the group of a
 * clan's project members, 'c:<clanId>') or team (the project's editing team, 't:<projectId>'). `last_seq` is the
 * sequence of its newest message: each message takes last_seq + 1 under the row's lock.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  projectId: integer('project_id'),
  clanId: integer('clan_id'),
  lastSeq: integer('last_seq').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('chat_conversations_key_uq').on(t.key),
]);

/**
 * A user's place in a conversation: read position (unread = last_seq − read_seq − recalled after it), the position
 * he cleared the conversation at (deleted from his list: older messages hidden from him), pin, 免打扰 (muted: not in
 * his badge total) and 禁言 (silenced until, set by a clan's admin / 协管员 in a group).
 */
export const chatMembers = pgTable('chat_members', {
  conversationId: integer('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  readSeq: integer('read_seq').notNull().default(0),
  clearedSeq: integer('cleared_seq').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  pinned: boolean('pinned').notNull().default(false),
  muted: boolean('muted').notNull().default(false),
  silencedUntil: timestamp('silenced_until', { withTimezone: true }),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.conversationId, t.userId] }),
  index('chat_members_user_idx').on(t.userId),
]);

/**
 * One message: (conversation, seq) is its identity. `client_id` makes sending idempotent per sender. `body` holds
 * the type's fields (text; emoji; image url/thumb/size; card; clan link). A recall keeps the row (recalled_at) and
 * empties the body.
 */
export const chatMessages = pgTable('chat_messages', {
  conversationId: integer('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  senderId: integer('sender_id').notNull().references(() => users.id),
  clientId: text('client_id').notNull(),
  type: text('type').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  recalledAt: timestamp('recalled_at', { withTimezone: true }),
  /** Hidden by a moderator (a handled report): shown as "该消息已被管理员隐藏". */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.conversationId, t.seq] }),
  uniqueIndex('chat_messages_client_uq').on(t.conversationId, t.senderId, t.clientId),
  index('chat_messages_recalled_idx').on(t.conversationId, t.seq).where(sql`recalled_at IS NOT NULL`),
]);

/** 屏蔽 / 拉黑: `user_id` refuses messages from `blocked_id`. */
export const chatBlocks = pgTable('chat_blocks', {
  userId: integer('user_id').notNull().references(() => users.id),
  blockedId: integer('blocked_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.blockedId] }),
]);

/** A report (举报) of a chat message or user, with a snapshot of what was reported; status open | handled. */
export const chatReports = pgTable('chat_reports', {
  id: serial('id').primaryKey(),
  reporterId: integer('reporter_id').notNull().references(() => users.id),
  conversationId: integer('conversation_id'),
  seq: integer('seq'),
  targetUserId: integer('target_user_id').notNull().references(() => users.id),
  category: text('category').notNull(),
  reason: text('reason').notNull().default(''),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('chat_reports_status_idx').on(t.status, t.id),
  uniqueIndex('chat_reports_once_uq').on(t.reporterId, t.conversationId, t.seq).where(sql`seq IS NOT NULL`),
]);

/**
 * The state of a customer-service conversation (kind service, key 's:<userId>', one per user): open until a 客服
 * closes it (the user's next message opens it again), the staff member it is assigned to, and how far the staff have
 * read it (the queue's 未回复 count = last_seq − staff_read_seq).
 */
export const chatServiceTickets = pgTable('chat_service_tickets', {
  conversationId: integer('conversation_id').primaryKey().references(() => chatConversations.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  status: text('status').notNull().default('open'),
  assigneeId: integer('assignee_id').references(() => users.id),
  staffReadSeq: integer('staff_read_seq').notNull().default(0),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('chat_service_tickets_user_uq').on(t.userId),
  index('chat_service_tickets_status_idx').on(t.status, t.openedAt),
]);

/** 快捷回复: canned answers of the 客服, kept by them in /ops. */
export const chatServiceReplies = pgTable('chat_service_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A moderator's action on a chat report (hide the message, warn or ban the user, dismiss): the log. */
export const chatModLog = pgTable('chat_mod_log', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => users.id),
  reportId: integer('report_id'),
  action: text('action').notNull(),
  userId: integer('user_id'),
  conversationId: integer('conversation_id'),
  seq: integer('seq'),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('chat_mod_log_created_idx').on(t.createdAt),
]);

/** 禁言 across chat by a moderator: the user's messages are refused until `until`. */
export const chatBans = pgTable('chat_bans', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  bannedBy: integer('banned_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
