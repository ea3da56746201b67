/**
 * A WebSocket client for realtime tests: a real socket to a listening app (`listenWs(app)` once per app), every
 * frame it receives kept in order. `next()` takes the next frame; `until(pred)` skips to the first that matches;
 * `roundTrip()` sends a ping and takes frames up to its pong (what the server sent before answering it).
 */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ServerFrame } from '@contract/realtime';

/** Listen on a free loopback port (once) and return the socket URL. */
export async function listenWs(app: FastifyInstance): Promise<string> {
  const addr = app.server.address();
  if (!addr) await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  return `ws://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/app/ws`;
}

export class TestSocket {
  readonly frames: ServerFrame[] = [];
  private waiter: (() => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (d) => {
      this.frames.push(JSON.parse(d.toString()) as ServerFrame);
      this.wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      this.wake();
    }));
  }

  static async open(url: string, opts: { autoPong?: boolean } = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, { autoPong: opts.autoPong ?? true });
    const s = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return s;
  }

  /** Open and authenticate (expects `ready`). */
  static async authed(url: string, token: string): Promise<TestSocket> {
    const s = await TestSocket.open(url);
    s.send({ type: 'auth', token });
    const f = await s.next();
    if (f.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(f)}`);
    return s;
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  private wake() {
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  async next(): Promise<ServerFrame> {
    while (this.frames.length === 0) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed while waiting for a frame');
      await new Promise<void>((r) => { this.waiter = r; });
    }
    return this.frames.shift()!;
  }

  async until(pred: (f: ServerFrame) => boolean): Promise<ServerFrame> {
    for (;;) {
      const f = await this.next();
      if (pred(f)) return f;
    }
  }

  /** Subscribe and return the answer (`subscribed` or an error frame). */
  async subscribe(topic: string, ap?: string): Promise<ServerFrame> {
    this.send({ type: 'subscribe', topic, ...(ap ? { ap } : {}) });
    return this.next();
  }

  /** Ping and return the frames that came before the pong. */
  async roundTrip(): Promise<ServerFrame[]> {
    this.send({ type: 'ping' });
    const before: ServerFrame[] = [];
    for (;;) {
      const f = await this.next();
      if (f.type === 'pong') return before;
      before.push(f);
    }
  }

  close(): void {
    this.ws.terminate();
  }
}
