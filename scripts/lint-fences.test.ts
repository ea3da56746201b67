/**
 * The server's domain fences in eslint.config.js fail on a violation (docs/developing.md "Adding a domain"):
 * (a) drizzle-orm / db/schema outside a *.repo.ts, (b) another domain's file other than its index.ts, (c) an import
 * cycle. Each case lints a small fixture tree (in a temporary folder, with the project's own config) and expects the
 * rule's error; the same files written the allowed way pass.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const CONFIG = fileURLToPath(new URL('../eslint.config.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'zupu-fences-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** Write `files` (path → text) under a fresh folder and lint them with the project's config; rule ids per file. */
async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = join(root, String(n++));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: CONFIG });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]));
}

describe('server lint fences', () => {
  it('(a) a drizzle query or a schema import outside a repo fails; inside a repo it passes', async () => {
    const query = "import { eq } from 'drizzle-orm';\nimport { clans } from '../../db/schema/index';\nexport const q = [eq, clans];\n";
    const r = await lint({ 'server/domains/things/things.service.ts': query, 'server/domains/things/things.repo.ts': query });
    expect(r['server/domains/things/things.service.ts']).toHaveLength(2);
    for (const m of r['server/domains/things/things.service.ts']) expect(m).toMatch(/^no-restricted-imports: .*queries live in \*\.repo\.ts/);
    expect(r['server/domains/things/things.repo.ts']).toEqual([]);
  });

  it('(a) also outside the domains (a plugin) and in job files; the job platform\'s repo passes', async () => {
    const query = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
    const r = await lint({ 'server/plugins/thing.ts': query, 'server/domains/print/book.jobs.ts': query, 'server/jobs/jobs.repo.ts': query });
    expect(r['server/plugins/thing.ts']).toEqual([expect.stringMatching(/^no-restricted-imports: .*queries live/)]);
    expect(r['server/domains/print/book.jobs.ts']).toEqual([expect.stringMatching(/^no-restricted-imports: .*queries live/)]);
    expect(r['server/jobs/jobs.repo.ts']).toEqual([]);
  });

  it("(b) importing another domain's file fails; its index.ts and the domain's own files pass", async () => {
    const r = await lint({
      'server/domains/a/a.service.ts': "import { f } from '../b/b.service';\nimport { g } from '../b/index';\nimport { h } from './a.helpers';\nexport const x = [f, g, h];\n",
      'server/domains/a/a.helpers.ts': 'export const h = 1;\n',
      'server/domains/a/a.repo.ts': "import { k } from '../b/b.repo';\nexport const y = k;\n",
      'server/domains/b/b.service.ts': 'export const f = 1;\n',
      'server/domains/b/b.repo.ts': 'export const k = 1;\n',
      'server/domains/b/index.ts': "export { f as g } from './b.service';\n",
    });
    expect(r['server/domains/a/a.service.ts']).toEqual([expect.stringMatching(/^no-restricted-imports: .*another domain is reached only through its index\.ts/)]);
    expect(r['server/domains/a/a.repo.ts']).toEqual([expect.stringMatching(/^no-restricted-imports: .*another domain/)]);
    expect(r['server/domains/a/a.helpers.ts']).toEqual([]);
  });

  it('(c) an import cycle fails; a type-only import back does not count', async () => {
    const r = await lint({
      'server/domains/a/index.ts': "import { b } from '../b/index';\nexport const a = () => b;\n",
      'server/domains/b/index.ts': "import { a } from '../a/index';\nexport const b = () => a;\n",
      'server/domains/c/index.ts': "import { d } from '../d/index';\nexport interface C { n: number }\nexport const c = () => d;\n",
      'server/domains/d/index.ts': "import type { C } from '../c/index';\nexport const d = (x: C) => x.n;\n",
    });
    expect(r['server/domains/a/index.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
    expect(r['server/domains/b/index.ts']).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
    expect(r['server/domains/c/index.ts']).toEqual([]);
    expect(r['server/domains/d/index.ts']).toEqual([]);
  });
});

describe('client lint fences (src/README.md "Server state" and "Features")', () => {
  it('(d) a hook called conditionally, or an effect missing a dependency, fails', async () => {
    const r = await lint({
      'src/features/a/pages/Bad.tsx': [
        "import { useEffect, useState } from 'react';",
        'export function Bad({ on, id }: { on: boolean; id: number }) {',
        '  if (on) useState(0);',
        '  useEffect(() => { console.log(id); }, []);',
        '  return null;',
        '}',
      ].join('\n'),
      'src/features/a/pages/Good.tsx': [
        "import { useEffect, useState } from 'react';",
        'export function Good({ id }: { id: number }) {',
        '  const [n] = useState(0);',
        '  useEffect(() => { console.log(id, n); }, [id, n]);',
        '  return null;',
        '}',
      ].join('\n'),
    });
    expect(r['src/features/a/pages/Bad.tsx']).toEqual([
      expect.stringMatching(/^react-hooks\/rules-of-hooks: React Hook "useState" is called conditionally/),
      expect.stringMatching(/^react-hooks\/exhaustive-deps: React Hook useEffect has a missing dependency: 'id'/),
    ]);
    expect(r['src/features/a/pages/Good.tsx']).toEqual([]);
  });

  it('(e) jotai imported outside src/app/store.ts fails; the store module itself passes', async () => {
    const r = await lint({
      'src/features/a/a.atoms.ts': "import { atom } from 'jotai';\nimport { useAtomValue } from 'jotai/react';\nexport const x = [atom(0), useAtomValue];\n",
      'src/features/a/b.atoms.ts': "import { atom } from '@src/app/store';\nexport const y = atom(0);\n",
      'src/app/store.ts': "import { atom, createStore } from 'jotai';\nexport const store = createStore();\nexport { atom };\n",
    });
    expect(r['src/features/a/a.atoms.ts']).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*jotai is used only through src\/app\/store\.ts/),
      expect.stringMatching(/^no-restricted-imports: .*jotai is used only through src\/app\/store\.ts/),
    ]);
    expect(r['src/features/a/b.atoms.ts']).toEqual([]);
    expect(r['src/app/store.ts']).toEqual([]);
  });

  it('(f) a raw query key or a whole-cache invalidation fails; keys from the contract pass', async () => {
    const r = await lint({
      'src/features/a/pages/Raw.tsx': [
        "import { useQuery, useQueryClient } from '@tanstack/react-query';",
        'export function Raw() {',
        '  const qc = useQueryClient();',
        "  const q = useQuery({ queryKey: ['GET', '/hall/get'], queryFn: () => 1 });",
        "  qc.setQueryData(['GET', '/hall/get'], 1);",
        '  void qc.invalidateQueries();',
        '  void qc.resetQueries({ exact: false });',
        '  return q.data;',
        '}',
      ].join('\n'),
      'src/features/a/a.queries.ts': [
        "import { get } from '@contract/hall';",
        "import { callQuery, invalidate, queryClient, queryKeyOf } from '@src/lib/query';",
        'export const hall = (id: number) => callQuery(get, { id });',
        'export const reload = () => invalidate(get);',
        'export const reset = () => queryClient.resetQueries({ queryKey: queryKeyOf(get) });',
      ].join('\n'),
    });
    const raw = r['src/features/a/pages/Raw.tsx']!;
    expect(raw).toHaveLength(4);
    expect(raw.filter((m) => /no raw query keys/.test(m))).toHaveLength(2);
    expect(raw.filter((m) => /no whole-cache invalidation/.test(m))).toHaveLength(2);
    for (const m of raw) expect(m).toMatch(/^no-restricted-syntax: /);
    expect(r['src/features/a/a.queries.ts']).toEqual([]);
  });

  it("(g) another feature's internals fail; its index.ts and <domain>.queries.ts pass", async () => {
    const r = await lint({
      'src/features/a/pages/Page.tsx': [
        "import { X } from '@src/features/b/components/X';",
        "import { y } from '@src/features/b/index';",
        "import { z } from '@src/features/b/b.queries';",
        "import { w } from '../a-model';",
        'export const all = [X, y, z, w];',
      ].join('\n'),
      'src/features/a/a-model.ts': "import { v } from '../b/b-model';\nexport const w = v;\n",
      'src/features/a/components/C.tsx': "import { v } from '../../b/b-model';\nexport const c = v;\n",
      'src/app/screens.ts': "import { routes } from '@src/features/b/routes';\nexport const r = routes;\n",
    });
    expect(r['src/features/a/pages/Page.tsx']).toEqual([expect.stringMatching(/^no-restricted-imports: '@src\/features\/b\/components\/X' .*another feature is reached only through/)]);
    expect(r['src/features/a/a-model.ts']).toEqual([expect.stringMatching(/^no-restricted-imports: .*another feature/)]);
    expect(r['src/features/a/components/C.tsx']).toEqual([expect.stringMatching(/^no-restricted-imports: .*another feature/)]);
    expect(r['src/app/screens.ts']).toEqual([]);
  });

  it('(h) a component importing api() fails; its queries file may', async () => {
    const r = await lint({
      'src/features/a/pages/Page.tsx': "import { api, isApiError } from '@src/lib/api-client';\nexport const x = [api, isApiError];\n",
      'src/features/a/a.queries.ts': "import { api } from '@src/lib/api-client';\nexport const y = api;\n",
    });
    expect(r['src/features/a/pages/Page.tsx']).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*components do not call the API/)]);
    expect(r['src/features/a/a.queries.ts']).toEqual([]);
  });
});
