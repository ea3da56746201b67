/**
 * The one jotai store of the app (style §1: one module re-exports jotai, so the store is usable outside React —
 * by the API client, the session routines and the guard). Features keep their own atoms in
 * src/features/<domain>/<domain>.atoms.ts and use this store.
 */
import { atom, createStore } from 'jotai';
import type { UserInfo } from '@contract/accounts';
import { cache, CACHE_KEYS } from '@src/lib/cache';

export { atom, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const store = createStore();

/** The loaded user (guest id 1 or a member); null until the initial login routine has set one. */
export const userInfoAtom = atom<UserInfo | null>(null);

/** Where the initial login routine stands. */
export type SessionState = 'idle' | 'pending' | 'ready' | 'failed';
export const sessionStateAtom = atom<SessionState>('idle');

/** The project (clan register) being viewed: sent as the projectId, clanId and ap headers. */
export interface CurrentProject {
  projectId: number | null;
  clanId: number | null;
  /** Access grant of a password-protected project. */
  ap: string | null;
}
export const currentProjectAtom = atom<CurrentProject>({ projectId: null, clanId: null, ap: null });

/** The loading indicator's text (null = hidden). */
export const loadingTextAtom = atom<string | null>(null);

/** Set the user; `persist` stores it under the `userInfo` cache key (a logged-in user), else it is temporary. */
export function setUserInfo(user: UserInfo | null, opts: { persist?: boolean } = {}): void {
  store.set(userInfoAtom, user);
  if (!user) cache.remove(CACHE_KEYS.userInfo);
  else if (opts.persist) cache.set(CACHE_KEYS.userInfo, user);
}

/** Update fields of the loaded user (and of its stored copy if it is stored). */
export function patchUserInfo(patch: Partial<UserInfo>): void {
  const u = store.get(userInfoAtom);
  if (!u) return;
  const next = { ...u, ...patch };
  store.set(userInfoAtom, next);
  if (cache.peek(CACHE_KEYS.userInfo)) cache.set(CACHE_KEYS.userInfo, next);
}

export function storedUserInfo(): UserInfo | undefined {
  return cache.peek<UserInfo>(CACHE_KEYS.userInfo);
}
