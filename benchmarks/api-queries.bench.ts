/**
 * `BENCH_DATA_DIR=<seeded dir> npm run bench -- api-queries` (issue #25, where the time of a call goes): the calls of
 * api-latency one after another in-process (inject, no load), on the embedded database of a data dir the
 * api-latency bench seeded (BENCH_DATA_DIR there keeps it). Per call (`case`): `ms` (whole call), `db-ms` (inside
 * PGlite's protocol calls), `protocol-calls` (PGlite runs each query as parse, describe, bind, describe, execute and
 * sync — six calls into the WASM, the statement parsed and planned every time; server/db/pglite-fast.ts makes it one
 * call of a kept statement), `queries`. Stderr lists the statements of each call, costliest first (ms per call).
 * BENCH_CALLS: a comma list of the calls to run.
 */
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { clans, projects, users } from '../server/db/schema/index';
import { rowsOf } from '../server/db/client';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { DEMO } from '../server/seed/demo';
import { EXAMPLES } from '../server/seed/clans';
import { reporter } from './report';
import type { FastQueries } from '../server/db/pglite-fast';

type Proto = { execProtocolStream(msg: Uint8Array, o: unknown): Promise<unknown>; execProtocolRawStream(msg: Uint8Array, o: unknown): Promise<unknown> };

export default async function run(): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR: a data dir seeded by `BENCH_DATA_DIR=<dir> npm run bench -- api-latency`');
  const report = reporter('api-queries');
  const seen: { first: string; ms: number }[] = [];
  let on = false;
  const proto = PGlite.prototype as unknown as Proto;
  // PGlite's own path (execProtocolStream) and the fast path (server/db/pglite-fast.ts: execProtocolRawStream)
  const origs = { execProtocolStream: proto.execProtocolStream, execProtocolRawStream: proto.execProtocolRawStream };
  for (const key of Object.keys(origs) as (keyof typeof origs)[]) {
    const orig = origs[key];
    proto[key] = async function (this: Proto, msg: Uint8Array, o: unknown) {
      const t = performance.now();
      try { return await orig.call(this, msg, o); } finally {
        if (on) seen.push({ first: Buffer.from(msg.subarray(0, 120)).toString('latin1').replace(/[^\x20-\x7e]/g, ' '), ms: performance.now() - t });
      }
    };
  }
  const app = await buildApp({ config: { ...loadConfig(), production: true, dataDir, pgliteThread: false }, clientDir: false, logger: false, sessionCache: process.env.BENCH_SESSION_CACHE !== '0' });
  try {
    const db = app.deps.db;
    const fast = (db as unknown as { session: { client: { fastQueries?: FastQueries } } }).session?.client?.fastQueries;
    const [demo] = await db.select().from(users).where(eq(users.phone, DEMO.phone)).limit(1);
    if (!demo) throw new Error(`${dataDir} is not seeded`);
    const { token } = await startSession({ ...app.deps } as unknown as Ctx, db, demo, 'bench');
    const [big] = await db.select({ id: clans.id }).from(clans).innerJoin(projects, eq(projects.id, clans.projectId)).where(eq(projects.name, EXAMPLES[1].name)).limit(1);
    const [m] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM clan_members WHERE clan_id = ${big.id} ORDER BY id LIMIT 1 OFFSET 5000`);
    // search: a full name (as api-latency searches); search-surname: the surname every member shares
    const [who] = await rowsOf<{ n: string }>(db, sql`SELECT full_name AS n FROM clan_members WHERE clan_id = ${big.id} AND full_name <> '' ORDER BY id LIMIT 1 OFFSET 777`);
    const calls: Record<string, string> = {
      baseinfo: '/user/baseInfo', groups: '/project/groups', 'clan-detail': `/clan/detail/${big.id}`,
      'member-get': `/clan-member/get/${m.id}`, search: `/clan-member/search?clanId=${big.id}&name=${encodeURIComponent(who.n)}&pageSize=20`,
      'search-surname': `/clan-member/search?clanId=${big.id}&name=${encodeURIComponent('王')}&pageSize=20`,
      'member-save': '/clan-member/save/member',
    };
    // member-save: an edit of a man of the demo family (the demo user is its admin), with his version each time
    const [own] = await rowsOf<{ id: number; clan_id: number; version: number }>(db, sql`
      SELECT m.id, m.clan_id, m.version FROM clan_members m JOIN projects p ON p.id = m.project_id
      WHERE p.owner_id = ${demo.id} AND m.gender = 'm' ORDER BY m.id LIMIT 1`);
    let version = own.version;
    let k = 0;
    const save = async () => {
      const r = await app.inject({ method: 'POST', url: '/app/api/clan-member/save/member', headers: { authorization: `Bearer ${token}` },
        payload: { clanId: own.clan_id, id: own.id, version, residence: `河北清河${k++ % 100}号` } });
      version = Number(/"version":(\d+)/.exec(r.body)?.[1] ?? version);
      return r;
    };
    const N = Number(process.env.BENCH_N ?? 100);
    const wanted = process.env.BENCH_CALLS?.split(',');
    for (const [name, url] of Object.entries(calls)) {
      if (wanted && !wanted.includes(name)) continue;
      const call = name === 'member-save' ? save : () => app.inject({ method: 'GET', url: `/app/api${url}`, headers: { authorization: `Bearer ${token}` } });
      const first = await call();
      if (!first.body.startsWith('{"msg":1')) throw new Error(`${name}: ${first.body.slice(0, 200)}`);
      for (let i = 0; i < 20; i++) await call();
      seen.length = 0;
      on = true;
      const t0 = performance.now();
      for (let i = 0; i < N; i++) await call();
      const ms = (performance.now() - t0) / N;
      on = false;
      const calls = seen.length / N;
      report({ case: name, metric: 'ms', value: ms, unit: 'ms' });
      report({ case: name, metric: 'db-ms', value: seen.reduce((a, s) => a + s.ms, 0) / N, unit: 'ms' });
      report({ case: name, metric: 'protocol-calls', value: calls, unit: 'calls' });
      // a query is a Parse (PGlite's own path) or a Bind of a kept statement (server/db/pglite-fast.ts)
      const queries = seen.filter((s) => s.first.startsWith('P') || s.first.startsWith('B'));
      report({ case: name, metric: 'queries', value: queries.length / N, unit: 'queries' });
      const per = new Map<string, number>();
      for (const s of seen) {
        const key = s.first.startsWith('B') ? (fast?.textOf(s.first.match(/zq\d+_\d+/)?.[0] ?? '') ?? s.first) : s.first.slice(5);
        per.set(key.slice(0, 110), (per.get(key.slice(0, 110)) ?? 0) + s.ms / N);
      }
      process.stderr.write(`${name}: ${[...per].sort((a, b) => b[1] - a[1]).map(([q, ms]) => `\n  ${ms.toFixed(3)} ms  ${q.replace(/\s+/g, ' ')}`).join('')}\n`);
    }
  } finally {
    Object.assign(proto, origs);
    await app.close();
  }
}
