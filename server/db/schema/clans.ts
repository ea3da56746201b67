import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, foreignKey } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ZibeiPoem } from '../../../model/generations';
import { projects } from './projects';

/** A clan book (族谱) inside a project. `version` is bumped by every member change (tree pack cache key). */
export const clans = pgTable('clans', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** 堂号 */
  hall: text('hall').notNull().default(''),
  surname: text('surname').notNull().default(''),
  /** 祖籍/居地 */
  area: text('area').notNull().default(''),
  /** contract/clans.ts ClanConfig (settings, 谱序, 凡例, 源流, 家训); absent keys = defaults. */
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  /** 字辈 poems (model/generations.ts ZibeiPoem[]). */
  poems: jsonb('poems').$type<ZibeiPoem[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  /** Members in the clan, kept by the member service (lists read it instead of counting). */
  memberCount: integer('member_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), index('clans_project_idx').on(t.projectId)]);

/** 房/支/派 of a clan (a tree). */
export const clanBranches = pgTable('clan_branches', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('房'),
  parentId: integer('parent_id'),
  founderId: integer('founder_id'),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), inClan('clan_branches_clan_fk', t), index('clan_branches_clan_idx').on(t.clanId)]);

/** A user's favourite (收藏) and recently viewed (最近浏览) clans; kind = 'favorite' | 'history'. */
export const clanMarks = pgTable('clan_marks', {
  clanId: integer('clan_id').notNull(),
  projectId: integer('project_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.projectId, t.clanId, t.userId, t.kind] }), inClan('clan_marks_clan_fk', t), index('clan_marks_user_idx').on(t.userId, t.kind, t.at)]);

/** 留言 on a clan (/clan/reply/*). */
export const clanReplies = pgTable('clan_replies', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  userId: integer('user_id').notNull(),
  content: text('content').notNull(),
  parentId: integer('parent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), inClan('clan_replies_clan_fk', t), index('clan_replies_clan_idx').on(t.clanId, t.createdAt)]);

/**
 * The foreign key of a project table to its clan: (project_id, clan_id) → clans (project_id, id), deleted with it.
 * project_id is the distribution key (docs/scaling.md), so every key between project tables carries it.
 */
export function inClan(name: string, t: { projectId: AnyPgColumn; clanId: AnyPgColumn }) {
  return foreignKey({ name, columns: [t.projectId, t.clanId], foreignColumns: [clans.projectId, clans.id] }).onDelete('cascade');
}
