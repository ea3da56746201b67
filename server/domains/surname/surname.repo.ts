/**
 * Every query of the surname tables (server/db/schema/surname.ts), and read-only joins over the platform's public
 * clans, ancestral halls, posts and users for the library's counts, pedigree, halls and plaza.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { surnameCommentVotes, surnameComments, surnameContentMarks, surnameContents, users } from '../../db/schema/index';

export type ContentRow = typeof surnameContents.$inferSelect;
type Paging = { pageIndex: number; pageSize: number };
const skip = (q: Paging) => (q.pageIndex - 1) * q.pageSize;

// ——— Editorial content ———

export async function contents(db: Tx, q: Paging & { surname?: string; kinds?: string[]; newsType?: number; tag?: string }): Promise<ContentRow[]> {
  const conds: (SQL | undefined)[] = [
    q.surname ? eq(surnameContents.surname, q.surname) : undefined,
    q.kinds?.length ? inArray(surnameContents.kind, q.kinds) : undefined,
    q.newsType ? eq(surnameContents.newsType, q.newsType) : undefined,
    q.tag ? sql`${surnameContents.tags} @> ${JSON.stringify([q.tag])}::jsonb` : undefined,
  ];
  return db.select().from(surnameContents).where(and(...conds)).orderBy(desc(surnameContents.id)).limit(q.pageSize + 1).offset(skip(q));
}

export async function contentById(db: Tx, id: number): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(surnameContents).where(eq(surnameContents.id, id));
  return row;
}

export async function kindCounts(db: Tx, surname: string): Promise<Record<string, number>> {
  const rows = await db.select({ kind: surnameContents.kind, n: sql<number>`count(*)::int` }).from(surnameContents)
    .where(eq(surnameContents.surname, surname)).groupBy(surnameContents.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}

export async function newsTags(db: Tx): Promise<{ tag: string; count: number }[]> {
  const rows = await rowsOf<{ tag: string; count: number }>(db, sql`SELECT t AS tag, count(*)::int AS count
    FROM surname_contents, jsonb_array_elements_text(tags) AS t WHERE kind = 'news' GROUP BY t ORDER BY count(*) DESC, t LIMIT 50`);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

export async function insertContent(tx: Tx, v: typeof surnameContents.$inferInsert): Promise<ContentRow> {
  const [row] = await tx.insert(surnameContents).values(v).returning();
  return row;
}

export async function updateContent(tx: Tx, id: number, v: Partial<typeof surnameContents.$inferInsert>): Promise<ContentRow | undefined> {
  const [row] = await tx.update(surnameContents).set(v).where(eq(surnameContents.id, id)).returning();
  return row;
}

export async function deleteContent(tx: Tx, id: number): Promise<boolean> {
  return (await tx.delete(surnameContents).where(eq(surnameContents.id, id)).returning({ id: surnameContents.id })).length > 0;
}

export async function marked(db: Tx, contentId: number, userId: number, what: string): Promise<boolean> {
  const [r] = await db.select({ c: surnameContentMarks.contentId }).from(surnameContentMarks)
    .where(and(eq(surnameContentMarks.contentId, contentId), eq(surnameContentMarks.userId, userId), eq(surnameContentMarks.what, what)));
  return !!r;
}

type Counter = 'likes' | 'shares' | 'views';
const COUNTER = { likes: surnameContents.likes, shares: surnameContents.shares, views: surnameContents.views } as const;

/** Add a mark once; the counter moves only when the row was inserted (parallel requests count once). */
export async function markOnce(tx: Tx, contentId: number, userId: number, what: string, counter: Counter, now: Date): Promise<number> {
  const added = await tx.insert(surnameContentMarks).values({ contentId, userId, what, createdAt: now }).onConflictDoNothing().returning();
  const col = COUNTER[counter];
  if (added.length) await tx.update(surnameContents).set({ [counter]: sql`${col} + 1` }).where(eq(surnameContents.id, contentId));
  const [r] = await tx.select({ n: col }).from(surnameContents).where(eq(surnameContents.id, contentId));
  return r?.n ?? 0;
}

/** Remove a like; the counter moves only when a row was deleted. */
export async function unmark(tx: Tx, contentId: number, userId: number, what: string, counter: Counter): Promise<number> {
  const gone = await tx.delete(surnameContentMarks)
    .where(and(eq(surnameContentMarks.contentId, contentId), eq(surnameContentMarks.userId, userId), eq(surnameContentMarks.what, what))).returning();
  const col = COUNTER[counter];
  if (gone.length) await tx.update(surnameContents).set({ [counter]: sql`greatest(${col} - 1, 0)` }).where(eq(surnameContents.id, contentId));
  const [r] = await tx.select({ n: col }).from(surnameContents).where(eq(surnameContents.id, contentId));
  return r?.n ?? 0;
}

// ——— Comments ———

export interface CommentRow { id: number; userId: number; nickname: string; avatar: string; text: string; likes: number; dislikes: number; myVote: number; createdAt: Date }

export async function comments(db: Tx, surname: string, me: number, q: Paging): Promise<CommentRow[]> {
  const rows = await db.select({
    id: surnameComments.id, userId: surnameComments.userId, text: surnameComments.text, likes: surnameComments.likes, dislikes: surnameComments.dislikes,
    createdAt: surnameComments.createdAt,
    nickname: sql<string>`coalesce(nullif(${users.nickname}, ''), nullif(${users.realName}, ''), '用户' || ${users.id})`,
    avatar: users.photo,
    myVote: sql<number>`coalesce((SELECT v.value FROM surname_comment_votes v WHERE v.comment_id = ${surnameComments.id} AND v.user_id = ${me}), 0)`,
  }).from(surnameComments).innerJoin(users, eq(users.id, surnameComments.userId))
    .where(and(eq(surnameComments.surname, surname), isNull(surnameComments.deletedAt)))
    .orderBy(desc(surnameComments.id)).limit(q.pageSize + 1).offset(skip(q));
  return rows.map((r) => ({ ...r, avatar: r.avatar ?? '', myVote: Number(r.myVote) }));
}

export async function commentById(db: Tx, id: number) {
  const [row] = await db.select().from(surnameComments).where(and(eq(surnameComments.id, id), isNull(surnameComments.deletedAt)));
  return row;
}

export async function insertComment(tx: Tx, v: typeof surnameComments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(surnameComments).values(v).returning({ id: surnameComments.id });
  return row.id;
}

export async function deleteComment(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(surnameComments).set({ deletedAt: now }).where(eq(surnameComments.id, id));
}

/**
 * Vote on a comment: the same vote again takes it back; the other vote switches. The row is locked first, so parallel
 * votes take turns and the counts always equal the votes.
 */
export async function vote(tx: Tx, commentId: number, userId: number, value: 1 | -1): Promise<{ likes: number; dislikes: number; myVote: number }> {
  await tx.select({ id: surnameComments.id }).from(surnameComments).where(eq(surnameComments.id, commentId)).for('update');
  const [cur] = await tx.select({ value: surnameCommentVotes.value }).from(surnameCommentVotes)
    .where(and(eq(surnameCommentVotes.commentId, commentId), eq(surnameCommentVotes.userId, userId)));
  let mine: number = value;
  if (cur?.value === value) {
    await tx.delete(surnameCommentVotes).where(and(eq(surnameCommentVotes.commentId, commentId), eq(surnameCommentVotes.userId, userId)));
    mine = 0;
  } else if (cur) {
    await tx.update(surnameCommentVotes).set({ value }).where(and(eq(surnameCommentVotes.commentId, commentId), eq(surnameCommentVotes.userId, userId)));
  } else {
    await tx.insert(surnameCommentVotes).values({ commentId, userId, value });
  }
  const [r] = await tx.update(surnameComments).set({
    likes: sql`(SELECT count(*)::int FROM surname_comment_votes v WHERE v.comment_id = ${commentId} AND v.value = 1)`,
    dislikes: sql`(SELECT count(*)::int FROM surname_comment_votes v WHERE v.comment_id = ${commentId} AND v.value = -1)`,
  }).where(eq(surnameComments.id, commentId)).returning({ likes: surnameComments.likes, dislikes: surnameComments.dislikes });
  return { likes: r.likes, dislikes: r.dislikes, myVote: mine };
}

// ——— The platform, read-only ———

export async function userCounts(db: Tx, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db.select({ s: users.firstName, n: sql<number>`count(*)::int` }).from(users).where(inArray(users.firstName, names)).groupBy(users.firstName);
  return new Map(rows.map((r) => [r.s, Number(r.n)]));
}

export interface ClanRow { projectId: number; clanId: number; name: string; hall: string; area: string; members: number }

/** Clans of public projects with this surname (the clan's own, or its project's when the clan has none). */
export async function publicClans(db: Tx, surname: string, limit = 500): Promise<ClanRow[]> {
  const rows = await rowsOf<ClanRow>(db, sql`SELECT c.project_id AS "projectId", c.id AS "clanId", c.name, c.hall, coalesce(nullif(c.area, ''), p.area) AS area,
      c.member_count AS members
    FROM clans c JOIN projects p ON p.id = c.project_id
    WHERE p.privacy = 'public' AND coalesce(nullif(c.surname, ''), p.surname) = ${surname}
    ORDER BY c.member_count DESC, c.id LIMIT ${limit}`);
  return rows.map((r) => ({ ...r, members: Number(r.members) }));
}

export async function clanStats(db: Tx, surname: string): Promise<{ clans: number; members: number }> {
  const [r] = await rowsOf<{ clans: number; members: number }>(db, sql`SELECT count(*)::int AS clans, coalesce(sum(c.member_count), 0)::int AS members
    FROM clans c JOIN projects p ON p.id = c.project_id
    WHERE p.privacy = 'public' AND coalesce(nullif(c.surname, ''), p.surname) = ${surname}`);
  return { clans: Number(r?.clans ?? 0), members: Number(r?.members ?? 0) };
}

export interface HallRow { id: number; projectId: number; name: string; hallName: string; address: string; cover: string; visits: number }

export async function publicHalls(db: Tx, surname: string, limit = 50): Promise<HallRow[]> {
  return rowsOf<HallRow>(db, sql`SELECT h.id, h.project_id AS "projectId", h.name, h.hall_name AS "hallName", h.address, h.cover, h.visits
    FROM ancestral_halls h JOIN projects p ON p.id = h.project_id
    WHERE p.privacy = 'public' AND p.surname = ${surname} ORDER BY h.visits DESC, h.id LIMIT ${limit}`);
}

export async function hallCount(db: Tx, surname: string): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ancestral_halls h JOIN projects p ON p.id = h.project_id
    WHERE p.privacy = 'public' AND p.surname = ${surname}`);
  return Number(r?.n ?? 0);
}

export interface PlazaRow { id: number; title: string; body: string; images: string[]; authorId: number; nickname: string; likes: number; replies: number; createdAt: Date }

/** Published posts of public clans of the surname, and public posts of users of the surname, newest first. */
export async function plaza(db: Tx, surname: string, q: Paging): Promise<PlazaRow[]> {
  const rows = await rowsOf<PlazaRow>(db, sql`SELECT p.id, p.title, p.body, p.images, p.author_id AS "authorId",
      coalesce(nullif(u.nickname, ''), nullif(u.real_name, ''), '用户' || u.id) AS nickname, p.like_count AS likes, p.reply_count AS replies,
      p.created_at AS "createdAt"
    FROM content_posts p JOIN users u ON u.id = p.author_id LEFT JOIN projects pr ON pr.id = p.project_id
    WHERE p.status = 'published' AND p.content_type = 'post'
      AND ((pr.id IS NOT NULL AND pr.privacy = 'public' AND pr.surname = ${surname}) OR (p.project_id IS NULL AND u.first_name = ${surname}))
    ORDER BY p.created_at DESC, p.id DESC LIMIT ${q.pageSize + 1} OFFSET ${skip(q)}`);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), likes: Number(r.likes), replies: Number(r.replies) }));
}

export async function firstNameOf(db: Tx, userId: number): Promise<string> {
  const [r] = await db.select({ f: users.firstName }).from(users).where(eq(users.id, userId));
  return r?.f ?? '';
}
