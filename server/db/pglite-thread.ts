/**
 * PGlite in a thread of its own (issue #25): PostgreSQL's work (parsing, planning, executing, in WASM) no longer
 * blocks the event loop, so on two cores the server answers other requests while a query runs. The thread
 * (pglite.worker.ts) keeps PGlite, its prepared statements (pglite-fast.ts) and its locks; this side is the client
 * Drizzle is given, with PGlite's `query` and `transaction`, and the handle's `exec`, `query`, `listen` and `close`.
 *
 * Values cross as structured clones: rows as arrays, parsed in the thread by PGlite's parsers, except the columns whose
 * parsers the caller brings (Drizzle's: dates and intervals kept as text), parsed here. Errors cross as their fields
 * and come back as PGlite's `DatabaseError`, with the statement and its parameters as PGlite's `query` adds them.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { messages, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import type { PgliteOptions } from './pglite-open';
import { channelName, withQuery, type QueryOptions } from './pglite-fast';
import { tsxWorkerSource } from '../jobs/worker-thread';
import { bundleModule } from '../launch.mjs';

export type ThreadData = PgliteOptions;


export type ThreadRequest = { id: number } & (
  | { op: 'query'; text: string; params: unknown[]; raw: number[]; tx?: number; known: number }
  | { op: 'begin'; tx: number }
  | { op: 'commit'; tx: number }
  | { op: 'rollback'; tx: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'pgquery'; text: string; params?: unknown[]; tx?: number }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'stats' }
  | { op: 'close' }
);
type Body<R> = R extends unknown ? Omit<R, 'id'> : never;
export interface ThreadError {
  name: string;
  message: string;
  /** PostgreSQL's error (its fields: code, constraint, detail…), not the thread's own. */
  database: boolean;
  fields: Record<string, unknown>;
  stack?: string;
}
/**
 * A query's answer from the thread: its statement's id (`fieldsId`), and its columns only when the id is not the
 * one the request said it knows.
 */
export type ThreadResults = Omit<Results, 'fields'> & { fields?: Results['fields']; fieldsId?: number; command?: string; rowCount?: number };
type Columns = { id: number; fields: Results['fields']; names: string[] };
/** Statement texts whose columns this side keeps (one forgotten is sent again). */
const COLUMNS_KEPT = 1000;
/** The background lane runs a statement when no request's statement has been in flight for this long… */
const QUIET_MS = 10;
/** …or when it has waited this long (under a steady load it still moves on). */
const MAX_WAIT_MS = 250;

/**
 * A call's lane. `fg`: a request's (the default). `bg`: work no request waits on (the examples loaded after start):
 * each statement waits for a quiet moment of the `fg` lane, so a bulk load runs in the gaps between requests instead
 * of ahead of every one of their statements. Statements in a transaction are never held (the transaction holds the
 * lock); a `bg` transaction waits only to BEGIN.
 */
export type Lane = 'fg' | 'bg';

/** id 0: the thread's start; id -1: a NOTIFY. */
export type ThreadReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: ThreadError; result?: undefined }
  | { id: -1; channel: string; payload: string };

const WORKER = new URL('./pglite.worker.ts', import.meta.url);

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void; fg: boolean }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** Statement text → its columns as the thread last sent them. */
  private readonly columns = new Map<string, Columns>();
  private seq = 0;
  private txSeq = 0;
  private exited: Error | null = null;
  private closing = false;
  /** `fg` calls in flight, and when the last one ended (the background lane waits for quiet). */
  private fgBusy = 0;
  private fgEnded = 0;
  readonly ready: Promise<void>;

  /** `code`: the thread's file, or (eval) its source. */
  constructor(code: { file: string } | { source: string }, data: ThreadData) {
    this.worker = 'file' in code ? new Worker(code.file, { workerData: data })
      : new Worker(code.source, { eval: true, workerData: data });
    const fail = (e: Error) => {
      this.exited ??= e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.ready = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject, fg: false }));
    this.worker.on('message', (m: ThreadReply | { type: 'error'; message: string }) => {
      if ('type' in m) return fail(new Error(`PGlite's thread did not start: ${m.message}`)); // tsxWorkerSource
      if ('channel' in m) {
        for (const cb of this.listeners.get(channelName(m.channel)) ?? []) cb(m.payload);
        return;
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (p.fg) {
        this.fgBusy--;
        this.fgEnded = performance.now();
      }
      if ('error' in m && m.error) p.reject(toError(m.error));
      else p.resolve(m.result);
    });
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      // not closed by close(): say so where the server's operator looks (every later call fails with this error)
      if (!this.closing) process.stderr.write(`PGlite's thread exited unexpectedly (code ${code}): database calls fail until the server restarts\n`);
      fail(new Error(`PGlite is closed (its thread exited with code ${code})`));
    });
  }

  /** One request to the thread. `fg`: counted as a request's call, which the background lane gives way to. */
  call<T>(req: Body<ThreadRequest>, fg = true): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = ++this.seq;
    if (fg) this.fgBusy++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, fg });
      this.worker.postMessage({ ...req, id });
    });
  }

  /** The background lane's turn: no `fg` call in flight or ended in the last QUIET_MS, or MAX_WAIT_MS waited. */
  private async turn(): Promise<void> {
    const start = performance.now();
    // first let the replies that came while this thread was busy (the caller's own work) reach their requests, which
    // then send their next statement: without this turn the background one would go ahead of it
    await nextTurn();
    for (;;) {
      const now = performance.now();
      if ((this.fgBusy === 0 && now - this.fgEnded >= QUIET_MS) || now - start >= MAX_WAIT_MS || this.exited) return;
      await sleep(QUIET_MS);
    }
  }

  /** A Drizzle query: rows as arrays from the thread, its own parsers applied here, objects when asked for. */
  async query(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number, lane: Lane = 'fg'): Promise<Results> {
    if (options?.blob) throw new Error('PGlite in a thread: COPY with a blob is not supported');
    const own = options?.parsers;
    const raw = own ? Object.keys(own).map(Number) : [];
    let res: ThreadResults;
    const known = this.columns.get(text);
    if (lane === 'bg' && tx === undefined) await this.turn();
    try {
      res = await this.call<ThreadResults>({ op: 'query', text, params, raw, tx, known: known?.id ?? 0 }, lane === 'fg');
    } catch (e) {
      throw withQuery(e, text, params, options);
    }
    const cols = this.columnsOf(text, res, known);
    const fields = cols.fields;
    res.fields = fields;
    res.fieldsId = undefined; // PGlite's own results have none (not `delete`: the object keeps its shape)
    const arrays = res.rows as unknown[][];
    if (own) {
      const parsers = fields.map((f) => own[f.dataTypeID]);
      if (parsers.some(Boolean)) {
        for (const row of arrays) {
          for (let i = 0; i < row.length; i++) {
            const p = parsers[i];
            if (p && row[i] !== null) row[i] = p(row[i] as string, fields[i].dataTypeID);
          }
        }
      }
    }
    if (options?.rowMode !== 'array') {
      const names = cols.names;
      res.rows = arrays.map((values) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) row[names[i]] = values[i];
        return row;
      }) as never;
    }
    return res as Results;
  }

  /** A reply's columns: as sent with it (kept for the next run), or the kept ones it did not repeat. */
  private columnsOf(text: string, res: ThreadResults, known: Columns | undefined): Columns {
    if (!res.fields && known && res.fieldsId === known.id) return known;
    const fields = res.fields ?? [];
    const cols = { id: res.fieldsId ?? 0, fields, names: fields.map((f) => f.name) };
    if (res.fieldsId === undefined) return cols;
    // bounded: past COLUMNS_KEPT texts (the server runs a few hundred) it starts again from none
    if (this.columns.size >= COLUMNS_KEPT && !this.columns.has(text)) this.columns.clear();
    this.columns.set(text, cols);
    return cols;
  }

  /** PGlite's `transaction`: BEGIN in the thread (waiting for the one open), COMMIT when `fn` resolves, else ROLLBACK. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>, lane: Lane = 'fg'): Promise<T> {
    const id = ++this.txSeq;
    const fg = lane === 'fg';
    if (!fg) await this.turn();
    await this.call({ op: 'begin', tx: id }, fg);
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async (text: string, params?: unknown[], options?: QueryOptions) => (check(), this.query(text, params, options, id, lane)),
      exec: async (text: string) => (check(), this.call<Results[]>({ op: 'exec', text, tx: id }, fg)),
      sql: () => { throw new Error('PGlite in a thread: tx.sql is not supported'); },
      listen: () => { throw new Error('PGlite in a thread: tx.listen is not supported'); },
      rollback: async () => {
        check();
        closed = true;
        await this.call({ op: 'rollback', tx: id }, fg);
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await fn(tx);
      if (!closed) {
        closed = true;
        await this.call({ op: 'commit', tx: id }, fg);
      }
      return result;
    } catch (e) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx: id }, fg);
      }
      throw e;
    }
  }

  /** NOTIFYs on `channel` (from any statement in the thread); answers the function that stops. */
  async listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> {
    const name = channelName(channel);
    const set = this.listeners.get(name) ?? new Set();
    set.add(cb);
    this.listeners.set(name, set);
    await this.call({ op: 'listen', channel });
    return async () => {
      set.delete(cb);
      await this.call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.exited) return;
    this.closing = true;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** The client Drizzle's PGlite driver is given, on one lane. */
  client(lane: Lane = 'fg'): PGlite {
    return {
      query: (text: string, params?: unknown[], options?: QueryOptions) => this.query(text, params, options, undefined, lane),
      transaction: <T,>(fn: (tx: Transaction) => Promise<T>) => this.transaction(fn, lane),
    } as unknown as PGlite;
  }
}

/** The error as PGlite's own `query` throws it: a `DatabaseError` with PostgreSQL's fields, or a plain Error. */
function toError(e: ThreadError): Error {
  if (e.database) {
    const err = new messages.DatabaseError(e.message, Number(e.fields.length ?? 0), 'error');
    return Object.assign(err, e.fields);
  }
  const err = new Error(e.message);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}

/**
 * PGlite on `dataDir` (or in memory, or from a dump) in a new thread, started. The thread runs plain JavaScript:
 * pglite.worker.ts bundled by server/launch.mjs (through tsx's loader the thread cost ~60 MB more at idle).
 */
export async function openPgliteThread(data: ThreadData): Promise<PgliteThread> {
  let code: { file: string } | { source: string };
  try {
    code = { file: await bundleModule(WORKER, 'pglite.worker') };
  } catch {
    // node_modules not writable (a read-only install): the TypeScript through tsx's loader, as the job threads run
    code = { source: tsxWorkerSource(WORKER) };
  }
  const t = new PgliteThread(code, data);
  await t.ready;
  return t;
}
