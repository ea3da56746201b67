/**
 * Starts the real server for the e2e run as `npm start` runs it (server/main.ts bundled, in the environment of
 * server/launch.mjs) with a fresh DATA_DIR on a free port, waits until it answers, and stops it afterwards. Tests
 * read the address with `inject('baseUrl')`.
 * Before it starts, the staff command line names the console's first staff member on that fresh database, as an
 * operator would (`npm run staff -- grant <phone> admin`): E2E_STAFF_PHONE (tests/e2e/ops.e2e.test.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleModule, serverEnv, serverNodeFlags } from '../../server/launch.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Granted admin by the staff command line before the server starts. */
export const E2E_STAFF_PHONE = '13700000990';

let child: ChildProcess | undefined;
let dataDir = '';

export async function setup(project: TestProject): Promise<void> {
  // E2E_PORT: a fixed port (a machine shared by several runs gives each its own range)
  const port = Number(process.env.E2E_PORT) || await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'zupu-e2e-'));
  // The same database the server will use (DATA_DIR, or DATABASE_URL when set).
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'grant', E2E_STAFF_PHONE, 'admin'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  child = spawn(process.execPath, [...serverNodeFlags(), await bundleModule('server/main.ts', 'server')], {
    env: { ...serverEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ZUPU_SEED: process.env.ZUPU_SEED ?? 'demo' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/app/api/login/guest`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', base);
}

export async function teardown(): Promise<void> {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
