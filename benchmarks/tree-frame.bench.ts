/**
 * `npm run bench -- tree-frame`: the tree renderer in headless Debian Chromium (SwiftShader WebGL, no GPU).
 * Builds benchmarks/pages/tree with Vite into .tmp/, serves it on 127.0.0.1, and for 10k / 100k / 1M members
 * measures time to first frame after the data arrives, rAF-to-rAF frame times while panning and zooming at
 * overview and at card zoom, the JS heap, and (10k, 100k) the same tree as plain d3-hierarchy + SVG.
 * Targets: first frame of 100k ≤ 1.5 s; overview pan p95 of 100k ≤ 33 ms; 1M p95 ≤ 100 ms.
 * The whole-clan overview (render/overview, issue 24) at 100k / 1M / 2M members (`--overview-sizes=`; `--sizes=`
 * empty skips the card tree): case `<n>-icicle`, metrics first-frame (data in → first frame, layout included),
 * pan-p95 / pan-median (rAF intervals while panning, zooming every 15th frame), render-median (JS per frame),
 * layout, heap-mb. Target: pan p95 ≤ 33 ms.
 * `-- tree-frame --write-baseline` also writes benchmarks/baselines/tree-frame.json.
 */
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { chinaDay } from '../model/datetime';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { reporter, type Measurement } from './report';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

export default async function run(argv: string[] = []): Promise<void> {
  const report = reporter('tree-frame');
  const lines: Measurement[] = [];
  const rep = (m: Omit<Measurement, 'bench'>) => {
    lines.push({ bench: 'tree-frame', ...m, value: Math.round(m.value * 1000) / 1000 });
    report(m);
  };
  const outDir = join(repo, '.tmp', 'tree-bench');
  const { build } = await import('vite');
  await build({ root: join(here, 'pages', 'tree'), base: './', logLevel: 'warn', build: { outDir, emptyOutDir: true } });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = normalize(join(outDir, url.pathname === '/' ? 'index.html' : url.pathname));
    if (!path.startsWith(outDir) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'tree-bench-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1400, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run', '--enable-precise-memory-info'],
  });
  const sizes = (argv.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '10000,100000,1000000').split(',').filter(Boolean).map(Number);
  const overviewSizes = (argv.find((a) => a.startsWith('--overview-sizes='))?.slice(17) ?? '100000,1000000,2000000').split(',').filter(Boolean).map(Number);
  try {
    for (const n of sizes) {
      const page = await ctx.newPage();
      page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
      const svg = n <= 100_000 ? 1 : 0;
      await page.goto(`http://127.0.0.1:${port}/?n=${n}&svg=${svg}`);
      await page.waitForFunction('window.__result || window.__error', null, { timeout: 600_000, polling: 500 });
      const err = (await page.evaluate('window.__error')) as string | undefined;
      if (err) throw new Error(err);
      const r = (await page.evaluate('window.__result')) as Record<string, number>;
      process.stderr.write(`${n}: ${JSON.stringify(r)}\n`);
      rep({ case: `${n}-overview`, metric: 'first-frame', value: r['first-frame'], unit: 'ms' });
      rep({ case: `${n}-overview`, metric: 'frame-median', value: r['overview-frame-median'], unit: 'ms' });
      rep({ case: `${n}-overview`, metric: 'frame-p95', value: r['overview-frame-p95'], unit: 'ms' });
      rep({ case: `${n}-overview`, metric: 'render-median', value: r['overview-render-median'], unit: 'ms' });
      rep({ case: `${n}-cards`, metric: 'frame-median', value: r['cards-frame-median'], unit: 'ms' });
      rep({ case: `${n}-cards`, metric: 'frame-p95', value: r['cards-frame-p95'], unit: 'ms' });
      rep({ case: `${n}-cards`, metric: 'render-median', value: r['cards-render-median'], unit: 'ms' });
      rep({ case: `${n}`, metric: 'heap', value: r['heap'], unit: 'MB' });
      rep({ case: `${n}`, metric: 'layout', value: r['layout'], unit: 'ms' });
      if (svg) {
        rep({ case: `${n}-overview`, metric: 'svg-first-frame', value: r['svg-first-frame'], unit: 'ms' });
        rep({ case: `${n}-overview`, metric: 'svg-frame-median', value: r['svg-frame-median'], unit: 'ms' });
        rep({ case: `${n}-overview`, metric: 'svg-frame-p95', value: r['svg-frame-p95'], unit: 'ms' });
      }
      await page.close();
    }
    for (const n of overviewSizes) {
      const page = await ctx.newPage();
      page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
      await page.goto(`http://127.0.0.1:${port}/?n=${n}&mode=overview`);
      await page.waitForFunction('window.__result || window.__error', null, { timeout: 900_000, polling: 500 });
      const err = (await page.evaluate('window.__error')) as string | undefined;
      if (err) throw new Error(err);
      const r = (await page.evaluate('window.__result')) as Record<string, number>;
      process.stderr.write(`${n} overview: ${JSON.stringify(r)}\n`);
      rep({ case: `${n}-icicle`, metric: 'first-frame', value: r['first-frame'], unit: 'ms' });
      rep({ case: `${n}-icicle`, metric: 'pan-p95', value: r['pan-p95'], unit: 'ms' });
      rep({ case: `${n}-icicle`, metric: 'pan-median', value: r['pan-median'], unit: 'ms' });
      rep({ case: `${n}-icicle`, metric: 'render-median', value: r['render-median'], unit: 'ms' });
      rep({ case: `${n}-icicle`, metric: 'layout', value: r['layout'], unit: 'ms' });
      rep({ case: `${n}-icicle`, metric: 'heap-mb', value: r['heap'], unit: 'MB' });
      await page.close();
    }
  } finally {
    await ctx.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  if (argv.includes('--write-baseline')) {
    const file = join(here, 'baselines', 'tree-frame.json');
    const baseline = {
      machine: '2 cores, Node 20, headless Debian Chromium, SwiftShader WebGL (no GPU), viewport 1280×720',
      date: chinaDay(new Date()),
      targets: { '100000-overview/first-frame': 1500, '100000-overview/frame-p95': 33, '1000000-overview/frame-p95': 100 },
      results: lines,
    };
    writeFileSync(file, JSON.stringify(baseline, null, 1) + '\n');
  }
}
