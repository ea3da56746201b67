import { and, eq, inArray, sql } from 'drizzle-orm';
import { ELITE_TYPES, type EliteType } from '@contract/elite';
import { rowsOf, type Tx } from '../../db/client';
import { clanMemberElite } from '../../db/schema/index';

const order = (t: string) => ELITE_TYPES.indexOf(t as EliteType);

/** Elite types of members (in ELITE_TYPES order). */
export async function typesOf(db: Tx, memberIds: number[]): Promise<Map<number, EliteType[]>> {
  const out = new Map<number, EliteType[]>();
  if (!memberIds.length) return out;
  const rows = await db.select().from(clanMemberElite).where(inArray(clanMemberElite.memberId, memberIds));
  for (const r of rows) out.set(r.memberId, [...(out.get(r.memberId) ?? []), r.type as EliteType]);
  for (const v of out.values()) v.sort((a, b) => order(a) - order(b));
  return out;
}

/** Replace the types of members (all in one clan) — in the caller's transaction. */
export async function replaceTypes(db: Tx, projectId: number, clanId: number, memberIds: number[], types: EliteType[]): Promise<void> {
  await db.delete(clanMemberElite).where(and(eq(clanMemberElite.clanId, clanId), inArray(clanMemberElite.memberId, memberIds)));
  const rows = memberIds.flatMap((memberId) => [...new Set(types)].map((type) => ({ memberId, type, projectId, clanId })));
  for (let i = 0; i < rows.length; i += 2000) await db.insert(clanMemberElite).values(rows.slice(i, i + 2000));
}

/** Members per type in a clan. */
export async function typeCounts(db: Tx, clanId: number): Promise<Map<string, number>> {
  const rows = await db.select({ type: clanMemberElite.type, n: sql<number>`count(*)::int` }).from(clanMemberElite)
    .where(eq(clanMemberElite.clanId, clanId)).groupBy(clanMemberElite.type);
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}

/** Elite members of a clan (optionally one type), by 世 then id: a page of ids (+1 to know hasNext). */
export async function eliteIds(db: Tx, clanId: number, type: EliteType | undefined, offset: number, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`
    SELECT m.id FROM clan_members m
    WHERE m.clan_id = ${clanId} AND EXISTS (SELECT 1 FROM clan_member_elite e WHERE e.member_id = m.id AND e.clan_id = ${clanId}
      ${type ? sql`AND e.type = ${type}` : sql``})
    ORDER BY m.generation, m.id OFFSET ${offset} LIMIT ${limit}`);
  return rows.map((r) => Number(r.id));
}
