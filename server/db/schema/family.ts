import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChineseDate } from '../../../model/calendar/types';
import { users } from './accounts';

/** A user's personal family tree (contract/family.ts). Not project-scoped: it belongs to its owner. */
export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  surname: text('surname').notNull().default(''),
  /** dna, women, myteam, location (spec §3 family tree options). */
  options: jsonb('options').$type<{ dna: boolean; women: boolean; myteam: boolean; location: boolean }>().notNull(),
  /** The owner's own person (本人). */
  selfId: integer('self_id'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('families_owner_idx').on(t.ownerId)]);

/** Users who joined (or asked to join) a family; the owner is not listed here. */
export const familyUsers = pgTable('family_users', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id').notNull().references(() => families.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  /** pending | member | rejected */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('family_users_idx').on(t.familyId, t.userId), index('family_users_user_idx').on(t.userId)]);

/** One relative. Links are ids of persons of the same family (no FKs: the service keeps them consistent). */
export const familyPersons = pgTable('family_persons', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id').notNull().references(() => families.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  name: text('name').notNull(),
  gender: text('gender').notNull(),
  fatherId: integer('father_id'),
  motherId: integer('mother_id'),
  spouseId: integer('spouse_id'),
  userId: integer('user_id'),
  birth: jsonb('birth').$type<ChineseDate>(),
  birthYear: integer('birth_year'),
  death: jsonb('death').$type<ChineseDate>(),
  deathYear: integer('death_year'),
  living: boolean('living').notNull().default(true),
  phone: text('phone'),
  location: text('location'),
  note: text('note'),
  birthOrder: integer('birth_order'),
  /** Associated clan member (族谱成员) and its clan. */
  clanMemberId: integer('clan_member_id'),
  clanId: integer('clan_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('family_persons_family_idx').on(t.familyId)]);
