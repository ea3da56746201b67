/**
 * Extra projects a user may own beyond his member level's limit, from higher domains (growth levels): a domain above
 * registers `registerProjectLimitBonus(async (db, userId) => n)`; `projectLimit` adds every bonus to a limited level.
 */
import type { Tx } from '../../db/client';

export type ProjectLimitBonus = (db: Tx, userId: number) => Promise<number>;

const bonuses: ProjectLimitBonus[] = [];

export function registerProjectLimitBonus(fn: ProjectLimitBonus): void {
  if (!bonuses.includes(fn)) bonuses.push(fn);
}

export async function limitBonus(db: Tx, userId: number): Promise<number> {
  let n = 0;
  for (const fn of bonuses) n += await fn(db, userId);
  return n;
}
