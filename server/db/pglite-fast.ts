/**
 * PGlite's query path, made cheap (issue #25). PGlite's own `query` runs every statement as six calls into the WASM
 * (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans the text each time. Here each
 * distinct statement text is prepared ONCE as a named statement (its parameter types and row description kept), and
 * every later run is ONE call: bind + execute + sync. The results are PGlite's own (`parseResults` with the kept row
 * description), so Drizzle sees exactly what PGlite's `query` answers. Statements are kept for the most recent
 * `CACHE_SIZE` texts (a `Close` frees the oldest on the database side).
 *
 * `fastClient(pg)` is the client Drizzle is given: `query` and `transaction` go this way, everything else is PGlite's.
 * The locks are PGlite's: a query outside a transaction waits for any transaction, one inside runs under it.
 */
import { PGlite, messages, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';

/** PGlite's query options as Drizzle passes them. */
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  blob?: Blob | File;
  /** Answer the statement's id as `fieldsId` (the database thread: pglite.worker.ts). */
  fieldsId?: boolean;
  [k: string]: unknown;
}
interface Field {
  name: string;
  dataTypeID: number;
}
interface Statement {
  /** '' for a statement parsed again on every run (see ONESHOT). */
  name: string;
  /** Unique in the process: a new one whenever a text is prepared again (its columns may have changed). */
  id: number;
  paramTypes: number[];
  /** The columns of the rows it returns (none for a statement without rows). */
  fields: Field[];
}
type Parser = (value: string, typeId: number) => unknown;
/** A statement's reply: its rows' values as text, and its command tag (none when it failed). */
interface Reply {
  rows: (string | null)[][];
  command?: string;
}
type Internals = {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
  serializers: Record<number, (v: unknown) => string>;
  parsers: Record<number, (v: string, typeId: number) => unknown>;
};

export const CACHE_SIZE = 400;
const { serialize } = protocol;
/** The statement no longer exists, or its plan no longer fits the tables (a migration): prepare it again. */
const STALE = new Set(['26000', '0A000']);
/**
 * Statements whose plan depends on a parameter's value: a prefix `LIKE $1` can use an index only when the planner sees
 * the pattern, and a kept statement switches to a value-blind generic plan after five runs (a rare name's search then
 * reads the whole clan: 441 ms instead of 14 ms on the 100,000-member example). These are parsed (unnamed) on every
 * run, in the same one call, so each run is planned for its own pattern.
 */
const ONESHOT = /\b(i?like|similar\s+to)\b/i;
/**
 * Bulk statements (an INSERT of 2,000 rows: ~100,000 parameters) are never kept, in PostgreSQL or here: a kept
 * statement holds its parse tree and plan in PGlite's WASM memory, which never shrinks (the 100,000-person GEDCOM
 * import must fit in 1 GB). They run unnamed, parsed on each run in the one call; only their parameter types and
 * columns are kept, for the last BULKY_KEPT texts.
 */
const BULKY_TEXT = 16_384;
const BULKY_PARAMS = 512;
const BULKY_KEPT = 8;

/** The reply buffer kept between calls (a bigger reply gets a buffer of its own, dropped after). */
const SCRATCH_KEPT = 256 * 1024;

let instances = 0;
let statementIds = 0;

export class FastQueries {
  private readonly statements = new Map<string, Statement>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** Bulk statements' parameter types and columns (they run unnamed, parsed each time). */
  private readonly bulky = new Map<string, Statement>();
  private seq = 0;
  /** The bytes of the reply being read (exchange); calls take turns under PGlite's lock. */
  private scratch = Buffer.allocUnsafe(SCRATCH_KEPT);
  /** Names of this instance's statements (two on one database must not collide). */
  private readonly prefix = `zq${++instances}_`;
  private readonly pg: PGlite & Internals;

  constructor(pg: PGlite) {
    this.pg = pg as PGlite & Internals;
  }

  /** Run under the lock already held by the caller (a transaction) or none: `query` below takes the locks. */
  async run(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    return this.pg._runExclusiveQuery(async () => {
      try {
        return await this.once(text, params, options);
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (!code || !STALE.has(code) || this.pg.isInTransaction()) throw withQuery(e, text, params, options);
        await this.forget(text);
        try {
          return await this.once(text, params, options);
        } catch (e2) {
          throw withQuery(e2, text, params, options);
        }
      }
    });
  }

  /** A query outside any transaction (waits for a running one, as PGlite's `query` does). */
  async query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    await this.pg._checkReady();
    return this.pg._runExclusiveTransaction(() => this.run(text, params, options));
  }

  /** The prepared statements kept (tests). */
  get size(): number {
    return this.statements.size;
  }

  /** The text of a kept statement by its name (benchmarks/api-queries.bench.ts names the costly ones). */
  textOf(name: string): string | undefined {
    for (const [text, st] of this.statements) if (st.name === name) return text;
    return undefined;
  }

  private async once(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const keep = text.length <= BULKY_TEXT && params.length <= BULKY_PARAMS;
    const st = (keep ? this.statements.get(text) : this.bulky.get(text)) ?? (await this.prepare(text, options, keep));
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const type = st.paramTypes[i];
      const ser = (options?.serializers as Record<number, (v: unknown) => string> | undefined)?.[type] ?? this.pg.serializers[type];
      return ser ? ser(v) : String(v);
    });
    const bind = serialize.bind({ statement: st.name, values });
    const msg = st.name
      ? concat(bind, serialize.execute({}), serialize.sync())
      : concat(serialize.parse({ text, types: options?.paramTypes as number[] | undefined }), bind, serialize.execute({}), serialize.sync());
    const reply = await this.exchange(msg);
    // most recently used last: the Map's order is the eviction order
    if (keep) {
      this.statements.delete(text);
      this.statements.set(text, st);
    }
    if (!this.pg.isInTransaction()) await this.pg.syncToFs();
    return this.results(st, reply, options);
  }

  /**
   * Send `msg` and read the reply's bytes here (PGlite's own reader copies every value into a new buffer before
   * decoding it): the data rows' values as text, the command tag, the first error (thrown after the whole reply is
   * read, as PGlite does), and the NOTIFYs delivered with it, handed to `onNotify`'s listeners.
   */
  private async exchange(msg: Uint8Array): Promise<Reply> {
    // the reply's bytes are copied (PGlite hands out views of its WASM memory) into one buffer kept for the next
    // reply, not into a new Buffer per chunk (external memory allocated and freed on every call)
    let len = 0;
    await this.pg.execProtocolRawStream(msg, {
      syncToFs: false,
      onRawData: (d: Uint8Array) => {
        if (len + d.length > this.scratch.length) {
          const bigger = Buffer.allocUnsafe(Math.max(2 * this.scratch.length, len + d.length));
          this.scratch.copy(bigger, 0, 0, len);
          this.scratch = bigger;
        }
        this.scratch.set(d, len);
        len += d.length;
      },
    });
    const buf = this.scratch.subarray(0, len);
    // a big reply (an export) does not keep its buffer
    if (this.scratch.length > SCRATCH_KEPT) this.scratch = Buffer.allocUnsafe(SCRATCH_KEPT);
    const rows: (string | null)[][] = [];
    let command: string | undefined;
    let error: Error | undefined;
    for (let at = 0; at + 5 <= buf.length;) {
      const type = buf[at];
      const end = at + 1 + buf.readInt32BE(at + 1);
      let p = at + 5;
      if (type === 0x44) { // D: a data row
        const n = buf.readInt16BE(p);
        p += 2;
        const row = new Array<string | null>(n);
        for (let i = 0; i < n; i++) {
          const len = buf.readInt32BE(p);
          p += 4;
          if (len < 0) row[i] = null;
          else {
            row[i] = buf.toString('utf8', p, p + len);
            p += len;
          }
        }
        rows.push(row);
      } else if (type === 0x43) { // C: command complete
        command = buf.toString('utf8', p, end - 1);
      } else if (type === 0x45 && !error) { // E: error
        error = databaseError(buf, p, end, end - at);
      } else if (type === 0x41) { // A: notification (pid, channel, payload)
        const c0 = p + 4;
        const c1 = buf.indexOf(0, c0);
        const payload = buf.toString('utf8', c1 + 1, buf.indexOf(0, c1 + 1));
        const channel = buf.toString('utf8', c0, c1);
        for (const cb of this.listeners.get(channel) ?? []) queueMicrotask(() => cb(payload));
      }
      at = end;
    }
    if (error) throw error;
    return { rows, command };
  }

  /**
   * Listen to NOTIFYs on `channel` that arrive with this path's replies (PGlite's `listen` delivers those of its own
   * calls: a transaction's COMMIT, `exec`); answers the function that stops.
   */
  onNotify(channel: string, cb: (payload: string) => void): () => void {
    const name = channelName(channel);
    const set = this.listeners.get(name) ?? new Set();
    set.add(cb);
    this.listeners.set(name, set);
    return () => { set.delete(cb); };
  }

  /**
   * What PGlite's `parseResults` answers for one statement, without its cost: it merges a query's own parsers into a
   * copy of all ~400 of the instance's (Drizzle passes its own on every query); here the parser of each column is
   * looked up once per call.
   */
  private results(st: Statement, reply: Reply, options?: QueryOptions): Results {
    const { fields } = st;
    const own = options?.parsers;
    const parsers: (Parser | undefined)[] = fields.map((f) => own?.[f.dataTypeID] ?? this.pg.parsers[f.dataTypeID]);
    const arrays = options?.rowMode === 'array';
    const rows = reply.rows.map((values) => {
      if (arrays) {
        const row = new Array<unknown>(values.length);
        for (let i = 0; i < values.length; i++) row[i] = cell(values[i], fields[i].dataTypeID, parsers[i]);
        return row;
      }
      const row: Record<string, unknown> = {};
      for (let i = 0; i < values.length; i++) row[fields[i].name] = cell(values[i], fields[i].dataTypeID, parsers[i]);
      return row;
    });
    if (reply.command === undefined) return { affectedRows: 0, rows: [], fields: [] };
    const words = reply.command.split(' ');
    const command = words[0];
    const count = parseInt(words[words.length - 1], 10);
    const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
    const r: Results & { command: string; rowCount?: number; fieldsId?: number } = { rows: rows as never, fields: fields.map((f) => ({ ...f })), command, affectedRows };
    if (!Number.isNaN(count)) r.rowCount = count;
    // the thread's caller keeps a statement's columns by this id, and is sent them only when it changes
    if (options?.fieldsId) r.fieldsId = st.id;
    return r;
  }

  private async prepare(text: string, options: QueryOptions | undefined, keep: boolean): Promise<Statement> {
    const name = !keep || ONESHOT.test(text) ? '' : `${this.prefix}${++this.seq}`;
    const types = options?.paramTypes as number[] | undefined;
    const replies = await this.pg.execProtocolStream(
      concat(serialize.parse({ name, text, types }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const desc = replies.find((m) => m.name === 'rowDescription') as unknown as { fields: Field[] } | undefined;
    const st: Statement = {
      name,
      id: ++statementIds,
      paramTypes: parse.parseDescribeStatementResults(replies),
      fields: desc ? desc.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) : [],
    };
    if (!keep) {
      // its parameter types and columns are kept here (a bulk load repeats one statement), never the statement
      this.bulky.delete(text);
      this.bulky.set(text, st);
      if (this.bulky.size > BULKY_KEPT) this.bulky.delete(this.bulky.keys().next().value!);
      return st;
    }
    if (this.statements.size >= CACHE_SIZE) {
      const [oldText, old] = this.statements.entries().next().value as [string, Statement];
      this.statements.delete(oldText);
      if (old.name) await this.pg.execProtocolStream(concat(serialize.close({ type: 'S', name: old.name }), serialize.sync()), { syncToFs: false });
    }
    this.statements.set(text, st);
    return st;
  }

  private async forget(text: string): Promise<void> {
    const st = this.statements.get(text);
    this.statements.delete(text);
    if (st?.name) await this.pg.execProtocolStream(concat(serialize.close({ type: 'S', name: st.name }), serialize.sync()), { syncToFs: false });
  }
}

/** A channel as PostgreSQL names it: folded to lower case unless quoted. */
export const channelName = (c: string) => (c.startsWith('"') ? c.slice(1, -1) : c.toLowerCase());

/** The error as PGlite's own `query` throws it: with the statement, its parameters and options. */
export function withQuery(e: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (e && typeof e === 'object') Object.assign(e, { query, params, queryOptions: options });
  return e;
}

/** PGlite's DatabaseError from an ErrorResponse's fields (type byte, then a C string each, up to a 0). */
function databaseError(buf: Buffer, from: number, end: number, length: number): Error {
  const f: Record<string, string> = {};
  for (let p = from; p < end && buf[p] !== 0;) {
    const code = String.fromCharCode(buf[p]);
    const stop = buf.indexOf(0, p + 1);
    f[code] = buf.toString('utf8', p + 1, stop);
    p = stop + 1;
  }
  const e = new messages.DatabaseError(f.M ?? 'unknown error', length, 'error');
  Object.assign(e, {
    severity: f.V ?? f.S, code: f.C, detail: f.D, hint: f.H, position: f.P, internalPosition: f.p, internalQuery: f.q,
    where: f.W, schema: f.s, table: f.t, column: f.c, dataType: f.d, constraint: f.n, file: f.F, line: f.L, routine: f.R,
  });
  return e;
}

function cell(value: string | null, typeId: number, parser: Parser | undefined): unknown {
  if (value === null) return null;
  return parser ? parser(value, typeId) : value;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The client Drizzle's PGlite driver is given: PGlite with `query` (and a transaction's `query`) on the fast path.
 * Calls with a blob (COPY to /dev/blob) keep PGlite's own path.
 */
export function fastClient(pg: PGlite, fast = new FastQueries(pg)): PGlite {
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    options?.blob ? pg.query(text, params, options as never) : fast.query(text, params, options);
  const transaction = <T,>(fn: (tx: Transaction) => Promise<T>) =>
    pg.transaction((tx) => {
      const wrapped = Object.create(tx) as Transaction;
      Object.defineProperty(wrapped, 'query', {
        value: (text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return options?.blob ? tx.query(text, params, options as never) : fast.run(text, params, options);
        },
      });
      return fn(wrapped);
    });
  return new Proxy(pg, {
    get(target, prop, receiver) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      if (prop === 'fastQueries') return fast;
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
