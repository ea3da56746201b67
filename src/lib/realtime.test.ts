/** The client's realtime connection on a fake socket: auth, subscribe, reconnect with back-off, resubscribe. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE } from '@contract/realtime';
import { createRealtime, type SocketEvents } from './realtime';

interface Fake {
  url: string;
  on: SocketEvents;
  sent: Record<string, unknown>[];
  closed: boolean;
}

function setup(opts: { token?: string | null } = {}) {
  const sockets: Fake[] = [];
  let token: string | null = opts.token === undefined ? 'tok-1' : opts.token;
  const rt = createRealtime({
    url: () => 'ws://test/app/ws',
    token: () => token,
    connect: (url, on) => {
      const f: Fake = { url, on, sent: [], closed: false };
      sockets.push(f);
      return { send: (t) => f.sent.push(JSON.parse(t)), close: () => { f.closed = true; } };
    },
    random: () => 1, // no jitter: delays are exactly min × 2^n
  });
  const last = () => sockets[sockets.length - 1];
  /** The server side of the newest socket: open it and accept the token. */
  const accept = (userId = 7) => {
    last().on.open();
    last().on.message(JSON.stringify({ type: 'ready', userId }));
  };
  const frame = (f: object) => last().on.message(JSON.stringify(f));
  return { rt, sockets, last, accept, frame, setToken: (t: string | null) => { token = t; } };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('realtime client', () => {
  it('connects when a topic is wanted, authenticates first, subscribes after ready, and delivers events', () => {
    const { rt, sockets, last, frame } = setup();
    expect(sockets).toHaveLength(0);
    const got: unknown[] = [];
    const live: boolean[] = [];
    rt.subscribe('project:5', { onMessage: (d) => got.push(d), onLive: (l) => live.push(l) });
    expect(sockets).toHaveLength(1);
    last().on.open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    frame({ type: 'ready', userId: 7 });
    expect(last().sent.slice(1)).toEqual([{ type: 'subscribe', topic: 'project:5' }]);
    expect(rt.state()).toBe('up');
    frame({ type: 'subscribed', topic: 'project:5' });
    expect(live).toEqual([true]);
    frame({ type: 'event', topic: 'project:5', data: { progress: 40 } });
    frame({ type: 'event', topic: 'project:6', data: { progress: 1 } });
    expect(got).toEqual([{ progress: 40 }]);
    // a second topic while up is subscribed at once
    rt.subscribe('user:7', { onMessage: () => undefined });
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe', topic: 'user:7' });
  });

  it('waits for a token before connecting', () => {
    const { rt, sockets, setToken } = setup({ token: null });
    rt.subscribe('project:5', { onMessage: () => undefined });
    expect(sockets).toHaveLength(0);
    setToken('guest-token');
    rt.tokenChanged();
    expect(sockets).toHaveLength(1);
  });

  it('reconnects with growing back-off, resubscribes every topic, and resets the back-off once up', () => {
    const { rt, sockets, last, accept, frame } = setup();
    const live: boolean[] = [];
    rt.subscribe('project:5', { onMessage: () => undefined, onLive: (l) => live.push(l) });
    rt.subscribe('user:7', { onMessage: () => undefined });
    accept();
    frame({ type: 'subscribed', topic: 'project:5' });
    last().on.close(1006);
    expect(live).toEqual([true, false]);
    expect(rt.state()).toBe('waiting');
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) { vi.advanceTimersByTime(100); waited += 100; }
      delays.push(waited);
      last().on.close(1006); // the server is still down
    }
    expect(delays).toEqual([500, 1000, 2000, 4000]);
    vi.advanceTimersByTime(8000);
    accept();
    expect(last().sent).toEqual([
      { type: 'auth', token: 'tok-1' },
      { type: 'subscribe', topic: 'project:5' },
      { type: 'subscribe', topic: 'user:7' },
    ]);
    frame({ type: 'subscribed', topic: 'project:5' });
    expect(live).toEqual([true, false, true]);
    expect(rt.isLive('project:5')).toBe(true);
    // up again: the next loss waits the first delay again
    const n = sockets.length;
    last().on.close(1006);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(n);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(n + 1);
  });

  it('caps the back-off at 30 s', () => {
    const { rt, sockets, last } = setup();
    rt.subscribe('project:5', { onMessage: () => undefined });
    for (let i = 0; i < 10; i++) {
      last().on.close(1006);
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(11);
    last().on.close(1006);
    vi.advanceTimersByTime(29_999);
    expect(sockets).toHaveLength(11);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(12);
  });

  it('after a refused token waits for another token, then connects at once with it', () => {
    const { rt, sockets, last, setToken } = setup();
    rt.subscribe('project:5', { onMessage: () => undefined });
    last().on.open();
    last().on.message(JSON.stringify({ type: 'error', code: 'auth-failed', msg: '登录已过期，请重新登录' }));
    last().on.close(CLOSE.authFailed);
    expect(rt.state()).toBe('refused');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    setToken('tok-2');
    rt.tokenChanged();
    expect(sockets).toHaveLength(2);
    last().on.open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'tok-2' });
  });

  it('a changed token replaces the connection', () => {
    const { rt, sockets, accept, setToken } = setup();
    rt.subscribe('user:7', { onMessage: () => undefined });
    accept();
    setToken('tok-2');
    rt.tokenChanged();
    expect(sockets[0].closed).toBe(true);
    expect(sockets).toHaveLength(2);
    // late frames of the old socket are ignored
    sockets[0].on.message(JSON.stringify({ type: 'ready', userId: 7 }));
    expect(sockets[1].sent).toEqual([]);
  });

  it('tells listeners of a refused topic and keeps the others', () => {
    const { rt, accept, frame } = setup();
    const refused: string[] = [];
    const got: unknown[] = [];
    rt.subscribe('project:9', { onMessage: () => undefined, onRefused: (m) => refused.push(m) });
    rt.subscribe('user:7', { onMessage: (d) => got.push(d) });
    accept();
    frame({ type: 'error', code: 'forbidden', msg: '没有权限', topic: 'project:9' });
    frame({ type: 'subscribed', topic: 'user:7' });
    frame({ type: 'event', topic: 'user:7', data: 1 });
    expect(refused).toEqual(['没有权限']);
    expect(rt.isLive('project:9')).toBe(false);
    expect(got).toEqual([1]);
  });

  it('unsubscribes when the last listener of a topic leaves, and closes when no topic is left', () => {
    const { rt, sockets, last, accept } = setup();
    const a = rt.subscribe('project:5', { onMessage: () => undefined });
    const b = rt.subscribe('project:5', { onMessage: () => undefined });
    accept();
    a();
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe', topic: 'project:5' });
    b();
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'project:5' });
    vi.advanceTimersByTime(9_999);
    expect(last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last().closed).toBe(true);
    expect(rt.state()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('pings, and drops a connection that stays silent after a ping', () => {
    const { rt, sockets, last, accept, frame } = setup();
    rt.subscribe('project:5', { onMessage: () => undefined });
    accept();
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    frame({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(sockets[0].closed).toBe(true);
    expect(rt.state()).toBe('waiting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });
});
