import { copyFile, mkdir, writeFile, readFile, unlink, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { mkdirSync } from 'node:fs';

/** Where uploaded files live. The disk store keeps them under DATA_DIR/files, served at /files/<key>. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Store a file made on disk (a generated book PDF) without reading it into memory where the store allows. */
  putFile(key: string, path: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  url(key: string): string;
  /** The folder served at /files (disk store only). */
  root?: string;
}

export function diskStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const path = (key: string) => {
    const p = normalize(join(root, key));
    if (!p.startsWith(normalize(root) + sep)) throw new Error(`bad storage key ${key}`);
    return p;
  };
  return {
    root,
    async put(key, data) {
      const p = path(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, data);
    },
    async putFile(key, from) {
      const p = path(key);
      await mkdir(dirname(p), { recursive: true });
      await copyFile(from, p);
    },
    get: (key) => readFile(path(key)),
    async remove(key) {
      await unlink(path(key)).catch(() => undefined);
    },
    exists: (key) => stat(path(key)).then(() => true, () => false),
    url: (key) => `/files/${key}`,
  };
}

/** An in-memory store for tests. */
export function memoryStorage(): Storage {
  const m = new Map<string, Buffer>();
  return {
    async put(k, d) { m.set(k, d); },
    async putFile(k, from) { m.set(k, await readFile(from)); },
    async get(k) {
      const d = m.get(k);
      if (!d) throw new Error(`no file ${k}`);
      return d;
    },
    async remove(k) { m.delete(k); },
    async exists(k) { return m.has(k); },
    url: (k) => `/files/${k}`,
  };
}
