/**
 * Seek-roots posts, likes, shares, replies, base info, banners, the moderators' log, and matching: the per-clan index
 * (seek_root_clans) and the stored matches. Reads users in joins (names), and — for the index and candidate members —
 * clans, projects, project_users and clan_members (the clans domain sits below and offers no bulk read of every
 * clan's poem and members; these reads are the matching index's input only).
 * Counts change only in the statement that inserts or deletes the like / share / reply row they count, so parallel
 * requests never count twice.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { replyThreadQueries, type ReplyViewBase } from '../../db/reply-threads';
import {
  seekRootBanners as banners, seekRootClans as clanIndex, seekRootMatches as matches, seekRootModLogs as modLogs,
  seekRootPosts as posts, seekRootProfiles as profiles, seekRootReplies as replies,
} from '../../db/schema/index';

export type PostRow = typeof posts.$inferSelect;
export type PostInsert = Omit<typeof posts.$inferInsert, 'id'>;

export interface PostView {
  id: number; user_id: number; title: string; first_name: string; area_name: string; hall: string; zibei: string; story: string;
  images: string[]; status: string; polished: boolean; blocked: boolean; like_count: number; reply_count: number;
  share_count: number; view_count: number; created_at: Date | string; author_name: string; author_photo: string;
  liked: boolean; match_count: number;
}

const VIEW_OF = (me: number, page: SQL, order: SQL) => sql`WITH page AS (${page})
  SELECT p.id, p.user_id, p.title, p.first_name, p.area_name, p.hall, p.zibei, p.story, p.images, p.status, p.polished, p.blocked,
  p.like_count, p.reply_count, p.share_count, p.view_count, p.created_at,
  coalesce(nullif(u.nickname, ''), nullif(u.real_name, ''), '用户' || u.id) AS author_name, u.photo AS author_photo,
  EXISTS (SELECT 1 FROM seek_root_likes l WHERE l.post_id = p.id AND l.user_id = ${me}) AS liked,
  (SELECT count(*)::int FROM seek_root_matches m WHERE m.post_id = p.id) AS match_count
  FROM page p JOIN users u ON u.id = p.user_id ORDER BY ${order}`;

const NEWEST = sql`p.created_at DESC, p.id DESC`;
const LISTED = sql`p.status <> 'deleted' AND NOT p.blocked`;

export interface ListFilter { userId?: number; firstName?: string; sort: 'new' | 'hot' | 'polish' }

/** The square: not deleted, not blocked. */
export async function postPage(db: Tx, me: number, f: ListFilter, offset: number, limit: number): Promise<PostView[]> {
  const where: SQL[] = [LISTED];
  if (f.userId !== undefined) where.push(sql`p.user_id = ${f.userId}`);
  if (f.firstName) where.push(sql`p.first_name = ${f.firstName}`);
  if (f.sort === 'polish') where.push(sql`p.polished`);
  const order = f.sort === 'hot' ? sql`(p.like_count + p.reply_count * 2 + p.share_count) DESC, ${NEWEST}` : NEWEST;
  return rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM seek_root_posts p WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order} OFFSET ${offset} LIMIT ${limit}`, order));
}

/** His own posts (blocked ones too), newest first. */
export async function myPage(db: Tx, me: number, offset: number, limit: number): Promise<PostView[]> {
  return rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM seek_root_posts p WHERE p.user_id = ${me} AND p.status <> 'deleted'
    ORDER BY ${NEWEST} OFFSET ${offset} LIMIT ${limit}`, NEWEST));
}

/** Every post for the moderators (blocked too), newest first. */
export async function opsPage(db: Tx, filter: 'all' | 'blocked' | 'polished', offset: number, limit: number): Promise<PostView[]> {
  const f = filter === 'blocked' ? sql` AND p.blocked` : filter === 'polished' ? sql` AND p.polished` : sql``;
  return rowsOf<PostView>(db, VIEW_OF(0, sql`SELECT p.* FROM seek_root_posts p WHERE p.status <> 'deleted'${f}
    ORDER BY ${NEWEST} OFFSET ${offset} LIMIT ${limit}`, NEWEST));
}

export async function postView(db: Tx, me: number, id: number): Promise<PostView | undefined> {
  const [r] = await rowsOf<PostView>(db, VIEW_OF(me, sql`SELECT p.* FROM seek_root_posts p WHERE p.id = ${id}`, NEWEST));
  return r;
}

export async function locatePost(db: Tx, id: number): Promise<PostRow | undefined> {
  const [r] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return r;
}

export async function insertPost(tx: Tx, v: PostInsert): Promise<number> {
  const [r] = await tx.insert(posts).values(v).returning({ id: posts.id });
  return r.id;
}

export async function addView(db: Tx, id: number): Promise<void> {
  await db.update(posts).set({ viewCount: sql`${posts.viewCount} + 1` }).where(eq(posts.id, id));
}

/** Sets status (open → succeeded, or deleted) when it is still `from`; false when it was not. */
export async function moveStatus(tx: Tx, id: number, from: string[], to: string, at: Date): Promise<boolean> {
  const r = await tx.update(posts).set({ status: to, updatedAt: at })
    .where(and(eq(posts.id, id), sql`${posts.status} IN ${sql`(${sql.join(from.map((s) => sql`${s}`), sql`, `)})`}`)).returning({ id: posts.id });
  return r.length > 0;
}

export async function setFlag(tx: Tx, id: number, flag: 'polished' | 'blocked', value: boolean, at: Date): Promise<void> {
  await tx.update(posts).set(flag === 'polished' ? { polished: value, updatedAt: at } : { blocked: value, updatedAt: at }).where(eq(posts.id, id));
}

/** Adopts `replyId` when the post has none adopted yet (one statement: two parallel adoptions leave one). */
export async function adopt(tx: Tx, postId: number, replyId: number, at: Date): Promise<boolean> {
  const r = await tx.update(posts).set({ adoptedReplyId: replyId, updatedAt: at })
    .where(and(eq(posts.id, postId), sql`${posts.adoptedReplyId} IS NULL`)).returning({ id: posts.id });
  if (!r.length) return false;
  await tx.update(replies).set({ adopted: true }).where(eq(replies.id, replyId));
  return true;
}

export async function like(tx: Tx, postId: number, userId: number, at: Date): Promise<{ count: number; added: boolean }> {
  const [r] = await rowsOf<{ like_count: number; added: number }>(tx, sql`WITH ins AS (
      INSERT INTO seek_root_likes (post_id, user_id, created_at) VALUES (${postId}, ${userId}, ${at}) ON CONFLICT DO NOTHING RETURNING 1)
    UPDATE seek_root_posts SET like_count = like_count + (SELECT count(*)::int FROM ins) WHERE id = ${postId}
    RETURNING like_count, (SELECT count(*)::int FROM ins) AS added`);
  return { count: r.like_count, added: r.added > 0 };
}

export async function unlike(tx: Tx, postId: number, userId: number): Promise<number> {
  const [r] = await rowsOf<{ like_count: number }>(tx, sql`WITH del AS (
      DELETE FROM seek_root_likes WHERE post_id = ${postId} AND user_id = ${userId} RETURNING 1)
    UPDATE seek_root_posts SET like_count = like_count - (SELECT count(*)::int FROM del) WHERE id = ${postId} RETURNING like_count`);
  return r.like_count;
}

export async function share(tx: Tx, postId: number, userId: number, scene: string, at: Date): Promise<number> {
  const [r] = await rowsOf<{ share_count: number }>(tx, sql`WITH ins AS (
      INSERT INTO seek_root_shares (post_id, user_id, scene, created_at) VALUES (${postId}, ${userId}, ${scene}, ${at}) ON CONFLICT DO NOTHING RETURNING 1)
    UPDATE seek_root_posts SET share_count = share_count + (SELECT count(*)::int FROM ins) WHERE id = ${postId} RETURNING share_count`);
  return r.share_count;
}

// ——— replies ———

export type ReplyRow = typeof replies.$inferSelect;

export interface ReplyView extends ReplyViewBase {
  post_id: number; project_id: number | null; clan_id: number | null; clan_name: string; adopted: boolean;
}

/** Top-level replies: the adopted one first, then oldest first; the adopted one is never deleted. */
export const { threadPage, childrenOf, replyView, replyLike, replyUnlike, deleteReply } = replyThreadQueries<ReplyView>({
  replies: 'seek_root_replies', posts: 'seek_root_posts', likes: 'seek_root_reply_likes', postKey: 'post_id',
  columns: 'r.post_id, r.project_id, r.clan_id, r.clan_name, r.adopted', firstBy: 'adopted DESC', undeletable: 'r.adopted',
});

export async function locateReply(db: Tx, id: number): Promise<ReplyRow | undefined> {
  const [r] = await db.select().from(replies).where(eq(replies.id, id)).limit(1);
  return r;
}

export async function insertReply(tx: Tx, v: {
  postId: number; userId: number; parentId: number | null; toUserId: number | null; body: string;
  projectId: number | null; clanId: number | null; clanName: string; at: Date;
}): Promise<number> {
  const [r] = await tx.insert(replies).values({
    postId: v.postId, userId: v.userId, parentId: v.parentId, toUserId: v.toUserId, body: v.body, projectId: v.projectId,
    clanId: v.clanId, clanName: v.clanName, createdAt: v.at,
  }).returning({ id: replies.id });
  await tx.update(posts).set({ replyCount: sql`${posts.replyCount} + 1` }).where(eq(posts.id, v.postId));
  return r.id;
}

// ——— base info, home figures, banners, log ———

export async function profileOf(db: Tx, userId: number) {
  const [r] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return r;
}

export async function saveProfile(db: Tx, v: typeof profiles.$inferInsert): Promise<void> {
  const { userId: _u, ...set } = v;
  await db.insert(profiles).values(v).onConflictDoUpdate({ target: profiles.userId, set });
}

export async function figures(db: Tx) {
  const [r] = await rowsOf<{ posts: number; succeeded: number; clans: number }>(db, sql`SELECT
    (SELECT count(*)::int FROM seek_root_posts p WHERE ${LISTED}) AS posts,
    (SELECT count(*)::int FROM seek_root_posts p WHERE ${LISTED} AND p.status = 'succeeded') AS succeeded,
    (SELECT count(*)::int FROM seek_root_clans WHERE public) AS clans`);
  return r;
}

/** Surnames by their listed posts, most first. */
export async function nameCounts(db: Tx, offset: number, limit: number) {
  return rowsOf<{ first_name: string; count: number; succeeded: number }>(db, sql`SELECT p.first_name, count(*)::int AS count,
    count(*) FILTER (WHERE p.status = 'succeeded')::int AS succeeded FROM seek_root_posts p WHERE ${LISTED}
    GROUP BY p.first_name ORDER BY count(*) DESC, p.first_name OFFSET ${offset} LIMIT ${limit}`);
}

export async function bannerList(db: Tx) {
  return db.select().from(banners).orderBy(banners.sort, banners.id).limit(20);
}

export async function saveBanner(db: Tx, id: number | undefined, v: { image: string; title: string; link: string; sort: number; at: Date }) {
  if (id !== undefined) {
    const [r] = await db.update(banners).set({ image: v.image, title: v.title, link: v.link, sort: v.sort }).where(eq(banners.id, id)).returning();
    return r;
  }
  const [r] = await db.insert(banners).values({ image: v.image, title: v.title, link: v.link, sort: v.sort, createdAt: v.at }).returning();
  return r;
}

export async function deleteBanner(db: Tx, id: number): Promise<boolean> {
  return (await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0;
}

export async function insertModLog(tx: Tx, v: { staffId: number; action: string; postId: number; reason: string; at: Date }): Promise<void> {
  await tx.insert(modLogs).values({ staffId: v.staffId, action: v.action, postId: v.postId, reason: v.reason, createdAt: v.at });
}

/** The managers (管理员, 协管员) of a project: who is told of a match and may answer for its clans. */
export async function managerIds(db: Tx, projectId: number): Promise<number[]> {
  const rows = await rowsOf<{ user_id: number }>(db, sql`SELECT user_id FROM project_users WHERE project_id = ${projectId}
    AND role IN ('admin', 'manager') AND status = 1 ORDER BY user_id LIMIT 50`);
  return rows.map((r) => r.user_id);
}

// ——— matching: the clan index ———

export type ClanIndexRow = typeof clanIndex.$inferSelect;

/** Clans whose index row is missing or stale (version, update time, privacy or surname changed), `limit` at a time. */
export async function staleClans(db: Tx, limit: number) {
  return rowsOf<{ project_id: number; id: number }>(db, sql`SELECT c.project_id, c.id FROM clans c JOIN projects p ON p.id = c.project_id
    LEFT JOIN seek_root_clans s ON s.project_id = c.project_id AND s.clan_id = c.id
    WHERE s.clan_id IS NULL OR s.clan_version <> c.version OR s.clan_updated_at <> c.updated_at OR s.public <> (p.privacy = 'public')
      OR s.surname <> coalesce(nullif(c.surname, ''), p.surname)
    ORDER BY c.project_id, c.id LIMIT ${limit}`);
}

/** What the index keeps of these clans (their rows, their project's privacy and surname). */
export async function clanSources(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<{
    project_id: number; id: number; name: string; hall: string; surname: string; area: string; poems: { text: string; startGeneration: number; mode: string }[];
    version: number; updated_at: Date | string; public: boolean;
  }>(db, sql`SELECT c.project_id, c.id, c.name, c.hall, coalesce(nullif(c.surname, ''), p.surname) AS surname,
    coalesce(nullif(c.area, ''), p.area) AS area, c.poems, c.version, c.updated_at, (p.privacy = 'public') AS public
    FROM clans c JOIN projects p ON p.id = c.project_id WHERE c.id IN ${sql`(${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`}`);
}

/** The median birth year of each 世 of these clans (members with a birth year). */
export async function generationYears(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<{ clan_id: number; generation: number; year: number }>(db, sql`SELECT clan_id, generation,
    percentile_disc(0.5) WITHIN GROUP (ORDER BY birth_year) AS year FROM clan_members
    WHERE clan_id IN ${sql`(${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`} AND birth_year IS NOT NULL GROUP BY clan_id, generation`);
}

export async function upsertClanIndex(tx: Tx, rows: (typeof clanIndex.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(clanIndex).values(rows).onConflictDoUpdate({
    target: [clanIndex.projectId, clanIndex.clanId],
    set: {
      surname: sql`excluded.surname`, name: sql`excluded.name`, hall: sql`excluded.hall`, area: sql`excluded.area`,
      public: sql`excluded.public`, poems: sql`excluded.poems`, genYears: sql`excluded.gen_years`,
      clanVersion: sql`excluded.clan_version`, clanUpdatedAt: sql`excluded.clan_updated_at`, indexedAt: sql`excluded.indexed_at`,
    },
  });
}

/** The public clans of a surname (the first filter of matching: an index scan of seek_root_clans_surname_idx). */
export async function publicClansOf(db: Tx, surname: string): Promise<ClanIndexRow[]> {
  return db.select().from(clanIndex).where(and(eq(clanIndex.surname, surname), eq(clanIndex.public, true)));
}

/** Open posts of these surnames (re-matched when a clan of the surname changed). */
export async function openPostIds(db: Tx, surnames: string[]): Promise<number[]> {
  if (!surnames.length) return [];
  const rows = await rowsOf<{ id: number }>(db, sql`SELECT p.id FROM seek_root_posts p WHERE ${LISTED} AND p.status = 'open'
    AND p.first_name IN ${sql`(${sql.join(surnames.map((s) => sql`${s}`), sql`, `)})`} ORDER BY p.id LIMIT 2000`);
  return rows.map((r) => r.id);
}

export async function markPending(db: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(posts).set({ matchState: 'pending' }).where(sql`${posts.id} IN ${sql`(${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`}`);
}

/**
 * Members of these clans named `names` (given name or full name) at the 世 `gens`, deceased and public only: never a
 * living member, never one hidden to the clan. One query for every candidate clan; it probes
 * clan_members_name_idx / clan_members_full_name_idx (clan, 世, name) with the lists.
 */
export async function deceasedNamed(db: Tx, clans: { projectId: number; clanId: number }[], gens: number[], names: string[]) {
  if (!clans.length || !gens.length || !names.length) return [];
  const inList = (xs: (string | number)[]) => sql`(${sql.join(xs.map((x) => sql`${x}`), sql`, `)})`;
  return rowsOf<{ id: number; project_id: number; clan_id: number; name: string; full_name: string; surname: string; generation: number }>(db, sql`SELECT m.id,
    m.project_id, m.clan_id, m.name, m.full_name, m.surname, m.generation FROM clan_members m
    WHERE m.clan_id IN ${inList(clans.map((c) => c.clanId))} AND m.project_id IN ${inList([...new Set(clans.map((c) => c.projectId))])}
    AND m.generation IN ${inList(gens)} AND (m.name IN ${inList(names)} OR m.full_name IN ${inList(names)})
    AND NOT m.living AND m.privacy = 'public' LIMIT 500`);
}

/** Of these members, those still deceased and public (a stored match is checked again when served). */
export async function stillShowable(db: Tx, keys: { projectId: number; id: number }[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await rowsOf<{ project_id: number; id: number }>(db, sql`SELECT m.project_id, m.id FROM clan_members m
    WHERE (m.project_id, m.id) IN ${sql`(${sql.join(keys.map((k) => sql`(${k.projectId}, ${k.id})`), sql`, `)})`} AND NOT m.living AND m.privacy = 'public'`);
  return new Set(rows.map((r) => `${r.project_id}:${r.id}`));
}

// ——— matching: stored matches ———

export type MatchInsert = typeof matches.$inferInsert;

export async function notifiedOf(db: Tx, postId: number): Promise<Set<string>> {
  const rows = await db.select({ projectId: matches.projectId, clanId: matches.clanId }).from(matches)
    .where(and(eq(matches.postId, postId), eq(matches.notified, true)));
  return new Set(rows.map((r) => `${r.projectId}:${r.clanId}`));
}

/** Replaces a post's matches and marks it done (one transaction: readers see the old set or the new). */
export async function replaceMatches(tx: Tx, postId: number, rows: MatchInsert[], at: Date): Promise<void> {
  await tx.delete(matches).where(eq(matches.postId, postId));
  if (rows.length) await tx.insert(matches).values(rows);
  await tx.update(posts).set({ matchState: 'done', matchedAt: at }).where(eq(posts.id, postId));
}

export async function deleteMatches(tx: Tx, postId: number): Promise<void> {
  await tx.delete(matches).where(eq(matches.postId, postId));
}

/** A post's matches whose clan is (still) public, best first. */
export async function publicMatches(db: Tx, postId: number) {
  return rowsOf<{
    project_id: number; clan_id: number; rank: number; score: number; reasons: string[]; gen_from: number | null; gen_to: number | null;
    members: { id: number; name: string; generation: number; relation: string }[]; name: string; surname: string; hall: string; area: string;
  }>(db, sql`SELECT m.project_id, m.clan_id, m.rank, m.score, m.reasons, m.gen_from, m.gen_to, m.members, s.name, s.surname, s.hall, s.area
    FROM seek_root_matches m JOIN seek_root_clans s ON s.project_id = m.project_id AND s.clan_id = m.clan_id
    JOIN projects p ON p.id = m.project_id
    WHERE m.post_id = ${postId} AND s.public AND p.privacy = 'public' ORDER BY m.rank`);
}

/** The matched clans of a post that `userId` manages (he may answer for them). */
export async function managedMatches(db: Tx, postId: number, userId: number) {
  return rowsOf<{ project_id: number; clan_id: number; name: string }>(db, sql`SELECT m.project_id, m.clan_id, s.name
    FROM seek_root_matches m JOIN seek_root_clans s ON s.project_id = m.project_id AND s.clan_id = m.clan_id
    JOIN project_users pu ON pu.project_id = m.project_id AND pu.user_id = ${userId} AND pu.role IN ('admin', 'manager') AND pu.status = 1
    WHERE m.post_id = ${postId} ORDER BY m.rank`);
}

/** The surnames these clans were indexed under (a changed surname re-matches the old one's posts too). */
export async function indexedSurnames(db: Tx, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ surname: string }>(db, sql`SELECT DISTINCT surname FROM seek_root_clans
    WHERE clan_id IN ${sql`(${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`}`);
  return rows.map((r) => r.surname);
}
