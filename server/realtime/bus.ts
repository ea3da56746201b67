/**
 * How an event reaches every process that serves sockets. One process (PGlite): the in-process bus below hands it
 * straight to this process's sockets. Several processes on a PostgreSQL server: pg-bus.ts (LISTEN/NOTIFY).
 */

/** Where a bus hands events: `deliver` sends to this process's sockets; `wants` says whether any socket here holds the topic. */
export interface BusSink {
  deliver(topic: string, json: string): void;
  wants(topic: string): boolean;
}

export interface BusStatus {
  kind: 'memory' | 'postgres';
  /** The LISTEN connection is up (always true in memory). */
  listening: boolean;
  /** Times the LISTEN connection was lost and made again. */
  reconnects: number;
  /** The server process of the LISTEN connection (postgres). */
  pid: number | null;
}

export interface Bus {
  start(sink: BusSink): Promise<void>;
  /** Deliver here at once and to every other process; resolves when handed over (never rejects). */
  publish(topic: string, json: string): Promise<void>;
  status(): BusStatus;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  let sink: BusSink | null = null;
  return {
    async start(s) { sink = s; },
    async publish(topic, json) { sink?.deliver(topic, json); },
    status: () => ({ kind: 'memory', listening: true, reconnects: 0, pid: null }),
    async close() { sink = null; },
  };
}
