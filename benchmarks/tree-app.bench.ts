/**
 * `npm run bench -- tree-app`: the real app against the real server at scale (issue 24). Starts `server/main.ts`
 * on a fresh DATA_DIR (ZUPU_SEED=demo for 100k, huge for 1M: the examples load in the background, the bench waits
 * for them), serves the built client (dist/, `npm run build` first), and in headless Debian Chromium at 390×844
 * opens the tree of the example (the whole-clan overview is its first view above 5,000 members) and measures, per
 * case (the member count):
 * - `pack-bytes`: the tree pack as sent (gzip), and `pack-bytes-per-member`;
 * - `first-frame` (ms): navigation start → the overview's first settled frame (bands of every generation drawn),
 *   the server building the pack on this first request; `first-frame-warm`: the same navigation again;
 * - `pan-p95` / `pan-median` (ms): rAF intervals while dragging the overview; `cards-first-frame` (ms, the tap on
 *   概览's band → the card tree settled on that member), `cards-pan-p95` (dragging the cards);
 * - `heap-mb`: the page's JS heap after both views.
 * Targets (issue 24): 1M first frame ≤ 3 s from navigation, pan p95 ≤ 33 ms on the overview and the cards.
 * - `phase-<name>` (ms after navigation start), where the first frame's time goes: the pack request, its first
 *   bytes and its last (download and the browser's gunzip), decode, the pack → TreeInput mapping, the overview's
 *   engine ready, its layout (worker) and quads, the first drawn frame (performance marks `tree:*`, `overview:*`
 *   set by the client), for the cold and the warm navigation (`phase-warm-<name>`); above 200,000 members the
 *   first generations come first as a pack of their own (`tree:head-*`) and are drawn (`overview:preview-frame`)
 *   before the whole pack is in;
 * `--sizes=100000,1000000` (default both); `--port=5730`; `--data-dir=<dir>`: use (and keep) that DATA_DIR, seeded
 * by an earlier run or server (the examples and the packs cached on disk are reused: the 1M seed takes minutes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { percentile, reporter } from './report';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');

interface Example { id: number; memberCount: number }

async function startServer(port: number, seed: 'demo' | 'huge', keptDir?: string): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'overview-tree-app-'));
  const child = spawn(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', 'server/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ZUPU_SEED: seed },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/app/api/login/guest`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, base, dataDir };
}

async function waitForExample(base: string, n: number): Promise<Example> {
  const deadline = Date.now() + 3_600_000;
  for (;;) {
    const r = await fetch(`${base}/app/api/clan/list/example`);
    const list = ((await r.json()) as { data?: { list: Example[] } }).data?.list ?? [];
    const hit = list.find((e) => e.memberCount === n);
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`the ${n}-member example did not load within an hour`);
    await new Promise((res) => setTimeout(res, 5000));
  }
}

/** The client's performance marks of the tree page (ms after navigation start), in time order. */
async function phases(page: Page): Promise<{ name: string; value: number }[]> {
  const marks = (await page.evaluate(`performance.getEntriesByType('mark')
    .filter((m) => m.name.startsWith('tree:') || m.name.startsWith('overview:'))
    .map((m) => ({ name: m.name, at: m.startTime, workerMs: m.detail && m.detail.workerMs }))`)) as { name: string; at: number; workerMs?: number }[];
  // the layout's own time in the worker (the rest of overview:data → overview:layout is copying and waiting)
  const worker = marks.find((m) => m.workerMs !== undefined && m.workerMs !== null);
  return [...marks.map((m) => ({ name: m.name, value: m.at })), ...(worker ? [{ name: 'layout-in-worker-ms', value: worker.workerMs! }] : [])];
}

/** Drag across the canvas in small steps while the page records rAF intervals; returns the intervals (ms). */
async function dragFrames(page: Page, testId: string): Promise<number[]> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  // page code as strings: the benchmarks typecheck without the DOM library
  await page.evaluate(`(() => {
    window.__iv = [];
    window.__rec = true;
    let last = performance.now();
    const tick = (t) => { window.__iv.push(t - last); last = t; if (window.__rec) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let k = 0; k < 120; k++) await page.mouse.move(cx + (k % 60 < 30 ? -1 : 1) * 4 * (k % 30), cy + (k % 20 < 10 ? 2 : -2));
  await page.mouse.up();
  const iv = (await page.evaluate('(window.__rec = false, window.__iv)')) as number[];
  return iv.slice(2); // the first intervals include the recorder's start
}

export default async function run(argv: string[] = []): Promise<void> {
  const report = reporter('tree-app');
  const sizes = (argv.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '100000,1000000').split(',').filter(Boolean).map(Number);
  const port = Number(argv.find((a) => a.startsWith('--port='))?.slice(7) ?? 5730);
  const keptDir = argv.find((a) => a.startsWith('--data-dir='))?.slice(11);
  if (!existsSync(join(repo, 'dist', 'index.html'))) throw new Error('build the client first: npm run build');
  const seed = sizes.some((n) => n >= 1_000_000) ? 'huge' : 'demo';
  const server = await startServer(port, seed, keptDir);
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'overview-tree-app-chrome-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 390, height: 844 },
    args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-first-run', '--disable-background-networking', '--enable-precise-memory-info'],
  });
  try {
    for (const n of sizes) {
      const ex = await waitForExample(server.base, n);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
      let packBytes = 0;
      page.on('requestfinished', (req) => {
        if (!req.url().includes('/clan-member/tree/pack')) return;
        void req.sizes().then((s) => (packBytes = s.responseBodySize));
      });
      await page.goto(`${server.base}/#/pages/zupu/shupu/index?clanId=${ex.id}`);
      await page.waitForFunction(`document.querySelector('[data-testid="tree-overview"] canvas[data-settled="true"]')`, null, { timeout: 600_000, polling: 'raf' });
      const firstFrame = (await page.evaluate(() => performance.now())) as number;
      report({ case: String(n), metric: 'first-frame', value: firstFrame, unit: 'ms' });
      report({ case: String(n), metric: 'load-1min', value: loadavg()[0], unit: 'load' });
      for (const p of await phases(page)) report({ case: String(n), metric: `phase-${p.name}`, value: p.value, unit: 'ms' });
      if (packBytes) {
        report({ case: String(n), metric: 'pack-bytes', value: packBytes, unit: 'bytes' });
        report({ case: String(n), metric: 'pack-bytes-per-member', value: packBytes / n, unit: 'bytes' });
      }
      // again, warm: the server has the pack cached (the browser revalidates: 304)
      await page.goto('about:blank');
      await page.goto(`${server.base}/#/pages/zupu/shupu/index?clanId=${ex.id}`);
      await page.waitForFunction(`document.querySelector('[data-testid="tree-overview"] canvas[data-settled="true"]')`, null, { timeout: 600_000, polling: 'raf' });
      report({ case: String(n), metric: 'first-frame-warm', value: (await page.evaluate('performance.now()')) as number, unit: 'ms' });
      for (const p of await phases(page)) report({ case: String(n), metric: `phase-warm-${p.name}`, value: p.value, unit: 'ms' });
      const over = await dragFrames(page, 'tree-overview');
      report({ case: String(n), metric: 'pan-p95', value: percentile(over, 95), unit: 'ms' });
      report({ case: String(n), metric: 'pan-median', value: percentile(over, 50), unit: 'ms' });
      // tap the widest 房 → the card tree on him
      await page.waitForFunction(`document.querySelector('[data-testid="tree-overview"] canvas[data-settled="true"]')`, null, { timeout: 60_000, polling: 'raf' });
      const rects = ((await page.locator('[data-testid="tree-overview"] canvas').getAttribute('data-fang-rects')) ?? '').split(';').filter(Boolean)
        .map((s) => s.split(':').map(Number));
      const [, x, y, w, h] = rects.reduce((a, c) => (c[3] > a[3] ? c : a));
      const box = (await page.getByTestId('tree-overview').boundingBox())!;
      const t0 = (await page.evaluate(() => performance.now())) as number;
      await page.mouse.click(box.x + x + w / 2, box.y + y + h / 2);
      await page.waitForFunction(`document.querySelector('[data-testid="tree-canvas"] canvas[data-settled="true"]')`, null, { timeout: 600_000, polling: 'raf' });
      report({ case: String(n), metric: 'cards-first-frame', value: ((await page.evaluate(() => performance.now())) as number) - t0, unit: 'ms' });
      await page.locator('.adm-mask').first().click({ position: { x: 20, y: 20 } });
      const cards = await dragFrames(page, 'tree-canvas');
      report({ case: String(n), metric: 'cards-pan-p95', value: percentile(cards, 95), unit: 'ms' });
      report({ case: String(n), metric: 'cards-pan-median', value: percentile(cards, 50), unit: 'ms' });
      const heap = (await page.evaluate('performance.memory ? performance.memory.usedJSHeapSize : NaN')) as number;
      report({ case: String(n), metric: 'heap-mb', value: heap / 1048576, unit: 'MB' });
      await page.close();
    }
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    if (!keptDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
}
