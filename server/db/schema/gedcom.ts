import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * GEDCOM imports and exports of a clan (server/domains/gedcom). One row per upload or export request; the job in the
 * queue (server/jobs) does the work. Import: previewing → previewed → importing → imported | failed; export:
 * exporting → exported | failed. The uploaded file, the import log (CSV) and the exported file live in storage.
 */
export const gedcomJobs = pgTable('gedcom_jobs', {
  id: serial('id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  fileName: text('file_name').notNull().default(''),
  /** import: the uploaded .ged; export: the written file. */
  fileKey: text('file_key'),
  logKey: text('log_key'),
  bytes: integer('bytes').notNull().default(0),
  /** What the user chose: encoding, founder, founderGeneration (import); format, rootId, hideLiving (export). */
  options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
  /** The preview (contract GedcomPreview) of an import. */
  preview: jsonb('preview').$type<Record<string, unknown>>(),
  /** The clan's version when the preview was made: confirm needs the clan unchanged. */
  clanVersion: integer('clan_version'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  error: text('error').notNull().default(''),
  queueJobId: uuid('queue_job_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.id, t.projectId] }),
  index('gedcom_jobs_clan_idx').on(t.projectId, t.clanId, t.createdAt),
  // one import at a time writing into a clan, across processes
  uniqueIndex('gedcom_jobs_importing_clan_uq').on(t.projectId, t.clanId).where(sql`status = 'importing'`),
]);

/** GEDCOM lines of a member that Zupu does not map (unknown tags of an imported file), written back on export. */
export const gedcomMemberRaw = pgTable('gedcom_member_raw', {
  projectId: integer('project_id').notNull(),
  memberId: integer('member_id').notNull(),
  clanId: integer('clan_id').notNull(),
  lines: jsonb('lines').$type<string[]>().notNull(),
}, (t) => [primaryKey({ columns: [t.projectId, t.memberId] }), index('gedcom_member_raw_clan_idx').on(t.projectId, t.clanId)]);
