/** Rate limits counted in the rate_events table, with the time from the clock adapter (guesses: attempts.ts). */
import type { Tx } from '../../db/client';
import * as auth from './accounts-auth.repo';

export const recordEvent = (db: Tx, key: string, now: Date) => auth.insertRateEvent(db, key, now);

/** How many events a key had in the last `windowMs`. */
export const eventsWithin = (db: Tx, key: string, now: Date, windowMs: number) =>
  auth.countRateEvents(db, key, new Date(now.getTime() - windowMs));
