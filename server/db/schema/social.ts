import { pgTable, serial, integer, text, timestamp, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** 关注: `user_id` follows `target_id` (his fan). */
export const socialFollows = pgTable('social_follows', {
  userId: integer('user_id').notNull().references(() => users.id),
  targetId: integer('target_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.targetId] }),
  index('social_follows_target_idx').on(t.targetId, t.createdAt),
]);

/** 好友: one row per direction (a friendship is two rows, written together). */
export const socialFriends = pgTable('social_friends', {
  userId: integer('user_id').notNull().references(() => users.id),
  friendId: integer('friend_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.friendId] }),
]);

/** 好友申请: status pending | accepted | rejected; one pending request per pair and direction. */
export const socialFriendRequests = pgTable('social_friend_requests', {
  id: serial('id').primaryKey(),
  fromId: integer('from_id').notNull().references(() => users.id),
  toId: integer('to_id').notNull().references(() => users.id),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('social_friend_requests_open_uq').on(t.fromId, t.toId).where(sql`status = 'pending'`),
  index('social_friend_requests_to_idx').on(t.toId, t.status, t.id),
]);

/** Who may find him by search, same name and same city: everyone | clan (people sharing a project) | nobody. */
export const socialSettings = pgTable('social_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  findable: text('findable').notNull().default('everyone'),
  /**
   * The projects (家族) he shows on his personal page (/mine/person/index); null = never chosen: his public ones. A
   * reader sees only those of them he may read himself (the service checks each).
   */
  personProjects: integer('person_projects').array(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
