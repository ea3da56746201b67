#!/usr/bin/env node
/**
 * `npm test`: every test.
 *  1. unit and API tests (API on in-memory PGlite)
 *  2. the API suite again on the PostgreSQL server when TEST_DATABASE_URL is set (CI sets it)
 *  3. e2e in Debian Chromium against the real server (skipped, with the reason, when Chromium cannot be had)
 * Ends with one plain line: "N passed, N failed" (", N skipped").
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const out = join(root, '.tmp/test-results');
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const file = join(out, `${name}.json`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (existsSync(file)) {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  }
  if (r.status !== 0) ok = false;
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - t0) / 1000)} s ===`);
}

run('unit-and-api-pglite', []);
if (process.env.TEST_DATABASE_URL) {
  run('api-postgres', ['server', 'tests/api'], { TEST_DB: 'pg' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only)');
}

const chrome = spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  .stdout.trim().split('\n').pop();
if (chrome) {
  console.log('\n=== build the client for e2e ===');
  const b = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) ok = false;
  else run('e2e-chromium', ['--config', 'tests/e2e/vitest.config.ts'], { CHROMIUM_PATH: chrome });
} else {
  console.log('\ne2e skipped: Debian chromium is not installed and could not be installed here (see above)');
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
