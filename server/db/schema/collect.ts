import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A 采丁 campaign of a clan (or of one branch: `branch_root_id`), its form, deadline and fillers (contract/collect.ts). */
export const collects = pgTable('collects', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
  branchRootId: integer('branch_root_id'),
  form: jsonb('form').$type<{ key: string; ask: boolean; required: boolean }[]>().notNull(),
  /** YYYY-MM-DD China day, '' = none. */
  deadline: text('deadline').notNull().default(''),
  fillers: text('fillers').notNull().default('anyone'),
  closed: boolean('closed').notNull().default(false),
  creatorId: integer('creator_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('collects_clan_idx').on(t.projectId, t.clanId, t.id),
]);

/** A 采集助手 of a campaign, bound by phone; `user_id` once the phone has an account (or he accepted the invite). */
export const collectAdmins = pgTable('collect_admins', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  collectId: integer('collect_id').notNull(),
  phone: text('phone').notNull(),
  name: text('name').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  uniqueIndex('collect_admins_phone_uq').on(t.projectId, t.collectId, t.phone),
  index('collect_admins_user_idx').on(t.projectId, t.userId),
]);

/** A household filled in for a campaign. status: −1 invalid, 0 draft, 1 submitted, 2 accepted (merged), 3 returned. */
export const collectFamilies = pgTable('collect_families', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  collectId: integer('collect_id').notNull(),
  clanId: integer('clan_id').notNull(),
  ownerId: integer('owner_id').notNull(),
  adminId: integer('admin_id'),
  status: integer('status').notNull().default(0),
  fatherMemberId: integer('father_member_id'),
  phone: text('phone').notNull().default(''),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  address: text('address').notNull().default(''),
  feedback: text('feedback').notNull().default(''),
  mergedBy: integer('merged_by'),
  mergedAt: timestamp('merged_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('collect_families_collect_idx').on(t.projectId, t.collectId, t.status, t.id),
  index('collect_families_owner_idx').on(t.projectId, t.ownerId),
]);

/** A person of a household: role self | father | mother | wife | child relative to the head (本人). */
export const collectPersons = pgTable('collect_persons', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  familyId: integer('family_id').notNull(),
  role: text('role').notNull(),
  gender: text('gender').notNull(),
  surname: text('surname').notNull(),
  name: text('name').notNull(),
  zi: text('zi').notNull().default(''),
  hao: text('hao').notNull().default(''),
  birthText: text('birth_text').notNull().default(''),
  deathText: text('death_text').notNull().default(''),
  living: boolean('living').notNull().default(true),
  phone: text('phone').notNull().default(''),
  photo: text('photo').notNull().default(''),
  ranking: integer('ranking').notNull().default(1),
  motherPersonId: integer('mother_person_id'),
  isMain: boolean('is_main').notNull().default(false),
  matchMemberId: integer('match_member_id'),
  mergedMemberId: integer('merged_member_id'),
  /** The merge added him as a new member (红丁 when a child). */
  mergedNew: boolean('merged_new').notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('collect_persons_family_idx').on(t.projectId, t.familyId),
  index('collect_persons_merged_idx').on(t.projectId, t.mergedMemberId).where(sql`merged_member_id IS NOT NULL`),
]);
