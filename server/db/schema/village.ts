import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, doublePrecision } from 'drizzle-orm/pg-core';
import type { ChronicleEntry, VillageMedia, VillagePanorama } from '../../../contract/village';
import { users } from './accounts';
import { inClan } from './clans';

/**
 * A village (村落, contract/village.ts): placed in the administrative divisions (`area_ids` from the province down,
 * `county_id` for lists by area), with its chronicle, media and panoramas as documents. `version` is the optimistic
 * lock of saves and corrections; `visits` counts /village/detail.
 */
export const villages = pgTable('villages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('ancestral'),
  areaIds: jsonb('area_ids').$type<number[]>().notNull(),
  areaText: text('area_text').notNull().default(''),
  provinceId: integer('province_id').notNull(),
  cityId: integer('city_id'),
  countyId: integer('county_id'),
  townId: integer('town_id'),
  address: text('address').notNull().default(''),
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  description: text('description').notNull().default(''),
  cover: text('cover').notNull().default(''),
  chronicle: jsonb('chronicle').$type<ChronicleEntry[]>().notNull().default([]),
  media: jsonb('media').$type<VillageMedia[]>().notNull().default([]),
  panorama: jsonb('panorama').$type<VillagePanorama>().notNull().default({ startSceneId: '', scenes: [] }),
  visits: integer('visits').notNull().default(0),
  creatorId: integer('creator_id').notNull().references(() => users.id),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('villages_area_idx').on(t.provinceId, t.cityId, t.countyId),
  index('villages_visits_idx').on(t.visits, t.id),
  index('villages_name_idx').on(t.name.op('text_pattern_ops')),
]);

/** Village admins (村落管理员): the creator, and whom an admin adds. */
export const villageAdmins = pgTable('village_admins', {
  villageId: integer('village_id').notNull().references(() => villages.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.villageId, t.userId] }), index('village_admins_user_idx').on(t.userId)]);

/** A clan rooted in a village: a project table (the clan's shard), no key to villages (a coordinator table). */
export const villageClans = pgTable('village_clans', {
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  villageId: integer('village_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.projectId, t.clanId, t.villageId] }),
  index('village_clans_village_idx').on(t.villageId),
  inClan('village_clans_clan_fk', t),
]);

/** A correction request: the changed fields and the village's version when proposed. status: pending | accepted | rejected. */
export const villageCorrections = pgTable('village_corrections', {
  id: serial('id').primaryKey(),
  villageId: integer('village_id').notNull().references(() => villages.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  baseVersion: integer('base_version').notNull(),
  reason: text('reason').notNull().default(''),
  status: text('status').notNull().default('pending'),
  reviewerId: integer('reviewer_id'),
  reviewNote: text('review_note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('village_corrections_village_idx').on(t.villageId, t.status, t.id),
  index('village_corrections_user_idx').on(t.userId, t.id),
]);

/**
 * Every change of a village: the changed fields before and after (stored values), the version it made. source: save |
 * correction | revert. A revert restores `before` while the village is still at `version_after`.
 */
export const villageLog = pgTable('village_log', {
  id: serial('id').primaryKey(),
  villageId: integer('village_id').notNull().references(() => villages.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  source: text('source').notNull(),
  correctionId: integer('correction_id'),
  before: jsonb('before').$type<Record<string, unknown>>().notNull(),
  after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  versionAfter: integer('version_after').notNull(),
  revertedBy: integer('reverted_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('village_log_village_idx').on(t.villageId, t.id)]);

/** Village articles (cleaned rich text). */
export const villageArticles = pgTable('village_articles', {
  id: serial('id').primaryKey(),
  villageId: integer('village_id').notNull().references(() => villages.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('village_articles_village_idx').on(t.villageId, t.id)]);
