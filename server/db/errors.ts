/** PostgreSQL errors as the drivers throw them (drizzle wraps the driver's error in `cause`). */

export interface PgError { code: string; constraint?: string; message?: string }

/** The PostgreSQL error inside `e` (itself or a cause, a few levels deep), if any. */
export function pgError(e: unknown): PgError | undefined {
  for (let x = e as { code?: unknown; cause?: unknown } | undefined, i = 0; x && typeof x === 'object' && i < 5; x = x.cause as typeof x, i++) {
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) return x as PgError;
  }
  return undefined;
}

/** A unique index refused the write (23505); with `constraint`, only that index. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const p = pgError(e);
  if (p?.code !== '23505') return false;
  return !constraint || p.constraint === constraint || !!p.message?.includes(constraint);
}
