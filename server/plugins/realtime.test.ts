import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const next = (ws: { once(e: 'message', cb: (d: Buffer) => void): void }) =>
  new Promise<unknown>((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString()))));

describe('WebSocket /app/ws', () => {
  it('answers ping, delivers published messages to subscribers only, and refuses bad messages', async () => {
    const ws = await t.app.injectWS('/app/ws');
    ws.send(JSON.stringify({ type: 'ping' }));
    expect(await next(ws)).toEqual({ type: 'pong' });

    ws.send(JSON.stringify({ type: 'subscribe', topic: 'job:1' }));
    ws.send(JSON.stringify({ type: 'ping' }));
    await next(ws); // the subscription is in place once the ping after it is answered
    expect(t.app.hub.publish('job:2', { progress: 10 })).toBe(0);
    const got = next(ws);
    expect(t.app.hub.publish('job:1', { progress: 50 })).toBe(1);
    expect(await got).toEqual({ topic: 'job:1', data: { progress: 50 } });

    ws.send('{not json');
    expect(await next(ws)).toEqual({ error: '消息格式错误' });
    ws.terminate();
  });
});
