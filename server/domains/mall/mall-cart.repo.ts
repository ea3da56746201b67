/** The cart: a user's lines by SKU. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mallCartItems, mallProducts, mallSkus } from '../../db/schema/index';

export type CartRow = typeof mallCartItems.$inferSelect;
export type CartLine = { item: CartRow; sku: typeof mallSkus.$inferSelect; product: typeof mallProducts.$inferSelect };

export async function lines(db: Tx, userId: number, opts: { ids?: number[]; selectedOnly?: boolean } = {}): Promise<CartLine[]> {
  return db.select({ item: mallCartItems, sku: mallSkus, product: mallProducts }).from(mallCartItems)
    .innerJoin(mallSkus, eq(mallSkus.id, mallCartItems.skuId)).innerJoin(mallProducts, eq(mallProducts.id, mallSkus.productId))
    .where(and(eq(mallCartItems.userId, userId), opts.ids ? inArray(mallCartItems.id, opts.ids) : undefined, opts.selectedOnly ? eq(mallCartItems.selected, true) : undefined))
    .orderBy(asc(mallCartItems.id));
}

export async function itemById(db: Tx, userId: number, id: number): Promise<CartRow | undefined> {
  const [r] = await db.select().from(mallCartItems).where(and(eq(mallCartItems.userId, userId), eq(mallCartItems.id, id))).limit(1);
  return r;
}

export async function itemBySku(db: Tx, userId: number, skuId: number): Promise<CartRow | undefined> {
  const [r] = await db.select().from(mallCartItems).where(and(eq(mallCartItems.userId, userId), eq(mallCartItems.skuId, skuId))).limit(1);
  return r;
}

/** Add q of a SKU (summed with what is there); answers the line after. */
export async function addQuantity(db: Tx, userId: number, skuId: number, q: number, now: Date): Promise<CartRow> {
  const [r] = await db.insert(mallCartItems).values({ userId, skuId, quantity: q, selected: true, createdAt: now })
    .onConflictDoUpdate({ target: [mallCartItems.userId, mallCartItems.skuId], set: { quantity: sql`${mallCartItems.quantity} + ${q}`, selected: true } })
    .returning();
  return r;
}

export async function setQuantity(db: Tx, userId: number, id: number, q: number): Promise<void> {
  await db.update(mallCartItems).set({ quantity: q }).where(and(eq(mallCartItems.userId, userId), eq(mallCartItems.id, id)));
}

export async function setSku(db: Tx, userId: number, id: number, skuId: number): Promise<void> {
  await db.update(mallCartItems).set({ skuId }).where(and(eq(mallCartItems.userId, userId), eq(mallCartItems.id, id)));
}

export async function select(db: Tx, userId: number, ids: number[] | null, selected: boolean): Promise<void> {
  await db.update(mallCartItems).set({ selected }).where(and(eq(mallCartItems.userId, userId), ids ? inArray(mallCartItems.id, ids) : undefined));
}

export async function remove(db: Tx, userId: number, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(mallCartItems).where(and(eq(mallCartItems.userId, userId), inArray(mallCartItems.id, ids)));
}

export async function removeSkus(db: Tx, userId: number, skuIds: number[]): Promise<void> {
  if (skuIds.length) await db.delete(mallCartItems).where(and(eq(mallCartItems.userId, userId), inArray(mallCartItems.skuId, skuIds)));
}

/** Units in the cart (the badge). */
export async function count(db: Tx, userId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`coalesce(sum(${mallCartItems.quantity}), 0)::int` }).from(mallCartItems).where(eq(mallCartItems.userId, userId));
  return r.n;
}
