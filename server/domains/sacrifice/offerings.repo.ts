/** Offerings (供品) on memorial halls. */
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sacrificeOfferings, users } from '../../db/schema/index';

const o = sacrificeOfferings;
export type OfferingRow = typeof o.$inferSelect;
const cols = { row: o, nickname: users.nickname };

/** Items he offered free on the hall on `day`. */
export async function freeItemsOn(db: Tx, hallId: number, userId: number, day: string): Promise<number[]> {
  const rows = await db.select({ itemId: o.itemId }).from(o).where(and(eq(o.hallId, hallId), eq(o.userId, userId), eq(o.freeDay, day)));
  return rows.map((r) => r.itemId);
}

export async function offeringWith(db: Tx, by: { id: number } | { outTradeNo: string }) {
  const where: SQL | undefined = 'id' in by ? eq(o.id, by.id) : and(eq(o.outTradeNo, by.outTradeNo), eq(o.status, 'done'));
  const [r] = await db.select(cols).from(o).leftJoin(users, eq(users.id, o.userId)).where(where).limit(1);
  return r;
}

/** Done offerings of a hall since `since` (newest first, at most 500), or a page of all done ones. */
export async function doneOfferings(db: Tx, hallId: number, f: { since: Date } | { offset: number; limit: number }) {
  const q = db.select(cols).from(o).leftJoin(users, eq(users.id, o.userId));
  if ('since' in f) {
    return q.where(and(eq(o.hallId, hallId), eq(o.status, 'done'), gt(o.doneAt, f.since))).orderBy(desc(o.doneAt), desc(o.id)).limit(500);
  }
  return q.where(and(eq(o.hallId, hallId), eq(o.status, 'done'))).orderBy(desc(o.doneAt), desc(o.id)).offset(f.offset).limit(f.limit);
}

/** A new offering; undefined when a free one of the day is there already (unique index). */
export async function insertOffering(tx: Tx, v: Omit<typeof o.$inferInsert, 'id'>): Promise<OfferingRow | undefined> {
  const [row] = await tx.insert(o).values(v).onConflictDoNothing().returning();
  return row;
}

export async function setTrade(tx: Tx, id: number, outTradeNo: string): Promise<void> {
  await tx.update(o).set({ outTradeNo }).where(eq(o.id, id));
}

/** pending → done, once; the row, or undefined when it was not pending. */
export async function markDone(tx: Tx, id: number, now: Date): Promise<OfferingRow | undefined> {
  const [row] = await tx.update(o).set({ status: 'done', doneAt: now }).where(and(eq(o.id, id), eq(o.status, 'pending'))).returning();
  return row;
}

export async function nicknameOf(db: Tx, userId: number): Promise<string | null> {
  const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.nickname ?? null;
}
