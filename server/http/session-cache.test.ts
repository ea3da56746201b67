import { describe, expect, it } from 'vitest';
import { SessionCache, onSessionNotice } from './session-cache';

const s = (id: number, sessionId: number, expiresAt = new Date('2030-01-01')) => ({ id, sessionId, method: 'sms', expiresAt });
const now = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('SessionCache', () => {
  it('keeps a session until its expiry or the TTL, whichever comes first', () => {
    const c = new SessionCache(60_000);
    c.set('a', s(1, 1), now, c.epoch);
    c.set('b', s(2, 2, later(10_000)), now, c.epoch);
    expect(c.get('a', later(59_999))?.sessionId).toBe(1);
    expect(c.get('a', later(60_000))).toBeUndefined();
    expect(c.get('b', later(9_999))?.sessionId).toBe(2);
    expect(c.get('b', later(10_000))).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('a notification drops every session of that user only', () => {
    const c = new SessionCache();
    c.set('a1', s(1, 1), now, c.epoch);
    c.set('a2', s(1, 2), now, c.epoch);
    c.set('b', s(2, 3), now, c.epoch);
    onSessionNotice(c, '1');
    expect(c.get('a1', now)).toBeUndefined();
    expect(c.get('a2', now)).toBeUndefined();
    expect(c.get('b', now)?.id).toBe(2);
    onSessionNotice(c, '');
    expect(c.get('b', now)).toBeUndefined();
  });

  it('a lookup that was running when a notification came does not fill the cache', () => {
    const c = new SessionCache();
    const epoch = c.epoch; // lookup starts
    onSessionNotice(c, '7'); // a revocation of anyone commits meanwhile
    c.set('x', s(1, 1), now, epoch); // the lookup's (possibly stale) answer
    expect(c.get('x', now)).toBeUndefined();
    c.set('x', s(1, 1), now, c.epoch);
    expect(c.get('x', now)?.id).toBe(1);
  });

  it('holds at most its bound, dropping the oldest', () => {
    const c = new SessionCache(60_000, 2);
    c.set('a', s(1, 1), now, c.epoch);
    c.set('b', s(2, 2), now, c.epoch);
    c.set('c', s(3, 3), now, c.epoch);
    expect(c.size).toBe(2);
    expect(c.get('a', now)).toBeUndefined();
    expect(c.get('c', now)?.id).toBe(3);
  });

  it('a clock that went back is a miss, and extend moves the expiry', () => {
    const c = new SessionCache();
    c.set('a', s(1, 1, later(1000)), now, c.epoch);
    c.extend('a', later(5000));
    expect(c.get('a', later(3000))?.id).toBe(1);
    expect(c.get('a', later(-1))).toBeUndefined();
  });
});
