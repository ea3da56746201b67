/**
 * The client build evaluates the contract modules with src/lib/zod-inert.ts for `zod` (vite.config.ts `inertZod`).
 * This evaluates every contract module both ways and checks that the client sees the same endpoints (method, path,
 * access, raw, multipart, obsolete, upload limit), the same object fields and the same enum options.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

type Mod = Record<string, unknown>;
const load = async (): Promise<Record<string, Mod>> =>
  Object.fromEntries(await Promise.all(files.map(async (f) => [f, (await import(/* @vite-ignore */ `./${f.replace(/\.ts$/, '')}`)) as Mod])));

/** What the client reads of an export. */
function seen(v: unknown): unknown {
  if (!v || (typeof v !== 'object' && typeof v !== 'function')) return typeof v === 'function' ? 'fn' : v;
  const o = v as Record<string, unknown>;
  if (typeof o.path === 'string' && typeof o.method === 'string') {
    return { method: o.method, path: o.path, access: o.access, raw: o.raw, multipart: o.multipart, obsolete: o.obsolete, uploadLimit: typeof o.uploadLimit };
  }
  if (Array.isArray(o.options)) return { options: o.options.map((x: unknown) => (x && typeof x === 'object' ? seen(x) : x)) };
  if (o.shape && typeof o.shape === 'object') return { fields: Object.keys(o.shape as object).sort() };
  return 'other';
}

describe('contract modules under the inert zod of the client build', () => {
  it('give the client the same endpoints, fields and enum options as the real zod', async () => {
    const real = await load();
    vi.resetModules();
    vi.doMock('zod', () => import('../src/lib/zod-inert'));
    const inert = await load();
    vi.doUnmock('zod');

    let calls = 0;
    for (const f of files) {
      for (const [name, v] of Object.entries(real[f]!)) {
        const want = seen(v);
        if (want === 'other') continue;
        if (typeof want === 'object' && want && 'path' in want) calls++;
        expect({ at: `${f} ${name}`, v: seen(inert[f]![name]) }).toEqual({ at: `${f} ${name}`, v: want });
      }
    }
    expect(calls).toBeGreaterThan(400);
    // a validator in the client accepts anything: the server is the one that checks
    type Def = { path?: unknown; params: { safeParse: (x: unknown) => { success: boolean } } };
    const def = Object.values(inert['accounts.ts']! as Record<string, Def>).find((d) => typeof d.path === 'string');
    expect(def?.params.safeParse({ bad: 1 }).success).toBe(true);
  });
});
