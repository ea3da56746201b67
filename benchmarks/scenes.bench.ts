/**
 * `npm run bench -- scenes`: builds benchmarks/pages/scenes with Vite, serves it on 127.0.0.1 and drives
 * headless Debian Chromium (software WebGL through SwiftShader). For the tomb scene and a hall of 1,000
 * tablets it reports time to first frame (ms since navigation start) and frame time median/p95 while
 * the camera orbits. Targets on software WebGL: hall p95 ≤ 50 ms, tomb first frame ≤ 2 s.
 * A `fill-reference` case (one unlit full-screen quad at the same pixel ratio) measures the machine
 * itself, since benchmarks share the CPU with other work: read scene frame times as multiples of it.
 * The `panorama` case: an 8192×4096 equirectangular JPEG (made here with sharp) in the village viewer, cut into
 * 2048 px tiles — first frame = the first frame with the photo on it; frame times while the view pans round.
 * `--shots` also writes one PNG per scene to docs/screens/; `--only=tomb|hall|village|panorama` narrows the run.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import sharp from 'sharp';
import { percentile, reporter } from './report';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const root = join(here, 'pages/scenes');
const outDir = join(repo, '.tmp/bench-scenes');
const screens = join(repo, 'docs/screens');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
    const a = server.address();
    ok({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
  }));
}

interface BenchState { firstFrame: number | null; frames: number[] }
const state = (page: Page) => page.evaluate(() => (globalThis as unknown as { __bench: BenchState }).__bench);

async function open(ctx: BrowserContext, url: string): Promise<Page> {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.stack ?? e.message}\n`));
  page.on('console', (m) => { if (m.type() === 'error') process.stderr.write(`console: ${m.text()}\n`); });
  await page.goto(url);
  await page.waitForFunction(() => (globalThis as unknown as { __bench?: BenchState }).__bench?.firstFrame != null, null, { timeout: 120_000 });
  return page;
}

/** First frame, then frame intervals while the camera orbits (after a warm-up). */
async function measure(ctx: BrowserContext, url: string, label: string, report: ReturnType<typeof reporter>) {
  const page = await open(ctx, url);
  const s0 = await state(page);
  report({ case: label, metric: 'first-frame', value: s0.firstFrame!, unit: 'ms' });
  await page.waitForTimeout(1500);
  await page.evaluate(() => { (globalThis as unknown as { __bench: BenchState }).__bench.frames = []; });
  await page.waitForTimeout(6000);
  const { frames } = await state(page);
  const dt = frames.slice(1).map((t, i) => t - frames[i]);
  report({ case: label, metric: 'frame-median', value: percentile(dt, 50), unit: 'ms' });
  report({ case: label, metric: 'frame-p95', value: percentile(dt, 95), unit: 'ms' });
  report({ case: label, metric: 'frames', value: dt.length, unit: 'count' });
  await page.close();
}

async function shot(ctx: BrowserContext, url: string, file: string, settle = 2500) {
  const page = await open(ctx, url);
  await page.waitForTimeout(settle);
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, file) });
  await page.close();
  process.stderr.write(`wrote docs/screens/${file}\n`);
}

/**
 * A synthetic equirectangular photo: sky to ground gradient, a horizon, a ring of houses and a compass letter every
 * 90° (so a pan shows real detail, and a JPEG of realistic size: a few MB).
 */
export async function panoramaJpeg(width: number, height: number): Promise<Buffer> {
  const houses = Array.from({ length: 48 }, (_, i) => {
    const x = (i / 48) * width;
    const h = height * (0.06 + ((i * 37) % 11) / 120);
    return `<rect x="${x}" y="${height / 2 - h}" width="${width / 60}" height="${h}" fill="hsl(${(i * 29) % 360},35%,${40 + (i % 5) * 6}%)"/>`
      + `<polygon points="${x - width / 400},${height / 2 - h} ${x + width / 120},${height / 2 - h - height / 30} ${x + width / 60 + width / 400},${height / 2 - h}" fill="#5a2a1a"/>`;
  }).join('');
  const marks = ['北', '东', '南', '西'].map((t, i) => `<text x="${((i + 0.5) / 4) * width}" y="${height * 0.3}" font-size="${height / 12}" text-anchor="middle" fill="#fff">${t}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b6cb0"/><stop offset="0.5" stop-color="#cfe3f5"/><stop offset="0.5" stop-color="#6b8e23"/><stop offset="1" stop-color="#3b4a1a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${houses}${marks}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export default async function run(args: string[] = []): Promise<void> {
  const report = reporter('scenes');
  const only = args.find((a) => a.startsWith('--only='))?.slice(7);
  const want = (c: string) => !only || only.split(',').includes(c);
  const shots = args.includes('--shots');
  const noBench = args.includes('--no-bench');

  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, minify: !args.includes('--debug'), chunkSizeWarningLimit: 4000 } });
  if (want('panorama')) await writeFile(join(outDir, 'pano-8k.jpg'), await panoramaJpeg(8192, 4096));
  const { server, url } = await serve(outDir);
  const profile = mkdtempSync(join(tmpdir(), 'zupu-scenes-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
  });
  try {
    if (!noBench) {
      if (want('fill')) await measure(ctx, `${url}/?scene=fill`, 'fill-reference', report);
      if (want('tomb')) await measure(ctx, `${url}/?scene=tomb&setting=hillside&mode=bench`, 'tomb', report);
      if (want('hall')) await measure(ctx, `${url}/?scene=hall&n=1000&mode=bench`, 'hall', report);
      if (want('panorama')) await measure(ctx, `${url}/?scene=panorama&mode=bench`, 'panorama-8k', report);
    }
    if (shots) {
      if (want('tomb')) {
        for (const s of ['hillside', 'garden', 'columbarium']) await shot(ctx, `${url}/?scene=tomb&setting=${s}`, `tomb-${s}.png`);
      }
      if (want('hall')) await shot(ctx, `${url}/?scene=hall&n=63`, 'hall.png');
      if (want('hall')) await shot(ctx, `${url}/?scene=hall&n=1000`, 'hall-1000.png');
      if (want('village')) await shot(ctx, `${url}/?scene=village`, 'village.png');
      if (want('panorama')) await shot(ctx, `${url}/?scene=panorama`, 'village-panorama.png');
    }
  } finally {
    await ctx.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
