import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, bigserial, primaryKey } from 'drizzle-orm/pg-core';
import type { Adoption, Burial, OtherName } from '../../../model/member';
import type { ChineseDate } from '../../../model/calendar/types';

/**
 * One person of a clan book (model/member.ts ClanMember). No foreign keys between members (bulk loads, and
 * deletes of whole branches run in one statement); the service keeps the links consistent. `version` is the
 * optimistic lock of one member.
 */
export const clanMembers = pgTable('clan_members', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  branchId: integer('branch_id'),
  version: integer('version').notNull().default(1),
  gender: text('gender').notNull(),
  surname: text('surname').notNull(),
  name: text('name'),
  zi: text('zi'),
  hao: text('hao'),
  otherNames: jsonb('other_names').$type<OtherName[]>(),
  generation: integer('generation').notNull(),
  branchGeneration: integer('branch_generation'),
  birthOrder: integer('birth_order'),
  clanRank: integer('clan_rank'),
  founderRole: text('founder_role'),
  lineageFatherId: integer('lineage_father_id'),
  biologicalFatherId: integer('biological_father_id'),
  adoption: jsonb('adoption').$type<Adoption>(),
  motherId: integer('mother_id'),
  husbandId: integer('husband_id'),
  spouseType: text('spouse_type'),
  spouseOrder: integer('spouse_order'),
  origin: text('origin'),
  wifeId: integer('wife_id'),
  inChart: boolean('in_chart').notNull().default(false),
  marriedTo: text('married_to'),
  childrenSurname: text('children_surname'),
  birth: jsonb('birth').$type<ChineseDate>(),
  birthText: text('birth_text'),
  /** Year for lists and the pack (western year when known, else the lunar year's CE number). */
  birthYear: integer('birth_year'),
  death: jsonb('death').$type<ChineseDate>(),
  deathText: text('death_text'),
  deathYear: integer('death_year'),
  deathTerm: text('death_term'),
  burial: jsonb('burial').$type<Burial>(),
  titles: jsonb('titles').$type<string[]>(),
  biography: text('biography'),
  photos: jsonb('photos').$type<string[]>(),
  living: boolean('living').notNull().default(false),
  noHeir: boolean('no_heir').notNull().default(false),
  uncertain: boolean('uncertain').notNull().default(false),
  privacy: text('privacy').notNull().default('public'),
  /** 居住地 (village/town) for /clan-member/list/village and /clan/area. */
  residence: text('residence'),
  /** Full display name (surname + name, 王氏, 长女) for search. */
  fullName: text('full_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('clan_members_generation_idx').on(t.clanId, t.generation, t.id),
  index('clan_members_father_idx').on(t.clanId, t.lineageFatherId),
  index('clan_members_husband_idx').on(t.clanId, t.husbandId),
  index('clan_members_bio_father_idx').on(t.clanId, t.biologicalFatherId),
  // Name search (repo searchIds): a prefix LIKE probed per 世; text_pattern_ops serves LIKE whatever the collation.
  index('clan_members_name_idx').on(t.clanId, t.generation, t.name.op('text_pattern_ops')),
  index('clan_members_full_name_idx').on(t.clanId, t.generation, t.fullName.op('text_pattern_ops')),
]);

/** Every change of a member: who, when, before/after (null for create / delete). */
export const clanMemberLog = pgTable('clan_member_log', {
  id: bigserial('id', { mode: 'number' }).notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  memberId: integer('member_id').notNull(),
  userId: integer('user_id').notNull(),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), index('clan_member_log_member_idx').on(t.clanId, t.memberId), index('clan_member_log_project_idx').on(t.projectId, t.at)]);

/** A user's favourite members (/clan-member/favorite). */
export const clanMemberMarks = pgTable('clan_member_marks', {
  memberId: integer('member_id').notNull(),
  userId: integer('user_id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.projectId, t.memberId, t.userId] }), index('clan_member_marks_user_idx').on(t.userId, t.clanId, t.at)]);

/** Elite types of a member (contract/elite.ts ELITE_TYPES), one row per type. */
export const clanMemberElite = pgTable('clan_member_elite', {
  memberId: integer('member_id').notNull(),
  type: text('type').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
}, (t) => [primaryKey({ columns: [t.projectId, t.memberId, t.type] }), index('clan_member_elite_clan_idx').on(t.clanId, t.type)]);
