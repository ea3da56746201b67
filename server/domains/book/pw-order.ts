/** 谱文 of a clan in book order: catalogue order (uncatalogued last), then sort, then id. */
import type { Tx } from '../../db/client';
import { catalogsOf, pwOfClan, type CatalogRow, type PwRow } from './chapters.repo';

export type { CatalogRow, PwRow };

export async function pwRowsInOrder(db: Tx, clanId: number): Promise<{ rows: PwRow[]; catalogs: CatalogRow[] }> {
  const catalogs = await catalogsOf(db, clanId);
  const rows = await pwOfClan(db, clanId);
  const rank = new Map(catalogs.map((k, i) => [k.id, i]));
  const at = (r: PwRow) => (r.catalogId !== null && rank.has(r.catalogId) ? rank.get(r.catalogId)! : catalogs.length);
  return { rows: [...rows].sort((a, b) => at(a) - at(b) || a.sort - b.sort || a.id - b.id), catalogs };
}
