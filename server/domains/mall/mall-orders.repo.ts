/** Orders and their items. Status moves only by guarded UPDATEs (`… WHERE status IN (from)`). */
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mallExpressCache, mallOrderItems, mallOrders } from '../../db/schema/index';

export type OrderRow = typeof mallOrders.$inferSelect;
export type OrderItemRow = typeof mallOrderItems.$inferSelect;

/** A new order; undefined when this user already made one with this client key. */
export async function insertOrder(db: Tx, v: typeof mallOrders.$inferInsert): Promise<OrderRow | undefined> {
  const [r] = await db.insert(mallOrders).values(v).onConflictDoNothing({ target: [mallOrders.userId, mallOrders.clientKey] }).returning();
  return r;
}

export async function insertItems(db: Tx, v: (typeof mallOrderItems.$inferInsert)[]): Promise<OrderItemRow[]> {
  return db.insert(mallOrderItems).values(v).returning();
}

export async function byKey(db: Tx, userId: number, clientKey: string): Promise<OrderRow | undefined> {
  const [r] = await db.select().from(mallOrders).where(and(eq(mallOrders.userId, userId), eq(mallOrders.clientKey, clientKey))).limit(1);
  return r;
}

/** His order (not deleted). */
export async function ownOrder(db: Tx, userId: number, id: number): Promise<OrderRow | undefined> {
  const [r] = await db.select().from(mallOrders).where(and(eq(mallOrders.id, id), eq(mallOrders.userId, userId), eq(mallOrders.deleted, false))).limit(1);
  return r;
}

export async function ownByCode(db: Tx, userId: number, code: string): Promise<OrderRow | undefined> {
  const [r] = await db.select().from(mallOrders).where(and(eq(mallOrders.code, code), eq(mallOrders.userId, userId), eq(mallOrders.deleted, false))).limit(1);
  return r;
}

/** An order by id alone (staff, jobs, the payment fulfiller). */
export async function locateOrder(db: Tx, id: number): Promise<OrderRow | undefined> {
  const [r] = await db.select().from(mallOrders).where(eq(mallOrders.id, id)).limit(1);
  return r;
}

export async function itemsOf(db: Tx, orderIds: number[]): Promise<OrderItemRow[]> {
  return orderIds.length ? db.select().from(mallOrderItems).where(inArray(mallOrderItems.orderId, orderIds)).orderBy(asc(mallOrderItems.id)) : [];
}

export async function itemById(db: Tx, id: number): Promise<OrderItemRow | undefined> {
  const [r] = await db.select().from(mallOrderItems).where(eq(mallOrderItems.id, id)).limit(1);
  return r;
}

export async function listOf(db: Tx, userId: number | null, statuses: string[] | null, pageIndex: number, pageSize: number): Promise<OrderRow[]> {
  return db.select().from(mallOrders)
    .where(and(userId === null ? undefined : and(eq(mallOrders.userId, userId), eq(mallOrders.deleted, false)), statuses ? inArray(mallOrders.status, statuses) : undefined))
    .orderBy(desc(mallOrders.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

/** Move an order from one of `from` to `to` (with the other fields); answers the row only to the caller that moved it. */
export async function move(db: Tx, id: number, from: string[], set: Partial<typeof mallOrders.$inferInsert> & { status: string }, extra?: { outTradeNo?: string }): Promise<OrderRow | undefined> {
  const [r] = await db.update(mallOrders).set(set)
    .where(and(eq(mallOrders.id, id), inArray(mallOrders.status, from), extra?.outTradeNo ? eq(mallOrders.outTradeNo, extra.outTradeNo) : undefined)).returning();
  return r;
}

export async function setFields(db: Tx, id: number, from: string[], set: Partial<typeof mallOrders.$inferInsert>): Promise<OrderRow | undefined> {
  const [r] = await db.update(mallOrders).set(set).where(and(eq(mallOrders.id, id), inArray(mallOrders.status, from))).returning();
  return r;
}

/** Unpaid orders made before `before` (the timeout job). */
export async function dueUnpaid(db: Tx, before: Date, limit: number): Promise<OrderRow[]> {
  return db.select().from(mallOrders).where(and(eq(mallOrders.status, 'unpaid'), lt(mallOrders.createdAt, before))).orderBy(asc(mallOrders.createdAt)).limit(limit);
}

/** Shipped orders shipped before `before` (the auto-receive job). */
export async function dueShipped(db: Tx, before: Date, limit: number): Promise<OrderRow[]> {
  return db.select().from(mallOrders).where(and(eq(mallOrders.status, 'shipped'), lt(mallOrders.shippedAt, before))).orderBy(asc(mallOrders.shippedAt)).limit(limit);
}

export async function markItemReviewed(db: Tx, itemId: number): Promise<boolean> {
  const rows = await db.update(mallOrderItems).set({ reviewed: true }).where(and(eq(mallOrderItems.id, itemId), eq(mallOrderItems.reviewed, false))).returning({ id: mallOrderItems.id });
  return rows.length === 1;
}

export async function unreviewedCount(db: Tx, orderId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(mallOrderItems).where(and(eq(mallOrderItems.orderId, orderId), eq(mallOrderItems.reviewed, false)));
  return r.n;
}

/** Paid lines of a product, newest first (buy logs). */
export async function buyLines(db: Tx, productId: number, pageIndex: number, pageSize: number) {
  return db.select({ userId: mallOrders.userId, specText: mallOrderItems.specText, quantity: mallOrderItems.quantity, paidAt: mallOrders.paidAt })
    .from(mallOrderItems).innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .where(and(eq(mallOrderItems.productId, productId), ne(mallOrders.status, 'unpaid'), ne(mallOrders.status, 'cancelled'), sql`${mallOrders.paidAt} IS NOT NULL`))
    .orderBy(desc(mallOrders.paidAt), desc(mallOrderItems.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

// ——— Express cache ———

export async function cachedTrace(db: Tx, orderId: number) {
  const [r] = await db.select().from(mallExpressCache).where(eq(mallExpressCache.orderId, orderId)).limit(1);
  return r;
}

export async function storeTrace(db: Tx, orderId: number, trace: unknown, now: Date): Promise<void> {
  await db.insert(mallExpressCache).values({ orderId, trace, fetchedAt: now })
    .onConflictDoUpdate({ target: mallExpressCache.orderId, set: { trace, fetchedAt: now } });
}

export async function dropTrace(db: Tx, orderId: number): Promise<void> {
  await db.delete(mallExpressCache).where(eq(mallExpressCache.orderId, orderId));
}

/** How many of his (not deleted) orders are in each status. */
export async function statusCounts(db: Tx, userId: number): Promise<Map<string, number>> {
  const rows = await db.select({ s: mallOrders.status, n: sql<number>`count(*)::int` }).from(mallOrders)
    .where(and(eq(mallOrders.userId, userId), eq(mallOrders.deleted, false))).groupBy(mallOrders.status);
  return new Map(rows.map((r) => [r.s, r.n]));
}
