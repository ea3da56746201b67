/**
 * The clan book: print samples and their generation jobs, print orders, chapters (clanArticle, 谱文 and its
 * catalogue) and published e-books (/book/v2). contract/print.ts, contract/book.ts.
 */
import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Plan } from '../../../contract/print';
import { projects } from './projects';
import { clans } from './clans';

/** A generated book file of a clan in a chosen plan. */
export const printSamples = pgTable('print_samples', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  clanId: integer('clan_id').notNull().references(() => clans.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  plan: jsonb('plan').$type<Plan>().notNull(),
  createdBy: integer('created_by').notNull(),
  /** 0 not confirmed, 1 印刷版, 2 电子版. */
  pdfType: integer('pdf_type').notNull().default(0),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  proofPaid: boolean('proof_paid').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('print_samples_project_idx').on(t.projectId, t.id)]);

/** The generation job of a sample: queued → running (0–100) → done | failed. */
export const bookJobs = pgTable('book_jobs', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  sampleId: integer('sample_id').notNull().references(() => printSamples.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('queued'),
  progress: integer('progress').notNull().default(0),
  pages: integer('pages').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
  fileKey: text('file_key'),
  error: text('error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('book_jobs_sample_uq').on(t.sampleId),
  index('book_jobs_clan_status_idx').on(t.clanId, t.status),
]);

export const printFavorites = pgTable('print_favorites', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  sampleId: integer('sample_id').notNull().references(() => printSamples.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('print_favorites_uq').on(t.userId, t.sampleId)]);

/** A print order: 0 待支付, 1 已支付, 2 已完成, −1 已取消; express 0 未发货, 1 已发货, 2 已签收. */
export const printOrders = pgTable('print_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  type: integer('type').notNull().default(1),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  sampleId: integer('sample_id').notNull(),
  userId: integer('user_id').notNull(),
  /** Snapshot of the sample at ordering: name, clan, format, binding, paper, pages. */
  snapshot: jsonb('snapshot').$type<{ sampleName: string; clanName: string; formatName: string; binding: 'thread' | 'hardcover'; paper: 'A4' | 'A3'; pages: number }>().notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  shipping: integer('shipping').notNull(),
  amount: integer('amount').notNull(),
  status: integer('status').notNull().default(0),
  expressStatus: integer('express_status').notNull().default(0),
  consignee: jsonb('consignee').$type<{ name: string; phone: string; address: string }>().notNull(),
  remark: text('remark').notNull().default(''),
  outTradeNo: text('out_trade_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('print_orders_no_uq').on(t.orderNo),
  index('print_orders_user_idx').on(t.userId, t.id),
  index('print_orders_project_idx').on(t.projectId, t.id),
]);

/** 谱序, 凡例, 家训, 跋 … of a project. */
export const clanArticles = pgTable('clan_articles', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  author: text('author').notNull().default(''),
  content: text('content').notNull(),
  length: integer('length').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('clan_articles_project_idx').on(t.projectId, t.sort)]);

export const pwCatalogs = pgTable('pw_catalogs', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull().references(() => clans.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('pw_catalogs_name_uq').on(t.clanId, t.name)]);

/** 谱文 of a clan. */
export const pwArticles = pgTable('pw_articles', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull().references(() => clans.id, { onDelete: 'cascade' }),
  catalogId: integer('catalog_id'),
  title: text('title').notNull(),
  author: text('author').notNull().default(''),
  content: text('content').notNull(),
  length: integer('length').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('pw_articles_clan_idx').on(t.clanId, t.sort)]);

/** A published e-book (from a confirmed sample); one per clan, republishing replaces its sample and file. */
export const books = pgTable('books', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  clanId: integer('clan_id').notNull(),
  sampleId: integer('sample_id').notNull(),
  title: text('title').notNull(),
  hall: text('hall').notNull().default(''),
  formatName: text('format_name').notNull(),
  cover: jsonb('cover').$type<{ type: number; typeName: string; name: string; img: string }>().notNull(),
  pages: integer('pages').notNull(),
  fileKey: text('file_key').notNull(),
  price: integer('price').notNull().default(0),
  scoreSum: integer('score_sum').notNull().default(0),
  scoreCount: integer('score_count').notNull().default(0),
  readCount: integer('read_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('books_clan_uq').on(t.clanId), index('books_project_idx').on(t.projectId)]);

/** Chapters snapshotted at publication (plain text). */
export const bookChapters = pgTable('book_chapters', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  bookId: integer('book_id').notNull().references(() => books.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  section: text('section').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull(),
}, (t) => [index('book_chapters_book_idx').on(t.bookId, t.sort)]);

/** Per user and book: last read, score, shelf, ownership (bought or redeemed). */
export const bookUserState = pgTable('book_user_state', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  bookId: integer('book_id').notNull().references(() => books.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }),
  score: integer('score').notNull().default(0),
  shelfAt: timestamp('shelf_at', { withTimezone: true }),
  owned: boolean('owned').notNull().default(false),
}, (t) => [uniqueIndex('book_user_state_uq').on(t.userId, t.bookId)]);

export const bookPurchases = pgTable('book_purchases', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  bookId: integer('book_id').notNull(),
  amount: integer('amount').notNull(),
  outTradeNo: text('out_trade_no'),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const bookRedeemCodes = pgTable('book_redeem_codes', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  bookId: integer('book_id').notNull().references(() => books.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  usedBy: integer('used_by'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('book_redeem_codes_uq').on(t.code)]);

/** 印制金 packages bought (credit in fen, added once the payment is paid). */
export const printPackagePurchases = pgTable('print_package_purchases', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  packageId: text('package_id').notNull(),
  price: integer('price').notNull(),
  credit: integer('credit').notNull(),
  status: text('status').notNull().default('pending'),
  outTradeNo: text('out_trade_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [index('print_package_purchases_user_idx').on(t.userId, t.id)]);

/** 印制金 spent on a print order (one row per order). */
export const printPackageUses = pgTable('print_package_uses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  orderId: integer('order_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('print_package_uses_order_uq').on(t.orderId), index('print_package_uses_user_idx').on(t.userId, t.id)]);
