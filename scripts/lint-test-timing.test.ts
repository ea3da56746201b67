/**
 * eslint.config.js keeps timings and fixed waits out of tests: `performance.now()` in a test file (timings go to
 * benchmarks/ with a baseline) and `waitForTimeout` in e2e (wait for a condition) fail; the condition waits pass.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const CONFIG = fileURLToPath(new URL('../eslint.config.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'zupu-timing-lint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  const results = await new ESLint({ cwd: root, overrideConfigFile: CONFIG }).lintFiles(Object.keys(files));
  return Object.fromEntries(results.map((r) => [r.filePath.slice(root.length + 1), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]));
}

describe('no timing in tests', () => {
  it('a clock read in a test fails; the same in a benchmark passes', async () => {
    const timed = 'const t0 = performance.now();\nexport const ms = performance.now() - t0;\n';
    const r = await lint({ 'model/thing.test.ts': timed, 'benchmarks/thing.bench.ts': timed });
    expect(r['model/thing.test.ts']).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*benchmarks/),
      expect.stringMatching(/^no-restricted-properties: .*benchmarks/),
    ]);
    expect(r['benchmarks/thing.bench.ts']).toEqual([]);
  });

  it('a fixed wait in e2e fails; waiting for a condition passes', async () => {
    const r = await lint({
      'tests/e2e/fixed.e2e.test.ts': 'declare const page: { waitForTimeout(ms: number): Promise<void> };\nawait page.waitForTimeout(800);\n',
      'tests/e2e/cond.e2e.test.ts': "declare const page: { waitForSelector(s: string): Promise<void> };\nawait page.waitForSelector('canvas[data-settled=\"true\"]');\n",
    });
    expect(r['tests/e2e/fixed.e2e.test.ts']).toEqual([expect.stringMatching(/^no-restricted-properties: .*condition/)]);
    expect(r['tests/e2e/cond.e2e.test.ts']).toEqual([]);
  });
});
