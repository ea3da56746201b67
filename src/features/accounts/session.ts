/**
 * The session routines (spec §4 "Guest start", "Login", "Logout"; §8 the login check):
 * - initial login: no stored userInfo → GET /login/guest and a temporary (not stored) guest login; stored userInfo →
 *   its token is checked (GET /user/check/user) and the fresh userInfo stored; a share/scene param → the inviter is
 *   remembered for the login calls;
 * - login: the userInfo is set and persisted under the `userInfo` cache key;
 * - logout and the login check (HTTP 401, msg 401, no token): the userInfo is cleared and removed from the cache,
 *   then a guest login is made. The guard then asks a guest on an [auth] page to log in.
 */
import type { UserInfo } from '@contract/accounts';
import { checkUser, loginGuest, logout as logoutCall } from '@contract/accounts';
import { api, isApiError } from '@src/lib/api-client';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import { inviterFromScene } from '@src/lib/share';
import { queryClient } from '@src/lib/query';
import { sessionStateAtom, setUserInfo, store, storedUserInfo, userInfoAtom } from '@src/app/store';

let initRun: Promise<void> | null = null;
let checkRun: Promise<void> | null = null;

/** Remember the inviter of a shared link (`share=<value>` or `scene=s=<value>`). */
export function rememberInviter(search: string): void {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const inviter = q.get('share') || inviterFromScene(q.get('scene'));
  if (inviter) cache.set(CACHE_KEYS.inviter, inviter, { ttlMs: 7 * 24 * 3600 * 1000 });
}

/** The remembered inviter's share value (sent with the login calls). */
export function inviter(): string | undefined {
  return cache.peek<string>(CACHE_KEYS.inviter) ?? undefined;
}

async function guestLogin(): Promise<void> {
  const guest = await api(loginGuest, {}, { loading: false, silent: true });
  // "If the guest reply carries a msg field, the guest session is not set": a msg 0 reply rejects above.
  setUserInfo(guest, { persist: false });
}

/** The initial login routine; runs once (again only after a failure). */
export function initialLogin(search = ''): Promise<void> {
  rememberInviter(search);
  if (store.get(sessionStateAtom) === 'ready' && store.get(userInfoAtom)) return Promise.resolve();
  if (initRun) return initRun;
  store.set(sessionStateAtom, 'pending');
  initRun = (async () => {
    const stored = storedUserInfo();
    if (!stored) {
      await guestLogin();
    } else {
      store.set(userInfoAtom, stored); // the token the check call carries
      try {
        const r = await api(checkUser, {}, { loading: false, silent: true });
        setUserInfo(r.userInfo, { persist: r.userInfo.id !== 1 });
      } catch (e) {
        if (isApiError(e) && e.code === 401) {
          await loginCheckRun(); // the token is no longer valid: back to a guest
        } else {
          throw e;
        }
      }
    }
    store.set(sessionStateAtom, 'ready');
  })().catch((e) => {
    store.set(sessionStateAtom, 'failed');
    throw e;
  }).finally(() => {
    initRun = null;
  });
  return initRun;
}

async function loginCheckRun(): Promise<void> {
  if (checkRun) return checkRun;
  checkRun = (async () => {
    setUserInfo(null);
    queryClient.clear();
    await guestLogin();
    store.set(sessionStateAtom, 'ready');
  })()
    .catch(() => {
      store.set(sessionStateAtom, 'failed');
    })
    .finally(() => {
      checkRun = null;
    });
  return checkRun;
}

/** The login check (API client's onUnauthorized): clear the stored user and re-run guest login. */
export function loginCheck(): void {
  // During the initial login routine the routine itself handles a 401.
  if (initRun) return;
  void loginCheckRun();
}

/** After any successful login: store the user, forget cached data of the previous user. */
/** Before sending a guest to the login page from an action (创建家族, 纠错…): where the login brings him back. */
export function rememberReturn(to: string): void {
  cache.set(CACHE_KEYS.jumpUrl, to, { once: true });
}

export function completeLogin(user: UserInfo): void {
  queryClient.clear();
  setUserInfo(user, { persist: user.id !== 1 });
  store.set(sessionStateAtom, 'ready');
  cache.remove(CACHE_KEYS.inviter);
}

/** Log out: end the session on the server (best effort), clear the user, then a guest login. */
export async function logoutAndBecomeGuest(scope: 'session' | 'all' = 'session'): Promise<void> {
  try {
    await api(logoutCall, { x: scope }, { silent: true });
  } catch {
    /* the local logout happens anyway */
  }
  await loginCheckRun();
}

/** After the account was deleted on the server. */
export async function forgetDeletedAccount(): Promise<void> {
  await loginCheckRun();
}
