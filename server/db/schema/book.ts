/**
 * The clan book (server/domains/book): chapters (clanArticle, 谱文 and its catalogue) and published e-books
 * (/book/v2) with their readers' state, purchases and redeem codes. contract/book.ts.
 */
import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex, primaryKey, foreignKey } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { inClan } from './clans';

/** 谱序, 凡例, 家训, 跋 … of a project. */
export const clanArticles = pgTable('clan_articles', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  author: text('author').notNull().default(''),
  content: text('content').notNull(),
  length: integer('length').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), index('clan_articles_project_idx').on(t.projectId, t.sort)]);

export const pwCatalogs = pgTable('pw_catalogs', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), inClan('pw_catalogs_clan_fk', t), uniqueIndex('pw_catalogs_name_uq').on(t.projectId, t.clanId, t.name)]);

/** 谱文 of a clan. */
export const pwArticles = pgTable('pw_articles', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  catalogId: integer('catalog_id'),
  title: text('title').notNull(),
  author: text('author').notNull().default(''),
  content: text('content').notNull(),
  length: integer('length').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), inClan('pw_articles_clan_fk', t), index('pw_articles_clan_idx').on(t.clanId, t.sort)]);

/** A published e-book (from a confirmed sample); one per clan, republishing replaces its sample and file. */
export const books = pgTable('books', {
  id: serial('id').notNull(),
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
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), uniqueIndex('books_clan_uq').on(t.projectId, t.clanId), index('books_project_idx').on(t.projectId)]);

/** Chapters snapshotted at publication (plain text). */
export const bookChapters = pgTable('book_chapters', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  bookId: integer('book_id').notNull(),
  title: text('title').notNull(),
  section: text('section').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), ofBook('book_chapters_book_fk', t), index('book_chapters_book_idx').on(t.bookId, t.sort)]);

/** Per user and book: last read (and the page), score, shelf, ownership (bought or redeemed). */
export const bookUserState = pgTable('book_user_state', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  bookId: integer('book_id').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  score: integer('score').notNull().default(0),
  shelfAt: timestamp('shelf_at', { withTimezone: true }),
  owned: boolean('owned').notNull().default(false),
  /** The PDF page he was reading last (1-based; 0 = not opened in the reader): the reader reopens there. */
  page: integer('page').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), ofBook('book_user_state_book_fk', t), uniqueIndex('book_user_state_uq').on(t.projectId, t.userId, t.bookId)]);

export const bookPurchases = pgTable('book_purchases', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  bookId: integer('book_id').notNull(),
  amount: integer('amount').notNull(),
  outTradeNo: text('out_trade_no'),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] })]);

export const bookRedeemCodes = pgTable('book_redeem_codes', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  bookId: integer('book_id').notNull(),
  code: text('code').notNull(),
  usedBy: integer('used_by'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), ofBook('book_redeem_codes_book_fk', t), uniqueIndex('book_redeem_codes_uq').on(t.projectId, t.code), index('book_redeem_codes_code_idx').on(t.code)]);

/** (project_id, book_id) → books (project_id, id), deleted with the book. */
function ofBook(name: string, t: { projectId: AnyPgColumn; bookId: AnyPgColumn }) {
  return foreignKey({ name, columns: [t.projectId, t.bookId], foreignColumns: [books.projectId, books.id] }).onDelete('cascade');
}
