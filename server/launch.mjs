/**
 * How a server process starts (`npm start`, the e2e run, the api-latency bench): its code and its environment.
 *
 * Code: a TypeScript entry of the server (and every project file it imports) as one plain-JavaScript module, so a
 * process or thread runs it with plain `node`, without tsx's loader (issue #25: the loader costs 25–60 MB of RSS per
 * thread — its transforms, source maps and its own thread — and its first-request compile pauses).
 *
 * esbuild bundles the entry with every package left external (they load from node_modules as before: native modules,
 * WASM and data files stay where their packages expect them). The file is written to node_modules/.cache/zupu/
 * (so its bare imports resolve as the server's do), named by its content: a second start with the same code reuses
 * it, two servers starting at once write it whole or not at all. `import.meta.url` in each project file is replaced
 * by that file's own URL, so paths relative to a source file (migrations, reference data, worker entries) stay
 * what they were. Plain JavaScript, not TypeScript: `npm start` (scripts/start.mjs) calls it before any loader.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Environment: glibc's malloc returns blocks of 16 KB and more to the system when they are freed
 * (`mmap_threshold`). V8's compilers (of the server's JavaScript and of PostgreSQL's WebAssembly, on background
 * threads) allocate their working memory in such blocks and free it after each compile; with glibc's defaults those
 * freed blocks stayed in per-thread arenas, 80–90 MB of an idle server's RSS that varied ±20 MB from start to start
 * (issue #25: idle RSS 315–335 → 250–265 MB). Read by the dynamic loader at process start, so it is set for the
 * child process; a GLIBC_TUNABLES of the caller's is kept (its own settings win). Ignored where libc is not glibc.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=65536';

/**
 * Node flags of the server process (issue #25), for its environment `env`:
 * - `--max-semi-space-size=8`: V8's young generation at 8 MB a half instead of 16. Each scavenge then copies fewer
 *   survivors, so its pause (the event loop stopped) is shorter, at the cost of twice as many; and an idle server
 *   keeps 16 MB less committed (idle RSS 296 → 271 MB).
 * - `--single-threaded-gc` on the embedded database (no DATABASE_URL): V8 collects on the thread that allocates,
 *   without helper threads. On two cores the helpers compete with PGlite's thread (and a parallel pause waits for
 *   the slowest helper to be scheduled, as far as I can tell): the longest scavenge of a clan-detail run was 9–12 ms with them, 6–7 ms without.
 *   api-latency on PGlite, 500 req/s paced, p99 ms in two pairs of runs: clan detail 15–16 → 5, member 7 → 3–4,
 *   groups 3–4 → 4. Not with a PostgreSQL server, where it was measured once: reads better, but the search's p99
 *   38 → 52 ms and the longest pauses of saves 12 → 25–29 ms (marking no longer runs beside the event loop).
 */
export function serverNodeFlags(env = process.env) {
  return ['--max-semi-space-size=8', ...(env.DATABASE_URL ? [] : ['--single-threaded-gc'])];
}

/** `env` with MALLOC_TUNABLES added to GLIBC_TUNABLES (the caller's own tunables after ours: they win). */
export function serverEnv(env = process.env) {
  const own = env.GLIBC_TUNABLES;
  return { ...env, GLIBC_TUNABLES: own ? `${MALLOC_TUNABLES}:${own}` : MALLOC_TUNABLES };
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLE_DIR = join(ROOT, 'node_modules', '.cache', 'zupu');
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
/** Older bundles of the same name are removed once they are this old (a server started before may still load one). */
const KEEP_MS = 60 * 60 * 1000;

/** esbuild plugin: `import.meta.url` in a project file becomes that file's URL. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const contents = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: LOADERS[extname(args.path)] ?? 'ts' };
    });
  },
};

/**
 * Bundles `entry` (a path or file URL) as `<name>.<hash>.mjs` under BUNDLE_DIR and returns that file's path. Throws
 * when esbuild fails or the directory cannot be written (the caller then runs the TypeScript through tsx).
 */
export async function bundleModule(entry, name) {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [entry instanceof URL ? fileURLToPath(entry) : entry], bundle: true, format: 'esm', platform: 'node',
    target: 'node20', packages: 'external', write: false, logLevel: 'silent', plugins: [sourceUrls],
  });
  const code = out.outputFiles[0].text;
  const file = join(BUNDLE_DIR, `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
    sweep(name, file);
  }
  return file;
}

function sweep(name, keep) {
  const now = Date.now();
  for (const f of readdirSync(BUNDLE_DIR)) {
    const p = join(BUNDLE_DIR, f);
    if (p === keep || !f.startsWith(`${name}.`) || !f.endsWith('.mjs')) continue;
    try {
      if (now - statSync(p).mtimeMs > KEEP_MS) unlinkSync(p);
    } catch {
      /* another start removed it */
    }
  }
}
