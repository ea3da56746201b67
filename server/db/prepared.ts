/**
 * A hot query built once (issue #25): Drizzle builds a statement's SQL text on every call, walking every column of
 * the select (~1 ms for a 60-column member row: a fifth of /clan-member/get in-process). `reusable(name, build)`
 * builds the query once per database (or transaction) with `sql.placeholder`s and answers a function that runs it
 * with the values. The query is Drizzle's prepared query: on PGlite it is then one kept statement
 * (pglite-fast.ts), on a PostgreSQL server a named statement of each connection.
 *
 *   const byId = reusable('user_by_id', (db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1));
 *   const [u] = await byId(db, { id });
 *
 * Use it for the few statements every call runs (session, access, the row a call is about), where the text never
 * changes with the values; a query whose shape depends on its inputs (optional filters, IN lists) is built as usual.
 */
import type { Db, Tx } from './client';

interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

export function reusable<R>(name: string, build: (db: Db) => Preparable<R>): (db: Tx, values: Record<string, unknown>) => Promise<R> {
  const built = new WeakMap<object, { execute(values?: Record<string, unknown>): Promise<R> }>();
  return (db, values) => {
    let q = built.get(db);
    if (!q) {
      q = build(db as Db).prepare(name);
      built.set(db, q);
    }
    return q.execute(values);
  };
}
