/** 谱文 of a clan in book order: catalogue order (uncatalogued last), then sort, then id. */
import type { Tx } from '../../db/client';
import type { ClanRef } from '../../db/keys';
import { catalogsOf, pwOfClan, type CatalogRow, type PwRow } from './chapters.repo';

export type { CatalogRow, PwRow };

export async function pwRowsInOrder(db: Tx, clan: ClanRef): Promise<{ rows: PwRow[]; catalogs: CatalogRow[] }> {
  const catalogs = await catalogsOf(db, clan);
  const rows = await pwOfClan(db, clan);
  const rank = new Map(catalogs.map((k, i) => [k.id, i]));
  const at = (r: PwRow) => (r.catalogId !== null && rank.has(r.catalogId) ? rank.get(r.catalogId)! : catalogs.length);
  return { rows: [...rows].sort((a, b) => at(a) - at(b) || a.sort - b.sort || a.id - b.id), catalogs };
}
