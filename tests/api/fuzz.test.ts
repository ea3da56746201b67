/**
 * Sends malformed params to every registered call, as a guest, as a logged-in user and with no token, and checks
 * the envelope: never a 5xx, never a stack trace, msg 0 always carries a Chinese msbox. Raw calls (rawRoute: files,
 * bytes) are fuzzed too: their success is their own content type, anything else must be the envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '@contract/common/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startSession } from '../../server/domains/accounts/accounts.service';
import { users } from '../../server/db/schema/index';
import type { Ctx } from '../../server/http/context';

let t: TestApp;
let tokens: { none?: string; guest: string; user: string };

beforeAll(async () => {
  t = await createTestApp();
  const guest = await t.app.inject({ method: 'GET', url: '/app/api/login/guest' });
  const [u] = await t.db.db.insert(users).values({ phone: '13900000001', shareValue: 'fuzz-user', nickname: '测试' }).returning();
  const ctx = { ...t.app.deps } as unknown as Ctx;
  const info = await startSession(ctx, t.db.db, u, 'test');
  tokens = { guest: guest.json().data.token, user: info.token };
});
afterAll(async () => { await t?.close(); });

/** A small seeded PRNG so a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const NASTY: unknown[] = [
  '', ' ', 'null', 'undefined', '-1', '0', '1e309', 'NaN', '9'.repeat(40), 'x'.repeat(5000), "' OR 1=1 --",
  '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', '😀', '乾隆七十年', -1, 0, 1.5, 2 ** 53, true,
  false, [], [1, 2], {}, { $gt: '' }, null,
  // beyond an int4 column, and lone UTF-16 surrogates (jsonb refuses them)
  2 ** 31, '2147483648', -(2 ** 31) - 1, '\uD800', 'a\uDC00b', { t: '\uD83D' }, ['\uDBFF'],
];

const RAW_HEADERS: Record<string, string>[] = [
  {}, { range: 'bytes=abc' }, { range: 'bytes=-0' }, { range: 'bytes=99999999999999999999-' }, { range: 'bytes=5-1' },
  { range: 'items=0-1,2-3', 'if-range': '"x"' }, { 'if-none-match': '*' }, { 'if-none-match': '"' + 'x'.repeat(300) + '"' },
];

function shapeKeys(def: CallDef): string[] {
  let s: unknown = def.params;
  for (let i = 0; i < 4; i++) {
    const d = (s as { def?: { innerType?: unknown; in?: unknown } }).def;
    if ((s as { shape?: object }).shape) break;
    s = d?.innerType ?? d?.in;
  }
  const shape = (s as { shape?: Record<string, unknown> })?.shape;
  return shape ? Object.keys(shape) : [];
}

function cases(def: CallDef, rnd: () => number): Record<string, unknown>[] {
  const keys = [...shapeKeys(def), ...(def.path.match(/:(\w+)/g) ?? []).map((k) => k.slice(1))];
  const pick = () => NASTY[Math.floor(rnd() * NASTY.length)];
  const out: Record<string, unknown>[] = [{}];
  for (let i = 0; i < 12; i++) out.push(Object.fromEntries(keys.map((k) => [k, pick()])));
  for (const k of keys) for (let i = 0; i < 8; i++) out.push({ [k]: pick() });
  out.push({ unexpected: 'field', __proto__: { polluted: true } });
  return out;
}

/** A path segment; a lone surrogate (no UTF-8 form) goes as the bytes a hostile client would send for it. */
function segment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

function url(def: CallDef, params: Record<string, unknown>): string {
  return '/app/api' + def.path.replace(/:(\w+)/g, (_, k: string) => segment(String(params[k] ?? 'x')));
}

function query(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return q.toString();
}

describe('fuzz: malformed params to every registered call', () => {
  it('has calls to fuzz, and every route under /app/api is a registered call (raw ones included)', () => {
    expect(t.app.deps.calls.length).toBeGreaterThan(0);
    const registered = new Set(t.app.deps.calls.map((d) => `${d.method} ${d.path}`));
    expect(t.app.apiRoutes).toContain('GET /clan-member/tree/pack');
    expect(new Set(t.app.apiRoutes).size).toBe(registered.size);
    expect(t.app.apiRoutes.filter((r) => !registered.has(r))).toEqual([]);
    const raw = t.app.deps.calls.filter((d) => d.raw).map((d) => d.path).sort();
    expect(raw).toEqual(expect.arrayContaining(['/book/v2/file', '/clan-member/excel/export', '/clan-member/excel/template',
      '/clan-member/tree/pack', '/clan-print/v5/sample/file', '/make-font/font-file/:projectId']));
  });

  it('never answers 5xx, never leaks a stack trace, always answers the envelope', async () => {
    const rnd = prng(20261122);
    const problems: string[] = [];
    for (const def of t.app.deps.calls) {
      if (def.path.startsWith('/debug/')) continue;
      for (const [n, params] of cases(def, rnd).entries()) {
        // Without a token most calls stop at the access check: a few cases are enough there.
        for (const token of n < 3 ? [undefined, tokens.guest, tokens.user] : [tokens.guest, tokens.user]) {
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          // Raw calls also read Range, If-Range and If-None-Match: send broken ones.
          if (def.raw) Object.assign(headers, RAW_HEADERS[n % RAW_HEADERS.length]);
          const res =
            def.method === 'GET'
              ? await t.app.inject({ method: 'GET', url: `${url(def, params)}?${query(params)}`, headers })
              : await t.app.inject({ method: 'POST', url: url(def, params), payload: JSON.stringify(params), headers: { ...headers, 'content-type': 'application/json' } });
          const where = `${def.method} ${def.path} ${JSON.stringify(params).slice(0, 120)}`;
          if (res.statusCode >= 500) problems.push(`${where}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
          const type = String(res.headers['content-type'] ?? '');
          if (def.raw && res.statusCode < 400 && !type.startsWith('application/json')) {
            if (res.statusCode !== 304 && !type.startsWith(def.raw.contentType)) problems.push(`${where}: raw reply of type ${type}`);
            continue;
          }
          let body: { msg?: number; msbox?: string };
          try {
            body = res.json();
          } catch {
            problems.push(`${where}: not JSON (HTTP ${res.statusCode})`);
            continue;
          }
          if (![0, 1, 401].includes(body.msg as number)) problems.push(`${where}: bad msg ${res.body.slice(0, 200)}`);
          if (body.msg !== 1 && !/[\u4e00-\u9fff]/.test(body.msbox ?? '')) problems.push(`${where}: msbox not Chinese: ${body.msbox}`);
          if (/\bat .+:\d+:\d+|Error:|stack/i.test(res.body) && body.msg !== 1) problems.push(`${where}: leaks internals: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('answers a truncated multipart body to every POST call without a 5xx (msg 0 from the multipart calls)', async () => {
    const b = '----zupuFuzz';
    const cut = Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG half`);
    const problems: string[] = [];
    for (const def of t.app.deps.calls.filter((d) => d.method === 'POST' && !d.path.startsWith('/debug/'))) {
      const res = await t.app.inject({
        method: 'POST', url: url(def, {}), payload: cut,
        headers: { authorization: `Bearer ${tokens.user}`, 'content-type': `multipart/form-data; boundary=${b}` },
      });
      if (res.statusCode >= 500) problems.push(`${def.path}: HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
      // a multipart call refuses it; another call ignores the body it does not read (and may succeed on defaults)
      else if (!def.raw && (def.multipart ? res.json().msg !== 0 : ![0, 1].includes(res.json().msg))) problems.push(`${def.path}: ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers broken bodies with msg 0', async () => {
    for (const payload of ['{bad json', '[]', '"str"', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/app/api/login/account', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().msg).toBe(0);
    }
  });
});
