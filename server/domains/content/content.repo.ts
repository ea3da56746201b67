/**
 * Posts, likes, shares, replies, blacklist, reports, publish locks, the moderators' log and users' activity logs.
 * Reads users, projects, project_users and social_follows in joins (names, readable clans, the follow feed).
 * Counts change only in the statement that inserts or deletes the like / share / reply row they count, so parallel
 * requests never count twice.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { replyThreadQueries, type ReplyViewBase } from '../../db/reply-threads';
import {
  contentBlacklist, contentModLogs, contentPosts as posts, contentPublishLocks, contentReplies as replies,
  contentReports, userActivityLogs, users, contentNoticeReads, contentNoticeReadAll,
} from '../../db/schema/index';

export type PostRow = typeof posts.$inferSelect;

/** A post as lists show it: with author, clan name and whether `me` liked it. */
export interface PostView {
  id: number; author_id: number; project_id: number | null; content_type: string; title: string; body: string;
  images: string[]; video: string; tags: string[]; status: string; pinned: boolean; like_count: number;
  reply_count: number; share_count: number; view_count: number; created_at: Date | string;
  author_name: string; author_photo: string; project_name: string | null; liked: boolean;
}

/**
 * Posts as lists show them: `page` (a query of content_posts rows, already ordered and limited) joined with author, clan
 * name and "liked by me" — the joins run on the page's rows only, each an index lookup.
 */
const VIEW_OF = (me: number, page: SQL, order: SQL) => sql`WITH page AS (${page})
  SELECT p.id, p.author_id, p.project_id, p.content_type, p.title, p.body, p.images, p.video, p.tags,
  p.status, p.pinned, p.like_count, p.reply_count, p.share_count, p.view_count, p.created_at,
  coalesce(nullif(u.nickname, ''), nullif(u.real_name, ''), '用户' || u.id) AS author_name, u.photo AS author_photo,
  pr.name AS project_name, (l.user_id IS NOT NULL) AS liked
  FROM page p JOIN users u ON u.id = p.author_id LEFT JOIN projects pr ON pr.id = p.project_id
  LEFT JOIN content_likes l ON l.content_id = p.id AND l.user_id = ${me}
  ORDER BY ${order}`;

const NEWEST = sql`p.created_at DESC, p.id DESC`;

/** A post `me` may read outside a clan's own list: public, of a public clan, or of a clan where he has a role. */
const readable = (me: number) => sql`(p.project_id IS NULL OR pr.privacy = 'public'
  OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = p.project_id AND pu.user_id = ${me}))`;

const notBlocked = (me: number) => sql`NOT EXISTS (SELECT 1 FROM content_blacklist b WHERE b.user_id = ${me} AND b.blocked_id = p.author_id)`;

export interface ListFilter { projectId?: number; tag?: string; contentType?: string; follow?: boolean }

/** Published posts for `me`: a clan's (its readers only: checked by the caller; pinned first) or readable ones. */
export async function postPage(db: Tx, me: number, f: ListFilter, offset: number, limit: number): Promise<PostView[]> {
  const where: SQL[] = [sql`p.status = 'published'`, notBlocked(me)];
  if (f.projectId !== undefined) where.push(sql`p.project_id = ${f.projectId}`);
  else where.push(readable(me));
  if (f.tag) where.push(sql`p.tags @> ${JSON.stringify([f.tag])}::jsonb`);
  if (f.contentType) where.push(sql`p.content_type = ${f.contentType}`);
  if (f.follow) where.push(sql`p.author_id IN (SELECT f.target_id FROM social_follows f WHERE f.user_id = ${me})`);
  const order = f.projectId !== undefined ? sql`p.pinned DESC, ${NEWEST}` : NEWEST;
  const from = f.projectId !== undefined ? sql`content_posts p` : sql`content_posts p LEFT JOIN projects pr ON pr.id = p.project_id`;
  return rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM ${from} WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order} OFFSET ${offset} LIMIT ${limit}`, order));
}

/** Site notices: public 公告 posts, newest first. */
export async function noticePage(db: Tx, me: number, offset: number, limit: number): Promise<PostView[]> {
  return rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM content_posts p WHERE p.status = 'published' AND p.project_id IS NULL
    AND p.content_type = 'notice' ORDER BY ${NEWEST} OFFSET ${offset} LIMIT ${limit}`, NEWEST));
}

// ——— read state of site notices ———

const SITE_NOTICE = sql`p.status = 'published' AND p.project_id IS NULL AND p.content_type = 'notice'`;
const NOTICE_READ = (me: number) => sql`(EXISTS (SELECT 1 FROM content_notice_reads r WHERE r.user_id = ${me} AND r.content_id = p.id)
  OR p.created_at <= coalesce((SELECT a.read_to FROM content_notice_read_all a WHERE a.user_id = ${me}), '-infinity'::timestamptz))`;

/** Which of these site notices the user has read (opened, or published before his 全部已读). */
export async function noticesRead(db: Tx, me: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length || !me) return new Set();
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT p.id FROM content_posts p WHERE p.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
    AND ${NOTICE_READ(me)}`);
  return new Set(rows.map((r) => Number(r.id)));
}

/** How many published site notices the user has not read. */
export async function noticeUnreadCount(db: Tx, me: number): Promise<number> {
  if (!me) return 0;
  const [r] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM content_posts p WHERE ${SITE_NOTICE} AND NOT ${NOTICE_READ(me)}`);
  return Number(r?.n ?? 0);
}

/** A site notice is read (a second mark changes nothing). */
export async function markNoticeRead(db: Tx, me: number, contentId: number, at: Date): Promise<void> {
  await db.insert(contentNoticeReads).values({ userId: me, contentId, readAt: at }).onConflictDoNothing();
}

/** 全部已读: every notice published up to `at`; the single marks before it are no longer needed. */
export async function markAllNoticesRead(tx: Tx, me: number, at: Date): Promise<void> {
  await tx.insert(contentNoticeReadAll).values({ userId: me, readTo: at })
    .onConflictDoUpdate({ target: contentNoticeReadAll.userId, set: { readTo: sql`greatest(${contentNoticeReadAll.readTo}, excluded.read_to)` } });
  await tx.delete(contentNoticeReads).where(and(eq(contentNoticeReads.userId, me), sql`${contentNoticeReads.contentId} IN (SELECT id FROM content_posts WHERE created_at <= ${at} AND project_id IS NULL AND content_type = 'notice')`));
}

/** His own posts (published and hidden), newest first. */
export async function myPage(db: Tx, me: number, contentType: string | undefined, offset: number, limit: number): Promise<PostView[]> {
  const type = contentType ? sql` AND p.content_type = ${contentType}` : sql``;
  return rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM content_posts p WHERE p.author_id = ${me} AND p.status IN ('published', 'hidden')${type}
    ORDER BY ${NEWEST} OFFSET ${offset} LIMIT ${limit}`, NEWEST));
}

export async function postView(db: Tx, me: number, id: number): Promise<PostView | undefined> {
  const [r] = await rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM content_posts p WHERE p.id = ${id}`, NEWEST));
  return r;
}

/** A post by id alone (any status). */
export async function locatePost(db: Tx, id: number): Promise<PostRow | undefined> {
  const [r] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return r;
}

export async function draftOf(db: Tx, authorId: number, contentType: string): Promise<PostRow | undefined> {
  const [r] = await db.select().from(posts).where(and(eq(posts.authorId, authorId), eq(posts.contentType, contentType), eq(posts.status, 'draft'))).limit(1);
  return r;
}

export interface PostValues {
  authorId: number; projectId: number | null; contentType: string; title: string; body: string; images: string[];
  video: string; tags: string[]; targets: number[]; status: 'draft' | 'published'; at: Date;
}

export async function insertPost(tx: Tx, v: PostValues): Promise<number> {
  const [r] = await tx.insert(posts).values({
    authorId: v.authorId, projectId: v.projectId, contentType: v.contentType, title: v.title, body: v.body, images: v.images,
    video: v.video, tags: v.tags, targets: v.targets, status: v.status, createdAt: v.at, updatedAt: v.at,
  }).returning({ id: posts.id });
  return r.id;
}

/** Saves the author's draft again. */
export async function updateDraft(tx: Tx, id: number, v: PostValues): Promise<void> {
  await tx.update(posts).set({ projectId: v.projectId, title: v.title, body: v.body, images: v.images, video: v.video, tags: v.tags, targets: v.targets, updatedAt: v.at })
    .where(and(eq(posts.id, id), eq(posts.status, 'draft')));
}

export async function deleteDraft(tx: Tx, authorId: number, contentType: string): Promise<void> {
  await tx.delete(posts).where(and(eq(posts.authorId, authorId), eq(posts.contentType, contentType), eq(posts.status, 'draft')));
}

export async function setStatus(tx: Tx, id: number, status: string, at: Date): Promise<void> {
  await tx.update(posts).set({ status, updatedAt: at }).where(eq(posts.id, id));
}

export async function setProject(tx: Tx, id: number, projectId: number | null, at: Date): Promise<void> {
  await tx.update(posts).set({ projectId, pinned: false, updatedAt: at }).where(eq(posts.id, id));
}

export async function setPinned(tx: Tx, id: number, pinned: boolean): Promise<void> {
  await tx.update(posts).set({ pinned }).where(eq(posts.id, id));
}

export async function addView(db: Tx, id: number): Promise<void> {
  await db.update(posts).set({ viewCount: sql`${posts.viewCount} + 1` }).where(eq(posts.id, id));
}

// ——— likes and shares: the count moves only when the row was really inserted / deleted ———

/** The new count, and whether this call added the like (false when he had liked it already). */
export async function like(tx: Tx, contentId: number, userId: number, at: Date): Promise<{ count: number; added: boolean }> {
  const [r] = await rowsOf<{ like_count: number; added: number }>(tx, sql`WITH ins AS (
      INSERT INTO content_likes (content_id, user_id, created_at) VALUES (${contentId}, ${userId}, ${at}) ON CONFLICT DO NOTHING RETURNING 1)
    UPDATE content_posts SET like_count = like_count + (SELECT count(*)::int FROM ins) WHERE id = ${contentId}
    RETURNING like_count, (SELECT count(*)::int FROM ins) AS added`);
  return { count: r.like_count, added: r.added > 0 };
}

export async function unlike(tx: Tx, contentId: number, userId: number): Promise<number> {
  const [r] = await rowsOf<{ like_count: number }>(tx, sql`WITH del AS (
      DELETE FROM content_likes WHERE content_id = ${contentId} AND user_id = ${userId} RETURNING 1)
    UPDATE content_posts SET like_count = like_count - (SELECT count(*)::int FROM del) WHERE id = ${contentId} RETURNING like_count`);
  return r.like_count;
}

export async function share(tx: Tx, contentId: number, userId: number, at: Date): Promise<number> {
  const [r] = await rowsOf<{ share_count: number }>(tx, sql`WITH ins AS (
      INSERT INTO content_shares (content_id, user_id, created_at) VALUES (${contentId}, ${userId}, ${at}) ON CONFLICT DO NOTHING RETURNING 1)
    UPDATE content_posts SET share_count = share_count + (SELECT count(*)::int FROM ins) WHERE id = ${contentId} RETURNING share_count`);
  return r.share_count;
}

/** The clan's team (its readers with a role), but the author: who is told of a clan notice. */
export async function teamIdsOf(db: Tx, projectId: number, except: number): Promise<number[]> {
  const rows = await rowsOf<{ user_id: number }>(db, sql`SELECT user_id FROM project_users WHERE project_id = ${projectId} AND user_id <> ${except} ORDER BY user_id LIMIT 5000`);
  return rows.map((r) => r.user_id);
}

export async function isFollowing(db: Tx, me: number, authorId: number): Promise<boolean> {
  const r = await rowsOf(db, sql`SELECT 1 FROM social_follows WHERE user_id = ${me} AND target_id = ${authorId}`);
  return r.length > 0;
}

// ——— replies ———

export type ReplyRow = typeof replies.$inferSelect;

export interface ReplyView extends ReplyViewBase {
  content_id: number; hidden: boolean;
}

/** Threads oldest first; a reply of someone `me` blacklisted is not shown to him. */
export const { threadPage, childrenOf, replyPage, replyView, replyLike, replyUnlike, deleteReply } = replyThreadQueries<ReplyView>({
  replies: 'content_replies', posts: 'content_posts', likes: 'content_reply_likes', postKey: 'content_id', columns: 'r.content_id, r.hidden',
  visible: (me) => sql`NOT EXISTS (SELECT 1 FROM content_blacklist b WHERE b.user_id = ${me} AND b.blocked_id = r.user_id)`,
});

export async function locateReply(db: Tx, id: number): Promise<ReplyRow | undefined> {
  const [r] = await db.select().from(replies).where(eq(replies.id, id)).limit(1);
  return r;
}

/** Adds a reply and counts it on the post, in the caller's transaction. */
export async function insertReply(tx: Tx, v: { contentId: number; userId: number; parentId: number | null; toUserId: number | null; body: string; at: Date }): Promise<number> {
  const [r] = await tx.insert(replies).values({ contentId: v.contentId, userId: v.userId, parentId: v.parentId, toUserId: v.toUserId, body: v.body, createdAt: v.at }).returning({ id: replies.id });
  await tx.update(posts).set({ replyCount: sql`${posts.replyCount} + 1` }).where(eq(posts.id, v.contentId));
  return r.id;
}

// ——— blacklist ———

export async function block(db: Tx, userId: number, blockedId: number, at: Date): Promise<void> {
  await db.insert(contentBlacklist).values({ userId, blockedId, createdAt: at }).onConflictDoNothing();
}

export async function unblock(db: Tx, userId: number, blockedId: number): Promise<void> {
  await db.delete(contentBlacklist).where(and(eq(contentBlacklist.userId, userId), eq(contentBlacklist.blockedId, blockedId)));
}

export async function blockedPage(db: Tx, userId: number, offset: number, limit: number) {
  return db.select({ id: users.id, nickname: users.nickname, realName: users.realName, photo: users.photo }).from(contentBlacklist)
    .innerJoin(users, eq(users.id, contentBlacklist.blockedId)).where(eq(contentBlacklist.userId, userId))
    .orderBy(desc(contentBlacklist.createdAt)).offset(offset).limit(limit);
}

// ——— reports, locks, the moderators' log ———

/** A new open report (of the post, or of one of its replies), or the reporter's open report of the same. */
export async function insertReport(db: Tx, v: { contentId: number; replyId: number | null; reporterId: number; reason: string; at: Date }): Promise<number> {
  const [r] = await db.insert(contentReports).values({ contentId: v.contentId, replyId: v.replyId, reporterId: v.reporterId, reason: v.reason, createdAt: v.at })
    .onConflictDoNothing().returning({ id: contentReports.id });
  if (r) return r.id;
  const [open] = await db.select({ id: contentReports.id }).from(contentReports)
    .where(and(eq(contentReports.reporterId, v.reporterId), eq(contentReports.contentId, v.contentId),
      v.replyId === null ? isNull(contentReports.replyId) : eq(contentReports.replyId, v.replyId), eq(contentReports.status, 'open'))).limit(1);
  return open.id;
}

export interface ReportView {
  id: number; content_id: number; reason: string; status: string; created_at: Date | string; reporter_name: string;
  reply_id: number | null; reply_body: string | null; reply_user_id: number | null; reply_user_name: string | null; reply_hidden: boolean | null;
}

export async function reportPage(db: Tx, status: string, offset: number, limit: number): Promise<ReportView[]> {
  return rowsOf<ReportView>(db, sql`SELECT r.id, r.content_id, r.reason, r.status, r.created_at,
    coalesce(nullif(u.nickname, ''), nullif(u.real_name, ''), '用户' || u.id) AS reporter_name,
    r.reply_id, c.body AS reply_body, c.user_id AS reply_user_id, c.hidden AS reply_hidden,
    coalesce(nullif(cu.nickname, ''), nullif(cu.real_name, ''), '用户' || cu.id) AS reply_user_name
    FROM content_reports r JOIN users u ON u.id = r.reporter_id
    LEFT JOIN content_replies c ON c.id = r.reply_id LEFT JOIN users cu ON cu.id = c.user_id
    WHERE r.status = ${status}
    ORDER BY r.created_at ${status === 'open' ? sql`ASC` : sql`DESC`}, r.id OFFSET ${offset} LIMIT ${limit}`);
}

/** The open reports of a post (replyId null) or of one of its replies are handled. */
export async function handleReports(tx: Tx, contentId: number, staffId: number, at: Date, replyId: number | null = null): Promise<void> {
  await tx.update(contentReports).set({ status: 'handled', handledBy: staffId, handledAt: at })
    .where(and(eq(contentReports.contentId, contentId), replyId === null ? isNull(contentReports.replyId) : eq(contentReports.replyId, replyId), eq(contentReports.status, 'open')));
}

/** Hide or restore a reply (moderators); false when it already was so. */
export async function setReplyHidden(tx: Tx, id: number, hidden: boolean): Promise<boolean> {
  const rows = await tx.update(replies).set({ hidden }).where(and(eq(replies.id, id), eq(replies.hidden, !hidden))).returning({ id: replies.id });
  return rows.length === 1;
}

export async function lockOf(db: Tx, userId: number) {
  const [r] = await db.select().from(contentPublishLocks).where(eq(contentPublishLocks.userId, userId)).limit(1);
  return r;
}

export async function setLock(tx: Tx, userId: number, locked: boolean, v: { reason: string; by: number; at: Date }): Promise<void> {
  if (!locked) {
    await tx.delete(contentPublishLocks).where(eq(contentPublishLocks.userId, userId));
    return;
  }
  await tx.insert(contentPublishLocks).values({ userId, reason: v.reason, lockedBy: v.by, createdAt: v.at })
    .onConflictDoUpdate({ target: contentPublishLocks.userId, set: { reason: v.reason, lockedBy: v.by, createdAt: v.at } });
}

export async function insertModLog(tx: Tx, v: { staffId: number; action: string; contentId?: number; userId?: number; reason: string; at: Date }): Promise<void> {
  await tx.insert(contentModLogs).values({ staffId: v.staffId, action: v.action, contentId: v.contentId ?? null, userId: v.userId ?? null, reason: v.reason, createdAt: v.at });
}

export async function modLogPage(db: Tx, offset: number, limit: number) {
  return db.select().from(contentModLogs).orderBy(desc(contentModLogs.createdAt), desc(contentModLogs.id)).offset(offset).limit(limit);
}

// ——— activity log ———

export async function insertActivity(db: Tx, v: { userId: number; action: string; title: string; link: string; at: Date }): Promise<void> {
  await db.insert(userActivityLogs).values({ userId: v.userId, action: v.action, title: v.title.slice(0, 100), link: v.link, createdAt: v.at });
}

export async function activityPage(db: Tx, userId: number, offset: number, limit: number) {
  return db.select().from(userActivityLogs).where(eq(userActivityLogs.userId, userId))
    .orderBy(desc(userActivityLogs.createdAt), desc(userActivityLogs.id)).offset(offset).limit(limit);
}

export async function deleteOfProject(tx: Tx, projectId: number): Promise<void> {
  await tx.delete(posts).where(eq(posts.projectId, projectId));
}
