/** 谱文 of a clan in book order: catalogue order (uncatalogued last), then sort, then id. */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pwArticles, pwCatalogs } from '../../db/schema/index';

export type PwRow = typeof pwArticles.$inferSelect;
export type CatalogRow = typeof pwCatalogs.$inferSelect;

export async function catalogsOf(db: Tx, clanId: number): Promise<CatalogRow[]> {
  return db.select().from(pwCatalogs).where(eq(pwCatalogs.clanId, clanId)).orderBy(asc(pwCatalogs.sort), asc(pwCatalogs.id));
}

export async function pwRowsInOrder(db: Tx, clanId: number): Promise<{ rows: PwRow[]; catalogs: CatalogRow[] }> {
  const catalogs = await catalogsOf(db, clanId);
  const rows = await db.select().from(pwArticles).where(eq(pwArticles.clanId, clanId)).orderBy(asc(pwArticles.sort), asc(pwArticles.id));
  const rank = new Map(catalogs.map((k, i) => [k.id, i]));
  const at = (r: PwRow) => (r.catalogId !== null && rank.has(r.catalogId) ? rank.get(r.catalogId)! : catalogs.length);
  return { rows: [...rows].sort((a, b) => at(a) - at(b) || a.sort - b.sort || a.id - b.id), catalogs };
}
