import { pgTable, serial, integer, text, timestamp, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * Coupons staff issue (site-wide). kind: amount (amount_fen off) | discount (pay discount_pct % of the goods, 90 = 9折).
 * scope: all | product (scope_id = product id) | category (scope_id = category id) | print (print orders, not the mall). `received` only grows by the guarded
 * UPDATE `… WHERE received < total`, so a coupon is never over-issued.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  amountFen: integer('amount_fen').notNull().default(0),
  discountPct: integer('discount_pct').notNull().default(100),
  minSpendFen: integer('min_spend_fen').notNull().default(0),
  scope: text('scope').notNull().default('all'),
  scopeId: integer('scope_id'),
  /** public: received from the coupon centre; grant: only handed out by another domain (the points shop) through grantCoupon. */
  channel: text('channel').notNull().default('public'),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  total: integer('total').notNull(),
  received: integer('received').notNull().default(0),
  perUser: integer('per_user').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('coupons_kind_valid', sql`${t.kind} IN ('amount', 'discount')`),
  check('coupons_scope_valid', sql`${t.scope} IN ('all', 'product', 'category', 'print')`),
  check('coupons_received_valid', sql`${t.received} >= 0 AND ${t.received} <= ${t.total}`),
  check('coupons_channel_valid', sql`${t.channel} IN ('public', 'grant')`),
  check('coupons_pct_valid', sql`${t.discountPct} BETWEEN 1 AND 100`),
]);

/**
 * A coupon a user received; `n` counts his copies of one coupon (1..per_user) so the unique key refuses a second copy
 * received in parallel. status: unused | locked (held by an unpaid order) | used; expiry is read from the coupon.
 */
export const userCoupons = pgTable('user_coupons', {
  id: serial('id').primaryKey(),
  couponId: integer('coupon_id').notNull().references(() => coupons.id),
  userId: integer('user_id').notNull().references(() => users.id),
  n: integer('n').notNull().default(1),
  status: text('status').notNull().default('unused'),
  orderRef: text('order_ref'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('user_coupons_copy_uq').on(t.couponId, t.userId, t.n),
  index('user_coupons_user_idx').on(t.userId, t.id),
  check('user_coupons_status_valid', sql`${t.status} IN ('unused', 'locked', 'used')`),
]);
