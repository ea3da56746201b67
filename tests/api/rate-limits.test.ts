/**
 * Request limits per IP (server/http/rate-limits.ts, @fastify/rate-limit with the database as its store): over the
 * table's limit a call answers msg 0 and runs nothing; other IPs are not affected; a new window lets it through.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { rowsOf } from '../../server/db/client';
import { RATE_LIMITS } from '../../server/http/rate-limits';

const t = useTestApp();

describe('request limits', () => {
  it('guest logins: the IP over its limit in a minute is refused without a session made; others are not', async () => {
    const { max } = RATE_LIMITS['GET /login/guest'];
    const ip = apiClient(t.app, undefined, { ip: '203.0.113.70' });
    for (let i = 0; i < max; i++) data(await ip.get('/login/guest'));
    const sessions = async () => (await rowsOf<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM sessions`))[0].n;
    const before = await sessions();
    const r = await ip.get('/login/guest');
    expect(r.body).toEqual({ msg: 0, msbox: '请求太频繁，请60秒后再试' });
    expect(await sessions()).toBe(before);
    data(await apiClient(t.app, undefined, { ip: '198.51.100.71' }).get('/login/guest'));
    t.clock.advance(60_000);
    data(await ip.get('/login/guest'));
  });

  it('counts per call: SMS sends have their own, smaller limit', async () => {
    const { max } = RATE_LIMITS['GET /sms/:x'];
    const ip = apiClient(t.app, undefined, { ip: '203.0.113.72' });
    for (let i = 0; i < max; i++) data(await ip.get(`/sms/1370000${String(i).padStart(4, '0')}`));
    expect((await ip.get('/sms/13700009999')).body.msbox).toMatch(/^请求太频繁，请\d+秒后再试$/);
    data(await ip.get('/login/guest'));
  });

  it('keeps one counter per call: an IP at its guest-login limit may still send an SMS code', async () => {
    const ip = apiClient(t.app, undefined, { ip: '203.0.113.73' });
    for (let i = 0; i < RATE_LIMITS['GET /login/guest'].max; i++) data(await ip.get('/login/guest'));
    expect((await ip.get('/login/guest')).body.msbox).toMatch(/^请求太频繁/);
    data(await ip.get('/sms/13700008888'));
    const keys = await rowsOf<{ key: string }>(t.db.db, sql`SELECT key FROM rate_counters WHERE key LIKE '%203.0.113.73' ORDER BY key`);
    expect(keys.map((k) => k.key)).toEqual(['GET /app/api/login/guest|203.0.113.73', 'GET /app/api/sms/:x|203.0.113.73']);
  });

  it('names only calls that exist: every line of the table is a registered route', () => {
    const routes = new Set(t.app.apiRoutes.map((r) => r.replace('/app/api', '')));
    expect(Object.keys(RATE_LIMITS).filter((k) => !routes.has(k))).toEqual([]);
  });
});
