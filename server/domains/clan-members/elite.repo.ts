import { and, eq, inArray, sql } from 'drizzle-orm';
import { ELITE_TYPES, type EliteType } from '@contract/elite';
import { rowsOf, type Tx } from '../../db/client';
import { clanMemberElite } from '../../db/schema/index';
import type { ClanRef } from '../../db/keys';

const order = (t: string) => ELITE_TYPES.indexOf(t as EliteType);

/** Elite types of members (in ELITE_TYPES order). */
export async function typesOf(db: Tx, projectId: number, memberIds: number[]): Promise<Map<number, EliteType[]>> {
  const out = new Map<number, EliteType[]>();
  if (!memberIds.length) return out;
  const rows = await db.select().from(clanMemberElite).where(and(eq(clanMemberElite.projectId, projectId), inArray(clanMemberElite.memberId, memberIds)));
  for (const r of rows) out.set(r.memberId, [...(out.get(r.memberId) ?? []), r.type as EliteType]);
  for (const v of out.values()) v.sort((a, b) => order(a) - order(b));
  return out;
}

/** Replace the types of members (all in one clan) — in the caller's transaction. */
export async function replaceTypes(db: Tx, clan: ClanRef, memberIds: number[], types: EliteType[]): Promise<void> {
  await db.delete(clanMemberElite).where(and(eq(clanMemberElite.projectId, clan.projectId), eq(clanMemberElite.clanId, clan.id), inArray(clanMemberElite.memberId, memberIds)));
  const rows = memberIds.flatMap((memberId) => [...new Set(types)].map((type) => ({ memberId, type, projectId: clan.projectId, clanId: clan.id })));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(clanMemberElite).values(rows.slice(i, i + 2000));
}

/** Members per type in a clan. */
export async function typeCounts(db: Tx, clan: ClanRef): Promise<Map<string, number>> {
  const rows = await db.select({ type: clanMemberElite.type, n: sql<number>`count(*)::int` }).from(clanMemberElite)
    .where(and(eq(clanMemberElite.projectId, clan.projectId), eq(clanMemberElite.clanId, clan.id))).groupBy(clanMemberElite.type);
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}

/** Elite members of a clan (optionally one type), by 世 then id: a page of ids (+1 to know hasNext). */
export async function eliteIds(db: Tx, clan: ClanRef, type: EliteType | undefined, offset: number, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    SELECT m.id FROM clan_members m
    WHERE m.project_id = ${clan.projectId} AND m.clan_id = ${clan.id} AND EXISTS (SELECT 1 FROM clan_member_elite e
      WHERE e.project_id = ${clan.projectId} AND e.member_id = m.id AND e.clan_id = ${clan.id}
      ${type ? sql`AND e.type = ${type}` : sql``})
    ORDER BY m.generation, m.id OFFSET ${offset} LIMIT ${limit}`);
  return rows.map((r) => Number(r.id));
}
