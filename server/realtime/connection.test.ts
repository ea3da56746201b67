/** Limits of one socket, on a fake socket: no auth in time, flooding, a consumer too slow to keep up. */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE } from '@contract/realtime';
import type { Deps } from '../http/context';
import { Connection, type Limits } from './connection';
import { LocalHub } from './local-hub';
import { TopicRegistry } from './topics';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  send(d: string | Buffer) { this.sent.push(d.toString()); }
  close(code: number) { this.closedWith = code; this.readyState = 3; }
  terminate() { this.readyState = 3; }
  ping() {}
}

const limits: Limits = { maxSubscriptions: 5, maxPending: 8, maxBufferedBytes: 1000, authTimeoutMs: 10_000 };

function connect(over: Partial<Limits> = {}) {
  const ws = new FakeSocket();
  const hub = new LocalHub();
  const closed: Connection[] = [];
  const req = { ip: '127.0.0.1', log: { error: () => undefined } } as unknown as FastifyRequest;
  const c = new Connection({ deps: {} as Deps, topics: new TopicRegistry(), hub, limits: { ...limits, ...over }, onClose: (x) => closed.push(x) }, ws as unknown as WebSocket, req);
  return { ws, hub, c, closed };
}

afterEach(() => { vi.useRealTimers(); });

describe('Connection limits', () => {
  it('closes a socket that sends no auth within authTimeoutMs (4408)', () => {
    vi.useFakeTimers();
    const { ws, closed } = connect({ authTimeoutMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(ws.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(ws.closedWith).toBe(CLOSE.authTimeout);
    expect(closed).toHaveLength(1);
  });

  it('closes a socket that floods it with frames faster than they are handled (1008)', async () => {
    const { ws } = connect();
    for (let i = 0; i < 8; i++) ws.emit('message', Buffer.from('{"type":"ping"}'), false);
    expect(ws.closedWith).toBeNull();
    ws.emit('message', Buffer.from('{"type":"ping"}'), false);
    expect(ws.closedWith).toBe(1008);
  });

  it('answers frames in order once handled, within the limit', async () => {
    const { ws, c } = connect();
    for (let i = 0; i < 7; i++) ws.emit('message', Buffer.from('{"type":"ping"}'), false);
    ws.emit('message', Buffer.from([1, 2, 3]), true);
    await c.recheck(); // queued behind the frames
    expect(ws.sent.map((s) => JSON.parse(s).type)).toEqual([...Array(7).fill('pong'), 'error']);
    // handled frames no longer count: 8 more fit
    for (let i = 0; i < 8; i++) ws.emit('message', Buffer.from('{"type":"ping"}'), false);
    await c.recheck();
    expect(ws.sent).toHaveLength(16);
    expect(ws.closedWith).toBeNull();
  });

  it('closes a consumer whose unsent frames pass maxBufferedBytes (1013)', () => {
    const { ws, c, hub } = connect();
    hub.add('project:1', c);
    hub.deliver('project:1', '{"n":1}');
    expect(ws.sent).toHaveLength(1);
    ws.bufferedAmount = 1001;
    hub.deliver('project:1', '{"n":2}');
    expect(ws.sent).toHaveLength(1);
    expect(ws.closedWith).toBe(1013);
  });
});
