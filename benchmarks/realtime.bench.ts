/**
 * `npm run bench -- realtime`: fan-out of one event to 1,000 sockets subscribed to one topic (a members-only
 * project's `project:<id>`, every socket authenticated and authorised), latency from `hub.publish` to each socket's
 * receipt: p50, p99, max over BENCH_ROUNDS events (default 50; BENCH_SOCKETS, default 1000).
 * Cases: `one-process` (embedded PGlite, in-process bus); with BENCH_DATABASE_URL (a scratch PostgreSQL database:
 * the benchmark writes to it) also `one-process-postgres` (LISTEN/NOTIFY bus, local delivery) and
 * `two-processes-postgres` (published on instance A in this process; the sockets are served by instance B, a child
 * process, reached over LISTEN/NOTIFY). The sockets' client ends all live in this process, so the numbers include
 * one Node process reading 1,000 sockets in turn.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../server/app';
import { openDb, type DbHandle } from '../server/db/client';
import { users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { percentile, reporter, since, type Report } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const CONNECT_BATCH = 100;

export default async function run(): Promise<void> {
  const report = reporter('realtime');
  const mem = await openDb({});
  const one = await start(mem);
  await measure(report, 'one-process', one, await wsUrl(one));
  await one.close();
  await mem.close();

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    process.stderr.write('BENCH_DATABASE_URL is not set: the PostgreSQL cases (one and two processes) are skipped\n');
    return;
  }
  const pgDb = await openDb({ url });
  const a = await start(pgDb);
  await measure(report, 'one-process-postgres', a, await wsUrl(a));
  const peer = await startPeer(url);
  try {
    await measure(report, 'two-processes-postgres', a, peer.url);
  } finally {
    peer.child.kill('SIGTERM');
    await a.close();
    await pgDb.close();
  }
}

async function start(db: DbHandle): Promise<FastifyInstance> {
  return buildApp({ db, logger: false, clientDir: false, config: { production: true, dataDir: '/tmp/zupu-bench' } });
}

async function wsUrl(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/app/ws`;
}

/** Instance B in its own process on the same database; resolves with its socket URL. */
async function startPeer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const script = fileURLToPath(new URL('./realtime-peer.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.on('line', (l) => { const m = /^PORT (\d+)$/.exec(l); if (m) resolve(Number(m[1])); });
    child.once('exit', (code) => reject(new Error(`realtime peer exited (${code})`)));
  });
  return { child, url: `ws://127.0.0.1:${port}/app/ws` };
}

/** A user owning a members-only project: his token and the project's topic. */
async function world(app: FastifyInstance): Promise<{ token: string; topic: string }> {
  const db = app.deps.db;
  const stamp = `${Date.now()}-${process.pid}`;
  const [u] = await db.insert(users).values({ phone: `137${String(Date.now()).slice(-8)}`, shareValue: `bench-rt-${stamp}`, nickname: '压测' }).returning();
  const { token } = await startSession({ ...app.deps } as unknown as Ctx, db, u, 'bench');
  const res = await app.inject({
    method: 'POST', url: '/app/api/project/add-or-edit', headers: { authorization: `Bearer ${token}` },
    payload: { name: '压测家族', surname: '陈', privacy: 'members' },
  });
  const body = res.json() as { msg: number; data?: { id: number }; msbox?: string };
  if (body.msg !== 1 || !body.data) throw new Error(`project: ${JSON.stringify(body)}`);
  return { token, topic: `project:${body.data.id}` };
}

interface Client {
  ws: WebSocket;
  onEvent: (() => void) | null;
}

async function connect(url: string, token: string, topic: string): Promise<Client> {
  const ws = new WebSocket(url);
  const c: Client = { ws, onEvent: null };
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (d) => {
      if (c.onEvent) return c.onEvent();
      const f = JSON.parse(d.toString()) as { type: string; msg?: string };
      if (f.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (f.type === 'subscribed') resolve();
      else reject(new Error(`socket: ${JSON.stringify(f)}`));
    });
  });
  return c;
}

async function measure(report: Report, name: string, publisher: FastifyInstance, url: string): Promise<void> {
  const { token, topic } = await world(publisher);
  const t0 = performance.now();
  const clients: Client[] = [];
  for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, SOCKETS - i);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => connect(url, token, topic)))));
  }
  report({ case: name, metric: 'connect-auth-subscribe-all', value: since(t0), unit: 'ms' });

  const latencies: number[] = [];
  const calls: number[] = [];
  let lost = 0;
  for (let r = 0; r < ROUNDS; r++) {
    let got = 0;
    let sent = 0;
    const all = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      for (const c of clients) {
        c.onEvent = () => {
          latencies.push(performance.now() - sent);
          if (++got === clients.length) { clearTimeout(timer); resolve(true); }
        };
      }
    });
    sent = performance.now();
    void publisher.hub.publish(topic, { type: 'bench', round: r });
    calls.push(since(sent)); // the synchronous part: this process's own sockets are written to inside the call
    if (!(await all)) lost += clients.length - got;
  }
  if (lost) process.stderr.write(`${name}: ${lost} deliveries missing after 10 s\n`);
  report({ case: name, metric: 'publish-call-p50', value: percentile(calls, 50), unit: 'ms' });
  report({ case: name, metric: 'p50', value: percentile(latencies, 50), unit: 'ms' });
  report({ case: name, metric: 'p99', value: percentile(latencies, 99), unit: 'ms' });
  report({ case: name, metric: 'max', value: Math.max(...latencies), unit: 'ms' });
  report({ case: name, metric: 'deliveries', value: latencies.length, unit: 'count' });
  for (const c of clients) c.ws.terminate();
}
