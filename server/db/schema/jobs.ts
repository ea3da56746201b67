import { pgTable, uuid, text, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored progress (0–100) of a running job of the queue (server/jobs/). The queue itself (pg-boss) keeps its jobs
 * in its own schema `pgboss`; this row is keyed by the queue's job id and deleted when the job ends for good.
 * Not project data: a node-local table (under Citus it stays on the coordinator, with the pgboss schema).
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  name: text('name').notNull(),
  progress: smallint('progress').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
