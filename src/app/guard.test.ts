import { describe, expect, it } from 'vitest';
import { afterLogin, BAIJIA, CPG_ROOT, decide, isLoggedIn, NOT_FOUND, type GuardInput } from './guard';

const guest = { id: 1, defaultPage: 1 };
const member = { id: 42, defaultPage: 1 };
const baijiaMember = { id: 42, defaultPage: 0 };
const pub = { access: 'public' as const };
const auth = { access: 'auth' as const };
const base: GuardInput = { path: '/clan/index', search: '', route: pub, user: guest, ready: true, fromRoot: false };

describe('guard', () => {
  it('knows who is logged in', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(guest)).toBe(false);
    expect(isLoggedIn(member)).toBe(true);
  });

  it('waits for the initial login when no user info is loaded', () => {
    expect(decide({ ...base, user: null, ready: false })).toEqual({ kind: 'wait' });
    expect(decide({ ...base, ready: false })).toEqual({ kind: 'wait' });
    expect(decide({ ...base, user: null, ready: false, failed: true })).toEqual({ kind: 'failed' });
  });

  it('lets login, debug and h5-auto pages through before the login routine', () => {
    const skip = { access: 'public' as const, skipAuth: true };
    expect(decide({ ...base, path: '/pages/account/index', route: skip, user: null, ready: false })).toEqual({ kind: 'allow' });
    expect(decide({ ...base, path: '/pages/other/debug', route: skip, user: null, ready: false })).toEqual({ kind: 'allow' });
  });

  it('allows public pages for guests', () => {
    expect(decide(base)).toEqual({ kind: 'allow' });
  });

  it('asks a guest to log in on [auth] pages, remembering the path as jumpUrl', () => {
    expect(decide({ ...base, path: '/mine/set/logout', search: '?a=1', route: auth })).toEqual({ kind: 'ask-login', jumpUrl: '/mine/set/logout?a=1' });
  });

  it('allows [auth] pages for logged-in users', () => {
    expect(decide({ ...base, route: auth, user: member })).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in user landing on root with defaultPage 0 to baijia', () => {
    expect(decide({ ...base, path: '/', user: baijiaMember, fromRoot: true })).toEqual({ kind: 'redirect', to: BAIJIA });
    expect(decide({ ...base, path: '/', user: member, fromRoot: true })).toEqual({ kind: 'allow' });
    expect(decide({ ...base, path: '/', user: guest, fromRoot: true })).toEqual({ kind: 'allow' });
    // navigating to root from another page is not "landing on root from root"
    expect(decide({ ...base, path: '/', user: baijiaMember, fromRoot: false })).toEqual({ kind: 'allow' });
  });

  it('replaces root by the seek-roots page in cpg-version mode', () => {
    expect(decide({ ...base, path: '/', fromRoot: true, isCpgVersion: true })).toEqual({ kind: 'redirect', to: CPG_ROOT });
    expect(decide({ ...base, path: '/', fromRoot: true, isCpgVersion: true, user: baijiaMember })).toEqual({ kind: 'redirect', to: CPG_ROOT });
    expect(decide({ ...base, path: '/', fromRoot: true })).toEqual({ kind: 'allow' });
  });

  it('sends unknown routes to not-found', () => {
    expect(decide({ ...base, route: undefined })).toEqual({ kind: 'redirect', to: NOT_FOUND });
  });

  it('returns to the jumpUrl after login, never to a login page', () => {
    expect(afterLogin('/mine/set/set')).toBe('/mine/set/set');
    expect(afterLogin('/pages/account/register')).toBe('/pages/index/index');
    expect(afterLogin(undefined)).toBe('/pages/index/index');
    expect(afterLogin('https://evil')).toBe('/pages/index/index');
  });
});
