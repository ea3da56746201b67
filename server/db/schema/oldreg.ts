import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * Old registers (旧谱) of a clan (server/domains/oldreg, issue #26): the record, its page images (originals in
 * storage), each page's OCR result and the proposed people under review. Status: empty → uploaded → reading → read
 * → confirmed (the people handed to a GEDCOM import job, `import_job_id`).
 */
export const oldRegisters = pgTable('old_registers', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  userId: integer('user_id').notNull(),
  title: text('title').notNull(),
  hall: text('hall').notNull().default(''),
  yearText: text('year_text').notNull().default(''),
  volumes: integer('volumes').notNull().default(0),
  status: text('status').notNull(),
  /** The uploaded PDFs (storage keys), whose pages the read job rasterises. */
  sources: jsonb('sources').$type<{ key: string; name: string; pages: number }[]>().notNull().default([]),
  /** The proposed people under review (contract OldregPerson[]). */
  people: jsonb('people').$type<unknown[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  queueJobId: uuid('queue_job_id'),
  importJobId: integer('import_job_id'),
  error: text('error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('old_registers_clan_idx').on(t.projectId, t.clanId, t.createdAt),
]);

/** One page of an old register: its image (a PDF page: none until the read job rasterises it) and what OCR read. */
export const oldRegisterPages = pgTable('old_register_pages', {
  projectId: integer('project_id').notNull(),
  registerId: integer('register_id').notNull(),
  /** 1-based, in upload order. */
  no: integer('no').notNull(),
  /** The page image in storage (null: a PDF page not rasterised yet). */
  imageKey: text('image_key'),
  imageType: text('image_type').notNull().default('image/png'),
  /** A PDF page: which source (index in the register's sources) and its page number there. */
  source: integer('source'),
  sourcePage: integer('source_page'),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  /** pending | read | failed */
  status: text('status').notNull().default('pending'),
  error: text('error').notNull().default(''),
  /** The OCR lines (contract OldregPage.lines). */
  lines: jsonb('lines').$type<unknown[]>(),
}, (t) => [primaryKey({ columns: [t.projectId, t.registerId, t.no] })]);
