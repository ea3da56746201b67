/**
 * `npm run bench -- first-start`: how the server answers while its first start loads the 100,000-member example in
 * the background. Starts the server as `npm start` runs it (server/main.ts bundled, server/launch.mjs's flags and
 * environment) on a fresh DATA_DIR with ZUPU_SEED=demo, logs in as the demo account as soon as it answers, and calls
 * `/user/baseInfo`, `/project/groups` and `/sacrifice/get` (a memorial hall: ~10 statements, one of them a write)
 * one after another, 100 ms apart, until the example's tree pack is built (the server's log says so), then for 10 s
 * more. Per call (`case`): `load-p50`, `load-p99`, `load-max` (ms, during the load), `after-p50`, `after-p99`, and
 * `errors`; case `server`: `listen-ms` (process start → answering), `load-ms` (answering → the pack built) and
 * `pack-ms` (the example's tree pack, as the server's log says).
 * Nothing is kept: the DATA_DIR is removed at the end. `--port=5731`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleModule, serverEnv, serverNodeFlags } from '../server/launch.mjs';
import { DEMO } from '../server/seed/demo';
import { percentile, reporter } from './report';

const report = reporter('first-start');
const CALLS = [
  { name: 'baseinfo', path: '/user/baseInfo' },
  { name: 'groups', path: '/project/groups' },
  { name: 'hall', path: '/sacrifice/get?id=1' },
] as const;
const AFTER_MS = 10_000;
const LOAD_TIMEOUT_MS = 300_000;

export default async function run(args: string[]): Promise<void> {
  const port = Number(args.find((a) => a.startsWith('--port='))?.slice(7) ?? 5731);
  const dataDir = mkdtempSync(join(tmpdir(), 'zupu-first-start-'));
  const base = `http://127.0.0.1:${port}/app/api`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), await bundleModule('server/main.ts', 'server')], {
    env: { ...serverEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ZUPU_SEED: 'demo' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let packBuilt = 0;
  let packMs = NaN;
  child.stdout.setEncoding('utf8').on('data', (s: string) => {
    const m = /十万人范例）」数据包已生成，用时 (\d+) ms/.exec(s);
    if (!packBuilt && m) {
      packBuilt = performance.now();
      packMs = Number(m[1]);
    }
  });
  try {
    const headers: Record<string, string> = { platform: 'H5', version: '3.7.20' };
    let listening = 0;
    while (!listening) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        const r = await fetch(`${base}/login/account`, {
          method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ account: DEMO.phone, password: DEMO.password }),
        });
        const body = (await r.json()) as { data: { token: string } };
        headers.Authorization = `Bearer ${body.data.token}`;
        listening = performance.now();
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const during = new Map<string, number[]>(CALLS.map((c) => [c.name, []]));
    const after = new Map<string, number[]>(CALLS.map((c) => [c.name, []]));
    const errors = new Map<string, number>(CALLS.map((c) => [c.name, 0]));
    for (;;) {
      const now = performance.now();
      if (packBuilt && now - packBuilt > AFTER_MS) break;
      if (now - listening > LOAD_TIMEOUT_MS) throw new Error('the example did not load in 5 minutes');
      for (const c of CALLS) {
        const s = performance.now();
        const r = await fetch(base + c.path, { headers });
        const body = (await r.json()) as { msg: number };
        const ms = performance.now() - s;
        if (body.msg !== 1) errors.set(c.name, errors.get(c.name)! + 1);
        (packBuilt && s > packBuilt ? after : during).get(c.name)!.push(ms);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    report({ case: 'server', metric: 'listen-ms', value: listening - t0, unit: 'ms' });
    report({ case: 'server', metric: 'load-ms', value: packBuilt - listening, unit: 'ms' });
    report({ case: 'server', metric: 'pack-ms', value: packMs, unit: 'ms' });
    for (const c of CALLS) {
      const d = during.get(c.name)!;
      const a = after.get(c.name)!;
      report({ case: c.name, metric: 'load-p50', value: percentile(d, 50), unit: 'ms' });
      report({ case: c.name, metric: 'load-p99', value: percentile(d, 99), unit: 'ms' });
      report({ case: c.name, metric: 'load-max', value: Math.max(...d), unit: 'ms' });
      report({ case: c.name, metric: 'after-p50', value: percentile(a, 50), unit: 'ms' });
      report({ case: c.name, metric: 'after-p99', value: percentile(a, 99), unit: 'ms' });
      report({ case: c.name, metric: 'errors', value: errors.get(c.name)!, unit: 'count' });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
