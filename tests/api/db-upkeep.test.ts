/**
 * server/db/upkeep.ts: autovacuum's thresholds on embedded PGlite. A table filled in bulk is analysed (and a lookup by
 * id then uses the primary key instead of scanning the clan's index); deleted rows are vacuumed; a table that did not
 * change is left alone; on a PostgreSQL server autovacuum does it and upkeep does nothing.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/client';
import { analyzeNow, upkeep } from '../../server/db/upkeep';
import { seedClan, useTestApp } from '../helpers/clan-fixture';

const t = useTestApp();

async function fill(projectId: number, clanId: number, n: number): Promise<void> {
  await t.db.db.execute(sql`INSERT INTO clan_members (project_id, clan_id, gender, surname, name, generation, full_name, living, privacy, created_at, updated_at)
    SELECT ${projectId}, ${clanId}, 'm', '陈', '名' || i, 2 + i % 20, '陈名' || i, true, 'clan', now(), now() FROM generate_series(1, ${n}) i`);
}

const plan = async (projectId: number, clanId: number, ids: number[]) => (await rowsOf<{ 'QUERY PLAN': string }>(t.db.db,
  sql.raw(`EXPLAIN SELECT * FROM clan_members WHERE project_id = ${projectId} AND clan_id = ${clanId} AND id IN (${ids.join(',')})`)))
  .map((r) => r['QUERY PLAN']).join('\n');

describe.runIf(process.env.TEST_DB !== 'pg')('db upkeep on PGlite', () => {
  it('analyses a table filled in bulk, then leaves it alone; vacuums one with many deleted rows', async () => {
    const { projectId, clanId, root } = await seedClan(t, {});
    await upkeep(t.db.db, 'pglite'); // whatever the fixture left
    await fill(projectId, clanId, 20_000);
    const done = await upkeep(t.db.db, 'pglite');
    expect(done.analyzed).toContain('clan_members');
    expect(await plan(projectId, clanId, [root.id, root.id + 5])).toMatch(/clan_members_id_project_id_pk/);
    expect((await upkeep(t.db.db, 'pglite')).analyzed).not.toContain('clan_members');

    await t.db.db.execute(sql`DELETE FROM clan_members WHERE clan_id = ${clanId} AND name LIKE '名%' AND generation > 5`);
    expect((await upkeep(t.db.db, 'pglite')).vacuumed).toContain('clan_members');
  });

  it('does nothing on a PostgreSQL server (autovacuum does it there)', async () => {
    expect(await upkeep(t.db.db, 'postgres')).toEqual({ analyzed: [], vacuumed: [] });
  });

  it('analyzeNow analyses the tables named', async () => {
    await analyzeNow(t.db.db, ['clan_members']);
    const [row] = await rowsOf<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE relname = 'clan_members' AND last_analyze IS NOT NULL`);
    expect(row.n).toBe(1);
  });
});
