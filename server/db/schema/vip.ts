import { pgTable, serial, integer, text, timestamp, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * What a user may do beyond the free tier (contract/vip.ts): kind vip | projects | avatar-item, an amount (extra
 * projects, the item id), from `starts_at` to `ends_at` (null = lifetime). `source` names what granted it
 * (`vip:<outTradeNo>`, …): a refund of that payment revokes it (revoked_at); the expiry job sets expired_at once
 * `ends_at` has passed. Checks count only rows not revoked and not ended (server/domains/entitlements).
 */
export const entitlements = pgTable('entitlements', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  source: text('source').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('entitlements_source_uq').on(t.source, t.kind),
  index('entitlements_user_idx').on(t.userId, t.kind),
  index('entitlements_ending_idx').on(t.endsAt).where(sql`expired_at IS NULL AND revoked_at IS NULL AND ends_at IS NOT NULL`),
]);

/** The same for a project: kind edition (amount = level) | members | font-chars. */
export const projectEntitlements = pgTable('project_entitlements', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  source: text('source').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  uniqueIndex('project_entitlements_source_uq').on(t.projectId, t.source, t.kind),
  index('project_entitlements_kind_idx').on(t.projectId, t.kind),
  index('project_entitlements_ending_idx').on(t.endsAt).where(sql`expired_at IS NULL AND revoked_at IS NULL AND ends_at IS NOT NULL`),
]);

/**
 * A purchase of a membership thing, created with its payment: kind vip (item = plan id), edition (item = edition id,
 * project_id set), avatar / frame (item = catalogue id). status unpaid → paid → refunded; starts_at / ends_at are
 * what the fulfiller granted.
 */
export const vipOrders = pgTable('vip_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  item: text('item').notNull(),
  projectId: integer('project_id'),
  amountFen: integer('amount_fen').notNull(),
  outTradeNo: text('out_trade_no'),
  status: text('status').notNull().default('unpaid'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  index('vip_orders_user_idx').on(t.userId, t.kind, t.id),
  uniqueIndex('vip_orders_trade_uq').on(t.outTradeNo),
  check('vip_orders_status_valid', sql`${t.status} IN ('unpaid', 'paid', 'refunded')`),
]);

/** Exchange codes (兑换码) for a project edition: used once (used_by, project_id, used_at). */
export const editionCodes = pgTable('edition_codes', {
  code: text('code').primaryKey(),
  edition: text('edition').notNull(),
  days: integer('days').notNull(),
  usedBy: integer('used_by').references(() => users.id),
  projectId: integer('project_id'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a user wears (catalogue ids of contract/vip.ts AVATAR_ITEMS); shown wherever his avatar is. */
export const userDress = pgTable('user_dress', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  avatarId: integer('avatar_id'),
  frameId: integer('frame_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
