import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, primaryKey, check, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * A project (家族 workspace): holds clans (族谱). identity: 5 forms (采丁表单), 6 featured example (精选范例),
 * 0 the user's own family. privacy: public | password (`view_password_hash`, readers need `ap`) | members.
 */
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname').notNull().default(''),
  area: text('area').notNull().default(''),
  privacy: text('privacy').notNull().default('public'),
  /** scrypt hash of the view password (privacy = password). */
  viewPasswordHash: text('view_password_hash'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  identity: integer('identity').notNull().default(0),
  ownerId: integer('owner_id').notNull().references(() => users.id),
  /** Member capacity bought with packages (on top of the free base). */
  memberQuota: integer('member_quota').notNull().default(0),
  /** 高级版 until (packages). */
  premiumUntil: timestamp('premium_until', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('projects_owner_idx').on(t.ownerId),
  index('projects_identity_idx').on(t.identity, t.sort),
  check('projects_privacy_valid', sql`${t.privacy} IN ('public', 'password', 'members')`),
]);

/**
 * A user's role in a project: admin | manager (协管员) | collaborator (edits the descendants of
 * `branch_root_id`) | member | visitor. The owner has an admin row too.
 */
export const projectUsers = pgTable('project_users', {
  /** The team row id (/clan-team/*, /project-admin/*, memberId of /permission/role/set). */
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  role: text('role').notNull(),
  branchRootId: integer('branch_root_id'),
  /** A custom (or customised built-in) role of project_roles; null = the built-in defaults of `role`. */
  roleId: integer('role_id'),
  /** 1 active, 0 disabled (reads as a member, no team permissions). */
  status: integer('status').notNull().default(1),
  remarks: text('remarks').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.projectId, t.userId] }),
  unique('project_users_id_uq').on(t.id, t.projectId),
  index('project_users_user_idx').on(t.userId, t.role),
  check('project_users_role_valid', sql`${t.role} IN ('admin', 'manager', 'collaborator', 'member', 'visitor')`),
]);

/** Favourites (收藏) and the visit history (最近访问) of a user; kind = 'favorite' | 'history'. */
export const projectMarks = pgTable('project_marks', {
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.projectId, t.userId, t.kind] }),
  index('project_marks_user_idx').on(t.userId, t.kind, t.at),
]);

/** Access grants (`ap`) issued by /project/verify/password; the token is stored hashed. */
export const projectGrants = pgTable('project_grants', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  /** password (verify/password) | guest (a ticket issued by a team member). */
  kind: text('kind').notNull().default('password'),
  createdBy: integer('created_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), uniqueIndex('project_grants_token_uq').on(t.projectId, t.tokenHash)]);

/** Visitor log: one row per visitor per project per day (+08:00), upserted on each read; guests share user 1. */
export const projectVisits = pgTable('project_visits', {
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  /** YYYY-MM-DD in China time. */
  day: text('day').notNull(),
  views: integer('views').notNull().default(1),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.projectId, t.day, t.userId] }), index('project_visits_last_idx').on(t.projectId, t.lastAt)]);

/** Things bought for projects through the payments core: kind 'package' (project_id set) | 'limit' (extra projects). */
export const projectPurchases = pgTable('project_purchases', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id'),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  /** The package id, or 'project' for extra project slots. */
  item: text('item').notNull(),
  quantity: integer('quantity').notNull().default(1),
  amountFen: integer('amount_fen').notNull(),
  outTradeNo: text('out_trade_no'),
  /** pending | paid */
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [index('project_purchases_project_idx').on(t.projectId, t.createdAt), uniqueIndex('project_purchases_trade_uq').on(t.outTradeNo)]);

/** Team changes (/clan-team/log/list). */
export const projectTeamLog = pgTable('project_team_log', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  actorId: integer('actor_id').notNull(),
  targetUserId: integer('target_user_id').notNull(),
  action: text('action').notNull(),
  text: text('text').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), index('project_team_log_idx').on(t.projectId, t.at)]);
