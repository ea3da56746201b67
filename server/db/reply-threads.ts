/**
 * Reply threads (评论 / 线索) two levels deep with likes once per user, as content posts and seek-roots posts keep them:
 * the queries both domains' repos share. Each domain owns its tables and calls `replyThreadQueries` from its own repo
 * with their names (constants of the repo, never user input); a domain-specific column list, extra visibility rule or
 * thread order is passed in.
 *
 * Tables, as both domains have them: `<replies>` (id, <postKey>, parent_id, user_id, to_user_id, body, like_count,
 * deleted, created_at …) and `<likes>` (reply_id, user_id, created_at, primary key (reply_id, user_id)).
 * Counts change only in the statement that inserts or deletes the like row they count, so parallel requests never
 * count twice.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from './client';

/** The columns every reply view has (the domain adds its own in `columns`). */
export interface ReplyViewBase {
  id: number; parent_id: number | null; user_id: number; to_user_id: number | null; body: string; like_count: number;
  created_at: Date | string; user_name: string; user_photo: string; to_user_name: string | null; liked: boolean;
  child_count?: number;
}

export interface ReplyThreadTables {
  /** e.g. `content_replies` */
  replies: string;
  /** the posts, with a reply_count, e.g. `content_posts` */
  posts: string;
  /** e.g. `content_reply_likes` */
  likes: string;
  /** the column that names the post, e.g. `content_id` */
  postKey: string;
  /** the domain's own columns of `r` (the replies), e.g. `r.content_id, r.hidden` */
  columns: string;
  /** what else hides a reply from `me` (besides `r.deleted`), e.g. his blacklist */
  visible?: (me: number) => SQL;
  /** what keeps a reply from being deleted, e.g. `r.adopted` */
  undeletable?: string;
  /** the top-level order before created_at, id (e.g. `adopted DESC`); applied to the view's columns */
  firstBy?: string;
}

export function replyThreadQueries<V extends ReplyViewBase>(t: ReplyThreadTables) {
  const replies = sql.raw(t.replies);
  const postKey = sql.raw(`r.${t.postKey}`);
  const view = (me: number) => sql`SELECT r.id, r.parent_id, r.user_id, r.to_user_id, r.body, r.like_count, r.created_at, ${sql.raw(t.columns)},
  coalesce(nullif(u.nickname, ''), nullif(u.real_name, ''), '用户' || u.id) AS user_name, u.photo AS user_photo,
  coalesce(nullif(tu.nickname, ''), nullif(tu.real_name, ''), '用户' || tu.id) AS to_user_name,
  EXISTS (SELECT 1 FROM ${sql.raw(t.likes)} l WHERE l.reply_id = r.id AND l.user_id = ${me}) AS liked
  FROM ${replies} r JOIN users u ON u.id = r.user_id LEFT JOIN users tu ON tu.id = r.to_user_id`;
  const visible = (me: number) => (t.visible ? sql`NOT r.deleted AND ${t.visible(me)}` : sql`NOT r.deleted`);
  const first = (alias: string) => sql.raw(t.firstBy ? `${alias}.${t.firstBy}, ` : '');

  return {
    /** Top-level replies (`firstBy`, then oldest first), with their answer counts. */
    threadPage: (db: Tx, me: number, postId: number, offset: number, limit: number): Promise<V[]> =>
      rowsOf<V>(db, sql`SELECT v.*, (SELECT count(*)::int FROM ${replies} c WHERE c.parent_id = v.id AND NOT c.deleted) AS child_count
    FROM (${view(me)} WHERE ${postKey} = ${postId} AND r.parent_id IS NULL AND ${visible(me)}
    ORDER BY ${first('r')}r.created_at, r.id OFFSET ${offset} LIMIT ${limit}) v ORDER BY ${first('v')}v.created_at, v.id`),

    /** The first `each` answers of each of `parents`, oldest first. */
    childrenOf: async (db: Tx, me: number, postId: number, parents: number[], each: number): Promise<V[]> => {
      if (!parents.length) return [];
      return rowsOf<V>(db, sql`SELECT * FROM (SELECT v.*, row_number() OVER (PARTITION BY v.parent_id ORDER BY v.created_at, v.id) AS n
    FROM (${view(me)} WHERE ${postKey} = ${postId} AND r.parent_id IN ${sql`(${sql.join(parents.map((p) => sql`${p}`), sql`, `)})`} AND ${visible(me)}) v) x
    WHERE x.n <= ${each} ORDER BY x.created_at, x.id`);
    },

    /** Replies flat (or one thread's answers), oldest first. */
    replyPage: (db: Tx, me: number, postId: number, parentId: number | undefined, offset: number, limit: number): Promise<V[]> => {
      const parent = parentId === undefined ? sql`` : sql` AND r.parent_id = ${parentId}`;
      return rowsOf<V>(db, sql`${view(me)} WHERE ${postKey} = ${postId}${parent} AND ${visible(me)}
    ORDER BY r.created_at, r.id OFFSET ${offset} LIMIT ${limit}`);
    },

    replyView: async (db: Tx, me: number, id: number): Promise<V | undefined> => {
      const [r] = await rowsOf<V>(db, sql`${view(me)} WHERE r.id = ${id}`);
      return r;
    },

    /**
     * Marks a reply (and its answers) deleted — never an `undeletable` one — and takes them off the post's count;
     * false when nothing was deleted.
     */
    deleteReply: async (tx: Tx, id: number, postId: number): Promise<boolean> => {
      const keep = t.undeletable ? sql.raw(` AND NOT ${t.undeletable}`) : sql``;
      const gone = await rowsOf<{ id: number }>(tx, sql`UPDATE ${replies} r SET deleted = true
    WHERE ${postKey} = ${postId} AND NOT r.deleted${keep} AND (r.id = ${id} OR r.parent_id = ${id}) RETURNING r.id`);
      if (!gone.length) return false;
      await rowsOf(tx, sql`UPDATE ${sql.raw(t.posts)} SET reply_count = greatest(reply_count - ${gone.length}, 0) WHERE id = ${postId}`);
      return true;
    },

    /** Likes a reply once per user; the new count. */
    replyLike: async (tx: Tx, replyId: number, userId: number, at: Date): Promise<number> => {
      const [r] = await rowsOf<{ like_count: number }>(tx, sql`WITH ins AS (
      INSERT INTO ${sql.raw(t.likes)} (reply_id, user_id, created_at) VALUES (${replyId}, ${userId}, ${at}) ON CONFLICT DO NOTHING RETURNING 1)
    UPDATE ${replies} SET like_count = like_count + (SELECT count(*)::int FROM ins) WHERE id = ${replyId} RETURNING like_count`);
      return r.like_count;
    },

    /** Takes the user's like back; the new count. */
    replyUnlike: async (tx: Tx, replyId: number, userId: number): Promise<number> => {
      const [r] = await rowsOf<{ like_count: number }>(tx, sql`WITH del AS (
      DELETE FROM ${sql.raw(t.likes)} WHERE reply_id = ${replyId} AND user_id = ${userId} RETURNING 1)
    UPDATE ${replies} SET like_count = like_count - (SELECT count(*)::int FROM del) WHERE id = ${replyId} RETURNING like_count`);
      return r.like_count;
    },
  };
}
