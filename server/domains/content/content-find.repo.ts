/** 发现: items, marks (like | collect | share, one per user each), comments with likes, and service sign-ups. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { findComments as comments, findItems as items, findOrders as orders, findMarks as marks } from '../../db/schema/index';

export type ItemRow = typeof items.$inferSelect & { liked: boolean; collected: boolean };
export type OrderRow = typeof orders.$inferSelect;
export type Mark = 'like' | 'collect' | 'share';
const COUNT = { like: 'like_count', collect: 'collect_count', share: 'share_count' } as const;

const cols = (me: number) => ({
  id: items.id, kind: items.kind, title: items.title, summary: items.summary, cover: items.cover, video: items.video, duration: items.duration,
  body: items.body, status: items.status, likeCount: items.likeCount, collectCount: items.collectCount, shareCount: items.shareCount,
  commentCount: items.commentCount, viewCount: items.viewCount, createdBy: items.createdBy, createdAt: items.createdAt,
  liked: sql<boolean>`EXISTS (SELECT 1 FROM find_marks m WHERE m.item_id = ${items.id} AND m.user_id = ${me} AND m.mark = 'like')`,
  collected: sql<boolean>`EXISTS (SELECT 1 FROM find_marks m WHERE m.item_id = ${items.id} AND m.user_id = ${me} AND m.mark = 'collect')`,
});

export async function itemPage(db: Tx, me: number, kind: string | undefined, offset: number, limit: number): Promise<ItemRow[]> {
  return db.select(cols(me)).from(items).where(and(eq(items.status, 'published'), kind ? eq(items.kind, kind) : undefined))
    .orderBy(desc(items.createdAt), desc(items.id)).offset(offset).limit(limit);
}

/** Staff: every item not deleted (published and unpublished), newest first. */
export async function opsItemPage(db: Tx, kind: string | undefined, offset: number, limit: number): Promise<ItemRow[]> {
  return db.select(cols(0)).from(items).where(and(sql`${items.status} IN ('published', 'hidden')`, kind ? eq(items.kind, kind) : undefined))
    .orderBy(desc(items.createdAt), desc(items.id)).offset(offset).limit(limit);
}

/** published ↔ hidden; false when it was not in the other state (or is deleted). */
export async function moveItem(db: Tx, id: number, to: 'published' | 'hidden'): Promise<boolean> {
  const rows = await db.update(items).set({ status: to }).where(and(eq(items.id, id), eq(items.status, to === 'published' ? 'hidden' : 'published'))).returning({ id: items.id });
  return rows.length === 1;
}

export async function collectedPage(db: Tx, me: number, offset: number, limit: number): Promise<ItemRow[]> {
  return db.select(cols(me)).from(items).innerJoin(marks, and(eq(marks.itemId, items.id), eq(marks.userId, me), eq(marks.mark, 'collect')))
    .where(eq(items.status, 'published')).orderBy(desc(marks.createdAt)).offset(offset).limit(limit);
}

export async function itemById(db: Tx, me: number, id: number): Promise<ItemRow | undefined> {
  const [r] = await db.select(cols(me)).from(items).where(eq(items.id, id)).limit(1);
  return r;
}

export async function insertItem(tx: Tx, v: Omit<typeof items.$inferInsert, 'id'>): Promise<number> {
  const [r] = await tx.insert(items).values(v).returning({ id: items.id });
  return r.id;
}

export async function updateItem(tx: Tx, id: number, v: Partial<typeof items.$inferInsert>): Promise<void> {
  await tx.update(items).set(v).where(eq(items.id, id));
}

export async function addView(db: Tx, id: number): Promise<void> {
  await db.update(items).set({ viewCount: sql`${items.viewCount} + 1` }).where(eq(items.id, id));
}

/** Set or clear a mark; the count moves only when the row was really inserted or deleted. Answers the new count. */
export async function setMark(tx: Tx, itemId: number, userId: number, mark: Mark, on: boolean, at: Date): Promise<number> {
  const col = sql.raw(COUNT[mark]);
  const change = on
    ? sql`INSERT INTO find_marks (item_id, user_id, mark, created_at) VALUES (${itemId}, ${userId}, ${mark}, ${at}) ON CONFLICT DO NOTHING RETURNING 1`
    : sql`DELETE FROM find_marks WHERE item_id = ${itemId} AND user_id = ${userId} AND mark = ${mark} RETURNING 1`;
  const [r] = await rowsOf<{ n: number }>(tx, sql`WITH ch AS (${change})
    UPDATE find_items SET ${col} = ${col} ${on ? sql`+` : sql`-`} (SELECT count(*)::int FROM ch) WHERE id = ${itemId} RETURNING ${col} AS n`);
  return r.n;
}

export interface CommentView { id: number; body: string; like_count: number; created_at: Date | string; user_name: string; user_photo: string; liked: boolean }

const COMMENT = (me: number) => sql`SELECT c.id, c.body, c.like_count, c.created_at,
  coalesce(nullif(u.nickname, ''), nullif(u.real_name, ''), '用户' || u.id) AS user_name, u.photo AS user_photo,
  EXISTS (SELECT 1 FROM find_comment_likes l WHERE l.comment_id = c.id AND l.user_id = ${me}) AS liked
  FROM find_comments c JOIN users u ON u.id = c.user_id`;

export async function commentPage(db: Tx, me: number, itemId: number, offset: number, limit: number): Promise<CommentView[]> {
  return rowsOf<CommentView>(db, sql`${COMMENT(me)} WHERE c.item_id = ${itemId} ORDER BY c.created_at DESC, c.id DESC OFFSET ${offset} LIMIT ${limit}`);
}

export async function commentView(db: Tx, me: number, id: number): Promise<CommentView | undefined> {
  const [r] = await rowsOf<CommentView>(db, sql`${COMMENT(me)} WHERE c.id = ${id}`);
  return r;
}

export async function insertComment(tx: Tx, v: { itemId: number; userId: number; body: string; at: Date }): Promise<number> {
  const [r] = await tx.insert(comments).values({ itemId: v.itemId, userId: v.userId, body: v.body, createdAt: v.at }).returning({ id: comments.id });
  await tx.update(items).set({ commentCount: sql`${items.commentCount} + 1` }).where(eq(items.id, v.itemId));
  return r.id;
}

export async function commentExists(db: Tx, id: number): Promise<boolean> {
  return (await db.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).limit(1)).length > 0;
}

export async function setCommentLike(tx: Tx, commentId: number, userId: number, on: boolean, at: Date): Promise<number> {
  const change = on
    ? sql`INSERT INTO find_comment_likes (comment_id, user_id, created_at) VALUES (${commentId}, ${userId}, ${at}) ON CONFLICT DO NOTHING RETURNING 1`
    : sql`DELETE FROM find_comment_likes WHERE comment_id = ${commentId} AND user_id = ${userId} RETURNING 1`;
  const [r] = await rowsOf<{ n: number }>(tx, sql`WITH ch AS (${change})
    UPDATE find_comments SET like_count = like_count ${on ? sql`+` : sql`-`} (SELECT count(*)::int FROM ch) WHERE id = ${commentId} RETURNING like_count AS n`);
  return r.n;
}

export async function insertOrder(db: Tx, v: { userId: number; name: string; phone: string; surname: string; region: string; message: string; at: Date }): Promise<OrderRow> {
  const [r] = await db.insert(orders).values({ ...v, createdAt: v.at }).returning();
  return r;
}

export async function ordersToday(db: Tx, userId: number, since: Date): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM find_orders WHERE user_id = ${userId} AND created_at >= ${since}`);
  return r.n;
}

export async function orderPage(db: Tx, status: string | undefined, offset: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(status ? eq(orders.status, status) : undefined).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit);
}

export async function orderById(db: Tx, id: number): Promise<OrderRow | undefined> {
  const [r] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return r;
}

export async function handleOrder(db: Tx, id: number, v: { status: string; note: string; by: number }): Promise<void> {
  await db.update(orders).set({ status: v.status, note: v.note, handledBy: v.by }).where(eq(orders.id, id));
}

