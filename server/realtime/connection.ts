/**
 * One socket of /app/ws. Frames are handled one at a time, in order (a client may send auth and its subscribes
 * without waiting). Nothing but `auth` and `ping` is accepted before a session token is accepted; every subscribe
 * runs its topic's authorise function (the access rules of the calls). See contract/realtime.ts for the frames.
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE, ClientFrame, REALTIME_MESSAGES as M, type RealtimeErrorCode, type ServerFrame } from '@contract/realtime';
import type { Ctx, Deps, SessionUser } from '../http/context';
import { resolveSession } from '../http/session';
import { AuthError, UserError } from '../http/errors';
import type { LocalHub, Subscriber } from './local-hub';
import type { TopicRegistry } from './topics';

export interface Limits {
  /** Subscriptions one socket may hold. */
  maxSubscriptions: number;
  /** Frames waiting to be handled before the socket is closed as flooding (1008). */
  maxPending: number;
  /** Bytes queued to a socket before it is closed as too slow (1013). */
  maxBufferedBytes: number;
  /** Time to send `auth` after connecting (4408). */
  authTimeoutMs: number;
}

export interface ConnectionEnv {
  deps: Deps;
  topics: TopicRegistry;
  hub: LocalHub;
  limits: Limits;
  onClose(c: Connection): void;
}

export class Connection implements Subscriber {
  private user: SessionUser | null = null;
  private token: string | null = null;
  /** Topic → the `ap` grant it was authorised with. */
  private readonly subs = new Map<string, string | undefined>();
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private authTimer: NodeJS.Timeout | null;
  private closed = false;
  /** Heartbeat: a pong (or any frame) since the last ping. */
  alive = true;

  constructor(private readonly env: ConnectionEnv, private readonly ws: WebSocket, private readonly req: FastifyRequest) {
    this.authTimer = setTimeout(() => { if (!this.user) this.close(CLOSE.authTimeout, M.authTimeout); }, env.limits.authTimeoutMs);
    this.authTimer.unref();
    ws.on('pong', () => { this.alive = true; });
    ws.on('message', (raw, isBinary) => this.receive(raw as Buffer, isBinary));
    ws.on('close', () => this.cleanup());
  }

  get subscriptions(): number {
    return this.subs.size;
  }

  send(frame: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.env.limits.maxBufferedBytes) {
      this.close(1013, 'too slow');
      return;
    }
    this.ws.send(frame, { binary: false });
  }

  /** Heartbeat tick: a socket that answered nothing since the last tick is dead and is closed. */
  heartbeat(): void {
    if (this.closed) return;
    if (!this.alive) {
      this.ws.terminate();
      this.cleanup();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  /** Check again that the session lives and each subscription is still allowed (queued behind the frames). */
  recheck(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.user || !this.token) return;
      const user = await resolveSession(this.env.deps.db, this.token, this.env.deps.adapters.clock.now());
      if (!user || user.id !== this.user.id) {
        this.frame({ type: 'error', code: 'auth-failed', msg: M.authFailed });
        this.close(CLOSE.authFailed, 'session ended');
        return;
      }
      for (const [topic, ap] of [...this.subs]) {
        const refusal = await this.authorize(topic, ap);
        if (refusal) {
          this.drop(topic);
          this.error(refusal.code, refusal.msg, topic);
        }
      }
    });
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.ws.close(code, reason);
    this.cleanup();
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.authTimer) clearTimeout(this.authTimer);
    for (const topic of this.subs.keys()) this.env.hub.remove(topic, this);
    this.subs.clear();
    this.env.onClose(this);
  }

  private receive(raw: Buffer, isBinary: boolean): void {
    this.alive = true;
    if (++this.pending > this.env.limits.maxPending) {
      this.close(1008, 'too many messages');
      return;
    }
    void this.enqueue(() => this.handle(raw, isBinary)).finally(() => { this.pending--; });
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(() => (this.closed ? undefined : task())).catch((err: unknown) => {
      this.req.log.error({ err }, 'realtime: frame failed');
      this.error('busy', M.busy);
    });
    this.chain = run;
    return run;
  }

  private async handle(raw: Buffer, isBinary: boolean): Promise<void> {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(raw.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const f = ClientFrame.safeParse(parsed);
    if (!f.success) return this.error('bad-message', M.badMessage);
    const m = f.data;
    switch (m.type) {
      case 'ping':
        return this.frame({ type: 'pong' });
      case 'auth':
        return this.auth(m.token);
      case 'subscribe':
        return this.subscribe(m.topic, m.ap);
      case 'unsubscribe':
        this.drop(m.topic);
        return this.frame({ type: 'unsubscribed', topic: m.topic });
    }
  }

  private async auth(token: string): Promise<void> {
    const user = await resolveSession(this.env.deps.db, token, this.env.deps.adapters.clock.now());
    if (!user) {
      this.frame({ type: 'error', code: 'auth-failed', msg: M.authFailed });
      this.close(CLOSE.authFailed, 'auth failed');
      return;
    }
    // another identity: what the old one held is not his
    if (this.user && this.user.id !== user.id) for (const topic of [...this.subs.keys()]) this.drop(topic);
    this.user = user;
    this.token = token;
    if (this.authTimer) clearTimeout(this.authTimer);
    this.authTimer = null;
    this.frame({ type: 'ready', userId: user.id });
  }

  private async subscribe(topic: string, ap: string | undefined): Promise<void> {
    if (!this.user) return this.error('auth-required', M.authRequired, topic);
    if (this.subs.has(topic)) return this.frame({ type: 'subscribed', topic });
    const max = this.env.limits.maxSubscriptions;
    if (this.subs.size >= max) return this.error('too-many', M.tooMany(max), topic);
    const refusal = await this.authorize(topic, ap);
    if (refusal) return this.error(refusal.code, refusal.msg, topic);
    if (this.closed) return;
    this.subs.set(topic, ap);
    this.env.hub.add(topic, this);
    this.frame({ type: 'subscribed', topic });
  }

  /** null when allowed; else why not. */
  private async authorize(topic: string, ap: string | undefined): Promise<{ code: RealtimeErrorCode; msg: string } | null> {
    const found = this.env.topics.find(topic);
    if (!found) return { code: 'unknown-topic', msg: M.unknownTopic };
    try {
      await found.def.authorize(this.ctx(ap), found.match);
      return null;
    } catch (err) {
      if (err instanceof UserError) return { code: 'forbidden', msg: err.msbox };
      if (err instanceof AuthError) return { code: 'forbidden', msg: err.msbox };
      throw err;
    }
  }

  private ctx(ap: string | undefined): Ctx<'session'> {
    const { deps } = this.env;
    return {
      ...deps, user: this.user!, token: this.token, headers: ap ? { ap } : {}, ip: this.req.ip, log: this.req.log, req: this.req,
    };
  }

  private drop(topic: string): void {
    if (!this.subs.delete(topic)) return;
    this.env.hub.remove(topic, this);
  }

  private frame(f: ServerFrame): void {
    this.send(JSON.stringify(f));
  }

  private error(code: RealtimeErrorCode, msg: string, topic?: string): void {
    this.frame(topic === undefined ? { type: 'error', code, msg } : { type: 'error', code, msg, topic });
  }
}
