/**
 * `npm run bench -- collect`: merging a 采丁 campaign into a big clan (issue #16). A generated clan of
 * BENCH_COLLECT_CLAN members (default 100 000, seeded as the demo's example is) on PGlite on disk (as the server runs
 * it); BENCH_COLLECT_FAMILIES submitted households (default 1 000), each under an existing man of the clan: 本人, his
 * wife and three children (5 people: ≈ 5 000). Then every household is merged through the API
 * (/clan-collect/family/merge: the member save for each person — rules, optimistic lock, log — in one transaction
 * per household), one after another as an admin would. Metrics: `seconds` for all merges, `per-family-ms`
 * (mean), `members-added`, and the process's peak RSS (`peak-rss`, MB; process-wide: it includes the generator and
 * the database). Target: 1 000 households into 100 000 ≤ 60 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';
import { clanMembers, collectFamilies, collectPersons, users } from '../server/db/schema/index';
import { startSession } from '../server/domains/accounts/accounts.service';
import type { Ctx } from '../server/http/context';
import { seedGeneratedProject } from '../server/seed/clans';
import { reporter, since } from './report';

const peakMb = () => process.resourceUsage().maxRSS / 1024;

export default async function run(): Promise<void> {
  const report = reporter('collect');
  const clanSize = Number(process.env.BENCH_COLLECT_CLAN ?? 100_000);
  const families = Number(process.env.BENCH_COLLECT_FAMILIES ?? 1_000);
  const name = `merge-${families}-into-${clanSize}`;
  const dir = mkdtempSync(join(tmpdir(), 'zupu-bench-collect-'));
  const db = await openDb({ dataDir: dir });
  const app = await buildApp({ db, logger: false, clientDir: false, config: { production: true, dataDir: '/tmp/zupu-bench' } });
  try {
    const [u] = await db.db.insert(users).values({ phone: '13900001616', shareValue: `bench-collect-${Date.now()}`, nickname: '压测' }).returning();
    const { token } = await startSession({ ...app.deps } as unknown as Ctx, db.db, u, 'bench');
    const headers = { authorization: `Bearer ${token}` };
    const post = async (path: string, body: object) => {
      const r = (await app.inject({ method: 'POST', url: `/app/api${path}`, payload: body, headers })).json();
      if (r.msg !== 1) throw new Error(`${path}: ${r.msbox}`);
      return r.data;
    };
    const s0 = performance.now();
    const seeded = await seedGeneratedProject(db.db, { ownerId: u.id, name: '刘氏', surname: '刘', area: '', members: clanSize, seed: 16, identity: 6, addOwnerRole: true });
    report({ case: name, metric: 'seed-seconds', value: since(s0) / 1000, unit: 's' });
    const clan = { projectId: seeded.projectId, id: seeded.clanId };
    const campaign = await post('/clan-collect/save', { clanId: clan.id, title: '压测采丁' });

    // Households under the youngest men of the clan (as a campaign would bring in), written directly: the merge is measured.
    const fathers = await db.db.select({ id: clanMembers.id }).from(clanMembers)
      .where(and(eq(clanMembers.projectId, clan.projectId), eq(clanMembers.clanId, clan.id), eq(clanMembers.gender, 'm'), isNull(clanMembers.husbandId)))
      .orderBy(desc(clanMembers.generation), desc(clanMembers.id)).limit(families);
    const now = new Date();
    const ids: number[] = [];
    for (const [i, f] of fathers.entries()) {
      const [fam] = await db.db.insert(collectFamilies).values({
        projectId: clan.projectId, collectId: campaign.id, clanId: clan.id, ownerId: u.id, status: 1, fatherMemberId: f.id,
        phone: '13900001616', province: '福建省', city: '泉州市', createdAt: now, updatedAt: now,
      }).returning({ id: collectFamilies.id });
      const base = { projectId: clan.projectId, familyId: fam.id, surname: '刘', living: true };
      const [wife] = await db.db.insert(collectPersons).values({ ...base, role: 'wife', gender: 'f', surname: '林', name: `秀${i}`, ranking: 1 }).returning({ id: collectPersons.id });
      await db.db.insert(collectPersons).values([
        { ...base, role: 'self', gender: 'm', name: `采${i}`, birthText: '1975年5月1日', isMain: true },
        { ...base, role: 'child', gender: 'm', name: `龙${i}`, birthText: '2001年1月2日', ranking: 1, motherPersonId: wife.id },
        { ...base, role: 'child', gender: 'm', name: `虎${i}`, birthText: '2004年6月8日', ranking: 2, motherPersonId: wife.id },
        { ...base, role: 'child', gender: 'f', name: `凤${i}`, birthText: '2008年9月9日', ranking: 3, motherPersonId: wife.id },
      ]);
      ids.push(fam.id);
    }
    const persons = await db.db.select({ id: collectPersons.id, familyId: collectPersons.familyId }).from(collectPersons).where(eq(collectPersons.projectId, clan.projectId));
    const byFamily = new Map<number, number[]>();
    for (const p of persons) byFamily.set(p.familyId, [...(byFamily.get(p.familyId) ?? []), p.id]);

    const t0 = performance.now();
    let added = 0;
    for (const id of ids) {
      const r = await post('/clan-collect/family/merge', { id, matches: byFamily.get(id)!.map((personId) => ({ personId })) });
      added += r.added;
    }
    const ms = since(t0);
    report({ case: name, metric: 'seconds', value: ms / 1000, unit: 's' });
    report({ case: name, metric: 'per-family-ms', value: ms / Math.max(1, ids.length), unit: 'ms' });
    report({ case: name, metric: 'members-added', value: added, unit: 'members' });
    report({ case: name, metric: 'peak-rss', value: peakMb(), unit: 'MB' });
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
