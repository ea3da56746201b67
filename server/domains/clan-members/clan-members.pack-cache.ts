/**
 * Where built tree packs are kept (clan-members.pack.ts builds them): one gzipped file per (clan, version, variant)
 * under DATA_DIR/cache/tree-pack, so a pack is built once per version even across restarts (a 1,000,000-member
 * pack takes over a minute to build on a busy machine). Written atomically (a temp file renamed into place); the
 * older versions of the same clan and variant are removed once a newer one is in. A request opens the file first
 * and streams from the open handle, so a newer version replacing it meanwhile does not cut the reply short.
 * Concurrent requests of a version being built wait for the one build. Without a DATA_DIR on disk (tests: a
 * nonexistent one) the packs are kept in memory instead, the latest version per clan and variant. A disk that
 * refuses the file (full, read-only) serves the built bytes. Files are named by project, clan, variant and version
 * only: a DATA_DIR belongs to one database (as its files/ do). A deleted clan's file stays until the folder is
 * cleared (it is never served: the clan is gone).
 */
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder of the pack files, or null when the data dir does not exist (memory only). */
export const packCacheDir = (dataDir: string): string | null => (existsSync(dataDir) ? join(dataDir, 'cache', 'tree-pack') : null);

export interface PackKey {
  projectId: number;
  clanId: number;
  version: number;
  /**
   * 'f' the full pack, 'v' for readers without a role (living members' birth years left out); followed by 'h<N>'
   * for the head of at most N members (model packHead).
   */
  variant: string;
}

const prefix = (k: PackKey) => `${k.projectId}-${k.clanId}-${k.variant}-`;
export const packFileName = (k: PackKey) => `${prefix(k)}${k.version}.zptp.gz`;

/** A pack served from disk: the open file (the caller streams and closes it) and its size. */
export interface PackOnDisk {
  file: FileHandle;
  size: number;
}

/** Builds in progress per file path (one build per version, whoever asks meanwhile waits for it). */
const building = new Map<string, Promise<Buffer>>();

async function openIfThere(path: string): Promise<PackOnDisk | null> {
  try {
    const file = await open(path, 'r');
    return { file, size: (await file.stat()).size };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw err;
  }
}

/** Removes the files of older versions of the same clan and variant (newer ones, written meanwhile, stay). */
async function removeOlder(dir: string, k: PackKey): Promise<void> {
  const p = prefix(k);
  for (const name of await readdir(dir)) {
    if (!name.startsWith(p) || !name.endsWith('.zptp.gz')) continue;
    const v = Number(name.slice(p.length, -'.zptp.gz'.length));
    if (Number.isInteger(v) && v < k.version) await rm(join(dir, name), { force: true });
  }
}

/** Writes the pack file atomically; false when the disk refused (the bytes are served from memory then). */
async function writePack(dir: string, path: string, gz: Buffer): Promise<boolean> {
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(tmp, gz);
    await rename(tmp, path);
    return true;
  } catch {
    return false;
  } finally {
    await rm(tmp, { force: true }).catch(() => undefined);
  }
}

/**
 * The pack file of `k`, built with `build` when it is not on disk yet. Returns the open file (the caller closes
 * it: a stream from `file.createReadStream()` does when it ends), or the built bytes when they could not be
 * written (a full or read-only disk).
 */
export async function packOnDisk(dir: string, k: PackKey, build: () => Promise<Buffer>): Promise<PackOnDisk | { gz: Buffer }> {
  const path = join(dir, packFileName(k));
  const hit = await openIfThere(path);
  if (hit) return hit;
  let job = building.get(path);
  if (!job) {
    job = (async () => {
      const gz = await build();
      if (await writePack(dir, path, gz)) await removeOlder(dir, k).catch(() => undefined);
      return gz;
    })().finally(() => building.delete(path));
    building.set(path, job);
  }
  const gz = await job;
  // from the file when it is there (a newer version may already have replaced it: then these bytes, still right
  // for the version this request asked for)
  return (await openIfThere(path)) ?? { gz };
}
