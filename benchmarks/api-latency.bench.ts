/**
 * `npm run bench -- api-latency`: autocannon on loopback against the guest login and a logged-in read
 * (GET /user/baseInfo), on the embedded database (in memory), or on a PostgreSQL server with
 * BENCH_DATABASE_URL (a scratch database: the benchmark writes to it). Reports req/s, p50 and p99 latency.
 */
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';
import { users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { reporter } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

export default async function run(): Promise<void> {
  const report = reporter('api-latency');
  const url = process.env.BENCH_DATABASE_URL;
  const db = await openDb({ url });
  const suffix = url ? '-postgres' : '';
  const app = await buildApp({ db, logger: false, clientDir: false, config: { production: true, dataDir: '/tmp/zupu-bench' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/app/api`;

  const [u] = await db.db.insert(users).values({ phone: `139${String(Date.now()).slice(-8)}`, shareValue: `bench-${Date.now()}`, nickname: '压测' }).returning();
  const { token } = await startSession({ ...app.deps } as unknown as Ctx, db.db, u, 'bench');

  const cases: [string, string, Record<string, string>][] = [
    ['guest-login', `${base}/login/guest`, {}],
    ['user-baseinfo', `${base}/user/baseInfo`, { authorization: `Bearer ${token}` }],
  ];
  for (const [name, target, headers] of cases) {
    const r = await autocannon({ url: target, headers, connections: 10, duration: SECONDS });
    if (r.non2xx > 0) process.stderr.write(`${name}: ${r.non2xx} non-2xx replies\n`);
    report({ case: name + suffix, metric: 'req-per-s', value: r.requests.average, unit: 'req/s' });
    report({ case: name + suffix, metric: 'p50', value: r.latency.p50, unit: 'ms' });
    report({ case: name + suffix, metric: 'p99', value: r.latency.p99, unit: 'ms' });
  }
  await app.close();
  await db.close();
}
