/**
 * Chapters of the clan book: articles (clanArticle) of a project, 谱文 of a clan and their catalogue. Every query
 * names the project (docs/scaling.md), but for the `locate*` lookups of calls that name only an id.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inClanOf, rowOf, type ClanRef } from '../../db/keys';
import { clanArticles, pwArticles, pwCatalogs } from '../../db/schema/index';

export type ArticleRow = typeof clanArticles.$inferSelect;
export type PwRow = typeof pwArticles.$inferSelect;
export type CatalogRow = typeof pwCatalogs.$inferSelect;

// ——— Articles ———

/** An article by id alone, in whichever project; check access to its project next. */
export async function locateArticle(db: Tx, id: number): Promise<ArticleRow | undefined> {
  const [r] = await db.select().from(clanArticles).where(eq(clanArticles.id, id)).limit(1);
  return r;
}

export async function articlesOf(db: Tx, projectId: number): Promise<ArticleRow[]> {
  return db.select().from(clanArticles).where(eq(clanArticles.projectId, projectId)).orderBy(asc(clanArticles.sort), asc(clanArticles.id));
}

export async function maxArticleSort(db: Tx, projectId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`coalesce(max(${clanArticles.sort}), 0)::int` }).from(clanArticles).where(eq(clanArticles.projectId, projectId));
  return Number(n);
}

export async function insertArticle(db: Tx, v: Omit<typeof clanArticles.$inferInsert, 'id'>): Promise<ArticleRow> {
  const [row] = await db.insert(clanArticles).values(v).returning();
  return row;
}

/** Change an article and bump its version; with `version`, only if it is still that one (else undefined). */
export async function updateArticle(db: Tx, projectId: number, id: number, set: Partial<typeof clanArticles.$inferInsert>, version?: number): Promise<ArticleRow | undefined> {
  const conds = [rowOf(clanArticles, projectId, id)];
  if (version !== undefined) conds.push(eq(clanArticles.version, version));
  const [row] = await db.update(clanArticles).set({ ...set, version: sql`${clanArticles.version} + 1` }).where(and(...conds)).returning();
  return row;
}

export async function deleteArticle(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(clanArticles).where(rowOf(clanArticles, projectId, id));
}

// ——— 谱文 ———

/** A 谱文 by id alone, in whichever project; check access to its clan next. */
export async function locatePw(db: Tx, id: number): Promise<PwRow | undefined> {
  const [r] = await db.select().from(pwArticles).where(eq(pwArticles.id, id)).limit(1);
  return r;
}

export async function pwOfClan(db: Tx, clan: ClanRef): Promise<PwRow[]> {
  return db.select().from(pwArticles).where(inClanOf(pwArticles, clan)).orderBy(asc(pwArticles.sort), asc(pwArticles.id));
}

export async function pwIdsOfClan(db: Tx, clan: ClanRef): Promise<{ id: number }[]> {
  return db.select({ id: pwArticles.id }).from(pwArticles).where(inClanOf(pwArticles, clan));
}

export async function maxPwSort(db: Tx, clan: ClanRef): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`coalesce(max(${pwArticles.sort}), 0)::int` }).from(pwArticles).where(inClanOf(pwArticles, clan));
  return Number(n);
}

export async function insertPw(db: Tx, v: Omit<typeof pwArticles.$inferInsert, 'id'>): Promise<PwRow> {
  const [row] = await db.insert(pwArticles).values(v).returning();
  return row;
}

export async function updatePw(db: Tx, projectId: number, id: number, set: Partial<typeof pwArticles.$inferInsert>): Promise<PwRow> {
  const [row] = await db.update(pwArticles).set(set).where(rowOf(pwArticles, projectId, id)).returning();
  return row;
}

export async function deletePw(db: Tx, projectId: number, id: number): Promise<void> {
  await db.delete(pwArticles).where(rowOf(pwArticles, projectId, id));
}

// ——— Catalogue ———

/** A catalogue entry by id alone, in whichever project; check access to its clan next. */
export async function locateCatalog(db: Tx, id: number): Promise<CatalogRow | undefined> {
  const [k] = await db.select().from(pwCatalogs).where(eq(pwCatalogs.id, id)).limit(1);
  return k;
}

export async function catalogsOf(db: Tx, clan: ClanRef): Promise<CatalogRow[]> {
  return db.select().from(pwCatalogs).where(inClanOf(pwCatalogs, clan)).orderBy(asc(pwCatalogs.sort), asc(pwCatalogs.id));
}

export async function catalogSize(db: Tx, projectId: number, catalogId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pwArticles).where(and(eq(pwArticles.projectId, projectId), eq(pwArticles.catalogId, catalogId)));
  return Number(n);
}

/** A new catalogue entry; undefined when the name is taken (unique index). */
export async function insertCatalog(db: Tx, v: Omit<typeof pwCatalogs.$inferInsert, 'id'>): Promise<CatalogRow | undefined> {
  const [k] = await db.insert(pwCatalogs).values(v).onConflictDoNothing().returning();
  return k;
}

/** Delete a catalogue entry; its 谱文 stay, uncatalogued. */
export async function deleteCatalog(tx: Tx, projectId: number, id: number): Promise<void> {
  await tx.update(pwArticles).set({ catalogId: null }).where(and(eq(pwArticles.projectId, projectId), eq(pwArticles.catalogId, id)));
  await tx.delete(pwCatalogs).where(rowOf(pwCatalogs, projectId, id));
}
