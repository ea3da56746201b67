import { pgTable, serial, integer, text, timestamp, boolean, jsonb, uniqueIndex, index, check, primaryKey, bigserial } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * The mall (issue 19): a site-wide shop, not project data. Money is integer fen.
 * Stock: `stock` is what the warehouse holds, `reserved` what unpaid orders hold; available = stock − reserved.
 * An order reserves with one conditional UPDATE (`… WHERE stock - reserved >= q`), paying moves the reservation out of
 * stock, cancelling releases it; the checks keep both never negative and reserved ≤ stock.
 */
export const mallCategories = pgTable('mall_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** A spec group (规格) of a product: 颜色: [红, 蓝]. */
export type SpecGroup = { name: string; values: string[] };

export const mallProducts = pgTable('mall_products', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => mallCategories.id),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  /** Image addresses; the first is the cover. */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** Rich description, sanitised when saved. */
  descriptionHtml: text('description_html').notNull().default(''),
  specGroups: jsonb('spec_groups').$type<SpecGroup[]>().notNull().default([]),
  onSale: boolean('on_sale').notNull().default(true),
  /** The lowest SKU price (fen), kept with the SKUs for lists and sorting. */
  priceFen: integer('price_fen').notNull().default(0),
  /** Units sold (paid). */
  sales: integer('sales').notNull().default(0),
  shippingFen: integer('shipping_fen').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('mall_products_category_idx').on(t.categoryId, t.id),
  index('mall_products_on_sale_idx').on(t.onSale, t.id),
  check('mall_products_sales_non_negative', sql`${t.sales} >= 0`),
]);

export const mallSkus = pgTable('mall_skus', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => mallProducts.id),
  /** One value per spec group, in the product's group order. */
  spec: jsonb('spec').$type<string[]>().notNull().default([]),
  /** The spec as shown: "红色 / 大号". */
  specText: text('spec_text').notNull().default(''),
  priceFen: integer('price_fen').notNull(),
  stock: integer('stock').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
  image: text('image').notNull().default(''),
}, (t) => [
  index('mall_skus_product_idx').on(t.productId),
  check('mall_skus_price_positive', sql`${t.priceFen} > 0`),
  check('mall_skus_stock_non_negative', sql`${t.stock} >= 0`),
  check('mall_skus_reserved_valid', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.stock}`),
]);

/** Every stock change made by staff (and the reason). */
export const mallStockLogs = pgTable('mall_stock_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  skuId: integer('sku_id').notNull().references(() => mallSkus.id),
  delta: integer('delta').notNull(),
  stockAfter: integer('stock_after').notNull(),
  reason: text('reason').notNull(),
  staffId: integer('staff_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('mall_stock_logs_sku_idx').on(t.skuId, t.id)]);

export const mallCollects = pgTable('mall_collects', {
  userId: integer('user_id').notNull().references(() => users.id),
  productId: integer('product_id').notNull().references(() => mallProducts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.productId] })]);

export const mallCartItems = pgTable('mall_cart_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  skuId: integer('sku_id').notNull().references(() => mallSkus.id),
  quantity: integer('quantity').notNull(),
  selected: boolean('selected').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mall_cart_user_sku_uq').on(t.userId, t.skuId),
  check('mall_cart_quantity_positive', sql`${t.quantity} > 0`),
]);

/** The address as it was when the order was made (editable until shipped). */
export type OrderAddress = { name: string; phone: string; province: string; city: string; county: string; detail: string };

/** status: see contract/mall.ts ORDER_STATUS. Only guarded UPDATEs (`… WHERE status = 'unpaid'`) move it. */
export const mallOrders = pgTable('mall_orders', {
  id: serial('id').primaryKey(),
  /** The order number shown to the user. */
  code: text('code').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** The client's idempotency key: one order per (user, key). */
  clientKey: text('client_key').notNull(),
  status: text('status').notNull().default('unpaid'),
  /** user | timeout | staff (when cancelled). */
  cancelBy: text('cancel_by'),
  goodsFen: integer('goods_fen').notNull(),
  shippingFen: integer('shipping_fen').notNull().default(0),
  discountFen: integer('discount_fen').notNull().default(0),
  totalFen: integer('total_fen').notNull(),
  userCouponId: integer('user_coupon_id'),
  address: jsonb('address').$type<OrderAddress>().notNull(),
  remark: text('remark').notNull().default(''),
  outTradeNo: text('out_trade_no'),
  carrier: text('carrier'),
  trackingNo: text('tracking_no'),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('mall_orders_code_uq').on(t.code),
  uniqueIndex('mall_orders_client_key_uq').on(t.userId, t.clientKey),
  index('mall_orders_user_idx').on(t.userId, t.id),
  index('mall_orders_unpaid_idx').on(t.createdAt).where(sql`${t.status} = 'unpaid'`),
  index('mall_orders_shipped_idx').on(t.shippedAt).where(sql`${t.status} = 'shipped'`),
  check('mall_orders_total_positive', sql`${t.totalFen} > 0`),
]);

export const mallOrderItems = pgTable('mall_order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => mallOrders.id),
  skuId: integer('sku_id').notNull().references(() => mallSkus.id),
  productId: integer('product_id').notNull().references(() => mallProducts.id),
  title: text('title').notNull(),
  specText: text('spec_text').notNull().default(''),
  image: text('image').notNull().default(''),
  priceFen: integer('price_fen').notNull(),
  quantity: integer('quantity').notNull(),
  reviewed: boolean('reviewed').notNull().default(false),
}, (t) => [index('mall_order_items_order_idx').on(t.orderId), index('mall_order_items_product_idx').on(t.productId, t.id)]);

/** One review per order item. */
export const mallReviews = pgTable('mall_reviews', {
  id: serial('id').primaryKey(),
  orderItemId: integer('order_item_id').notNull().references(() => mallOrderItems.id),
  productId: integer('product_id').notNull().references(() => mallProducts.id),
  userId: integer('user_id').notNull().references(() => users.id),
  stars: integer('stars').notNull(),
  content: text('content').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  specText: text('spec_text').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mall_reviews_item_uq').on(t.orderItemId),
  index('mall_reviews_product_idx').on(t.productId, t.id),
  check('mall_reviews_stars_valid', sql`${t.stars} BETWEEN 1 AND 5`),
]);

/** Express traces fetched from the tracking adapter, kept for a while (the cache). */
export const mallExpressCache = pgTable('mall_express_cache', {
  orderId: integer('order_id').primaryKey().references(() => mallOrders.id),
  trace: jsonb('trace').$type<unknown>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * Refund requests (售后退款, contract/mall.ts REFUND_STATUS): the buyer asks (reason, photos, amount ≤ paid), may cancel
 * while pending; finance staff approve (the payment is refunded) or reject with a reason. At most one pending request
 * per order (a partial unique index); the order waits in 'refunding' meanwhile and goes back to `from_status` when
 * the request is cancelled or rejected.
 */
export const mallRefunds = pgTable('mall_refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => mallOrders.id),
  userId: integer('user_id').notNull().references(() => users.id),
  /** pending | cancelled | rejected | refunded */
  status: text('status').notNull().default('pending'),
  /** The order's status when the request was made (where a cancel or reject puts it back). */
  fromStatus: text('from_status').notNull(),
  reason: text('reason').notNull(),
  content: text('content').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  amountFen: integer('amount_fen').notNull(),
  rejectReason: text('reject_reason'),
  staffId: integer('staff_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('mall_refunds_order_idx').on(t.orderId, t.id),
  index('mall_refunds_status_idx').on(t.status, t.id),
  uniqueIndex('mall_refunds_pending_uq').on(t.orderId).where(sql`${t.status} = 'pending'`),
  check('mall_refunds_amount_positive', sql`${t.amountFen} > 0`),
]);

/** Mall settings staff edit in /ops (key → JSON): `contact` is the mall's customer-service contact (the mall-contact JSON). */
export const mallSettings = pgTable('mall_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
