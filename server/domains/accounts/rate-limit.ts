/** Rate limits counted in the rate_events table, with the time from the clock adapter. */
import type { Tx } from '../../db/client';
import * as auth from './accounts-auth.repo';

const MIN = 60_000;

/** Password logins: 5 failures within 15 minutes lock the account for 15 minutes after the 5th. */
export const LOGIN_FAILS = { max: 5, windowMs: 15 * MIN, lockMs: 15 * MIN } as const;

export const loginKey = (userId: number | null, account: string) =>
  userId ? `login:user:${userId}` : `login:name:${account.toLowerCase()}`;

/** Until when a login key is locked, or null. */
export async function loginLockedUntil(db: Tx, key: string, now: Date): Promise<Date | null> {
  const { max, windowMs, lockMs } = LOGIN_FAILS;
  const times = await auth.rateEventTimes(db, key, new Date(now.getTime() - windowMs - lockMs));
  let until: number | null = null;
  for (let i = max - 1; i < times.length; i++) {
    const last = times[i].getTime();
    if (last - times[i - max + 1].getTime() <= windowMs && last + lockMs > now.getTime()) until = Math.max(until ?? 0, last + lockMs);
  }
  return until === null ? null : new Date(until);
}

export const recordEvent = (db: Tx, key: string, now: Date) => auth.insertRateEvent(db, key, now);
export const clearEvents = (db: Tx, key: string) => auth.deleteRateEvents(db, key);

/** How many events a key had in the last `windowMs`. */
export const eventsWithin = (db: Tx, key: string, now: Date, windowMs: number) =>
  auth.countRateEvents(db, key, new Date(now.getTime() - windowMs));
