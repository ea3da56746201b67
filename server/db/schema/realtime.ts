import { pgTable, bigserial, text, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Realtime events on their way between processes (PostgreSQL server only; server/realtime/pg-bus.ts). NOTIFY
 * carries only `{ id, topic, origin }`; the body waits here for the other processes to fetch it and is deleted a
 * few minutes later. Not project data: a node-local table (under Citus it stays on the coordinator), no foreign keys.
 */
export const realtimeEvents = pgTable('realtime_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  topic: text('topic').notNull(),
  data: jsonb('data').notNull(),
  /** The process that published it (it delivered to its own sockets already). */
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('realtime_events_created_idx').on(t.createdAt)]);
