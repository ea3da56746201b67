/**
 * First load (issue 14 item 8): the built client's hashed assets are sent precompressed — brotli when the browser
 * accepts it, else gzip, else the plain file — with Content-Encoding, Vary and an immutable year-long cache;
 * index.html is revalidated on every visit. The .br/.gz siblings are the ones scripts/precompress.ts writes at build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { createTestApp, type TestApp } from '../helpers/test-app';

const script = `export const greeting = ${JSON.stringify('族谱'.repeat(2000))};\n`;
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zupu-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`);
  writeFileSync(join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(join(dir, 'assets/tiny-abc123.js'), 'export {};\n');
  expect(precompressDir(dir)).toBe(2); // index.html and the big script; the tiny one is not worth it
  t = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('static client', () => {
  it('sends brotli to a browser that accepts it, with an immutable cache', async () => {
    const r = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, the plain file when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toContain('immutable');
  });

  it('revalidates index.html on every visit (new hashes reach the browser at once)', async () => {
    const r = await get('/', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toContain('/assets/index-abc123.js');
  });

  it('does not serve the .br file under its own name as a script', async () => {
    const r = await get('/assets/index-abc123.js.br', 'br');
    expect(r.headers['content-type'] ?? '').not.toMatch(/javascript/);
  });
});
