/** Every query of vip_orders, edition_codes and user_dress (server/db/schema/vip.ts). */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { editionCodes, projects, userDress, vipOrders } from '../../db/schema/index';

export type VipOrderRow = typeof vipOrders.$inferSelect;
export type OrderKind = 'vip' | 'edition' | 'avatar' | 'frame';

export async function insertOrder(tx: Tx, v: Omit<typeof vipOrders.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(vipOrders).values(v).returning({ id: vipOrders.id });
  return row.id;
}

export async function setOrderTrade(tx: Tx, id: number, outTradeNo: string): Promise<void> {
  await tx.update(vipOrders).set({ outTradeNo }).where(eq(vipOrders.id, id));
}

/** Mark an unpaid order paid with the period granted; undefined when it was not unpaid (already applied). */
export async function markPaid(tx: Tx, id: number, v: { startsAt: Date | null; endsAt: Date | null; paidAt: Date; outTradeNo?: string }): Promise<VipOrderRow | undefined> {
  const [row] = await tx.update(vipOrders).set({ status: 'paid', ...v })
    .where(and(eq(vipOrders.id, id), eq(vipOrders.status, 'unpaid'))).returning();
  return row;
}

export async function orderById(db: Tx, id: number): Promise<VipOrderRow | undefined> {
  const [row] = await db.select().from(vipOrders).where(eq(vipOrders.id, id));
  return row;
}

export async function markRefunded(tx: Tx, outTradeNo: string): Promise<void> {
  await tx.update(vipOrders).set({ status: 'refunded' }).where(and(eq(vipOrders.outTradeNo, outTradeNo), eq(vipOrders.status, 'paid')));
}

/** A user's orders of some kinds, newest first (pageSize + 1 rows). */
export async function ordersOf(db: Tx, userId: number, kinds: OrderKind[], q: { pageIndex: number; pageSize: number }): Promise<VipOrderRow[]> {
  return db.select().from(vipOrders).where(and(eq(vipOrders.userId, userId), inArray(vipOrders.kind, kinds)))
    .orderBy(desc(vipOrders.id)).limit(q.pageSize + 1).offset((q.pageIndex - 1) * q.pageSize);
}

/** The user's last orders of every kind (the order centre), optionally before an id. */
export async function recentOrders(db: Tx, userId: number, limit: number, status?: string[]): Promise<VipOrderRow[]> {
  return db.select().from(vipOrders)
    .where(and(eq(vipOrders.userId, userId), status ? inArray(vipOrders.status, status) : undefined))
    .orderBy(desc(vipOrders.id)).limit(limit);
}

export async function ownOrder(db: Tx, userId: number, id: number): Promise<VipOrderRow | undefined> {
  const [row] = await db.select().from(vipOrders).where(and(eq(vipOrders.userId, userId), eq(vipOrders.id, id)));
  return row;
}

// ——— Exchange codes ———

export async function insertCode(tx: Tx, v: typeof editionCodes.$inferInsert): Promise<void> {
  await tx.insert(editionCodes).values(v);
}

/** Take an unused code (once: the first caller wins); undefined when missing or used. */
export async function takeCode(tx: Tx, code: string, userId: number, projectId: number, now: Date) {
  const [row] = await tx.update(editionCodes).set({ usedBy: userId, projectId, usedAt: now })
    .where(and(eq(editionCodes.code, code), isNull(editionCodes.usedAt))).returning();
  return row;
}

/** Exchange codes, newest first. */
export async function codePage(db: Tx, offset: number, limit: number) {
  return db.select().from(editionCodes).orderBy(desc(editionCodes.createdAt), editionCodes.code).limit(limit).offset(offset);
}

export async function codeExists(db: Tx, code: string): Promise<boolean> {
  return (await db.select({ code: editionCodes.code }).from(editionCodes).where(eq(editionCodes.code, code))).length > 0;
}

// ——— Dress ———

export async function dressOf(db: Tx, userIds: number[]): Promise<{ userId: number; avatarId: number | null; frameId: number | null }[]> {
  if (!userIds.length) return [];
  return db.select({ userId: userDress.userId, avatarId: userDress.avatarId, frameId: userDress.frameId })
    .from(userDress).where(inArray(userDress.userId, userIds));
}

export async function setDress(db: Tx, userId: number, v: { avatarId?: number | null; frameId?: number | null }, now: Date): Promise<void> {
  await db.insert(userDress).values({ userId, avatarId: v.avatarId ?? null, frameId: v.frameId ?? null, updatedAt: now })
    .onConflictDoUpdate({ target: userDress.userId, set: { ...v, updatedAt: now } });
}

/** Take items off everyone of `userIds` wearing one of `itemIds` (VIP-only items when VIP ends). */
export async function undress(tx: Tx, userIds: number[], itemIds: number[], now: Date): Promise<void> {
  if (!userIds.length) return;
  await tx.update(userDress).set({ avatarId: null, updatedAt: now })
    .where(and(inArray(userDress.userId, userIds), inArray(userDress.avatarId, itemIds)));
  await tx.update(userDress).set({ frameId: null, updatedAt: now })
    .where(and(inArray(userDress.userId, userIds), inArray(userDress.frameId, itemIds)));
}

/** A user's membership orders by status (the order centre's counts). */
export async function statusCounts(db: Tx, userId: number): Promise<Map<string, number>> {
  const rows = await db.select({ s: vipOrders.status, n: sql<number>`count(*)::int` }).from(vipOrders)
    .where(eq(vipOrders.userId, userId)).groupBy(vipOrders.status);
  return new Map(rows.map((r) => [r.s, r.n]));
}

/** Names of projects (the edition log): read from the projects table in a join-free lookup. */
export async function projectNames(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
