/** Coupons and the copies users hold. */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { coupons, mallCategories, mallProducts, userCoupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;
export type HeldCoupon = { copy: UserCouponRow; coupon: CouponRow };

export async function couponById(db: Tx, id: number): Promise<CouponRow | undefined> {
  const [r] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return r;
}

export async function insertCoupon(db: Tx, v: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [r] = await db.insert(coupons).values(v).returning();
  return r;
}

/** Coupons being issued at `now` (in date, not all received), newest first; all of them when `all`. */
export async function issuing(db: Tx, now: Date, pageIndex: number, pageSize: number, all = false): Promise<CouponRow[]> {
  return db.select().from(coupons)
    .where(all ? undefined : and(eq(coupons.channel, 'public'), lte(coupons.validFrom, now), gte(coupons.validTo, now), sql`${coupons.received} < ${coupons.total}`))
    .orderBy(desc(coupons.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

/** Coupons in date that apply to a product (all, the product, or its category). */
export async function forProduct(db: Tx, productId: number, categoryId: number, now: Date): Promise<CouponRow[]> {
  return db.select().from(coupons).where(and(
    eq(coupons.channel, 'public'), lte(coupons.validFrom, now), gte(coupons.validTo, now),
    sql`(${coupons.scope} = 'all' OR (${coupons.scope} = 'product' AND ${coupons.scopeId} = ${productId}) OR (${coupons.scope} = 'category' AND ${coupons.scopeId} = ${categoryId}))`,
  )).orderBy(desc(coupons.id)).limit(20);
}

/** How many copies of each coupon a user holds. */
export async function copiesOf(db: Tx, userId: number, couponIds: number[]): Promise<Map<number, number>> {
  if (!couponIds.length) return new Map();
  const rows = await db.select({ id: userCoupons.couponId, n: sql<number>`count(*)::int` }).from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, couponIds))).groupBy(userCoupons.couponId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** His next copy (n = held + 1); undefined when a parallel receive took that number (the unique key). */
export async function insertCopy(db: Tx, v: { couponId: number; userId: number; n: number; receivedAt: Date }): Promise<UserCouponRow | undefined> {
  const [r] = await db.insert(userCoupons).values({ ...v, status: 'unused' }).onConflictDoNothing().returning();
  return r;
}

/** received + 1 while below the total; false when none is left. */
export async function takeOne(db: Tx, couponId: number): Promise<boolean> {
  const rows = await db.update(coupons).set({ received: sql`${coupons.received} + 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.received} < ${coupons.total}`)).returning({ id: coupons.id });
  return rows.length === 1;
}

const held = (db: Tx) => db.select({ copy: userCoupons, coupon: coupons }).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId));

/** His copies in a state; `expired` = unused past its end, `unused` = unused and not past its end. */
export async function mine(db: Tx, userId: number, state: string, now: Date, pageIndex: number, pageSize: number): Promise<HeldCoupon[]> {
  return held(db).where(and(eq(userCoupons.userId, userId), stateWhere(state, now)))
    .orderBy(state === 'unused' ? asc(coupons.validTo) : desc(userCoupons.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

function stateWhere(state: string, now: Date) {
  if (state === 'expired') return and(eq(userCoupons.status, 'unused'), sql`${coupons.validTo} < ${now}`);
  if (state === 'unused') return and(eq(userCoupons.status, 'unused'), sql`${coupons.validTo} >= ${now}`);
  return eq(userCoupons.status, state);
}

export async function countsOf(db: Tx, userId: number, now: Date): Promise<Record<string, number>> {
  const [r] = await db.select({
    unused: sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 'unused' AND ${coupons.validTo} >= ${now})::int`,
    expired: sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 'unused' AND ${coupons.validTo} < ${now})::int`,
    locked: sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 'locked')::int`,
    used: sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 'used')::int`,
  }).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId)).where(eq(userCoupons.userId, userId));
  return r;
}

/** His unused copies in date at `now` (for checkout). */
export async function usable(db: Tx, userId: number, now: Date): Promise<HeldCoupon[]> {
  return held(db).where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 'unused'), lte(coupons.validFrom, now), gte(coupons.validTo, now))).limit(200);
}

export async function heldById(db: Tx, userId: number, id: number): Promise<HeldCoupon | undefined> {
  const [r] = await held(db).where(and(eq(userCoupons.userId, userId), eq(userCoupons.id, id))).limit(1);
  return r;
}

/** unused → locked by an order; false when it was not unused any more. */
export async function lockCopy(db: Tx, userId: number, id: number, orderRef: string): Promise<boolean> {
  const rows = await db.update(userCoupons).set({ status: 'locked', orderRef })
    .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId), eq(userCoupons.status, 'unused'))).returning({ id: userCoupons.id });
  return rows.length === 1;
}

export async function useLocked(db: Tx, orderRef: string, now: Date): Promise<void> {
  await db.update(userCoupons).set({ status: 'used', usedAt: now }).where(and(eq(userCoupons.orderRef, orderRef), eq(userCoupons.status, 'locked')));
}

export async function releaseLocked(db: Tx, orderRef: string): Promise<void> {
  await db.update(userCoupons).set({ status: 'unused', orderRef: null }).where(and(eq(userCoupons.orderRef, orderRef), eq(userCoupons.status, 'locked')));
}

/** A product's category (read from the mall's table: the mall depends on coupons, not the other way). */
export async function productCategory(db: Tx, productId: number): Promise<{ id: number; categoryId: number } | undefined> {
  const [r] = await db.select({ id: mallProducts.id, categoryId: mallProducts.categoryId }).from(mallProducts).where(eq(mallProducts.id, productId)).limit(1);
  return r;
}

export async function categoryExists(db: Tx, id: number): Promise<boolean> {
  const [r] = await db.select({ id: mallCategories.id }).from(mallCategories).where(eq(mallCategories.id, id)).limit(1);
  return !!r;
}

/** A refunded order gives its used coupon back (used → unused; past its validity it shows as expired). */
export async function returnUsed(db: Tx, orderRef: string): Promise<boolean> {
  const rows = await db.update(userCoupons).set({ status: 'unused', orderRef: null, usedAt: null })
    .where(and(eq(userCoupons.orderRef, orderRef), eq(userCoupons.status, 'used'))).returning({ id: userCoupons.id });
  return rows.length > 0;
}
