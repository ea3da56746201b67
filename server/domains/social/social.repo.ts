/**
 * Follows, friends, friend requests and the privacy setting (server/db/schema/social.ts). People lists read the
 * users table (names, city) and project_users (who shares a project with whom) in joins.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import { socialFollows, socialFriendRequests, socialFriends, socialSettings } from '../../db/schema/index';

export type RequestRow = typeof socialFriendRequests.$inferSelect;

export interface PersonRow {
  id: number; nickname: string; real_name: string; photo: string; city: string; signature: string;
  following: boolean; follows_me: boolean; friend: boolean; sent: boolean; received: boolean;
}

const personCols = (me: number) => sql`u.id, u.nickname, u.real_name, u.photo, u.city, u.signature,
  EXISTS (SELECT 1 FROM social_follows f WHERE f.user_id = ${me} AND f.target_id = u.id) AS following,
  EXISTS (SELECT 1 FROM social_follows f WHERE f.user_id = u.id AND f.target_id = ${me}) AS follows_me,
  EXISTS (SELECT 1 FROM social_friends f WHERE f.user_id = ${me} AND f.friend_id = u.id) AS friend,
  EXISTS (SELECT 1 FROM social_friend_requests r WHERE r.from_id = ${me} AND r.to_id = u.id AND r.status = 'pending') AS sent,
  EXISTS (SELECT 1 FROM social_friend_requests r WHERE r.from_id = u.id AND r.to_id = ${me} AND r.status = 'pending') AS received`;

/** Who to look for: a whole phone, a part of a name, a whole name, a city. */
export type PeopleFilter = { phone: string } | { nameLike: string } | { name: string } | { city: string };

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function whereOf(f: PeopleFilter): SQL {
  if ('phone' in f) return sql`u.phone = ${f.phone}`;
  if ('nameLike' in f) return sql`(u.nickname ILIKE ${likeOf(f.nameLike)} OR u.real_name ILIKE ${likeOf(f.nameLike)})`;
  if ('name' in f) return sql`(u.nickname = ${f.name} OR u.real_name = ${f.name})`;
  return sql`u.city = ${f.city}`;
}

/** Users matching the filter whom `me` may find (their privacy), page by id. */
export async function findPeople(db: Tx, me: number, filter: PeopleFilter, offset: number, limit: number): Promise<PersonRow[]> {
  const where = whereOf(filter);
  return rowsOf<PersonRow>(db, sql`SELECT ${personCols(me)} FROM users u LEFT JOIN social_settings s ON s.user_id = u.id
    WHERE u.id <> ${me} AND u.id <> 1 AND u.status = 'active' AND (${where})
      AND (coalesce(s.findable, 'everyone') = 'everyone' OR (s.findable = 'clan' AND EXISTS (
        SELECT 1 FROM project_users a JOIN project_users b ON b.project_id = a.project_id WHERE a.user_id = u.id AND b.user_id = ${me})))
    ORDER BY u.id LIMIT ${limit} OFFSET ${offset}`);
}

/** These users as seen by me (no privacy filter: they are already related to me). */
export async function people(db: Tx, me: number, ids: number[]): Promise<PersonRow[]> {
  if (!ids.length) return [];
  return rowsOf<PersonRow>(db, sql`SELECT ${personCols(me)} FROM users u WHERE u.id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
}

export async function userBasics(db: Tx, id: number): Promise<{ id: number; nickname: string; real_name: string; city: string; status: string } | undefined> {
  const [r] = await rowsOf<{ id: number; nickname: string; real_name: string; city: string; status: string }>(db,
    sql`SELECT id, nickname, real_name, city, status FROM users WHERE id = ${id}`);
  return r;
}

// ——— follows ———

export async function isFollowing(db: Tx, userId: number, targetId: number): Promise<boolean> {
  const [r] = await db.select({ u: socialFollows.userId }).from(socialFollows).where(and(eq(socialFollows.userId, userId), eq(socialFollows.targetId, targetId))).limit(1);
  return !!r;
}

export async function follow(db: Tx, userId: number, targetId: number, now: Date): Promise<void> {
  await db.insert(socialFollows).values({ userId, targetId, createdAt: now }).onConflictDoNothing();
}

export async function unfollow(db: Tx, userId: number, targetId: number): Promise<void> {
  await db.delete(socialFollows).where(and(eq(socialFollows.userId, userId), eq(socialFollows.targetId, targetId)));
}

export async function followingIds(db: Tx, userId: number, offset: number, limit: number): Promise<number[]> {
  return (await db.select({ id: socialFollows.targetId }).from(socialFollows).where(eq(socialFollows.userId, userId))
    .orderBy(desc(socialFollows.createdAt)).offset(offset).limit(limit)).map((r) => r.id);
}

export async function fanIds(db: Tx, userId: number, offset: number, limit: number): Promise<number[]> {
  return (await db.select({ id: socialFollows.userId }).from(socialFollows).where(eq(socialFollows.targetId, userId))
    .orderBy(desc(socialFollows.createdAt), desc(socialFollows.userId)).offset(offset).limit(limit)).map((r) => r.id);
}

// ——— friends ———

export async function areFriends(db: Tx, a: number, b: number): Promise<boolean> {
  const [r] = await db.select({ u: socialFriends.userId }).from(socialFriends).where(and(eq(socialFriends.userId, a), eq(socialFriends.friendId, b))).limit(1);
  return !!r;
}

export async function befriend(tx: Tx, a: number, b: number, now: Date): Promise<void> {
  await tx.insert(socialFriends).values([{ userId: a, friendId: b, createdAt: now }, { userId: b, friendId: a, createdAt: now }]).onConflictDoNothing();
}

export async function unfriend(tx: Tx, a: number, b: number): Promise<void> {
  await tx.delete(socialFriends).where(sql`(${socialFriends.userId} = ${a} AND ${socialFriends.friendId} = ${b}) OR (${socialFriends.userId} = ${b} AND ${socialFriends.friendId} = ${a})`);
}

export async function friendIds(db: Tx, userId: number, offset: number, limit: number): Promise<number[]> {
  return (await db.select({ id: socialFriends.friendId }).from(socialFriends).where(eq(socialFriends.userId, userId))
    .orderBy(desc(socialFriends.createdAt), desc(socialFriends.friendId)).offset(offset).limit(limit)).map((r) => r.id);
}

// ——— requests ———

export async function requestById(db: Tx, id: number): Promise<RequestRow | undefined> {
  const [r] = await db.select().from(socialFriendRequests).where(eq(socialFriendRequests.id, id)).limit(1);
  return r;
}

export async function pendingBetween(db: Tx, fromId: number, toId: number): Promise<RequestRow | undefined> {
  const [r] = await db.select().from(socialFriendRequests).where(and(eq(socialFriendRequests.fromId, fromId), eq(socialFriendRequests.toId, toId), eq(socialFriendRequests.status, 'pending'))).limit(1);
  return r;
}

/** A new pending request; undefined when one is pending already (unique index). */
export async function insertRequest(db: Tx, fromId: number, toId: number, now: Date): Promise<RequestRow | undefined> {
  const [r] = await db.insert(socialFriendRequests).values({ fromId, toId, createdAt: now }).onConflictDoNothing().returning();
  return r;
}

/** Decide a pending request; undefined when it is no longer pending. */
export async function decide(tx: Tx, id: number, status: 'accepted' | 'rejected', now: Date): Promise<RequestRow | undefined> {
  const [r] = await tx.update(socialFriendRequests).set({ status, decidedAt: now })
    .where(and(eq(socialFriendRequests.id, id), eq(socialFriendRequests.status, 'pending'))).returning();
  return r;
}

export async function requestsTo(db: Tx, userId: number, offset: number, limit: number): Promise<RequestRow[]> {
  return db.select().from(socialFriendRequests).where(eq(socialFriendRequests.toId, userId)).orderBy(desc(socialFriendRequests.id)).offset(offset).limit(limit);
}

export async function requestsFrom(db: Tx, userId: number, offset: number, limit: number): Promise<RequestRow[]> {
  return db.select().from(socialFriendRequests).where(eq(socialFriendRequests.fromId, userId)).orderBy(desc(socialFriendRequests.id)).offset(offset).limit(limit);
}

export async function counts(db: Tx, userId: number): Promise<{ following: number; fans: number; friends: number; requests: number }> {
  const [r] = await rowsOf<{ following: number; fans: number; friends: number; requests: number }>(db, sql`SELECT
    (SELECT count(*)::int FROM social_follows WHERE user_id = ${userId}) AS following,
    (SELECT count(*)::int FROM social_follows WHERE target_id = ${userId}) AS fans,
    (SELECT count(*)::int FROM social_friends WHERE user_id = ${userId}) AS friends,
    (SELECT count(*)::int FROM social_friend_requests WHERE to_id = ${userId} AND status = 'pending') AS requests`);
  return r;
}

// ——— privacy ———

export async function findableOf(db: Tx, userId: number): Promise<string> {
  const [r] = await db.select({ f: socialSettings.findable }).from(socialSettings).where(eq(socialSettings.userId, userId)).limit(1);
  return r?.f ?? 'everyone';
}

export async function setFindable(db: Tx, userId: number, findable: string, now: Date): Promise<void> {
  await db.insert(socialSettings).values({ userId, findable, updatedAt: now })
    .onConflictDoUpdate({ target: socialSettings.userId, set: { findable, updatedAt: now } });
}

// ——— personal page ———

export interface OwnProject { id: number; name: string; surname: string; area: string; privacy: string }

/** The projects he belongs to (any role), most recently joined first (as /project/list/bind). Read in a join. */
export async function projectsOf(db: Tx, userId: number): Promise<OwnProject[]> {
  return rowsOf<OwnProject>(db, sql`SELECT p.id, p.name, p.surname, p.area, p.privacy FROM project_users pu
    JOIN projects p ON p.id = pu.project_id WHERE pu.user_id = ${userId} ORDER BY pu.created_at DESC, p.id DESC`);
}

/** His chosen page projects, or null when he never chose. */
export async function personProjectsOf(db: Tx, userId: number): Promise<number[] | null> {
  const [r] = await db.select({ p: socialSettings.personProjects }).from(socialSettings).where(eq(socialSettings.userId, userId)).limit(1);
  return r?.p ?? null;
}

export async function setPersonProjects(db: Tx, userId: number, projectIds: number[], now: Date): Promise<void> {
  await db.insert(socialSettings).values({ userId, personProjects: projectIds, updatedAt: now })
    .onConflictDoUpdate({ target: socialSettings.userId, set: { personProjects: projectIds, updatedAt: now } });
}
