/** Catalogue queries: categories, products, SKUs and their stock, collects, the stock log. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mallCategories, mallCollects, mallProducts, mallSkus, mallStockLogs } from '../../db/schema/index';

export type CategoryRow = typeof mallCategories.$inferSelect;
export type ProductRow = typeof mallProducts.$inferSelect;
export type SkuRow = typeof mallSkus.$inferSelect;
export type StockLogRow = typeof mallStockLogs.$inferSelect;

export const categories = (db: Tx) => db.select().from(mallCategories).orderBy(asc(mallCategories.sort), asc(mallCategories.id));

export async function insertCategory(db: Tx, v: typeof mallCategories.$inferInsert): Promise<CategoryRow> {
  const [r] = await db.insert(mallCategories).values(v).returning();
  return r;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ProductQuery { query?: string; categoryId?: number; sort: string; onSaleOnly: boolean; pageIndex: number; pageSize: number }

export async function products(db: Tx, q: ProductQuery): Promise<ProductRow[]> {
  const where: (SQL | undefined)[] = [
    q.onSaleOnly ? eq(mallProducts.onSale, true) : undefined,
    q.categoryId ? eq(mallProducts.categoryId, q.categoryId) : undefined,
    q.query ? or(ilike(mallProducts.title, `%${escapeLike(q.query)}%`), ilike(mallProducts.subtitle, `%${escapeLike(q.query)}%`)) : undefined,
  ];
  const order = q.sort === 'sales' ? [desc(mallProducts.sales), desc(mallProducts.id)]
    : q.sort === 'priceAsc' ? [asc(mallProducts.priceFen), desc(mallProducts.id)]
      : q.sort === 'priceDesc' ? [desc(mallProducts.priceFen), desc(mallProducts.id)]
        : [desc(mallProducts.id)];
  return db.select().from(mallProducts).where(and(...where)).orderBy(...order).limit(q.pageSize + 1).offset((q.pageIndex - 1) * q.pageSize);
}

export async function productById(db: Tx, id: number): Promise<ProductRow | undefined> {
  const [r] = await db.select().from(mallProducts).where(eq(mallProducts.id, id)).limit(1);
  return r;
}

export async function productsByIds(db: Tx, ids: number[]): Promise<ProductRow[]> {
  return ids.length ? db.select().from(mallProducts).where(inArray(mallProducts.id, ids)) : [];
}

export async function insertProduct(db: Tx, v: typeof mallProducts.$inferInsert): Promise<ProductRow> {
  const [r] = await db.insert(mallProducts).values(v).returning();
  return r;
}

export async function updateProduct(db: Tx, id: number, v: Partial<typeof mallProducts.$inferInsert>): Promise<ProductRow | undefined> {
  const [r] = await db.update(mallProducts).set(v).where(eq(mallProducts.id, id)).returning();
  return r;
}

/** Keep the product's list price = its cheapest SKU. */
export async function refreshPrice(db: Tx, productId: number): Promise<void> {
  await db.update(mallProducts).set({ priceFen: sql`coalesce((SELECT min(${mallSkus.priceFen}) FROM ${mallSkus} WHERE ${mallSkus.productId} = ${productId}), 0)` })
    .where(eq(mallProducts.id, productId));
}

export const skusOf = (db: Tx, productId: number) => db.select().from(mallSkus).where(eq(mallSkus.productId, productId)).orderBy(asc(mallSkus.id));

export async function skuById(db: Tx, id: number): Promise<SkuRow | undefined> {
  const [r] = await db.select().from(mallSkus).where(eq(mallSkus.id, id)).limit(1);
  return r;
}

export async function skusByIds(db: Tx, ids: number[]): Promise<SkuRow[]> {
  return ids.length ? db.select().from(mallSkus).where(inArray(mallSkus.id, ids)) : [];
}

export async function insertSku(db: Tx, v: typeof mallSkus.$inferInsert): Promise<SkuRow> {
  const [r] = await db.insert(mallSkus).values(v).returning();
  return r;
}

export async function updateSku(db: Tx, id: number, v: Partial<Pick<SkuRow, 'priceFen' | 'image' | 'spec' | 'specText'>>): Promise<SkuRow | undefined> {
  const [r] = await db.update(mallSkus).set(v).where(eq(mallSkus.id, id)).returning();
  return r;
}

/**
 * Reserve `q` of a SKU: the one conditional UPDATE that keeps stock from being oversold. False when fewer than q are
 * available (stock − reserved).
 */
export async function reserve(db: Tx, skuId: number, q: number): Promise<boolean> {
  const rows = await db.update(mallSkus).set({ reserved: sql`${mallSkus.reserved} + ${q}` })
    .where(and(eq(mallSkus.id, skuId), sql`${mallSkus.stock} - ${mallSkus.reserved} >= ${q}`)).returning({ id: mallSkus.id });
  return rows.length === 1;
}

/** Give back a reservation (an order cancelled). */
export async function release(db: Tx, skuId: number, q: number): Promise<void> {
  await db.update(mallSkus).set({ reserved: sql`greatest(${mallSkus.reserved} - ${q}, 0)` }).where(eq(mallSkus.id, skuId));
}

/** A reservation paid for: it leaves the stock. */
export async function sell(db: Tx, skuId: number, productId: number, q: number): Promise<void> {
  await db.update(mallSkus).set({ stock: sql`${mallSkus.stock} - ${q}`, reserved: sql`${mallSkus.reserved} - ${q}` }).where(eq(mallSkus.id, skuId));
  await db.update(mallProducts).set({ sales: sql`${mallProducts.sales} + ${q}` }).where(eq(mallProducts.id, productId));
}

/** Goods of an order refunded before shipping go back to the stock (and out of the product's sales). */
export async function restock(db: Tx, skuId: number, productId: number, q: number): Promise<void> {
  await db.update(mallSkus).set({ stock: sql`${mallSkus.stock} + ${q}` }).where(eq(mallSkus.id, skuId));
  await db.update(mallProducts).set({ sales: sql`greatest(${mallProducts.sales} - ${q}, 0)` }).where(eq(mallProducts.id, productId));
}

/** Staff change the stock by `delta` (never below what is reserved); answers the SKU after, or undefined. */
export async function adjustStock(db: Tx, skuId: number, delta: number): Promise<SkuRow | undefined> {
  const [r] = await db.update(mallSkus).set({ stock: sql`${mallSkus.stock} + ${delta}` })
    .where(and(eq(mallSkus.id, skuId), sql`${mallSkus.stock} + ${delta} >= ${mallSkus.reserved}`)).returning();
  return r;
}

export async function insertStockLog(db: Tx, v: typeof mallStockLogs.$inferInsert): Promise<void> {
  await db.insert(mallStockLogs).values(v);
}

export async function stockLogs(db: Tx, skuId: number, pageIndex: number, pageSize: number): Promise<StockLogRow[]> {
  return db.select().from(mallStockLogs).where(eq(mallStockLogs.skuId, skuId)).orderBy(desc(mallStockLogs.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

// ——— Collects ———

export async function collect(db: Tx, userId: number, productId: number, now: Date): Promise<void> {
  await db.insert(mallCollects).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

export async function uncollect(db: Tx, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length) await db.delete(mallCollects).where(and(eq(mallCollects.userId, userId), inArray(mallCollects.productId, productIds)));
}

export async function isCollected(db: Tx, userId: number, productId: number): Promise<boolean> {
  const [r] = await db.select({ p: mallCollects.productId }).from(mallCollects).where(and(eq(mallCollects.userId, userId), eq(mallCollects.productId, productId))).limit(1);
  return !!r;
}

export async function collected(db: Tx, userId: number, pageIndex: number, pageSize: number): Promise<ProductRow[]> {
  const rows = await db.select({ p: mallProducts }).from(mallCollects).innerJoin(mallProducts, eq(mallProducts.id, mallCollects.productId))
    .where(eq(mallCollects.userId, userId)).orderBy(desc(mallCollects.createdAt), desc(mallCollects.productId)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
  return rows.map((r) => r.p);
}
