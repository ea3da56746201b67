/** The client address behind per-IP limits: a client-sent X-Forwarded-For is ignored unless TRUST_PROXY names the proxy. */
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/clan-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiClient, data } from '../helpers/api';

const phone = (i: number) => `1380000${String(i).padStart(4, '0')}`;
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

describe('without TRUST_PROXY', () => {
  const t = useTestApp();

  it('a spoofed X-Forwarded-For does not escape the 30 SMS an hour per IP', async () => {
    const api = apiClient(t.app);
    // 10 s apart: under the per-minute request limit of the call (server/http/rate-limits.ts)
    for (let i = 0; i < 30; i++) { data(await api.get(`/sms/${phone(i)}`, undefined, spoofed(i))); t.clock.advance(10_000); }
    expect((await api.get(`/sms/${phone(30)}`, undefined, spoofed(30))).body).toEqual({ msg: 0, msbox: '发送太频繁，请稍后再试' });
    expect((await api.get(`/sms/${phone(31)}`, undefined, spoofed(99))).body.msg).toBe(0);
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('counts each forwarded client apart, and the header of an untrusted peer still changes nothing', async () => {
    t = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
    const api = apiClient(t.app);
    for (let i = 0; i < 30; i++) { data(await api.get(`/sms/${phone(i)}`, undefined, spoofed(1))); t.clock.advance(10_000); }
    expect((await api.get(`/sms/${phone(30)}`, undefined, spoofed(1))).body.msg).toBe(0); // 203.0.113.1 used its 30
    data(await api.get(`/sms/${phone(31)}`, undefined, spoofed(2))); // another client behind the same proxy

    const far = await t.app.inject({ method: 'GET', url: `/app/api/sms/${phone(32)}`, remoteAddress: '198.51.100.7', headers: { platform: 'H5', ...spoofed(3) } });
    const again = await t.app.inject({ method: 'GET', url: `/app/api/sms/${phone(33)}`, remoteAddress: '198.51.100.7', headers: { platform: 'H5', ...spoofed(4) } });
    expect([far.json().msg, again.json().msg]).toEqual([1, 1]);
    // both were counted against the untrusted peer itself, not the addresses it claimed
    const third = await t.app.inject({ method: 'GET', url: `/app/api/sms/${phone(34)}`, remoteAddress: '198.51.100.7', headers: { platform: 'H5', ...spoofed(3) } });
    expect(third.json().msg).toBe(1);
  });
});
