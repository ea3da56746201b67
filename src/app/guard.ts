/**
 * The navigation guard (spec §2), as a pure function: given where the user is going, the route's access and the
 * user state, decide whether to show the page, wait for the initial login, ask the guest to log in, or redirect.
 * The shell (src/app/shell/guarded-outlet.tsx) acts on the decision.
 */

/** The spec's cpg-version mode flag (§9): 0 by default. */
export const IS_CPG_VERSION = 0 as 0 | 1;
export const GUEST_ID = 1;
export const HOME = '/pages/index/index';
export const BAIJIA = '/pages/baijia/index';
export const LOGIN = '/pages/account/index';
export const NOT_FOUND = '/pages/other/not-found';
export const CPG_ROOT = '/seekroot/index?from=xgbook';

export interface GuardUser {
  id: number;
  defaultPage: number;
}

export interface GuardInput {
  /** Target path (no query), e.g. "/mine/index". */
  path: string;
  /** Target query string with "?", or "". */
  search: string;
  /** The route's row; undefined for an unknown path. */
  route?: { access: 'public' | 'auth' | 'system'; skipAuth?: boolean };
  /** The loaded user info; null while none is loaded. */
  user: GuardUser | null;
  /** The initial login routine has finished (with a user, guest or not). */
  ready: boolean;
  /** The initial login routine failed (network down, server error). */
  failed?: boolean;
  /** Landing on root from root: the app was opened at "/" (not navigated there from another page). */
  fromRoot: boolean;
  isCpgVersion?: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'failed' }
  | { kind: 'ask-login'; jumpUrl: string }
  | { kind: 'redirect'; to: string };

/** "Logged in" means user info exists and its id is not 1 (spec §3). */
export const isLoggedIn = (u: { id: number } | null | undefined): boolean => !!u && u.id !== GUEST_ID;

export function decide(i: GuardInput): GuardDecision {
  if (!i.route) return { kind: 'redirect', to: NOT_FOUND };
  // Guest (login), debug and h5-auto pages skip authentication and the initial login.
  if (i.route.skipAuth) return { kind: 'allow' };
  // If no user info is loaded, the initial login routine runs first.
  if (!i.ready || !i.user) return i.failed ? { kind: 'failed' } : { kind: 'wait' };
  if (i.path === '/' && i.fromRoot) {
    if (i.isCpgVersion ?? IS_CPG_VERSION === 1) return { kind: 'redirect', to: CPG_ROOT };
    if (isLoggedIn(i.user) && i.user.defaultPage === 0) return { kind: 'redirect', to: BAIJIA };
  }
  if (i.route.access === 'auth' && !isLoggedIn(i.user)) return { kind: 'ask-login', jumpUrl: i.path + i.search };
  return { kind: 'allow' };
}

/** Where to go after a login: the remembered jumpUrl, unless it is a login page itself. */
export function afterLogin(jumpUrl: string | null | undefined): string {
  if (!jumpUrl || !jumpUrl.startsWith('/') || jumpUrl.startsWith('/pages/account/')) return HOME;
  return jumpUrl;
}
