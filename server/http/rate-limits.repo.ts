/** The request counters of the rate limiter (rate-limits.ts): one fixed window per key, counted in one statement. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/client';

/** Count one hit of `key`; a window that ended starts again. Answers the hits and when the window ends. */
export async function hit(db: Tx, key: string, now: Date, windowMs: number): Promise<{ hits: number; windowEnd: Date }> {
  const end = new Date(now.getTime() + windowMs);
  const [r] = await rowsOf<{ hits: number; window_end: string | Date }>(db, sql`
    INSERT INTO rate_counters (key, hits, window_end) VALUES (${key}, 1, ${end})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_counters.window_end <= ${now} THEN 1 ELSE rate_counters.hits + 1 END,
      window_end = CASE WHEN rate_counters.window_end <= ${now} THEN ${end} ELSE rate_counters.window_end END
    RETURNING hits, window_end`);
  return { hits: Number(r.hits), windowEnd: new Date(r.window_end) };
}

/** Counters whose window ended before `before` (the accounts sweep). */
export async function deleteEnded(db: Tx, before: Date): Promise<number> {
  const rows = await rowsOf<{ key: string }>(db, sql`DELETE FROM rate_counters WHERE window_end < ${before} RETURNING key`);
  return rows.length;
}
