import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { namedRequests } from '../../db/schema/index';

export type NamedRow = typeof namedRequests.$inferSelect;
export type NewNamedRow = typeof namedRequests.$inferInsert;

export async function insertRequest(db: Tx, row: NewNamedRow): Promise<NamedRow> {
  const [r] = await db.insert(namedRequests).values(row).returning();
  return r;
}

/** A request that has not been deleted (whoever owns it; the service checks the owner). */
export async function requestById(db: Tx, id: number): Promise<NamedRow | undefined> {
  const [r] = await db.select().from(namedRequests).where(and(eq(namedRequests.id, id), isNull(namedRequests.deletedAt))).limit(1);
  return r;
}

/** One page of a user's requests, newest first; fetches pageSize + 1 rows (see toPage). */
export async function requestsOf(db: Tx, userId: number, pageIndex: number, pageSize: number): Promise<NamedRow[]> {
  return db.select().from(namedRequests)
    .where(and(eq(namedRequests.userId, userId), isNull(namedRequests.deletedAt)))
    .orderBy(desc(namedRequests.createdAt), desc(namedRequests.id))
    .limit(pageSize + 1)
    .offset((pageIndex - 1) * pageSize);
}

export async function softDelete(db: Tx, id: number, at: Date): Promise<void> {
  await db.update(namedRequests).set({ deletedAt: at }).where(eq(namedRequests.id, id));
}

/** Mark paid once; answers whether this call changed it (false when it was already paid). */
export async function markPaid(db: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await db.update(namedRequests).set({ paid: true, paidAt: at })
    .where(and(eq(namedRequests.id, id), eq(namedRequests.paid, false)))
    .returning({ id: namedRequests.id });
  return rows.length > 0;
}

/**
 * Claim the request for a new order inside the caller's transaction: succeeds only when it is unpaid and its
 * order is still `expected` (so of two concurrent orders one wins; on PostgreSQL the row stays locked until the
 * transaction ends).
 */
export async function claimOrder(db: Tx, id: number, expected: string | null, claim: string): Promise<boolean> {
  const rows = await db.update(namedRequests).set({ orderNo: claim })
    .where(and(eq(namedRequests.id, id), eq(namedRequests.paid, false), sql`${namedRequests.orderNo} IS NOT DISTINCT FROM ${expected}`))
    .returning({ id: namedRequests.id });
  return rows.length > 0;
}

export async function setOrderNo(db: Tx, id: number, orderNo: string): Promise<void> {
  await db.update(namedRequests).set({ orderNo }).where(eq(namedRequests.id, id));
}
