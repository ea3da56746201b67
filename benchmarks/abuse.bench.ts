/**
 * `npm run bench -- abuse` (issue #13): the server's RSS and the latency of `/login/guest` (a normal visitor) while
 * it is attacked — a zip bomb .xlsx (shared strings inflating to BENCH_BOMB_MB, default 400 MB) sent to the Excel
 * preview 3 times at once, 4 uploads of 150 MB images, and a password spray (60 accounts from one IP). The server
 * runs in its own process (`server/main.ts`, embedded database, seed none) so its RSS is its own, read from
 * /proc/<pid>/status every 20 ms. Cases: `idle` (visitors only) and `attacked`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bomb } from '../server/http/zip-guard.testkit';
import { percentile, reporter, since } from './report';

const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 400);
const VISIT_MS = 4000;

export default async function run(): Promise<void> {
  const report = reporter('abuse');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zupu-abuse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error', ZUPU_SEED: 'none' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/app/api`;
  try {
    await waitUp(base);
    const token = (await json(`${base}/user/login/debug?code=13800009999`)).data.token as string;
    const projectId = (await json(`${base}/project/add-or-edit`, token, { name: '压测家族', surname: '陈' })).data.id as number;
    const clanId = (await json(`${base}/clan/save`, token, { projectId, name: '压测族谱' })).data.id as number;
    const bombFile = Buffer.from(bomb(BOMB_MB));

    const rss = sampler(child.pid!);
    const idle = await visitors(base, VISIT_MS);
    const idleRss = rss.take();
    report({ case: 'idle', metric: 'guest-p50', value: percentile(idle, 50), unit: 'ms' });
    report({ case: 'idle', metric: 'guest-p99', value: percentile(idle, 99), unit: 'ms' });
    report({ case: 'idle', metric: 'rss-peak', value: idleRss.peak, unit: 'MB' });

    const t0 = performance.now();
    const attack = Promise.all([
      ...[0, 1, 2].map(() => upload(`${base}/clan-member/excel/preview?clanId=${clanId}`, token, 'm.xlsx', bombFile)),
      ...[0, 1, 2, 3].map(async (i) => upload(`${base}/upload?fileType=0`, (await json(`${base}/user/login/debug?code=1380000${9000 + i}`)).data.token, 'big.png', null, 150)),
      spray(base),
    ]);
    const hit = await visitors(base, VISIT_MS);
    const answers = await attack;
    const attackedRss = rss.take();
    rss.stop();
    report({ case: 'attacked', metric: 'guest-p50', value: percentile(hit, 50), unit: 'ms' });
    report({ case: 'attacked', metric: 'guest-p99', value: percentile(hit, 99), unit: 'ms' });
    report({ case: 'attacked', metric: 'rss-peak', value: attackedRss.peak, unit: 'MB' });
    report({ case: 'attacked', metric: 'rss-growth', value: attackedRss.peak - idleRss.peak, unit: 'MB' });
    report({ case: 'attacked', metric: 'attack-ms', value: since(t0), unit: 'ms' });
    process.stderr.write(`answers: ${JSON.stringify(answers.slice(0, 7))}\n`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** /login/guest from 4 visitors in a loop for `ms`: each call's latency. */
async function visitors(base: string, ms: number): Promise<number[]> {
  const out: number[] = [];
  const end = performance.now() + ms;
  await Promise.all([0, 1, 2, 3].map(async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await json(`${base}/login/guest`);
      out.push(since(t));
    }
  }));
  return out;
}

/** 60 accounts tried from this IP, one after another: answers counted by message. */
async function spray(base: string): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (let i = 0; i < 60; i++) {
    const r = await json(`${base}/login/account`, undefined, { account: `user${1000 + i}`, password: 'Password1' });
    const k = String(r.msbox).replace(/\d+/g, 'N');
    seen[k] = (seen[k] ?? 0) + 1;
  }
  return seen;
}

/** A multipart upload of `file` (or `streamMb` MB of filler, streamed until the server answers). */
function upload(url: string, token: string, name: string, file: Buffer | null, streamMb = 0): Promise<string> {
  const boundary = '----zupuAbuse';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = file ? file.length : streamMb * 1024 * 1024;
  return new Promise((resolve) => {
    let answered = false;
    const req = request(url, {
      method: 'POST', agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
    }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => { answered = true; req.destroy(); resolve(JSON.parse(text).msbox ?? 'ok'); });
    });
    req.on('error', () => { if (!answered) resolve('connection closed'); });
    req.write(head);
    if (file) {
      req.end(Buffer.concat([file, tail]));
      return;
    }
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(tail);
    };
    pump();
  });
}

function sampler(pid: number) {
  let peak = 0;
  const read = () => {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) peak = Math.max(peak, Number(m[1]) / 1024);
  };
  const timer = setInterval(read, 20);
  return {
    take: () => { read(); const p = peak; peak = 0; return { peak: p }; },
    stop: () => clearInterval(timer),
  };
}

async function json(url: string, token?: string, body?: unknown): Promise<{ msg: number; msbox?: string; data?: any }> {
  const r = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return r.json() as Promise<{ msg: number; msbox?: string; data?: any }>;
}

async function waitUp(base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/login/guest`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
    s.on('error', reject);
  });
}
