#!/usr/bin/env node
/**
 * `npm test`: every test.
 *  1. the vitest projects unit, api and slow (vitest.config.ts), in parallel, the API on in-memory PGlite
 *  2. the API files again (projects api* and the DB files of slow, but the fuzz) on the PostgreSQL server when
 *     TEST_DATABASE_URL is set (CI sets it); the client for e2e builds meanwhile
 *  3. e2e in Debian Chromium against the real server (skipped, with the reason, when Chromium cannot be had, or
 *     when SKIP_E2E=1)
 * Ends with the 10 slowest test files (tests/helpers/file-times-reporter.ts) and one plain line:
 * "N passed, N failed, N skipped".
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const timesReporter = join(root, 'tests/helpers/file-times-reporter.ts');
const out = join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const files = [];
let ok = true;

function run(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const file = join(out, `${name}.json`);
  const times = join(out, `${name}.files.json`);
  const t0 = Date.now();
  const r = spawnSync(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, `--reporter=${timesReporter}`, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, FILE_TIMES: times, ...env } },
  );
  if (existsSync(file)) {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  }
  if (existsSync(times)) for (const f of JSON.parse(readFileSync(times, 'utf8'))) files.push({ run: name, ...f });
  if (r.status !== 0) ok = false;
  const s = Math.round((Date.now() - t0) / 1000);
  stages.push(`${name} ${s} s`);
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${s} s ===`);
}

run('unit-api-slow-pglite', []);

const chrome = process.env.SKIP_E2E === '1' ? '' : spawnSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  .stdout.trim().split('\n').pop();
// The client for e2e builds while the PostgreSQL run goes on (a separate process: it runs beside spawnSync).
let build = null;
if (chrome) {
  console.log('\n=== build the client for e2e (beside the next stage) ===');
  const t0 = Date.now();
  const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  build = new Promise((resolve) => child.on('exit', (code) => { stages.push(`build ${Math.round((Date.now() - t0) / 1000)} s`); resolve(code); }));
}

if (process.env.TEST_DATABASE_URL) {
  // without the fuzz and the slow files that open no app (ONCE_FILES in vitest.config.ts)
  run('api-postgres', ['--project', 'api*', '--project', 'slow', 'server', 'tests/api'], { TEST_DB: 'pg' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only)');
}

if (process.env.SKIP_E2E === '1') {
  console.log('\ne2e skipped: SKIP_E2E=1');
} else if (chrome) {
  const code = await build;
  if (code !== 0) ok = false;
  else run('e2e-chromium', ['--config', 'tests/e2e/vitest.config.ts'], { CHROMIUM_PATH: chrome });
} else {
  console.log('\ne2e skipped: Debian chromium is not installed and could not be installed here (see above)');
}

if (files.length) {
  console.log('\nThe 10 slowest test files (import, set-up and tests; a file that starts a worker also carries its imports):');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(f.ms / 1000).toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.run}${f.project ? `/${f.project}` : ''}  ${f.file}`);
  }
}
console.log(`\n${stages.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
