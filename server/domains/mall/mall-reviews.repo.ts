/** Product reviews: one per order item. */
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mallReviews } from '../../db/schema/index';

export type ReviewRow = typeof mallReviews.$inferSelect;

/** undefined when the item has a review already (the unique key). */
export async function insertReview(db: Tx, v: typeof mallReviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [r] = await db.insert(mallReviews).values(v).onConflictDoNothing({ target: mallReviews.orderItemId }).returning();
  return r;
}

export async function reviews(db: Tx, productId: number, filter: string, pageIndex: number, pageSize: number): Promise<ReviewRow[]> {
  const f = filter === 'good' ? gte(mallReviews.stars, 4) : filter === 'bad' ? lte(mallReviews.stars, 2)
    : filter === 'photos' ? sql`jsonb_array_length(${mallReviews.images}) > 0` : undefined;
  return db.select().from(mallReviews).where(and(eq(mallReviews.productId, productId), f)).orderBy(desc(mallReviews.id)).limit(pageSize + 1).offset((pageIndex - 1) * pageSize);
}

export async function stat(db: Tx, productId: number) {
  const rows = await db.select({ stars: mallReviews.stars, n: sql<number>`count(*)::int`, photos: sql<number>`count(*) FILTER (WHERE jsonb_array_length(${mallReviews.images}) > 0)::int` })
    .from(mallReviews).where(eq(mallReviews.productId, productId)).groupBy(mallReviews.stars);
  return rows;
}
