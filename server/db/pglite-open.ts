/**
 * Opening PGlite, the same on the server's thread and in the database thread (pglite.worker.ts): its settings and the
 * first start of a new data dir.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's settings (issue #25, memory): its shared buffers live in the process (WASM memory that never shrinks);
 * pages beyond them are read from the files under DATA_DIR/db, which the OS caches outside the process. 16 MB
 * instead of PostgreSQL's 128 MB default keeps an idle seeded server small (32 → 16 MB: idle RSS 420 → 387 MB, the
 * api-latency p99s unchanged within noise: the hot pages of the 100,000-member example still fit).
 */
export const PGLITE_CONF = ['shared_buffers = 16MB'];

export interface PgliteOptions {
  /** A folder (created on first use); none = in memory. */
  dataDir?: string;
  /** A data dir dump to start from (tests). */
  loadDataDir?: Blob | File;
  /**
   * Keep PostgreSQL's WebAssembly compiled once, by V8's baseline compiler only (`--liftoff-only`, for the whole
   * process): ~60 MB less memory at idle and ~80 MB less under load, queries ~15 % slower (PGLITE_LEAN).
   */
  lean?: boolean;
}

/** PGlite on `dataDir` (created on first use), or in memory; from a dump when `loadDataDir` is given. */
export async function openPgliteClient({ dataDir, loadDataDir, lean }: PgliteOptions): Promise<PGlite> {
  if (lean) (await import('node:v8')).setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = { dataDir, ...(loadDataDir ? { loadDataDir } : {}), postgresqlconf: PGLITE_CONF };
  if (dataDir && !loadDataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
    // A new data dir: PGlite runs initdb in the same WASM memory, which stays ~500 MB larger for the life of the
    // instance. Create the database, close, and open it again as on every later start.
    const init = new PGlite(options);
    await init.waitReady;
    await init.close();
  }
  const client = new PGlite(options);
  await client.waitReady;
  return client;
}
