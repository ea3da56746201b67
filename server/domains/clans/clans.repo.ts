import type { ClanBranch } from '@contract/clans';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clanBranches, clanMembers, clans, projects } from '../../db/schema/index';

export type ClanRow = typeof clans.$inferSelect;

export async function clanById(db: Tx, id: number): Promise<ClanRow | undefined> {
  const [r] = await db.select().from(clans).where(eq(clans.id, id)).limit(1);
  return r;
}

/** 世 range and the first root, from the (clan_id, generation) index. */
export async function clanShape(db: Tx, clanId: number) {
  const [g] = await db.select({
    min: sql<number | null>`min(${clanMembers.generation})`, max: sql<number | null>`max(${clanMembers.generation})`,
  }).from(clanMembers).where(eq(clanMembers.clanId, clanId));
  const [root] = await db.select({ id: clanMembers.id }).from(clanMembers)
    .where(and(eq(clanMembers.clanId, clanId), isNull(clanMembers.lineageFatherId), isNull(clanMembers.husbandId),
      sql`${clanMembers.generation} = ${g?.min ?? 0}`))
    .orderBy(asc(clanMembers.id)).limit(1);
  return { min: Number(g?.min ?? 0), max: Number(g?.max ?? 0), rootId: root?.id ?? null };
}

export async function clansOfProject(db: Tx, projectId: number): Promise<ClanRow[]> {
  return db.select().from(clans).where(eq(clans.projectId, projectId)).orderBy(asc(clans.id));
}

export async function exampleClans(db: Tx) {
  return db.select({ c: clans, projectName: projects.name }).from(clans).innerJoin(projects, eq(projects.id, clans.projectId))
    .where(and(eq(projects.identity, 6), sql`${clans.memberCount} > 0`)).orderBy(asc(projects.sort), asc(clans.id)).limit(100);
}

export async function branchesOf(db: Tx, clanId: number) {
  return db.select().from(clanBranches).where(eq(clanBranches.clanId, clanId)).orderBy(asc(clanBranches.id));
}

/** The clan's branches as the contract gives them. */
export async function branchList(db: Tx, clanId: number): Promise<ClanBranch[]> {
  return (await branchesOf(db, clanId)).map((b) => ({
    id: b.id, name: b.name, kind: b.kind as ClanBranch['kind'], parentId: b.parentId, founderId: b.founderId,
  }));
}

/** Blood members (not wives, not 赘婿) per 世. */
export async function generationCounts(db: Tx, clanId: number, min?: number, max?: number) {
  const conds = [eq(clanMembers.clanId, clanId), isNull(clanMembers.husbandId), sql`coalesce(${clanMembers.adoption}->>'type', '') <> '赘婿'`];
  if (min !== undefined) conds.push(sql`${clanMembers.generation} >= ${min}`);
  if (max !== undefined) conds.push(sql`${clanMembers.generation} <= ${max}`);
  return db.select({ generation: clanMembers.generation, count: sql<number>`count(*)::int` }).from(clanMembers)
    .where(and(...conds)).groupBy(clanMembers.generation).orderBy(asc(clanMembers.generation));
}
