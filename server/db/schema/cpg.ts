import { pgTable, serial, integer, text, timestamp, boolean, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Old registers (古谱, contract/cpg.ts): a scanned clan book uploaded by staff. `year` is the CE year the calendar
 * engine read from `year_text` (光绪十二年 → 1886). Counters `reads` / `collects` are kept by conditional updates.
 */
export const cpgBooks = pgTable('cpg_books', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  surname: text('surname').notNull(),
  hall: text('hall').notNull().default(''),
  place: text('place').notNull().default(''),
  yearText: text('year_text').notNull().default(''),
  year: integer('year'),
  volumes: integer('volumes').notNull().default(1),
  intro: text('intro').notNull().default(''),
  previewPages: integer('preview_pages').notNull().default(3),
  priceFen: integer('price_fen').notNull().default(0),
  isRecommend: boolean('is_recommend').notNull().default(false),
  published: boolean('published').notNull().default(false),
  pageCount: integer('page_count').notNull().default(0),
  reads: integer('reads').notNull().default(0),
  collects: integer('collects').notNull().default(0),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cpg_books_surname_idx').on(t.surname, t.published), index('cpg_books_published_idx').on(t.published, t.isRecommend, t.id)]);

/** Page images of a book (storage key under cpg/, never served by /files). */
export const cpgPages = pgTable('cpg_pages', {
  bookId: integer('book_id').notNull().references(() => cpgBooks.id, { onDelete: 'cascade' }),
  page: integer('page').notNull(),
  key: text('key').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
}, (t) => [primaryKey({ columns: [t.bookId, t.page] })]);

export const cpgCollects = pgTable('cpg_collects', {
  userId: integer('user_id').notNull().references(() => users.id),
  bookId: integer('book_id').notNull().references(() => cpgBooks.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.bookId] })]);

/** Read history: one row per user and book with the last page read. */
export const cpgReads = pgTable('cpg_reads', {
  userId: integer('user_id').notNull().references(() => users.id),
  bookId: integer('book_id').notNull().references(() => cpgBooks.id, { onDelete: 'cascade' }),
  page: integer('page').notNull().default(0),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('cpg_reads_user_idx').on(t.userId, t.readAt)]);

/**
 * A 古谱 order, created with its payment: kind vip (plan = plan id) or book (book_id). A redeemed code is written as a
 * paid vip order with amount 0 and plan `code`, so the log shows it. status unpaid → paid | cancelled → refunded.
 */
export const cpgOrders = pgTable('cpg_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  plan: text('plan').notNull().default(''),
  bookId: integer('book_id'),
  title: text('title').notNull(),
  amountFen: integer('amount_fen').notNull(),
  outTradeNo: text('out_trade_no'),
  status: text('status').notNull().default('unpaid'),
  deleted: boolean('deleted').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cpg_orders_user_idx').on(t.userId, t.kind, t.id), uniqueIndex('cpg_orders_trade_uq').on(t.outTradeNo)]);

/** 古谱VIP redeem codes made by staff; used once (a conditional update sets used_by). */
export const cpgCodes = pgTable('cpg_codes', {
  code: text('code').primaryKey(),
  days: integer('days').notNull(),
  usedBy: integer('used_by').references(() => users.id),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cpg_codes_created_idx').on(t.createdAt)]);
