/**
 * The database thread (pglite-thread.ts): PGlite and its prepared-statement path (pglite-fast.ts) run here, so the
 * server's event loop goes on with other requests while PostgreSQL works. Every request is one message and its
 * answer one message; the locks are PGlite's own, taken here: a query outside a transaction waits for the open
 * transaction, as PGlite's `query` does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { FastQueries, fastClient } from './pglite-fast';
import { openPgliteClient } from './pglite-open';
import type { ThreadData, ThreadError, ThreadReply, ThreadRequest, ThreadResults } from './pglite-thread';

const port = parentPort!;

/** A transaction the server's thread holds open: its queries, and how it ends. */
interface OpenTx {
  tx: Transaction;
  end: (how: 'commit' | 'rollback') => void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<unknown>;
}

const identity = (v: string) => v;

async function main() {
  let pg: PGlite;
  try {
    pg = await openPgliteClient(workerData as ThreadData);
  } catch (e) {
    port.postMessage({ id: 0, error: errorOf(e) } satisfies ThreadReply);
    return;
  }
  const fast = new FastQueries(pg);
  const client = fastClient(pg, fast);
  const txs = new Map<number, OpenTx>();
  const listening = new Map<string, { count: number; stop: () => Promise<void> }>();
  const notify = (channel: string) => (payload: string) => port.postMessage({ id: -1, channel, payload } satisfies ThreadReply);

  const handlers: { [K in ThreadRequest['op']]: (r: Extract<ThreadRequest, { op: K }>) => Promise<unknown> } = {
    async query(r) {
      // rows as arrays; the columns whose parsers the caller brings (Drizzle's: dates as text) stay text
      const parsers = Object.fromEntries(r.raw.map((oid) => [oid, identity]));
      const options = { rowMode: 'array' as const, parsers, fieldsId: true };
      const res = r.tx ? await txOf(r.tx).tx.query(r.text, r.params, options) : await client.query(r.text, r.params, options);
      const out = slim(res) as ThreadResults;
      out.fieldsId = (res as ThreadResults).fieldsId;
      // the columns cross once per statement: the caller keeps them by id (a member row has ~60)
      if (out.fieldsId !== undefined && out.fieldsId === r.known) out.fields = undefined;
      return out;
    },
    async begin(r) {
      let opened!: () => void;
      const ready = new Promise<void>((resolve) => { opened = resolve; });
      let end!: OpenTx['end'];
      const ending = new Promise<'commit' | 'rollback'>((resolve) => { end = resolve; });
      const done = client.transaction(async (tx) => {
        txs.set(r.tx, { tx, end, done });
        opened();
        if ((await ending) === 'rollback') await tx.rollback();
      }).finally(() => txs.delete(r.tx));
      // BEGIN failed (PGlite closed): its error is the answer
      await Promise.race([ready, done]);
      return null;
    },
    async commit(r) {
      const t = txOf(r.tx);
      t.end('commit');
      await t.done;
      return null;
    },
    async rollback(r) {
      const t = txOf(r.tx);
      t.end('rollback');
      await t.done;
      return null;
    },
    async exec(r) {
      const res = r.tx ? await txOf(r.tx).tx.exec(r.text) : await pg.exec(r.text);
      return res.map(slim);
    },
    async pgquery(r) {
      // the prepared path too (the job queue's statements: planned once, not on every poll)
      return slim(r.tx ? await txOf(r.tx).tx.query(r.text, r.params) : await client.query(r.text, r.params));
    },
    async listen(r) {
      const on = listening.get(r.channel);
      if (on) {
        on.count++;
        return null;
      }
      const cb = notify(r.channel);
      const stopFast = fast.onNotify(r.channel, cb);
      const unlisten = await pg.listen(r.channel, cb);
      listening.set(r.channel, { count: 1, stop: async () => { stopFast(); await unlisten(); } });
      return null;
    },
    async unlisten(r) {
      const on = listening.get(r.channel);
      if (on && --on.count === 0) {
        listening.delete(r.channel);
        await on.stop();
      }
      return null;
    },
    async stats() {
      return { statements: fast.size };
    },
    async close() {
      await pg.close();
      return null;
    },
  };

  function txOf(id: number): OpenTx {
    const t = txs.get(id);
    if (!t) throw new Error('Transaction is closed');
    return t;
  }

  port.on('message', (r: ThreadRequest) => {
    const handler = handlers[r.op] as (r: ThreadRequest) => Promise<unknown>;
    handler(r).then(
      (result) => {
        try {
          port.postMessage({ id: r.id, result } satisfies ThreadReply);
        } catch (e) {
          port.postMessage({ id: r.id, error: errorOf(e) } satisfies ThreadReply);
        }
        if (r.op === 'close') port.close();
      },
      (e: unknown) => port.postMessage({ id: r.id, error: errorOf(e) } satisfies ThreadReply),
    );
  });
  port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply);
}

/** What crosses back of PGlite's results: no parser functions, no blob. */
function slim(r: Results<unknown>): Results<unknown> {
  const { rows, fields, affectedRows } = r;
  const out: Results<unknown> & { command?: string; rowCount?: number } = { rows, fields, affectedRows };
  const extra = r as Results<unknown> & { command?: string; rowCount?: number };
  if (extra.command !== undefined) out.command = extra.command;
  if (extra.rowCount !== undefined) out.rowCount = extra.rowCount;
  return out;
}

/** An error as data: a database error's fields (its code, constraint…), or a plain error's name and text. */
function errorOf(e: unknown): ThreadError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'query' || k === 'params' || k === 'queryOptions') continue;
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    fields[k] = v;
  }
  return { name: e.name, message: e.message, database: e.name === 'error' || typeof fields.code === 'string', fields, stack: e.stack };
}

void main();
