import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, paySandboxTrades, walletLedger, wallets } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type LedgerRow = typeof walletLedger.$inferSelect;
export type SandboxTradeRow = typeof paySandboxTrades.$inferSelect;

export async function insertPayment(db: Tx, p: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(p).returning();
  return row;
}

export async function paymentByOutTradeNo(db: Tx, outTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/**
 * pending | expired → paid. Answers the row only to the one caller that moved it (the guard against double
 * settling). An expired payment can still be settled: the provider's word that the money arrived wins.
 */
export async function markPaid(db: Tx, outTradeNo: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(payments.outTradeNo, outTradeNo), inArray(payments.status, ['pending', 'expired'])))
    .returning();
  return row;
}

/** paid | cancelled | closed | expired → refunded; answers the row only to the caller that moved it. */
export async function markRefunded(db: Tx, outTradeNo: string, now: Date, refundFen?: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: now, refundFen: refundFen ?? sql`${payments.amountFen}` })
    .where(and(eq(payments.outTradeNo, outTradeNo), inArray(payments.status, ['paid', 'cancelled', 'closed', 'expired'])))
    .returning();
  return row;
}

/** Serialise payment creation for one target of one user until the transaction ends (an advisory lock). */
export async function lockTarget(db: Tx, userId: number, targetType: string, targetId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${userId}, hashtext(${`${targetType}:${targetId}`}))`);
}

/** The newest pending payment of a user for one target, created since `since`. */
export async function pendingFor(db: Tx, userId: number, targetType: string, targetId: string, since: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.targetType, targetType), eq(payments.targetId, targetId), eq(payments.status, 'pending'), gte(payments.createdAt, since)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** pending → expired for one payment created before `before`; answers the row only if it moved. */
export async function markExpired(db: Tx, outTradeNo: string, before: Date, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(payments.outTradeNo, outTradeNo), eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .returning();
  return row;
}

/** pending → expired for every payment created before `before` (the payments sweep job); answers how many moved. */
export async function expireAll(db: Tx, before: Date, now: Date): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .returning({ id: payments.id });
  return rows.length;
}

/** pending → cancelled | closed; answers the row only if it moved. */
export async function markClosed(db: Tx, outTradeNo: string, status: 'cancelled' | 'closed', now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status, closedAt: now })
    .where(and(eq(payments.outTradeNo, outTradeNo), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** A user's pending payments (only those created since `since`, when given: older ones are expiring). */
export async function pendingOf(db: Tx, userId: number, payType?: string, outTradeNo?: string, limit = 50, since?: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(
      eq(payments.userId, userId),
      eq(payments.status, 'pending'),
      payType ? eq(payments.payType, payType) : undefined,
      outTradeNo ? eq(payments.outTradeNo, outTradeNo) : undefined,
      since ? gte(payments.createdAt, since) : undefined,
    ))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

// ——— The sandbox provider's book ———

export async function insertSandboxTrade(db: Tx, t: typeof paySandboxTrades.$inferInsert): Promise<void> {
  await db.insert(paySandboxTrades).values(t);
}

export async function sandboxTrade(db: Tx, outTradeNo: string): Promise<SandboxTradeRow | undefined> {
  const [row] = await db.select().from(paySandboxTrades).where(eq(paySandboxTrades.outTradeNo, outTradeNo)).limit(1);
  return row;
}

/** paid (or a trade the provider closed but was paid anyway) → refunded, with the reason. */
export async function refundSandboxTrade(db: Tx, outTradeNo: string, reason: string, now: Date, amountFen?: number): Promise<SandboxTradeRow | undefined> {
  const [row] = await db
    .update(paySandboxTrades)
    .set({ status: 'refunded', refundedAt: now, refundReason: reason, refundFen: amountFen ?? sql`${paySandboxTrades.amountFen}` })
    .where(and(eq(paySandboxTrades.outTradeNo, outTradeNo), eq(paySandboxTrades.status, 'paid')))
    .returning();
  return row;
}

/** unpaid → paid | cancelled; answers the row only if it moved. */
export async function moveSandboxTrade(db: Tx, outTradeNo: string, to: 'paid' | 'cancelled', now: Date): Promise<SandboxTradeRow | undefined> {
  const [row] = await db
    .update(paySandboxTrades)
    .set({ status: to, ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(paySandboxTrades.outTradeNo, outTradeNo), eq(paySandboxTrades.status, 'unpaid')))
    .returning();
  return row;
}

// ——— Wallet ———

export async function walletBalance(db: Tx, userId: number): Promise<number> {
  const [w] = await db.select({ balance: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return w?.balance ?? 0;
}

/** A page of a user's ledger, newest first (pageSize + 1 rows, see toPage). */
export async function ledgerPage(db: Tx, userId: number, pageIndex: number, pageSize: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(pageSize + 1)
    .offset((pageIndex - 1) * pageSize);
}

/** The sum of a user's ledger (equals the wallet balance when the books are consistent). */
export async function ledgerSum(db: Tx, userId: number): Promise<number> {
  const [r] = await db.select({ s: sql<string>`coalesce(sum(${walletLedger.deltaFen}), 0)` }).from(walletLedger).where(eq(walletLedger.userId, userId));
  return Number(r.s);
}
