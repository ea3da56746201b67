/** Refund requests of mall orders (mall_refunds) and the mall's settings (mall_settings). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mallRefunds, mallSettings } from '../../db/schema/index';

export type RefundRow = typeof mallRefunds.$inferSelect;

/** A new pending request; undefined when the order already has one pending (the partial unique index). */
export async function insertRefund(db: Tx, v: typeof mallRefunds.$inferInsert): Promise<RefundRow | undefined> {
  const [r] = await db.insert(mallRefunds).values(v).onConflictDoNothing().returning();
  return r;
}

export async function refundsOf(db: Tx, orderId: number): Promise<RefundRow[]> {
  return db.select().from(mallRefunds).where(eq(mallRefunds.orderId, orderId)).orderBy(desc(mallRefunds.id));
}

export async function pendingOf(db: Tx, orderId: number): Promise<RefundRow | undefined> {
  const [r] = await db.select().from(mallRefunds).where(and(eq(mallRefunds.orderId, orderId), eq(mallRefunds.status, 'pending'))).limit(1);
  return r;
}

export async function locateRefund(db: Tx, id: number): Promise<RefundRow | undefined> {
  const [r] = await db.select().from(mallRefunds).where(eq(mallRefunds.id, id)).limit(1);
  return r;
}

/** pending → `to`; answers the row only to the caller that moved it. */
export async function decide(db: Tx, id: number, set: { status: 'cancelled' | 'rejected' | 'refunded'; decidedAt: Date; staffId?: number; rejectReason?: string }): Promise<RefundRow | undefined> {
  const [r] = await db.update(mallRefunds).set(set).where(and(eq(mallRefunds.id, id), eq(mallRefunds.status, 'pending'))).returning();
  return r;
}

/** Staff's list: pending first, then newest. */
export async function refundPage(db: Tx, statuses: string[] | null, pageIndex: number, pageSize: number): Promise<RefundRow[]> {
  return db.select().from(mallRefunds).where(statuses ? inArray(mallRefunds.status, statuses) : undefined)
    .orderBy(sql`(${mallRefunds.status} = 'pending') DESC`, desc(mallRefunds.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

export async function setting(db: Tx, key: string): Promise<unknown> {
  const [r] = await db.select({ value: mallSettings.value }).from(mallSettings).where(eq(mallSettings.key, key)).limit(1);
  return r?.value;
}

export async function saveSetting(db: Tx, key: string, value: unknown, staffId: number, now: Date): Promise<void> {
  await db.insert(mallSettings).values({ key, value, updatedBy: staffId, updatedAt: now })
    .onConflictDoUpdate({ target: mallSettings.key, set: { value, updatedBy: staffId, updatedAt: now } });
}
