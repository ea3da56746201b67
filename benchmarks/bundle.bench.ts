/**
 * `npm run bench -- bundle`: the first load of the home route as a phone on slow 4G sees it. Builds the client with
 * Vite into .tmp/bench-bundle (or measures `--dir=<built client>`), serves it from the real Fastify app (static
 * serving in server/app.ts, an empty embedded database, no demo seed) and opens it in headless Debian Chromium with
 * the cache off and CDP network throttling of 1.6 Mbps down / 750 kbps up / 150 ms latency.
 *
 * Reports for the home route (`home` case):
 * - `js-brotli`: the scripts it loads, each brotli-compressed at quality 11 (what a precompressed .br holds) — KB;
 * - `js-transfer`: the bytes those scripts took on the wire as served (Content-Encoding or not) — KB;
 * - `js-requests` and `requests`: scripts, and every request of the load (document, scripts, styles, API calls);
 * - `time-to-content`: ms from navigation start until the home screen's content (`.cl-page .cl-subtitle`) is in the
 *   document; `fcp`: first contentful paint.
 * and a `repeat` case: requests that went to the network on a second visit (hashed assets come from the cache).
 * Targets (baselines/bundle.json): js-brotli ≤ 150 KB, requests ≤ 20, time-to-content ≤ 3 s. History: before issue 14,
 * 262 KB br sent as 938 KB uncompressed, 74 scripts, 99 requests, content at 6.7 s; first pass 208 KB br in 8 scripts;
 * then (session 6) 147 KB br in 7 scripts, 14 requests, content at 1.4–1.6 s: the declarative <HashRouter> instead of the
 * data router (−14 KB), toast/dialog/pull-to-refresh and react-spring/@use-gesture loaded on first use or touch
 * (−25 KB, src/components/ui/overlay-loader.ts), an inert zod in the contract modules of the client build (−25 KB,
 * src/lib/zod-inert.ts), and only the contracts the home screen calls in the shared chunk. What remains: react-dom +
 * react-router 71 KB, the vendor chunk (antd-mobile shell parts, react-query) 39 KB, the shared app chunk 23 KB, the
 * entry with the route table 18 KB.
 * `--list` prints every request of the cold load (type, wire bytes, path).
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';
import { recorded } from './baseline';

const repo = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;

interface Req { url: string; type: string; bytes: number; cached: boolean }

/** Every request of one navigation, by CDP: resource type, encoded (wire) bytes, from the cache or not. */
function watch(cdp: CDPSession) {
  const reqs = new Map<string, Req>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:') || e.request.url.startsWith('blob:')) return;
    reqs.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, cached: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => { const r = reqs.get(e.requestId); if (r) r.cached = true; });
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r && e.response.fromDiskCache) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) r.bytes = e.encodedDataLength; });
  return reqs;
}

async function visit(page: Page, url: string): Promise<{ content: number; fcp: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (globalThis as unknown as { __content?: number }).__content != null, null, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    content: (globalThis as unknown as { __content: number }).__content,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }));
}

export default async function bundle(argv: string[]) {
  const dirArg = argv.find((a) => a.startsWith('--dir='))?.slice(6);
  const dir = dirArg ? join(process.cwd(), dirArg) : join(repo, '.tmp/bench-bundle');
  if (!dirArg) await build({ root: repo, logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });

  const dataDir = mkdtempSync(join(tmpdir(), 'zupu-bench-bundle-'));
  const { buildApp } = await import('../server/app');
  const app = await buildApp({ config: { dataDir, seed: 'none', logLevel: 'warn' }, clientDir: dir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

  const profile = mkdtempSync(join(tmpdir(), 'zupu-bench-chrome-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const { report, done } = recorded('bundle', argv, {
    machine: '2 shared cores, headless Debian Chromium, 1.6 Mbps / 150 ms CDP throttling',
    targets: { 'home/js-brotli': 150, 'home/requests': 20, 'home/time-to-content': 3000 },
    note: 'issue 14 item 8, before (f3e9afa, same machine): js-brotli 262 KB, js-transfer 938 KB (no Content-Encoding), 74 scripts, 99 requests, fcp 4.7 s, time-to-content 6.7 s',
  });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    // page-side (a string: this file compiles without the DOM lib): the first moment the home content is in the document
    await page.addInitScript(`new MutationObserver((m, obs) => {
      if (globalThis.__content == null && document.querySelector('.cl-page .cl-subtitle')) { globalThis.__content = performance.now(); obs.disconnect(); }
    }).observe(document, { subtree: true, childList: true });`);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });

    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let reqs = watch(cdp);
    const cold = await visit(page, `${base}/`);
    const all = [...reqs.values()].filter((r) => r.url.startsWith(base));
    const scripts = all.filter((r) => r.type === 'Script');
    const brotli = scripts.reduce((s, r) => {
      const file = join(dir, new URL(r.url).pathname);
      return s + brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }, 0);
    report({ case: 'home', metric: 'js-brotli', value: brotli / KB, unit: 'KB' });
    report({ case: 'home', metric: 'js-transfer', value: scripts.reduce((s, r) => s + r.bytes, 0) / KB, unit: 'KB' });
    report({ case: 'home', metric: 'js-requests', value: scripts.length, unit: 'count' });
    report({ case: 'home', metric: 'requests', value: all.length, unit: 'count' });
    report({ case: 'home', metric: 'fcp', value: cold.fcp, unit: 'ms' });
    report({ case: 'home', metric: 'time-to-content', value: cold.content, unit: 'ms' });
    if (argv.includes('--list')) for (const r of all) process.stderr.write(`${r.type}\t${r.bytes}\t${r.url.slice(base.length)}\n`);

    // a second visit with the cache on: the hashed assets (immutable) must not go to the network again
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.goto('about:blank');
    reqs = watch(cdp);
    const again = await visit(page, `${base}/`);
    const net = [...reqs.values()].filter((r) => r.url.startsWith(base) && !r.cached);
    report({ case: 'repeat', metric: 'network-requests', value: net.length, unit: 'count' });
    report({ case: 'repeat', metric: 'asset-requests', value: net.filter((r) => r.url.includes('/assets/')).length, unit: 'count' });
    report({ case: 'repeat', metric: 'time-to-content', value: again.content, unit: 'ms' });
    done();
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
