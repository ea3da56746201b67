import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';

/** Ancestral halls (祠堂, contract/hall.ts) of a clan project. */
export const ancestralHalls = pgTable('ancestral_halls', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  name: text('name').notNull(),
  hallName: text('hall_name').notNull().default(''),
  type: integer('type').notNull().default(1),
  cover: text('cover').notNull().default(''),
  address: text('address').notNull().default(''),
  plaque: text('plaque').notNull().default(''),
  coupletRight: text('couplet_right').notNull().default(''),
  coupletLeft: text('couplet_left').notNull().default(''),
  intro: text('intro').notNull().default(''),
  visits: integer('visits').notNull().default(0),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.id, t.projectId] }), index('ancestral_halls_project_idx').on(t.projectId)]);

/**
 * Tablets (牌位) of a hall. Listed by generation, then `sort` (birth order), then id; the list position is the
 * tablet's index (from 1). `text` is the inscription at the last binding, kept when the tablet is unbound.
 */
export const hallTablets = pgTable('hall_tablets', {
  id: serial('id').notNull(),
  hallId: integer('hall_id').notNull(),
  projectId: integer('project_id').notNull(),
  memberId: integer('member_id'),
  generation: integer('generation').notNull(),
  sort: integer('sort').notNull().default(0),
  name: text('name').notNull(),
  sex: text('sex').notNull(),
  text: jsonb('text').$type<{ centre: string; right: string; left: string; offerer: { text: string; side: 'right' | 'left' } | null }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('hall_tablets_hall_idx').on(t.hallId, t.generation, t.sort),
  uniqueIndex('hall_tablets_member_uq').on(t.projectId, t.hallId, t.memberId),
]);
