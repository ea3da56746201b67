import { pgTable, serial, integer, text, timestamp, boolean, uniqueIndex, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { coupons } from './coupons';

/**
 * Growth (issue 21): sign-in, tasks, red packets, withdrawals, the points shop and the agent referral program. Points,
 * coins and wallet money move only through the ledger module (ledger.ts, payments.ts); these tables hold the business
 * events whose keys make each payment happen once.
 */

/** One sign-in per user and Asia/Shanghai day (`day` YYYY-MM-DD); `makeup` = 补签 paid with points. */
export const signIns = pgTable('sign_ins', {
  userId: integer('user_id').notNull().references(() => users.id),
  day: text('day').notNull(),
  /** Consecutive days ending with this one (a make-up day joins the run around it when read). */
  streak: integer('streak').notNull(),
  points: integer('points').notNull(),
  makeup: boolean('makeup').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.day] })]);

/** A user's progress on a task in one period (`once`, a day YYYY-MM-DD, or a week YYYY-Www). */
export const taskProgress = pgTable('task_progress', {
  userId: integer('user_id').notNull().references(() => users.id),
  task: text('task').notNull(),
  period: text('period').notNull(),
  progress: integer('progress').notNull().default(0),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.task, t.period] })]);

/** A red packet (红包): paid through the payments core, then grabbed share by share; what is left returns after 24 h. */
export const hongbaoPackets = pgTable('hongbao_packets', {
  id: serial('id').primaryKey(),
  senderId: integer('sender_id').notNull().references(() => users.id),
  /** A clan packet: only the clan's members may grab it (null = anyone with the link). */
  projectId: integer('project_id'),
  clanId: integer('clan_id'),
  /** fixed (equal shares) | random (二倍均值) */
  mode: text('mode').notNull(),
  totalFen: integer('total_fen').notNull(),
  shares: integer('shares').notNull(),
  leftFen: integer('left_fen').notNull(),
  leftShares: integer('left_shares').notNull(),
  greeting: text('greeting').notNull().default(''),
  /** pending (unpaid) → active → finished (all grabbed) | returned (the rest back to the sender) | cancelled */
  status: text('status').notNull().default('pending'),
  outTradeNo: text('out_trade_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  returnedFen: integer('returned_fen').notNull().default(0),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
}, (t) => [
  index('hongbao_packets_sender_idx').on(t.senderId, t.id),
  index('hongbao_packets_active_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
  check('hongbao_packets_left_valid', sql`${t.leftFen} >= 0 AND ${t.leftShares} >= 0 AND ${t.leftFen} >= ${t.leftShares}`),
  check('hongbao_packets_mode_valid', sql`${t.mode} IN ('fixed', 'random')`),
]);

/** One grab per user and packet; `exchangedTo` once the money went to the wallet or the coins. */
export const hongbaoGrabs = pgTable('hongbao_grabs', {
  id: serial('id').primaryKey(),
  packetId: integer('packet_id').notNull().references(() => hongbaoPackets.id),
  userId: integer('user_id').notNull().references(() => users.id),
  amountFen: integer('amount_fen').notNull(),
  exchangedTo: text('exchanged_to'),
  exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('hongbao_grabs_one_uq').on(t.packetId, t.userId),
  index('hongbao_grabs_user_idx').on(t.userId, t.id),
  check('hongbao_grabs_amount_positive', sql`${t.amountFen} >= 1`),
]);

/** A withdrawal: the amount is debited (frozen) from the wallet when asked; a rejected or failed payout credits it back. */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  amountFen: integer('amount_fen').notNull(),
  realName: text('real_name').notNull().default(''),
  /** pending → paid | rejected | failed */
  status: text('status').notNull().default('pending'),
  reviewerId: integer('reviewer_id'),
  note: text('note').notNull().default(''),
  payoutRef: text('payout_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
}, (t) => [
  index('withdrawals_user_idx').on(t.userId, t.createdAt),
  index('withdrawals_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  check('withdrawals_amount_positive', sql`${t.amountFen} > 0`),
]);

/** The points shop (积分商城): items bought with points, with stock and a per-user limit. */
export const pointProducts = pgTable('point_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** coupon | frame | print */
  kind: text('kind').notNull(),
  /** What a frame exchange gives: an avatar item of contract/vip.ts AVATAR_ITEMS (an entitlement for ever). */
  itemId: integer('item_id'),
  /** What a coupon or print-card exchange gives: a copy of this coupon (coupons grantCoupon). */
  couponId: integer('coupon_id').references(() => coupons.id),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
  points: integer('points').notNull(),
  stock: integer('stock').notNull(),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
}, (t) => [check('point_products_stock_non_negative', sql`${t.stock} >= 0`)]);

export const pointExchanges = pgTable('point_exchanges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  productId: integer('product_id').notNull().references(() => pointProducts.id),
  points: integer('points').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('point_exchanges_user_idx').on(t.userId, t.productId)]);

/** An agent (推广员): joining is free. */
export const agents = pgTable('agents', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A referred user bound once to the agent whose link he signed up through. `parentAgentId` is that agent's own
 * agent (the second and last level); nothing deeper is stored or paid.
 */
export const agentBindings = pgTable('agent_bindings', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  agentId: integer('agent_id').notNull().references(() => users.id),
  parentAgentId: integer('parent_agent_id').references(() => users.id),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('agent_bindings_agent_idx').on(t.agentId)]);

/**
 * A commission on one paid sale (a payment) to a referred user: level 1 (his agent) or 2 (that agent's agent).
 * held → settled (monthly job, once the order is received and past its refund window) | reversed (refunded).
 */
export const agentCommissions = pgTable('agent_commissions', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull().references(() => users.id),
  buyerId: integer('buyer_id').notNull().references(() => users.id),
  level: integer('level').notNull(),
  outTradeNo: text('out_trade_no').notNull(),
  /** The order sold: a mall order, a VIP-domain order or a print order (sale_kind). */
  orderId: integer('order_id').notNull(),
  /** mall | vip | print */
  saleKind: text('sale_kind').notNull().default('mall'),
  subject: text('subject').notNull().default(''),
  saleFen: integer('sale_fen').notNull(),
  commissionFen: integer('commission_fen').notNull(),
  status: text('status').notNull().default('held'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The month it was settled in (YYYY-MM, Asia/Shanghai). */
  settledMonth: text('settled_month'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('agent_commissions_sale_uq').on(t.outTradeNo, t.level),
  index('agent_commissions_agent_idx').on(t.agentId, t.status),
  check('agent_commissions_level_valid', sql`${t.level} IN (1, 2)`),
]);

/** Poster images staff offer to agents (the QR is drawn on them by the client). */
export const agentImages = pgTable('agent_images', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  title: text('title').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
