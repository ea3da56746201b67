/**
 * Precompression at build: every text asset Vite writes (scripts, styles, SVG, JSON, workers, wasm, index.html)
 * gets a brotli (quality 11) and a gzip (level 9) sibling, `<file>.br` / `<file>.gz`, when that is smaller.
 * The server sends them with Content-Encoding (`preCompressed` in server/app.ts serveClient), so no request
 * pays for compression at run time. Node's zlib only: no dependency.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map)$/;
/** Below this a response fits one packet anyway. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Write .br and .gz beside each compressible file of `dir`; returns the number of files compressed. */
export function precompressDir(dir: string): number {
  let n = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    n++;
  }
  return n;
}

/** The Vite plugin: runs once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  let write = true;
  return {
    name: 'zupu-precompress',
    apply: 'build',
    configResolved(c) { outDir = resolve(c.root, c.build.outDir); write = c.build.write; },
    closeBundle() { if (write && existsSync(outDir)) precompressDir(outDir); },
  };
}
