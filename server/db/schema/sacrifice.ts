import { pgTable, serial, bigserial, integer, text, timestamp, boolean, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChineseDate } from '../../../model/calendar/types';

/**
 * Memorial halls (纪念馆, contract/sacrifice.ts). A hall linked to a clan member (`member_id`, unique) reads the
 * person from the member; a standalone one keeps the person here. `project_id` is the member's clan project (null
 * when standalone): visibility follows that project's privacy at read time. Counters are kept on the row.
 */
export const sacrificeHalls = pgTable('sacrifice_halls', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  projectId: integer('project_id'),
  clanId: integer('clan_id'),
  memberId: integer('member_id'),
  surname: text('surname').notNull().default(''),
  name: text('name').notNull().default(''),
  gender: text('gender').notNull().default('m'),
  birth: jsonb('birth').$type<ChineseDate>(),
  birthText: text('birth_text').notNull().default(''),
  death: jsonb('death').$type<ChineseDate>(),
  deathText: text('death_text').notNull().default(''),
  photo: text('photo').notNull().default(''),
  style: integer('style').notNull().default(0),
  tomb: boolean('tomb').notNull().default(false),
  biography: text('biography').notNull().default(''),
  epitaph: text('epitaph').notNull().default(''),
  musicKey: text('music_key').notNull().default(''),
  vrId: integer('vr_id'),
  offerers: jsonb('offerers').$type<string[]>().notNull().default([]),
  visits: integer('visits').notNull().default(0),
  offerings: integer('offerings').notNull().default(0),
  messages: integer('messages').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sacrifice_halls_member_uq').on(t.memberId),
  index('sacrifice_halls_project_idx').on(t.projectId),
  index('sacrifice_halls_owner_idx').on(t.ownerId),
]);

/**
 * Offerings (祭品). A priced one is inserted 'pending' with its payment's out_trade_no and becomes 'done' in the
 * payment's fulfiller; a free one is 'done' at once and carries `free_day` (Beijing date) so the unique index
 * allows each free item once per user, hall and day. `filial` = the weight it adds to the filial ranking.
 */
export const sacrificeOfferings = pgTable('sacrifice_offerings', {
  id: serial('id').primaryKey(),
  hallId: integer('hall_id').notNull(),
  userId: integer('user_id').notNull(),
  itemId: integer('item_id').notNull(),
  quantity: integer('quantity').notNull().default(1),
  amountFen: integer('amount_fen').notNull().default(0),
  message: text('message').notNull().default(''),
  status: text('status').notNull().default('done'),
  outTradeNo: text('out_trade_no'),
  freeDay: text('free_day'),
  filial: integer('filial').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
}, (t) => [
  index('sacrifice_offerings_hall_idx').on(t.hallId, t.status, t.doneAt),
  uniqueIndex('sacrifice_offerings_trade_uq').on(t.outTradeNo),
  uniqueIndex('sacrifice_offerings_free_uq').on(t.hallId, t.userId, t.itemId, t.freeDay),
]);

/** 留言 and 祭文. */
export const sacrificeMessages = pgTable('sacrifice_messages', {
  id: serial('id').primaryKey(),
  hallId: integer('hall_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull().default('message'),
  title: text('title').notNull().default(''),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sacrifice_messages_hall_idx').on(t.hallId, t.createdAt)]);

/** 生平 articles, albums and videos of a hall. */
export const sacrificeLifetime = pgTable('sacrifice_lifetime', {
  id: serial('id').primaryKey(),
  hallId: integer('hall_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  keys: jsonb('keys').$type<string[]>().notNull().default([]),
  cover: text('cover').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sacrifice_lifetime_hall_idx').on(t.hallId, t.kind, t.createdAt)]);

/**
 * The activity log of halls (visit, offering, message, eulogy). `points` feed the popularity ranking (visit 1,
 * message/eulogy 3, offering 5 + 1 per 元). A logged-in user's visit is logged once per hall and day.
 */
export const sacrificeLogs = pgTable('sacrifice_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hallId: integer('hall_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  text: text('text').notNull(),
  points: integer('points').notNull().default(1),
  day: text('day').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('sacrifice_logs_hall_idx').on(t.hallId, t.createdAt),
  index('sacrifice_logs_user_idx').on(t.userId, t.createdAt),
  index('sacrifice_logs_time_idx').on(t.createdAt),
]);

/** Favourites of memorial halls (kind 'memorial') and ancestral halls (kind 'hall'). */
export const sacrificeFavorites = pgTable('sacrifice_favorites', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  targetId: integer('target_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sacrifice_favorites_uq').on(t.userId, t.kind, t.targetId)]);

/** Panorama works (contract/vr.ts): scenes of equirectangular images with hotspots. */
export const vrWorks = pgTable('vr_works', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  projectId: integer('project_id'),
  title: text('title').notNull(),
  cover: text('cover').notNull().default(''),
  description: text('description').notNull().default(''),
  startSceneId: text('start_scene_id').notNull(),
  scenes: jsonb('scenes').$type<{ id: string; title: string; imageUrl: string; hotspots: { yaw: number; pitch: number; targetId: string; label: string }[] }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
