/** Users as other domains see them: level and bought project slots (spec §4 "Project limit"), display names. */
import type { Tx } from '../../db/client';
import * as repo from './accounts.repo';

export async function userLevel(db: Tx, userId: number): Promise<{ level: number; extra: number } | undefined> {
  const u = await repo.userById(db, userId);
  return u ? { level: u.level, extra: u.extraProjectCount } : undefined;
}

/** Add bought project slots (a paid purchase's fulfiller, in its transaction). */
export const addExtraProjects = (tx: Tx, userId: number, count: number) => repo.addExtraProjects(tx, userId, count);

export interface UserName { id: number; name: string; phone: string }

/** Display names of users (nickname, else real name, else 用户N) and their phones. */
export async function displayNames(db: Tx, ids: (number | null | undefined)[]): Promise<Map<number, UserName>> {
  const want = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  const out = new Map<number, UserName>();
  for (const r of await repo.usersByIds(db, want)) out.set(r.id, { id: r.id, name: r.nickname || r.realName || `用户${r.id}`, phone: r.phone ?? '' });
  return out;
}

/** The active user with this phone. */
export const activeUserIdByPhone = async (db: Tx, phone: string) => (await repo.activeUserByPhone(db, phone))?.id;

/** His phone ('' when none). */
export const phoneOf = async (db: Tx, userId: number) => (await repo.userById(db, userId))?.phone ?? '';

/** Lock his user row until the transaction ends (serialises one user's balance changes). */
export const lockUser = async (tx: Tx, userId: number): Promise<void> => { await repo.lockUser(tx, userId); };

/** Set his surname (姓, the spec's firstName) — the surname library's "my surname" (/surname/v3/first-name/:id). */
export async function setUserFirstName(db: Tx, userId: number, firstName: string, now: Date): Promise<string | undefined> {
  return (await repo.updateUser(db, userId, { firstName }, now))?.firstName;
}
