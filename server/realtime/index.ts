/**
 * Realtime: the WebSocket at /app/ws and `app.hub.publish(topic, data)`. The public surface of server/realtime/
 * (README.md beside this file says how a domain adds a topic and publishes).
 */
import type { FastifyInstance } from 'fastify';
import { TOPIC_MAX_LENGTH } from '@contract/realtime';
import { memoryBus, type Bus, type BusStatus } from './bus';
import { Connection, type Limits } from './connection';
import { LocalHub } from './local-hub';
import { pgBus } from './pg-bus';
import { TopicRegistry, type TopicDef } from './topics';

export { defineTopic, type TopicCtx, type TopicDef } from './topics';
export type { BusStatus } from './bus';

export interface RealtimeOptions extends Limits {
  /** Every topic family the server knows (server/domains/index.ts `domainTopics`). */
  topics: readonly TopicDef[];
  /** A PostgreSQL server to LISTEN on (fan-out across processes); unset = this process only. */
  listenUrl?: string;
  /** Bytes of one frame from a client (bigger: closed with 1009). */
  maxMessageBytes: number;
  /** Ping every socket this often; one that did not answer the previous ping is closed. 0 = off. */
  heartbeatMs: number;
  /** Check sessions and subscriptions again this often (logout, removal from a project). 0 = off. */
  recheckMs: number;
  /** Bytes of one event's data (bigger: not published, logged). */
  maxEventBytes: number;
}

export const REALTIME_DEFAULTS: Omit<RealtimeOptions, 'topics'> = {
  maxSubscriptions: 50,
  maxPending: 32,
  maxBufferedBytes: 1024 * 1024,
  authTimeoutMs: 10_000,
  maxMessageBytes: 4 * 1024,
  heartbeatMs: 30_000,
  recheckMs: 5 * 60_000,
  maxEventBytes: 256 * 1024,
};

export interface HubStats {
  sockets: number;
  topics: number;
  subscriptions: number;
  bus: BusStatus;
}

export interface Hub {
  /**
   * Send `data` (JSON-serialisable) to every socket subscribed to `topic`, in this process and the others.
   * Resolves when handed over; never rejects (a failure is logged), so callers need not await it.
   */
  publish(topic: string, data: unknown): Promise<void>;
  stats(): HubStats;
  /** One heartbeat tick now (tests; the timer calls it every heartbeatMs). */
  heartbeat(): void;
  /** Re-check every socket's session and subscriptions now (tests; the timer calls it every recheckMs). */
  recheck(): Promise<void>;
}

export async function registerRealtime(app: FastifyInstance, options: Partial<RealtimeOptions> & Pick<RealtimeOptions, 'topics'>): Promise<void> {
  const opts: RealtimeOptions = { ...REALTIME_DEFAULTS, ...options };
  await app.register(import('@fastify/websocket'), { options: { maxPayload: opts.maxMessageBytes } });
  const deps = app.deps;
  const topics = new TopicRegistry(opts.topics);
  const local = new LocalHub();
  const sockets = new Set<Connection>();
  const bus: Bus = opts.listenUrl && deps.dbKind === 'postgres'
    ? pgBus({ url: opts.listenUrl, db: deps.db, log: app.log })
    : memoryBus();
  await bus.start({ deliver: (t, json) => local.deliver(t, json), wants: (t) => local.has(t) });

  const hub: Hub = {
    publish(topic, data) {
      if (typeof topic !== 'string' || topic.length > TOPIC_MAX_LENGTH || !topics.find(topic)) {
        app.log.warn({ topic }, 'realtime: publish to a topic no domain defined');
        return Promise.resolve();
      }
      let json: string | undefined;
      try {
        json = JSON.stringify(data ?? null);
      } catch (err) {
        app.log.warn({ err, topic }, 'realtime: event data is not JSON');
      }
      if (json === undefined) return Promise.resolve();
      if (json.length > opts.maxEventBytes) {
        app.log.warn({ topic, bytes: json.length }, 'realtime: event too big, not published');
        return Promise.resolve();
      }
      return bus.publish(topic, json);
    },
    stats: () => ({ sockets: sockets.size, ...local.stats(), bus: bus.status() }),
    heartbeat() {
      for (const c of [...sockets]) c.heartbeat();
    },
    async recheck() {
      for (const c of [...sockets]) await c.recheck();
    },
  };
  app.decorate('hub', hub);

  app.get('/app/ws', { websocket: true }, (ws, req) => {
    sockets.add(new Connection({ deps, topics, hub: local, limits: opts, onClose: (c) => sockets.delete(c) }, ws, req));
  });

  const timers: NodeJS.Timeout[] = [];
  if (opts.heartbeatMs > 0) timers.push(setInterval(() => hub.heartbeat(), opts.heartbeatMs));
  if (opts.recheckMs > 0) {
    let running = false;
    timers.push(setInterval(() => {
      if (running) return;
      running = true;
      hub.recheck().catch((err: unknown) => app.log.error({ err }, 'realtime: recheck failed')).finally(() => { running = false; });
    }, opts.recheckMs));
  }
  for (const t of timers) t.unref();
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await bus.close();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}
