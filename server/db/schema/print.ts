/**
 * Clan print (server/domains/print): print samples and their generation jobs, favourite samples, print orders and
 * 印制金 packages. contract/print.ts.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex, uuid, primaryKey, foreignKey } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Plan } from '../../../contract/print';
import { projects } from './projects';
import { inClan } from './clans';

/** A generated book file of a clan in a chosen plan. */
export const printSamples = pgTable('print_samples', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  clanId: integer('clan_id').notNull(),
  name: text('name').notNull(),
  plan: jsonb('plan').$type<Plan>().notNull(),
  createdBy: integer('created_by').notNull(),
  /** 0 not confirmed, 1 印刷版, 2 电子版. */
  pdfType: integer('pdf_type').notNull().default(0),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  proofPaid: boolean('proof_paid').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), inClan('print_samples_clan_fk', t), index('print_samples_project_idx').on(t.projectId, t.id)]);

/** The generation job of a sample: queued → running (0–100) → done | failed. */
export const bookJobs = pgTable('book_jobs', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  sampleId: integer('sample_id').notNull(),
  status: text('status').notNull().default('queued'),
  progress: integer('progress').notNull().default(0),
  pages: integer('pages').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
  fileKey: text('file_key'),
  error: text('error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The job in the queue (server/jobs/) that runs it; its live progress is stored there. */
  queueJobId: uuid('queue_job_id'),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  ofSample('book_jobs_sample_fk', t),
  uniqueIndex('book_jobs_sample_uq').on(t.projectId, t.sampleId),
  index('book_jobs_clan_status_idx').on(t.clanId, t.status),
  // one live (queued or running) job per clan, across every process
  uniqueIndex('book_jobs_live_clan_uq').on(t.projectId, t.clanId).where(sql`status IN ('queued', 'running')`),
]);

export const printFavorites = pgTable('print_favorites', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  sampleId: integer('sample_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), ofSample('print_favorites_sample_fk', t), uniqueIndex('print_favorites_uq').on(t.projectId, t.userId, t.sampleId)]);

/** A print order: 0 待支付, 1 已支付, 2 已完成, −1 已取消; express 0 未发货, 1 已发货, 2 已签收. */
export const printOrders = pgTable('print_orders', {
  id: serial('id').notNull(),
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
  /** Taken off the books by a print card (a coupon of scope print, locked as `print:<orderNo>`); amount is after it. */
  discountFen: integer('discount_fen').notNull().default(0),
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
  primaryKey({ columns: [t.id, t.projectId] }),
  uniqueIndex('print_orders_no_uq').on(t.projectId, t.orderNo),
  index('print_orders_no_idx').on(t.orderNo),
  index('print_orders_user_idx').on(t.userId, t.id),
  index('print_orders_project_idx').on(t.projectId, t.id),
]);

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

/** (project_id, sample_id) → print_samples (project_id, id), deleted with the sample. */
function ofSample(name: string, t: { projectId: AnyPgColumn; sampleId: AnyPgColumn }) {
  return foreignKey({ name, columns: [t.projectId, t.sampleId], foreignColumns: [printSamples.projectId, printSamples.id] }).onDelete('cascade');
}
