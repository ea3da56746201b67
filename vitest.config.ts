/**
 * The test projects. `npx vitest run` runs them all (scripts/test.mjs, `npm test`, adds PostgreSQL and e2e);
 * `npx vitest run --project 'api*' <filter>` one kind. A file's project follows from its name and content:
 * - slow: seconds of CPU on their own — big generated clans, PDF workers, the fuzz over every call:
 *   `*.slow.test.ts(x)`, and the older files in SLOW_FILES (renaming them would collide with branches editing them).
 * - api: opens a test app — every file under tests/api, and server/ files calling useTestApp/createTestApp/buildApp.
 * - unit: the rest (model, render, layouts, src, contract, scripts, server helpers).
 * unit and api run without isolation: the files a worker runs share its imported modules (and, for api, its PGlite
 * instances — tests/helpers/test-app.ts), so the app's modules load once per worker instead of once per file.
 * A file that swaps modules or globals (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv, vi.useFakeTimers) cannot
 * share them: it runs in unit-isolated / api-isolated, a fresh module graph per file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ROOT = r('.');
const ROOTS = ['contract', 'model', 'render', 'layouts', 'server', 'src', 'scripts', 'tests/api', 'tests/fixtures'];
const SLOW_FILES = [
  'tests/api/fuzz.test.ts', // every call × malformed params × three callers
  'layouts/pdf/book.test.ts', // whole books through PDF, text extracted back
  'layouts/pdf/generate.test.ts', // the PDF worker thread
  'model/tree-pack.test.ts', // packs of 20,000 and 100,000 generated members
  'render/tree/layout/tidy-layout.test.ts', // layouts of generated 5k–20k clans, every option
  'scripts/generate-clan.test.ts', // generated clans checked against every model rule
];
/**
 * Run on PGlite only, not again on the PostgreSQL server (TEST_DB=pg): the fuzz checks params validation and the
 * error envelope of every call, which do not depend on the database (PGlite is the same PostgreSQL engine); and
 * slow files that open no app (OCR, GEDCOM round trip) do not touch a database at all.
 */
const ONCE_FILES = [
  'tests/api/fuzz.test.ts',
  // the read of an old register: ~50 s of OCR; its database work (a job, the pages' rows) is the job queue's and
  // the register's, which tests/api/oldreg-register.test.ts and the jobs tests run on PostgreSQL
  'tests/api/oldreg-read.slow.test.ts',
];
const OPENS_APP = /\b(useTestApp|createTestApp|buildApp)\(/;
const SWAPS_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

function testFilesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFilesUnder(p);
    return /\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const kinds: Record<string, string[]> = { unit: [], 'unit-isolated': [], api: [], 'api-isolated': [], slow: [] };
for (const f of ROOTS.flatMap(testFilesUnder)) {
  const text = readFileSync(join(ROOT, f), 'utf8');
  const isolated = SWAPS_MODULES.test(text) ? '-isolated' : '';
  const slow = /\.slow\.test\.tsx?$/.test(f) || SLOW_FILES.includes(f);
  if (process.env.TEST_DB === 'pg' && (ONCE_FILES.includes(f) || (slow && !OPENS_APP.test(text)))) continue;
  if (slow) kinds.slow.push(f);
  else if (f.startsWith('tests/api/') || OPENS_APP.test(text)) kinds[`api${isolated}`].push(f);
  else kinds[`unit${isolated}`].push(f);
}

const WITH_DB = { globalSetup: ['tests/helpers/global-setup.ts'] };
const settings: Record<string, NonNullable<TestProjectInlineConfiguration['test']>> = {
  unit: { isolate: false },
  'unit-isolated': {},
  api: { ...WITH_DB, isolate: false },
  'api-isolated': WITH_DB,
  slow: { ...WITH_DB, testTimeout: 120_000 },
};

/**
 * vitest's order (within a project: failed first, then longest — by the last run, or by size) but the slow
 * project first, then api, then unit: the longest files start at once instead of last, with nothing beside them.
 */
const RANK = ['slow', 'api', 'api-isolated', 'unit', 'unit-isolated'];
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => (RANK.includes(f.project.name) ? RANK.indexOf(f.project.name) : RANK.length);
    return (await super.sort(files)).map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '@contract': r('./contract'),
      '@model': r('./model'),
      '@render': r('./render'),
      '@layouts': r('./layouts'),
      '@src': r('./src'),
    },
  },
  test: {
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default is cores − 1: one worker on a 2-core machine, i.e. a serial suite
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirst },
    projects: Object.entries(kinds)
      .filter(([, files]) => files.length > 0)
      .map(([name, files]) => ({ extends: true, test: { name, include: files, ...settings[name] } })),
  },
});
