import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_DIR, MALLOC_TUNABLES, bundleModule, serverEnv, serverNodeFlags } from './launch.mjs';

const dir = mkdtempSync(join(tmpdir(), 'zupu-launch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundleModule', () => {
  it('bundles a TypeScript entry with its imports; import.meta.url stays each source file\'s own', async () => {
    writeFileSync(join(dir, 'entry.ts'), "export { here, data } from './sub/b';\nexport const entryUrl: string = import.meta.url;\n");
    writeFileSync(join(dir, 'data.txt'), '族谱');
    const sub = join(dir, 'sub');
    rmSync(sub, { recursive: true, force: true });
    mkdirSync(sub);
    writeFileSync(join(sub, 'b.ts'), [
      "import { readFileSync } from 'node:fs';",
      'export const here: string = import.meta.url;',
      "export const data: string = readFileSync(new URL('../data.txt', import.meta.url), 'utf8');",
    ].join('\n'));
    const file = await bundleModule(join(dir, 'entry.ts'), 'launch-test');
    expect(file.startsWith(BUNDLE_DIR)).toBe(true);
    expect(existsSync(file)).toBe(true);
    const m = (await import(pathToFileURL(file).href)) as { here: string; data: string; entryUrl: string };
    expect(m.here).toBe(pathToFileURL(join(sub, 'b.ts')).href);
    expect(m.entryUrl).toBe(pathToFileURL(join(dir, 'entry.ts')).href);
    expect(m.data).toBe('族谱');
    // the same code: the same file, not written again
    expect(await bundleModule(pathToFileURL(join(dir, 'entry.ts')), 'launch-test')).toBe(file);
    rmSync(file);
  });

  it('refuses an entry that does not compile (the caller falls back to tsx)', async () => {
    writeFileSync(join(dir, 'broken.ts'), 'export const x = ;\n');
    await expect(bundleModule(join(dir, 'broken.ts'), 'launch-test')).rejects.toThrow();
  });
});

describe('serverEnv', () => {
  it('adds the malloc tunables; the caller\'s own come after them and win', () => {
    expect(serverEnv({ A: '1' })).toEqual({ A: '1', GLIBC_TUNABLES: MALLOC_TUNABLES });
    expect(serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' }).GLIBC_TUNABLES)
      .toBe(`${MALLOC_TUNABLES}:glibc.malloc.mmap_threshold=65536`);
  });
});

describe('serverNodeFlags', () => {
  it('a smaller young generation always; single-threaded GC on the embedded database only', () => {
    expect(serverNodeFlags({})).toEqual(['--max-semi-space-size=8', '--single-threaded-gc']);
    expect(serverNodeFlags({ DATABASE_URL: '' })).toContain('--single-threaded-gc');
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toEqual(['--max-semi-space-size=8']);
  });
});
