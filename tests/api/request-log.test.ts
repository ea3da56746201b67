/** Each request is logged in one line when it is answered (issue #25: Fastify's own two lines cost ~3 % at load). */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('request log', () => {
  it('writes one line per request, with its method, path, status and time', async () => {
    lines.length = 0;
    const ok = await t.app.inject({ method: 'GET', url: '/app/api/login/guest', headers: { 'x-request-id': 'log-test-1' } });
    expect(ok.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'log-test-2' } });
    expect(missing.statusCode).toBe(404);
    const mine = lines.filter((l) => l.reqId === 'log-test-1' || l.reqId === 'log-test-2');
    const req = (l: Record<string, unknown>) => l.req as { method: string; url: string };
    const res = (l: Record<string, unknown>) => l.res as { statusCode: number };
    expect(mine.map((l) => [l.reqId, l.msg, req(l).method, req(l).url, res(l).statusCode])).toEqual([
      ['log-test-1', 'request completed', 'GET', '/app/api/login/guest', 200],
      ['log-test-2', 'request completed', 'GET', '/nowhere', 404],
    ]);
    for (const l of mine) expect(typeof l.responseTime).toBe('number');
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});
