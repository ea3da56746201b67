/** Queries of the PostgreSQL bus (pg-bus.ts) over `realtime_events`. */
import { and, asc, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client';
import { realtimeEvents } from '../db/schema/index';

export const CHANNEL = 'zupu_realtime';

export interface StoredEvent {
  id: number;
  topic: string;
  /** The data as JSON text. */
  json: string;
}

/**
 * Store a batch of events and NOTIFY each one, in order, in one statement (one transaction). The notification is
 * `{"i":id,"t":topic,"o":origin}`: ids, never bodies (a NOTIFY payload is capped at 8,000 bytes).
 */
export async function insertAndNotify(db: Tx, events: { topic: string; json: string }[], origin: string): Promise<void> {
  const batch = `[${events.map((e) => `{"t":${JSON.stringify(e.topic)},"d":${e.json}}`).join(',')}]`;
  await db.execute(sql`
    WITH e AS (
      INSERT INTO ${realtimeEvents} (topic, data, origin)
      SELECT x.e->>'t', x.e->'d', ${origin}
      FROM jsonb_array_elements(${batch}::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY x.n
      RETURNING id, topic
    )
    SELECT pg_notify(${CHANNEL}, json_build_object('i', id, 't', topic, 'o', ${origin}::text)::text) FROM e ORDER BY id`);
}

const columns = { id: realtimeEvents.id, topic: realtimeEvents.topic, json: sql<string>`${realtimeEvents.data}::text` };

export function eventsByIds(db: Tx, ids: number[]): Promise<StoredEvent[]> {
  return db.select(columns).from(realtimeEvents).where(inArray(realtimeEvents.id, ids)).orderBy(asc(realtimeEvents.id));
}

/** Events of other processes after `afterId` (catching up after the LISTEN connection was lost). */
export function eventsAfter(db: Tx, afterId: number, notOrigin: string, limit: number): Promise<StoredEvent[]> {
  return db.select(columns).from(realtimeEvents)
    .where(and(gt(realtimeEvents.id, afterId), ne(realtimeEvents.origin, notOrigin)))
    .orderBy(asc(realtimeEvents.id)).limit(limit);
}

export async function lastEventId(db: Tx): Promise<number> {
  const [r] = await rowsOf<{ id: string | number | null }>(db, sql`SELECT max(id) AS id FROM ${realtimeEvents}`);
  return Number(r?.id ?? 0);
}

/** Delete events older than `seconds` (by the database's clock, which stamped them). */
export async function deleteOldEvents(db: Tx, seconds: number): Promise<void> {
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`));
}
