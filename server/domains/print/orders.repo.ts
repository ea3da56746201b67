/**
 * Print orders, and the print credit (印制金) packages bought and used. Orders are project data (named by project,
 * but for `locateOrder` and a buyer's own orders across projects); packages are the user's (a coordinator table).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/keys';
import { printOrders, printPackagePurchases, printPackageUses, printSamples } from '../../db/schema/index';

export type OrderRow = typeof printOrders.$inferSelect;

/** An order by id alone, in whichever project (calls and payments name only the order); check access next. */
export async function locateOrder(db: Tx, id: number): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(printOrders).where(eq(printOrders.id, id)).limit(1);
  return o;
}

export async function insertOrder(db: Tx, v: Omit<typeof printOrders.$inferInsert, 'id'>): Promise<OrderRow> {
  const [o] = await db.insert(printOrders).values(v).returning();
  return o;
}

/** Orders of a project or of a buyer, with a status and an express status, newest first. */
export async function orderPage(db: Tx, by: { projectId: number } | { userId: number }, f: { status?: number; expressStatus?: number },
  offset: number, limit: number): Promise<OrderRow[]> {
  const conds: SQL[] = ['projectId' in by ? eq(printOrders.projectId, by.projectId) : eq(printOrders.userId, by.userId)];
  if (f.status !== undefined) conds.push(eq(printOrders.status, f.status));
  if (f.expressStatus !== undefined) conds.push(eq(printOrders.expressStatus, f.expressStatus));
  return db.select().from(printOrders).where(and(...conds)).orderBy(desc(printOrders.id)).limit(limit).offset(offset);
}

/** Change an order that is still in status `from`; undefined when it is not (any more). */
export async function updateOrderIf(db: Tx, projectId: number, id: number, from: number[], set: Partial<typeof printOrders.$inferInsert>): Promise<OrderRow | undefined> {
  const [row] = await db.update(printOrders).set(set).where(and(rowOf(printOrders, projectId, id), inArray(printOrders.status, from))).returning();
  return row;
}

export async function setProofPaid(tx: Tx, projectId: number, sampleId: number): Promise<void> {
  await tx.update(printSamples).set({ proofPaid: true }).where(rowOf(printSamples, projectId, sampleId));
}

// ——— Print credit ———

/** Credit bought (paid purchases) and used. */
export async function creditOf(db: Tx, userId: number): Promise<{ bought: number; used: number }> {
  const [b] = await db.select({ n: sql<number>`coalesce(sum(${printPackagePurchases.credit}), 0)::int` }).from(printPackagePurchases)
    .where(and(eq(printPackagePurchases.userId, userId), eq(printPackagePurchases.status, 'paid')));
  const [u] = await db.select({ n: sql<number>`coalesce(sum(${printPackageUses.amount}), 0)::int` }).from(printPackageUses)
    .where(eq(printPackageUses.userId, userId));
  return { bought: Number(b.n), used: Number(u.n) };
}

export async function purchasesOf(db: Tx, userId: number, offset: number, limit: number) {
  return db.select().from(printPackagePurchases).where(eq(printPackagePurchases.userId, userId))
    .orderBy(desc(printPackagePurchases.id)).limit(limit).offset(offset);
}

export async function usesOf(db: Tx, userId: number, offset: number, limit: number) {
  return db.select({ u: printPackageUses, orderNo: printOrders.orderNo }).from(printPackageUses)
    .innerJoin(printOrders, eq(printOrders.id, printPackageUses.orderId))
    .where(eq(printPackageUses.userId, userId)).orderBy(desc(printPackageUses.id)).limit(limit).offset(offset);
}

export async function insertPurchase(tx: Tx, v: Omit<typeof printPackagePurchases.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(printPackagePurchases).values(v).returning({ id: printPackagePurchases.id });
  return row.id;
}

export async function setPurchaseTrade(tx: Tx, id: number, outTradeNo: string): Promise<void> {
  await tx.update(printPackagePurchases).set({ outTradeNo }).where(eq(printPackagePurchases.id, id));
}

export async function markPurchasePaid(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(printPackagePurchases).set({ status: 'paid', paidAt: now })
    .where(and(eq(printPackagePurchases.id, id), eq(printPackagePurchases.status, 'pending')));
}

export async function insertUse(tx: Tx, v: Omit<typeof printPackageUses.$inferInsert, 'id'>): Promise<void> {
  await tx.insert(printPackageUses).values(v);
}
