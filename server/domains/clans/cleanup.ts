/**
 * What goes with a deleted clan. Its branches, marks and replies follow by foreign key; the data of domains above
 * this one (members, their log, elite types, favourites, corrections, binds) is deleted by hooks those domains
 * register here, inside the deleting transaction (as payments' fulfillers):
 *
 *   onClanDelete((tx, clanId) => repo.deleteMembersOfClan(tx, clanId));
 */
import type { Tx } from '../../db/client';

export type ClanCleanup = (tx: Tx, clanId: number) => Promise<void>;
const cleanups: ClanCleanup[] = [];

export function onClanDelete(fn: ClanCleanup): void {
  cleanups.push(fn);
}

export async function runClanCleanups(tx: Tx, clanId: number): Promise<void> {
  for (const fn of cleanups) await fn(tx, clanId);
}
