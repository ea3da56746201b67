/**
 * The client's one realtime connection (/app/ws, contract/realtime.ts; server/realtime/README.md).
 *
 * - connects while some topic is wanted and there is a session token; sends `auth` first, then subscribes every
 *   wanted topic once the server answers `ready`;
 * - reconnects with exponential back-off and jitter (0.5 s doubling to 30 s) and subscribes again; a refused token
 *   (close 4401) waits for a new token (`tokenChanged()`), a changed token reconnects at once;
 * - pings every 25 s and drops a connection that stays silent 10 s after a ping (a half-open socket);
 * - closes 10 s after the last topic is let go.
 * `useTopic(topic, onMessage)` is the React face; `live` says whether events flow, so a screen can poll less.
 * The module is DOM-free: the socket, timers and randomness are injected (`createRealtime`); the app wires the
 * browser's WebSocket once with `configureRealtime` (src/app/realtime-setup.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { CLOSE, type ClientFrame, type ServerFrame } from '@contract/realtime';
import { realTimers, type Timers } from './api-loading';

export interface SocketEvents {
  open(): void;
  message(text: string): void;
  close(code: number): void;
}
export interface SocketHandle {
  send(text: string): void;
  close(): void;
}

export interface RealtimeDeps {
  url: () => string;
  token: () => string | null | undefined;
  connect: (url: string, on: SocketEvents) => SocketHandle;
  timers?: Timers;
  random?: () => number;
  backoff?: { minMs: number; maxMs: number };
  pingMs?: number;
  pongTimeoutMs?: number;
  idleCloseMs?: number;
}

export interface TopicListener {
  onMessage(data: unknown): void;
  /** Events flow (true) or stopped (false). */
  onLive?(live: boolean): void;
  /** The server refused the topic (Chinese text). */
  onRefused?(msg: string): void;
}

export type RealtimeState = 'idle' | 'connecting' | 'up' | 'waiting' | 'refused';

interface Entry {
  listeners: Set<TopicListener>;
  live: boolean;
  ap?: string;
}

export type Realtime = ReturnType<typeof createRealtime>;

export function createRealtime(deps: RealtimeDeps) {
  const timers = deps.timers ?? realTimers;
  const random = deps.random ?? Math.random;
  const backoff = deps.backoff ?? { minMs: 500, maxMs: 30_000 };
  const pingMs = deps.pingMs ?? 25_000;
  const pongTimeoutMs = deps.pongTimeoutMs ?? 10_000;
  const idleCloseMs = deps.idleCloseMs ?? 10_000;

  const topics = new Map<string, Entry>();
  const watchers = new Set<(s: RealtimeState) => void>();
  let state: RealtimeState = 'idle';
  let sock: SocketHandle | null = null;
  let attempt = 0;
  let retry: unknown = null;
  let idle: unknown = null;
  let ping: unknown = null;
  let silence: unknown = null;
  let stopped = false;

  const setState = (s: RealtimeState) => {
    if (s === state) return;
    state = s;
    for (const w of watchers) w(s);
  };
  const clear = (h: unknown) => { if (h !== null) timers.clearTimeout(h); return null; };
  const send = (f: ClientFrame) => sock?.send(JSON.stringify(f));
  const setLive = (e: Entry, live: boolean) => {
    if (e.live === live) return;
    e.live = live;
    for (const l of e.listeners) l.onLive?.(live);
  };
  const subscribeFrame = (topic: string, e: Entry): ClientFrame => ({ type: 'subscribe', topic, ...(e.ap ? { ap: e.ap } : {}) });

  function ensure() {
    if (stopped) return;
    if (topics.size === 0) {
      if (sock && idle === null) idle = timers.setTimeout(() => { idle = null; if (topics.size === 0) drop(); }, idleCloseMs);
      return;
    }
    idle = clear(idle);
    if (sock || retry !== null || state === 'refused') return;
    const token = deps.token();
    if (!token) return;
    open(token);
  }

  function open(token: string) {
    setState('connecting');
    const s: SocketHandle = deps.connect(deps.url(), {
      open: () => {
        if (sock !== s) return;
        send({ type: 'auth', token });
        keepAlive();
      },
      message: (text) => { if (sock === s) onFrame(text); },
      close: (code) => { if (sock === s) lost(code); },
    });
    sock = s;
  }

  function keepAlive() {
    ping = clear(ping);
    ping = timers.setTimeout(() => {
      ping = null;
      send({ type: 'ping' });
      silence = timers.setTimeout(() => { silence = null; lost(1006); }, pongTimeoutMs);
    }, pingMs);
  }

  function onFrame(text: string) {
    silence = clear(silence);
    keepAlive();
    let f: ServerFrame;
    try {
      f = JSON.parse(text) as ServerFrame;
    } catch {
      return;
    }
    if (f.type === 'ready') {
      attempt = 0;
      setState('up');
      for (const [topic, e] of topics) send(subscribeFrame(topic, e));
    } else if (f.type === 'subscribed') {
      const e = topics.get(f.topic);
      if (e) setLive(e, true);
    } else if (f.type === 'event') {
      const e = topics.get(f.topic);
      if (e) for (const l of [...e.listeners]) l.onMessage(f.data);
    } else if (f.type === 'error' && f.topic) {
      const e = topics.get(f.topic);
      if (!e) return;
      setLive(e, false);
      for (const l of e.listeners) l.onRefused?.(f.msg);
    }
  }

  /** Forget the socket (closing it), then reconnect unless told why not. */
  function lost(code: number) {
    const s = sock;
    sock = null;
    ping = clear(ping);
    silence = clear(silence);
    s?.close();
    for (const e of topics.values()) setLive(e, false);
    if (stopped) return;
    if (code === CLOSE.authFailed) return setState('refused');
    if (topics.size === 0) return setState('idle');
    setState('waiting');
    const base = Math.min(backoff.maxMs, backoff.minMs * 2 ** attempt++);
    retry = timers.setTimeout(() => { retry = null; setState('idle'); ensure(); }, base * (0.5 + random() / 2));
  }

  /** Close on purpose (no reconnect timer): idle, a new token, stop. */
  function drop() {
    const s = sock;
    sock = null;
    ping = clear(ping);
    silence = clear(silence);
    retry = clear(retry);
    s?.close();
    for (const e of topics.values()) setLive(e, false);
    setState('idle');
  }

  return {
    /** Listen to a topic; returns the function that stops listening. */
    subscribe(topic: string, listener: TopicListener, opts: { ap?: string } = {}): () => void {
      let e = topics.get(topic);
      if (!e) {
        topics.set(topic, (e = { listeners: new Set(), live: false, ap: opts.ap }));
        if (state === 'up') send(subscribeFrame(topic, e));
      }
      e.listeners.add(listener);
      if (e.live) listener.onLive?.(true);
      ensure();
      const entry = e;
      return () => {
        if (!entry.listeners.delete(listener) || entry.listeners.size > 0) return;
        topics.delete(topic);
        if (state === 'up') send({ type: 'unsubscribe', topic });
        ensure();
      };
    },
    /** The session token may have changed (login, logout, 401): reconnect with the new one. */
    tokenChanged(): void {
      attempt = 0;
      drop();
      ensure();
    },
    state: () => state,
    onState(cb: (s: RealtimeState) => void): () => void {
      watchers.add(cb);
      return () => { watchers.delete(cb); };
    },
    isLive: (topic: string) => topics.get(topic)?.live ?? false,
    stop(): void {
      stopped = true;
      idle = clear(idle);
      drop();
    },
  };
}

let current: Realtime | null = null;

/** Wire the app's one connection (src/app/realtime-setup.ts). */
export function configureRealtime(deps: RealtimeDeps): Realtime {
  current?.stop();
  current = createRealtime(deps);
  return current;
}

export const realtime = (): Realtime | null => current;

/**
 * Receive a topic's events while the component is mounted (`topic` null: none). `live` is true while the
 * subscription stands on an open connection; when false, fall back to polling.
 */
export function useTopic<T = unknown>(topic: string | null | undefined, onMessage: (data: T) => void, opts: { ap?: string } = {}): { live: boolean } {
  const handler = useRef(onMessage);
  useEffect(() => { handler.current = onMessage; });
  const [live, setLive] = useState(false);
  const { ap } = opts;
  useEffect(() => {
    const rt = current;
    if (!topic || !rt) return;
    const off = rt.subscribe(topic, { onMessage: (d) => handler.current(d as T), onLive: setLive }, { ap });
    return () => {
      off();
      setLive(false);
    };
  }, [topic, ap]);
  return { live };
}
