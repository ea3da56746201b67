import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { inClan } from './clans';

/**
 * 寻根 (contract/seek-root.ts): a seeker's post — what he knows of his roots. status open | succeeded (寻根成功) |
 * deleted; `blocked` by a moderator (gone from every list but the author's own); `polished` (精) by a moderator.
 * The counts are kept on the row, changed in the transaction that adds or removes the like / share / reply.
 * match_state pending | done: the matching job (seek-root.jobs.ts) writes seek_root_matches and sets it done.
 */
export const seekRootPosts = pgTable('seek_root_posts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** 姓 */
  firstName: text('first_name').notNull(),
  /** The ancestral place: the deepest area code picked (province 440000, city 440100, county 440106), 0 = none. */
  areaCode: integer('area_code').notNull().default(0),
  /** Its names from the province down ("广东省 广州市 海珠区") and the village written by hand. */
  areaName: text('area_name').notNull().default(''),
  village: text('village').notNull().default(''),
  /** 堂号 and 郡望 as the seeker knows them. */
  hall: text('hall').notNull().default(''),
  junwang: text('junwang').notNull().default(''),
  /** The 字辈 characters he remembers, elder to younger, and whose generation the last one is (0 me, 1 father, 2 grandfather). */
  zibei: text('zibei').notNull().default(''),
  zibeiLast: integer('zibei_last').notNull().default(0),
  father: text('father').notNull().default(''),
  grandfather: text('grandfather').notNull().default(''),
  greatGrandfather: text('great_grandfather').notNull().default(''),
  /** The seeker's birth year (from his base info when he gave none), 0 = unknown. */
  birthYear: integer('birth_year').notNull().default(0),
  title: text('title').notNull().default(''),
  story: text('story').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  contact: text('contact').notNull().default(''),
  status: text('status').notNull().default('open'),
  blocked: boolean('blocked').notNull().default(false),
  polished: boolean('polished').notNull().default(false),
  adoptedReplyId: integer('adopted_reply_id'),
  likeCount: integer('like_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  matchState: text('match_state').notNull().default('pending'),
  matchedAt: timestamp('matched_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('seek_root_posts_list_idx').on(t.firstName, t.createdAt, t.id).where(sql`status <> 'deleted' and not blocked`),
  index('seek_root_posts_new_idx').on(t.createdAt, t.id).where(sql`status <> 'deleted' and not blocked`),
  index('seek_root_posts_user_idx').on(t.userId, t.createdAt),
]);

export const seekRootLikes = pgTable('seek_root_likes', {
  postId: integer('post_id').notNull().references(() => seekRootPosts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.postId, t.userId] })]);

/** One counted share per user and post, with the scene it was shared to (wechat, moments, link, poster). */
export const seekRootShares = pgTable('seek_root_shares', {
  postId: integer('post_id').notNull().references(() => seekRootPosts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  scene: text('scene').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.postId, t.userId] })]);

/**
 * Replies (线索) to a post, two levels deep. A clan's 管理员 / 协管员 may answer for his clan (`project_id`, `clan_id`
 * label the answer "来自 某某族谱"). `adopted`: the one reply the post's author adopted.
 */
export const seekRootReplies = pgTable('seek_root_replies', {
  id: serial('id').primaryKey(),
  postId: integer('post_id').notNull().references(() => seekRootPosts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  parentId: integer('parent_id'),
  toUserId: integer('to_user_id'),
  body: text('body').notNull(),
  projectId: integer('project_id'),
  clanId: integer('clan_id'),
  clanName: text('clan_name').notNull().default(''),
  likeCount: integer('like_count').notNull().default(0),
  adopted: boolean('adopted').notNull().default(false),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('seek_root_replies_post_idx').on(t.postId, t.parentId, t.createdAt, t.id)]);

export const seekRootReplyLikes = pgTable('seek_root_reply_likes', {
  replyId: integer('reply_id').notNull().references(() => seekRootReplies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.replyId, t.userId] })]);

/** A seeker's base info, reused on every post (/seekRoot/userBaseInfo). */
export const seekRootProfiles = pgTable('seek_root_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  realName: text('real_name').notNull().default(''),
  gender: text('gender').notNull().default(''),
  birthYear: integer('birth_year').notNull().default(0),
  firstName: text('first_name').notNull().default(''),
  areaCode: integer('area_code').notNull().default(0),
  areaName: text('area_name').notNull().default(''),
  contact: text('contact').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The matching index: one row per clan, what matching reads instead of the clans and their members — the surname
 * (the first filter, indexed where the clan is public), 堂号, place, its 字辈 poems as character strings with the 世
 * of the first character, and the median birth year of each 世 (for the seeker's age). `clan_version` /
 * `clan_updated_at` / `public` are the clan's state when indexed: the sweep re-indexes a clan whose state differs.
 * Only aggregate years are kept here, never a member.
 */
export const seekRootClans = pgTable('seek_root_clans', {
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  surname: text('surname').notNull(),
  name: text('name').notNull(),
  hall: text('hall').notNull().default(''),
  area: text('area').notNull().default(''),
  public: boolean('public').notNull(),
  poems: jsonb('poems').$type<{ chars: string; start: number; repeat: boolean }[]>().notNull().default([]),
  genYears: jsonb('gen_years').$type<Record<string, number>>().notNull().default({}),
  clanVersion: integer('clan_version').notNull(),
  clanUpdatedAt: timestamp('clan_updated_at', { withTimezone: true }).notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.projectId, t.clanId] }),
  inClan('seek_root_clans_clan_fk', t),
  index('seek_root_clans_surname_idx').on(t.surname).where(sql`public`),
]);

/**
 * A post's candidate clans, written by the matching job (all of a post's rows replaced at once): the score, the
 * reasons shown, the 世 the remembered characters fall on, and the candidate members (deceased, public ones only).
 * `notified`: the clan's admins were told (kept across recomputations so they are told once).
 */
export const seekRootMatches = pgTable('seek_root_matches', {
  postId: integer('post_id').notNull(),
  projectId: integer('project_id').notNull(),
  clanId: integer('clan_id').notNull(),
  rank: integer('rank').notNull(),
  score: real('score').notNull(),
  reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
  genFrom: integer('gen_from'),
  genTo: integer('gen_to'),
  members: jsonb('members').$type<{ id: number; name: string; generation: number; relation: string }[]>().notNull().default([]),
  notified: boolean('notified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.postId, t.projectId, t.clanId] }),
  inClan('seek_root_matches_clan_fk', t),
  index('seek_root_matches_post_idx').on(t.postId, t.rank),
  index('seek_root_matches_clan_idx').on(t.projectId, t.clanId),
]);

/** Banners of the seek-roots home, by operators (运营). */
export const seekRootBanners = pgTable('seek_root_banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull().default(''),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('seek_root_banners_sort_idx').on(t.sort, t.id)]);

/** The moderators' log of seek-roots posts: polish, unpolish, block, unblock, delete. */
export const seekRootModLogs = pgTable('seek_root_mod_logs', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull(),
  action: text('action').notNull(),
  postId: integer('post_id').notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('seek_root_mod_logs_created_idx').on(t.createdAt)]);
