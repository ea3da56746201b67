/**
 * `npm run bench -- content` (issue #18): a clan feed page — GET /content/v2/list?projectId (20 items with author,
 * clan name, like / reply / share / view counts and "liked by me"), read by a member — on a members-only clan with
 * BENCH_POSTS (default 100,000) posts and BENCH_REPLIES (default 1,000,000) replies, plus two likes per post.
 * Metrics: `clan-feed-page-20` p50/p99 over 200 reads of pages 1..50 (the pinned first, newest next), and
 * `clan-feed-first-page` p50/p99 over 200 reads. Cases: `pglite` (embedded) and, with BENCH_DATABASE_URL (a scratch
 * PostgreSQL database), `postgres`; BENCH_CASES=postgres (or pglite) runs one. Target: p99 ≤ 50 ms on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDb, rowsOf, type DbHandle } from '../server/db/client';
import { projectUsers, users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { percentile, reporter, since, type Report } from './report';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 1_000_000);
const AUTHORS = 200;

export default async function run(): Promise<void> {
  const report = reporter('content');
  const cases = (process.env.BENCH_CASES ?? 'pglite,postgres').split(',');
  if (cases.includes('pglite')) {
    const mem = await openDb({});
    await measure(report, 'pglite', mem);
    await mem.close();
  }
  if (!cases.includes('postgres')) return;
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    process.stderr.write('BENCH_DATABASE_URL is not set: the PostgreSQL case is skipped\n');
    return;
  }
  const pg = await openDb({ url });
  await measure(report, 'postgres', pg);
  await pg.close();
}

async function measure(report: Report, name: string, db: DbHandle): Promise<void> {
  const app = await buildApp({ db, logger: false, clientDir: false, config: { production: true, dataDir: '/tmp/zupu-bench' } });
  const w = await world(app);
  const read = async (pageIndex: number) => {
    const t0 = performance.now();
    const page = await call(app, w.readerToken, 'GET', '/content/v2/list', { projectId: w.projectId, pageIndex, pageSize: 20 });
    const ms = since(t0);
    if (page.list.length !== 20 || !page.hasNext) throw new Error(`feed page ${pageIndex}: ${page.list.length} items`);
    if (page.list.some((x: { replyCount: number; likeCount: number }) => x.likeCount !== 2)) throw new Error('like counts missing');
    return ms;
  };
  for (let i = 0; i < 5; i++) await read(1); // warm up
  const pages: number[] = [];
  for (let r = 0; r < 200; r++) pages.push(await read(1 + ((r * 7) % 50)));
  report({ case: name, metric: 'clan-feed-page-20-p50', value: percentile(pages, 50), unit: 'ms' });
  report({ case: name, metric: 'clan-feed-page-20-p99', value: percentile(pages, 99), unit: 'ms' });
  const first: number[] = [];
  for (let r = 0; r < 200; r++) first.push(await read(1));
  report({ case: name, metric: 'clan-feed-first-page-p50', value: percentile(first, 50), unit: 'ms' });
  report({ case: name, metric: 'clan-feed-first-page-p99', value: percentile(first, 99), unit: 'ms' });
  await app.close();
}

async function call(app: FastifyInstance, token: string, method: 'GET' | 'POST', path: string, params: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${token}`, platform: 'H5' };
  const res = method === 'GET'
    ? await app.inject({ method, url: `/app/api${path}`, query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), headers })
    : await app.inject({ method, url: `/app/api${path}`, payload: params, headers });
  const body = res.json() as { msg: number; data?: any; msbox?: string };
  if (body.msg !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A members-only clan, AUTHORS members, POSTS posts (3 pinned), REPLIES replies and two likes per post, written in bulk. */
async function world(app: FastifyInstance): Promise<{ projectId: number; readerToken: string }> {
  const db = app.deps.db;
  const stamp = `${Date.now()}-${process.pid}`;
  const session = async (u: typeof users.$inferSelect) => (await startSession({ ...app.deps } as unknown as Ctx, db, u, 'bench')).token;
  const [admin] = await db.insert(users).values({ nickname: '族长', shareValue: `bench-content-${stamp}-a` }).returning();
  const adminToken = await session(admin);
  const project = await call(app, adminToken, 'POST', '/project/add-or-edit', { name: '压测家族', surname: '陈', privacy: 'members' });
  const members = await db.insert(users).values(Array.from({ length: AUTHORS }, (_, i) => ({ nickname: `族人${i}`, shareValue: `bench-content-${stamp}-${i}` }))).returning();
  await db.insert(projectUsers).values(members.map((u) => ({ projectId: project.id, userId: u.id, role: 'member', createdAt: new Date() })));
  const first = members[0].id;
  const t0 = performance.now();
  await db.execute(sql`INSERT INTO content_posts (author_id, project_id, content_type, title, body, status, pinned, created_at, updated_at)
    SELECT ${first}::int + (g % ${AUTHORS}::int), ${project.id}::int, CASE WHEN g % 10 = 0 THEN 'article' ELSE 'post' END,
      CASE WHEN g % 10 = 0 THEN '第' || g || '篇文章' ELSE '' END, '家族动态第' || g || '条，记录修谱、祭祖与宗亲往来的点滴。',
      'published', g <= 3, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, ${POSTS}::int) g`);
  const [{ lo }] = await rowsOf<{ lo: number }>(db, sql`SELECT min(id)::int AS lo FROM content_posts WHERE project_id = ${project.id}::int`);
  await db.execute(sql`INSERT INTO content_replies (content_id, user_id, body, created_at)
    SELECT ${lo}::int + (g % ${POSTS}::int), ${first}::int + (g % ${AUTHORS}::int), '写得好', now()
    FROM generate_series(1, ${REPLIES}::int) g`);
  await db.execute(sql`INSERT INTO content_likes (content_id, user_id, created_at)
    SELECT ${lo}::int + g, u, now() FROM generate_series(0, ${POSTS - 1}::int) g, (VALUES (${members[1].id}::int), (${members[2].id}::int)) v(u)`);
  await db.execute(sql`UPDATE content_posts p SET like_count = 2, reply_count = r.n
    FROM (SELECT content_id, count(*)::int AS n FROM content_replies GROUP BY content_id) r WHERE r.content_id = p.id`);
  await db.execute(sql`ANALYZE content_posts`);
  await db.execute(sql`ANALYZE content_replies`);
  await db.execute(sql`ANALYZE content_likes`);
  process.stderr.write(`content: ${POSTS} posts, ${REPLIES} replies written in ${Math.round(since(t0))} ms\n`);
  return { projectId: project.id, readerToken: await session(members[1]) };
}
