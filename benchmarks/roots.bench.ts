/**
 * `npm run bench -- roots` (issue #22 part 2): matching one seek-roots post against 10,000 clans holding 1,000,000
 * members. Target: ≤ 1 s for one post.
 *
 * The data is made in the database directly (INSERT … SELECT generate_series, no API): 10,000 projects (9 in 10
 * public) with one clan each, surnames drawn by the frequency of ../shared/data/surname-frequency.tsv (the 300 most
 * frequent), each with a 20-character 字辈 poem from 世 1 to 20, a 堂号 and a place; 100 members a clan, 5 a 世, named
 * by the poem's character of their 世, born 27 years a 世 apart, the last two 世 living. One 王 clan (the most frequent
 * surname: the largest candidate set) holds the poem 永德明光宗耀祖… and the grandfather 王德厚 at 世 2 (the post remembers 德明光, 世 2–4).
 * Measured (case "10000-clans"):
 * - `seed` (ms): making the data; `index` (ms): the first refreshIndex (every clan: poems, median year per 世);
 * - `candidates`: public clans of the post's surname (what the surname filter leaves);
 * - `match-p50`, `match-max` (ms): matchPost over 7 runs (stale-clan check, ranking, member look-ups by name, storing),
 *   after one warm-up; `rank-p50` (ms): the ranking and member look-ups alone.
 * `match-p50-cpu`: the process CPU time of the median run (the embedded database runs in this process): the wall
 * time on an idle machine; the wall times include waiting for the CPU on a shared machine.
 * The embedded database (PGlite, in memory) by default; BENCH_ROOTS_DIR keeps it in that directory and reuses the
 * data on the next run; BENCH_DATABASE_URL (a scratch PostgreSQL database) instead.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { openDb, type DbHandle } from '../server/db/client';
import { matchPost, rankClans, refreshIndex } from '../server/domains/seek-root/index';
import type { JobDeps } from '../server/jobs/index';
import { percentile, reporter, since } from './report';

const CLANS = 10_000;
const PER_CLAN = 100;
/** The clan the post must find (public: every tenth project is members-only). */
const TARGET = CLANS / 2 + 1;
const POOL = '德明光宗耀祖永世泽长仁义礼智信忠孝廉节文章华国诗书传家安邦定远振兴启运克绍先贤维新守正希贤道成立本培根达开建业乃承允执良善敦厚荣昌';

function surnames(): { name: string; weight: number }[] {
  const here = dirname(fileURLToPath(import.meta.url));
  const rows = readFileSync(join(here, '../../shared/data/surname-frequency.tsv'), 'utf8').trim().split('\n').slice(1, 301);
  return rows.map((r) => { const [name, f] = r.split('\t'); return { name, weight: Number(f) }; }).filter((s) => [...s.name].length === 1);
}

async function seed(h: DbHandle): Promise<{ surname: string }> {
  const names = surnames();
  const total = names.reduce((a, s) => a + s.weight, 0);
  // cumulative bounds: clan i takes the surname whose bound passes i / CLANS
  let acc = 0;
  const cases = names.map((s) => { acc += s.weight; return `WHEN g.i <= ${Math.ceil((acc / total) * CLANS)} THEN '${s.name}'`; }).join(' ');
  await h.exec(`INSERT INTO users (id, nickname, share_value) VALUES (900001, '压测', 'bench-roots') ON CONFLICT DO NOTHING`);
  await h.exec(`CREATE TEMP TABLE bench_clans AS SELECT g.i, CASE ${cases} ELSE '王' END AS surname,
      (SELECT string_agg(substr('${POOL}', ((g.i * 7 + k * 13) % ${[...POOL].length}) + 1, 1), '' ORDER BY k) FROM generate_series(0, 19) k) AS poem
    FROM generate_series(1, ${CLANS}) g(i)`);
  // the one clan the post must find: a 王 clan with the known poem
  await h.exec(`UPDATE bench_clans SET surname = '王', poem = '永德明光宗耀祖世泽长仁义礼智信忠孝廉节文' WHERE i = ${TARGET}`);
  await h.exec(`INSERT INTO projects (id, name, surname, area, privacy, owner_id)
    SELECT 800000 + i, surname || '氏家族' || i, surname, '', CASE WHEN i % 10 = 0 THEN 'members' ELSE 'public' END, 900001 FROM bench_clans`);
  await h.exec(`INSERT INTO clans (id, project_id, name, hall, surname, area, poems)
    SELECT 800000 + i, 800000 + i, surname || '氏族谱' || i, CASE WHEN i % 3 = 0 THEN '颍川堂' ELSE '太原堂' END, surname,
      (ARRAY['福建省泉州市','山西省太原市','河南省许昌市','广东省梅州市','江西省吉安市'])[i % 5 + 1],
      jsonb_build_array(jsonb_build_object('id', 1, 'text', poem, 'startGeneration', 1, 'mode', '流宗', 'branchId', null))
    FROM bench_clans`);
  // 100 members a clan: 世 1..20, five each; named by the poem's character of their 世
  await h.exec(`INSERT INTO clan_members (project_id, clan_id, gender, surname, name, generation, birth_year, living, privacy, full_name)
    SELECT 800000 + c.i, 800000 + c.i, 'male', c.surname, n.given, n.gen, 1480 + n.gen * 27, n.gen >= 19, 'public', c.surname || n.given
    FROM bench_clans c CROSS JOIN LATERAL (
      SELECT (k / 5) + 1 AS gen, substr(c.poem, (k / 5) + 1, 1) || substr('${POOL}', ((c.i + k * 11) % ${[...POOL].length}) + 1, 1) AS given
      FROM generate_series(0, ${PER_CLAN - 1}) k) n`);
  // the grandfather in the target clan: the post remembers 德明光 (世 2–4, the last his own), so 世 2
  await h.exec(`INSERT INTO clan_members (project_id, clan_id, gender, surname, name, generation, birth_year, living, privacy, full_name)
    VALUES (${800000 + TARGET}, ${800000 + TARGET}, 'male', '王', '德厚', 2, 1534, false, 'public', '王德厚')`);
  await h.exec(`SELECT setval(pg_get_serial_sequence('projects', 'id'), 900000); SELECT setval(pg_get_serial_sequence('clans', 'id'), 900000)`);
  await h.exec('ANALYZE');
  return { surname: '王' };
}

export default async function run(): Promise<void> {
  const report = reporter('roots');
  const c = '10000-clans';
  const url = process.env.BENCH_DATABASE_URL;
  const dir = process.env.BENCH_ROOTS_DIR;
  const h = await openDb(url ? { url } : { dataDir: dir });
  try {
    let t0 = performance.now();
    const [{ n: had }] = (await h.query<{ n: number }>('SELECT count(*)::int AS n FROM clans')).rows;
    if (had < CLANS) {
      await seed(h);
      report({ case: c, metric: 'seed', value: since(t0), unit: 'ms' });
    }
    const clock = { now: () => new Date() };
    const deps = { db: h.db, adapters: { clock }, hub: { publish: async () => undefined } } as unknown as Pick<JobDeps, 'db' | 'adapters' | 'hub'>;
    t0 = performance.now();
    const idx = await refreshIndex(deps);
    report({ case: c, metric: 'index', value: since(t0), unit: 'ms' });
    if (had < CLANS && idx.clans !== CLANS) throw new Error(`indexed ${idx.clans} clans`);
    // the post: 王, 德明光 (世 2–4, the last his own), grandfather 王德厚; born when 世 4 was
    const [{ id: postId }] = (await h.query<{ id: number }>(`INSERT INTO seek_root_posts (user_id, first_name, area_name, hall, zibei, grandfather, birth_year)
      VALUES (900001, '王', '福建省 泉州市', '颍川堂', '德明光', '王德厚', ${1480 + 4 * 27}) RETURNING id`)).rows;
    const post = (await import('../server/domains/seek-root/seek-root.repo')).locatePost;
    const row = (await post(h.db, postId))!;
    const [{ n }] = (await h.query<{ n: number }>(`SELECT count(*)::int AS n FROM seek_root_clans WHERE surname = '王' AND public`)).rows;
    report({ case: c, metric: 'candidates', value: n, unit: 'clans' });
    await matchPost(deps, postId); // warm-up
    const runs: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 7; i++) {
      const c0 = process.cpuUsage();
      t0 = performance.now();
      await matchPost(deps, postId);
      runs.push(since(t0));
      const u = process.cpuUsage(c0);
      cpu.push((u.user + u.system) / 1000);
    }
    report({ case: c, metric: 'match-p50', value: percentile(runs, 50), unit: 'ms' });
    report({ case: c, metric: 'match-p50-cpu', value: percentile(cpu, 50), unit: 'ms' });
    report({ case: c, metric: 'match-max', value: Math.max(...runs), unit: 'ms' });
    const ranks: number[] = [];
    let first = 0;
    for (let i = 0; i < 5; i++) {
      t0 = performance.now();
      const ranked = await rankClans(h.db, row);
      ranks.push(since(t0));
      first = ranked[0]?.clan.clanId ?? 0;
      if (!ranked[0]?.members.some((m) => m.name === '王德厚')) throw new Error('the grandfather was not found');
    }
    if (first !== 800000 + TARGET) throw new Error(`the target clan was not first (${first})`);
    report({ case: c, metric: 'rank-p50', value: percentile(ranks, 50), unit: 'ms' });
  } finally {
    await h.close();
  }
}
