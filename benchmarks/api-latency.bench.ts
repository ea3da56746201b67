/**
 * `npm run bench -- api-latency` (issue #25): the calls of the issue at a FIXED rate (500 requests a second, one every
 * 2 ms, on 10 keep-alive connections on loopback, each latency counted from when its request was due:
 * benchmarks/paced-load.ts; BENCH_LOAD=autocannon for autocannon's per-second bursts), on the embedded PGlite and on
 * a PostgreSQL server, each against the
 * production app in its own process (benchmarks/api-latency-server.ts: the demo seed with the 100,000-member
 * example, a logged-in demo user). One JSON line per measurement, `case` = `<db>-<call>`:
 *   metric p50 / p99 (ms), errors (replies not `msg 1`, HTTP errors, timeouts), rss-mb (the server after the case),
 *   req-per-s (what was served), served-p50 / served-p99 (the server's own time per request, Fastify's), loop-p99 /
 *   loop-max (its event loop's delay, by a 10 ms timer: 10 = none), gc-count / gc-ms / gc-max (its main thread's GC
 *   pauses); and `<db>-idle` rss-mb / heap-mb (the started server before any call, after a full
 *   collection, on a database seeded by a process before it), seed-ms (that seed), start-ms (the measured server's
 *   start).
 * Each read runs BENCH_WARMUP_SECONDS (3) first at the same rate, its p99 reported apart as `p99-warmup`; then
 * BENCH_REPEAT (3) runs: p50/p99/req-per-s are the median run's, `p99-min`/`p99-max` the others', errors all of them.
 * Environment: BENCH_SECONDS (default 10 per call), BENCH_RATE (500), BENCH_DBS (pglite,postgres),
 * BENCH_DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres — a scratch database
 * zupu_bench_<pid> is created there and dropped after), BENCH_CALLS (a comma list of the call names below),
 * BENCH_SESSION_CACHE=0 (no session cache: case names end in -nocache), BENCH_CPU_PROF=<dir> (the server writes a .cpuprofile there),
 * BENCH_NODE_FLAGS (more flags for the measured server's node, e.g. V8's GC settings), BENCH_HEAP_PROF=<dir> (each case's allocations, garbage included, sampled into <db>-<call>.heapprofile there), BENCH_DATA_DIR=<dir> (PGlite: keep the seeded
 * database there and start from it next time — the seed takes minutes on a busy machine). /proc/loadavg goes with every run (case <db>-load).
 * The server's own settings pass through: PGLITE_THREAD=0 runs PGlite on the event loop (default: its own thread, whose
 * .cpuprofile is written beside the main thread's), PGLITE_LEAN=1 compiles its WASM unoptimised (server/db/README.md).
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchReady } from './api-latency-server';
import { bundleModule, serverEnv, serverNodeFlags } from '../server/launch.mjs';
import { reporter, type Report } from './report';
import { pacedLoad } from './paced-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each call first runs this long at the same rate, measured apart (`p99-warmup`): its first requests compile its code
 *  paths (V8) and prepare its statements (PGlite), once per server start; p50/p99 are of the steady state after it. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONNECTIONS = 10;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER = fileURLToPath(new URL('./api-latency-server.ts', import.meta.url));

/**
 * The load: `paced` (default) sends one request every 1/RATE s, its latency counted from when it was due
 * (benchmarks/paced-load.ts); `autocannon` is autocannon's `overallRate`, which sends each second's requests in a
 * burst at the top of the second (10 in flight) and idles the rest of it.
 */
const LOAD = process.env.BENCH_LOAD === 'autocannon' ? 'autocannon' : 'paced';
type RunResult = Pick<autocannon.Result, 'errors' | 'timeouts'> & { latency: { p50: number; p99: number }; requests: { average: number } };

type Db = 'pglite' | 'postgres';
/** The server's event-loop delay (ms) and GC pauses over a case's measured runs (api-latency-server.ts). */
interface LoopStats { p50: number; p99: number; max: number; gcCount: number; gcMs: number; gcMax: number; servedP50: number; servedP99: number }
interface Case {
  name: string;
  requests: autocannon.Request[];
  /** Requests a second when not RATE. */
  rate?: number;
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

export default async function run(): Promise<void> {
  const report = reporter('api-latency');
  const dbs = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',') as Db[];
  for (const db of dbs) {
    if (db === 'postgres') await onScratchPostgres((url) => runDb(report, db, url));
    else await runDb(report, db, undefined);
  }
}

async function onScratchPostgres(fn: (url: string) => Promise<void>): Promise<void> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (e) {
    process.stderr.write(`api-latency: no PostgreSQL at ${PG_ADMIN_URL} (${(e as Error).message}); postgres cases skipped\n`);
    return;
  }
  const name = `zupu_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${name}`;
    await fn(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function runDb(report: Report, db: Db, url: string | undefined): Promise<void> {
  const keep = process.env.BENCH_DATA_DIR && db === 'pglite' ? process.env.BENCH_DATA_DIR : undefined;
  const dataDir = keep ?? mkdtempSync(join(tmpdir(), 'zupu-bench-latency-'));
  const prof = process.env.BENCH_CPU_PROF;
  const env = { ...serverEnv(), NODE_ENV: 'production', ZUPU_SEED: 'none', LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: url ?? '' };
  // the seed runs in a process of its own; the measured server starts on the seeded database, as a server does on
  // every start after its first (the idle RSS is then the server's, not the 100,000-member generation's)
  // the server as `npm start` runs it: one plain-JavaScript module, glibc's malloc as set there (server/launch.mjs)
  const server = await bundleModule(SERVER, 'bench-latency-server');
  const seeder = fork(server, { execArgv: [], env: { ...env, BENCH_SEED_ONLY: '1' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { seedMs } = await message<{ seedMs: number }>(seeder, 'seeded');
  await new Promise((r) => (seeder.exitCode !== null ? r(null) : seeder.once('exit', r)));
  const child = fork(server, {
    execArgv: ['--expose-gc', ...serverNodeFlags(env), ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${join(prof, db)}`] : [])],
    env, stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  try {
    const ready = await message<{ ready: BenchReady }>(child, 'ready');
    const s = ready.ready;
    const origin = `http://127.0.0.1:${s.port}`;
    report({ case: `${db}-idle`, metric: 'seed-ms', value: seedMs, unit: 'ms' });
    report({ case: `${db}-idle`, metric: 'start-ms', value: s.seedMs, unit: 'ms' });
    const { idle } = s;
    report({ case: `${db}-idle`, metric: 'rss-mb', value: idle.rss / 2 ** 20, unit: 'MB' });
    report({ case: `${db}-idle`, metric: 'heap-mb', value: idle.heapUsed / 2 ** 20, unit: 'MB' });
    report({ case: `${db}-idle`, metric: 'external-mb', value: idle.external / 2 ** 20, unit: 'MB' });
    const wanted = process.env.BENCH_CALLS?.split(',');
    for (const c of cases(s)) {
      if (wanted && !wanted.includes(c.name)) continue;
      const [l1] = load();
      let bad = 0;
      const requests = c.requests.map((r): autocannon.Request => ({
        ...r,
        onResponse: (status, body, ctx, headers) => {
          if (status !== 200 || !body.startsWith('{"msg":1')) {
            if (bad++ === 0) process.stderr.write(`${db}-${c.name}: first refused reply: HTTP ${status} ${body.slice(0, 200)}\n`);
          }
          if (typeof r.onResponse === 'function') r.onResponse(status, body, ctx, headers);
        },
      }));
      const headers = { authorization: `Bearer ${s.token}` };
      const run = (duration: number): Promise<RunResult> => (LOAD === 'autocannon'
        ? autocannon({ url: origin, connections: CONNECTIONS, duration, overallRate: c.rate ?? RATE, requests, headers })
        : pacedLoad({ url: origin, connections: CONNECTIONS, seconds: duration, rate: c.rate ?? RATE, requests, headers }));
      // not a save: a save still in flight when the warm-up ends would leave its member out of the pool (its new
      // version unknown)
      const save = c.name.startsWith('member-save');
      const warm = WARMUP_SECONDS > 0 && !save ? await run(WARMUP_SECONDS) : undefined;
      // REPEAT runs of SECONDS each: p50/p99/req-per-s are the median run's (by p99), p99-min/p99-max the spread
      // (on two cores shared with the load generator one run's p99 varies 2–3×)
      const runs: RunResult[] = [];
      // one run of a save (as no warm-up): a save in flight at a run's end would leave the pool of members
      const heapProf = process.env.BENCH_HEAP_PROF;
      if (heapProf) {
        child.send({ type: 'heap-start' });
        await message(child, 'heap-started');
      }
      child.send({ type: 'loop-start' });
      for (let i = 0; i < (save ? 1 : REPEAT); i++) runs.push(await run(SECONDS));
      child.send({ type: 'loop-stop' });
      const loop = await message<LoopStats>(child, 'loop');
      if (heapProf) {
        mkdirSync(heapProf, { recursive: true });
        child.send({ type: 'heap-stop', file: join(heapProf, `${db}-${c.name}.heapprofile`) });
        await message(child, 'heap-stopped');
      }
      runs.sort((a, b) => a.latency.p99 - b.latency.p99);
      const r = runs[Math.floor((runs.length - 1) / 2)];
      const errors = runs.reduce((n, x) => n + x.errors + x.timeouts, bad);
      const name = `${db}-${c.name}${process.env.BENCH_SESSION_CACHE === '0' ? '-nocache' : ''}`;
      if (warm) report({ case: name, metric: 'p99-warmup', value: warm.latency.p99, unit: 'ms' });
      const after = await rss(child);
      report({ case: name, metric: 'p50', value: r.latency.p50, unit: 'ms' });
      report({ case: name, metric: 'p99', value: r.latency.p99, unit: 'ms' });
      if (runs.length > 1) {
        report({ case: name, metric: 'p99-min', value: runs[0].latency.p99, unit: 'ms' });
        report({ case: name, metric: 'p99-max', value: runs[runs.length - 1].latency.p99, unit: 'ms' });
      }
      report({ case: name, metric: 'errors', value: errors, unit: 'count' });
      report({ case: name, metric: 'req-per-s', value: r.requests.average, unit: 'req/s' });
      report({ case: name, metric: 'rss-mb', value: after.rss / 2 ** 20, unit: 'MB' });
      // where a slow reply was: the server's event loop late (loop-*), its GC pauses (gc-*), or neither (the cores
      // shared with the load generator and the database thread)
      // the server's own time (Fastify's, parsed request to reply sent): the rest of p99 is the event loop's delay
      // before a request is read, the load generator, and the cores
      report({ case: name, metric: 'served-p50', value: loop.servedP50, unit: 'ms' });
      report({ case: name, metric: 'served-p99', value: loop.servedP99, unit: 'ms' });
      // the loop's delay is measured with a 10 ms timer: 10 is no delay
      report({ case: name, metric: 'loop-p99', value: loop.p99, unit: 'ms' });
      report({ case: name, metric: 'loop-max', value: loop.max, unit: 'ms' });
      report({ case: name, metric: 'gc-count', value: loop.gcCount, unit: 'count' });
      report({ case: name, metric: 'gc-ms', value: loop.gcMs, unit: 'ms' });
      report({ case: name, metric: 'gc-max', value: loop.gcMax, unit: 'ms' });
      report({ case: name, metric: 'load-1m', value: Math.max(l1, load()[0]), unit: 'load' });
    }
  } finally {
    child.send({ type: 'close' });
    await new Promise((r) => child.once('exit', r));
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The calls of the issue, each a rotation of requests (different names, members, client addresses). */
function cases(s: BenchReady): Case[] {
  const API = '/app/api';
  let n = 0;
  const pick = <T,>(list: T[]) => list[n++ % list.length];
  const free = s.ownMembers.map((m) => ({ ...m }));
  if (s.ownMembers.length < CONNECTIONS) throw new Error(`member-save needs ${CONNECTIONS} members to edit, the demo family has ${s.ownMembers.length}`);
  // a fresh range of addresses each run (the counters of an earlier run may still be in the kept database)
  let ip = Math.floor(Math.random() * 2 ** 18) * 20;
  // an edit of one of the demo family's men (kind member, with his current version; the reply gives the next one)
  const save: autocannon.Request = {
    method: 'POST', path: `${API}/clan-member/save/member`, headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    // each request edits a member no other request in flight is editing (a free one, back in the pool with its new
    // version when answered): two saves of one member at once are a real conflict (msg 0 "已被他人修改"), not what
    // this case measures. autocannon keeps `context` from a request's setup to its response.
    setupRequest: (req, context: { member?: { id: number; version: number } }) => {
      const m = free.shift()!;
      context.member = m;
      n++;
      return { ...req, body: JSON.stringify({ clanId: s.ownClanId, id: m.id, version: m.version, residence: `河北清河${n % 100}号` }) };
    },
    onResponse: (_status, body, context: { member?: { id: number; version: number } }) => {
      const m = context.member;
      if (!m) return;
      const v = /"version":(\d+)/.exec(body);
      if (body.startsWith('{"msg":1') && v && body.includes(`"id":${m.id},`)) m.version = Number(v[1]);
      free.push(m);
      context.member = undefined;
    },
  };
  return [
    // 60 guest logins a minute per address (server/http/rate-limits.ts): each address logs in 20 times
    { name: 'guest-login', requests: [{ method: 'GET', path: `${API}/login/guest`, setupRequest: (req) => {
      const i = Math.floor(ip++ / 20) % 2 ** 24;
      return { ...req, headers: { ...req.headers, authorization: '', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } };
    } }] },
    { name: 'baseinfo', requests: [{ method: 'GET', path: `${API}/user/baseInfo` }] },
    { name: 'groups', requests: [{ method: 'GET', path: `${API}/project/groups` }] },
    { name: 'clan-detail', requests: [{ method: 'GET', path: `${API}/clan/detail/${s.bigClanId}` }] },
    { name: 'search', requests: [{ method: 'GET', setupRequest: (req) => ({
      ...req, path: `${API}/clan-member/search?clanId=${s.bigClanId}&name=${encodeURIComponent(pick(s.names))}&pageSize=20`,
    }) }] },
    { name: 'member-get', requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${API}/clan-member/get/${pick(s.bigMemberIds)}` }) }] },
    // a save at 500 a second (more than one PGlite commits: the queue grows, p50/p99 count the wait from when each was due)
    // and at 200 a second (member-save-200), a rate it keeps up with
    { name: 'member-save', requests: [save] },
    { name: 'member-save-200', rate: 200, requests: [save] },
  ];
}

function message<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMsg = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', onMsg);
      child.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = (code: number) => reject(new Error(`bench server exited (${code}) before "${type}"`));
    child.on('message', onMsg);
    child.once('exit', onExit);
  });
}

async function rss(child: ChildProcess) {
  child.send({ type: 'rss' });
  return message<{ rss: number; heapUsed: number; external: number }>(child, 'rss');
}
