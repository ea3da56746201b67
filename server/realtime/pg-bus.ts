/**
 * Fan-out across processes on a PostgreSQL server, over LISTEN/NOTIFY.
 *
 * - publish: delivered to this process's sockets at once; then queued, and the queue is written in order, one
 *   batch per statement: each event is a row of `realtime_events` and a NOTIFY `{"i":id,"t":topic,"o":origin}`
 *   on channel `zupu_realtime` (ids, never bodies: NOTIFY payloads are capped at 8,000 bytes).
 * - receive: a dedicated connection (not from the pool) LISTENs. A notification from another process whose topic
 *   has sockets here is fetched by id (notifications arriving together: one query) and delivered in id order.
 * - the LISTEN connection reconnects with back-off; after a reconnect, events of other processes stored after the
 *   last id seen are fetched and delivered (the rows live `retentionSeconds`, swept every minute by each process).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import type { Bus, BusSink } from './bus';
import { CHANNEL, deleteOldEvents, eventsAfter, eventsByIds, insertAndNotify, lastEventId, type StoredEvent } from './realtime.repo';

export interface PgBusOptions {
  /** The server, for the dedicated LISTEN connection. */
  url: string;
  /** The pool, for writes and fetches. */
  db: Db;
  log: FastifyBaseLogger;
  retentionSeconds?: number;
  sweepMs?: number;
  /** Reconnect back-off: from minMs, doubling, up to maxMs. */
  reconnect?: { minMs: number; maxMs: number };
}

const BATCH = 500;
const REMEMBER = 10_000;

export function pgBus(opts: PgBusOptions): Bus {
  const { db, log } = opts;
  const origin = randomBytes(6).toString('hex');
  const backoff = opts.reconnect ?? { minMs: 100, maxMs: 10_000 };
  let sink: BusSink | null = null;
  let client: pg.Client | null = null;
  let closing = false;
  let reconnects = 0;
  let everConnected = false;
  let retry: NodeJS.Timeout | null = null;
  let sweep: NodeJS.Timeout | null = null;

  // ---- publishing: one ordered writer per process
  const outbox: { topic: string; json: string; done: () => void }[] = [];
  let writing: Promise<void> | null = null;
  const kick = () => {
    if (writing) return;
    writing = write().finally(() => {
      writing = null;
      if (outbox.length && !closing) kick();
    });
  };
  const write = async () => {
    while (outbox.length) {
      const batch = outbox.splice(0, BATCH);
      try {
        await insertAndNotify(db, batch, origin);
      } catch (err) {
        log.warn({ err, events: batch.length }, 'realtime: could not hand events to other processes');
      }
      for (const e of batch) e.done();
    }
  };

  // ---- receiving
  let lastSeen = 0;
  const delivered = new Set<number>();
  const remember = (id: number) => {
    delivered.add(id);
    if (delivered.size > REMEMBER) delivered.delete(delivered.values().next().value as number);
  };
  const deliver = (events: StoredEvent[]) => {
    for (const e of events) {
      if (delivered.has(e.id)) continue;
      remember(e.id);
      sink?.deliver(e.topic, e.json);
    }
  };
  const wanted: number[] = [];
  let fetching = false;
  const fetchWanted = async () => {
    if (fetching) return;
    fetching = true;
    try {
      while (wanted.length) {
        const ids = wanted.splice(0, BATCH);
        try {
          deliver(await eventsByIds(db, ids));
        } catch (err) {
          log.warn({ err, events: ids.length }, 'realtime: could not fetch events');
        }
      }
    } finally {
      fetching = false;
    }
  };
  const onNotification = (n: pg.Notification) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    let m: { i?: unknown; t?: unknown; o?: unknown };
    try {
      m = JSON.parse(n.payload);
    } catch {
      return;
    }
    if (typeof m.i !== 'number' || typeof m.t !== 'string') return;
    lastSeen = Math.max(lastSeen, m.i);
    if (m.o === origin || !sink?.wants(m.t)) return;
    wanted.push(m.i);
    if (!fetching) setImmediate(() => void fetchWanted());
  };

  const catchUp = async () => {
    try {
      deliver((await eventsAfter(db, lastSeen, origin, REMEMBER)).filter((e) => sink?.wants(e.topic)));
    } catch (err) {
      log.warn({ err }, 'realtime: could not catch up after reconnecting');
    }
  };

  // ---- the LISTEN connection
  const schedule = (attempt: number) => {
    if (closing || retry) return;
    const ms = Math.min(backoff.maxMs, backoff.minMs * 2 ** attempt);
    retry = setTimeout(() => { retry = null; void connect(attempt + 1); }, ms);
    retry.unref();
  };
  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = null;
    c.removeListener('notification', onNotification);
    c.end().catch(() => undefined);
    if (closing) return;
    reconnects++;
    log.warn({ err }, 'realtime: LISTEN connection lost; reconnecting');
    schedule(0);
  };
  const connect = async (attempt: number): Promise<void> => {
    if (closing) return;
    const c = new pg.Client({ connectionString: opts.url });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      c.on('notification', onNotification);
      await c.query(`LISTEN ${CHANNEL}`);
      if (closing) {
        await c.end();
        return;
      }
      client = c;
      if (everConnected) await catchUp();
      else lastSeen = Math.max(lastSeen, await lastEventId(db));
      everConnected = true;
    } catch (err) {
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      log.warn({ err, attempt }, 'realtime: could not LISTEN; retrying');
      schedule(attempt);
    }
  };

  return {
    async start(s) {
      sink = s;
      await connect(0);
      const seconds = opts.retentionSeconds ?? 300;
      sweep = setInterval(() => {
        deleteOldEvents(db, seconds).catch((err: unknown) => log.warn({ err }, 'realtime: sweep failed'));
      }, opts.sweepMs ?? 60_000);
      sweep.unref();
    },
    publish(topic, json) {
      sink?.deliver(topic, json);
      if (closing) return Promise.resolve();
      return new Promise<void>((resolve) => {
        outbox.push({ topic, json, done: resolve });
        kick();
      });
    },
    status: () => ({
      kind: 'postgres', listening: client !== null, reconnects,
      pid: (client as unknown as { processID?: number } | null)?.processID ?? null,
    }),
    async close() {
      while (writing) await writing;
      closing = true;
      if (retry) clearTimeout(retry);
      if (sweep) clearInterval(sweep);
      const c = client;
      client = null;
      sink = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
