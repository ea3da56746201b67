/**
 * What goes with a deleted clan. Its branches, marks and replies follow by foreign key; the data of domains above
 * this one (members, their log, elite types, favourites, corrections, binds) is deleted by hooks those domains
 * register here, inside the deleting transaction (as payments' fulfillers):
 *
 *   onClanDelete((tx, clan) => repo.deleteMembersOfClan(tx, clan));
 */
import type { Tx } from '../../db/client';
import type { ClanRef } from '../../db/keys';

/** `clan`: the deleted clan's project and id (every key of project data carries the project). */
export type ClanCleanup = (tx: Tx, clan: ClanRef) => Promise<void>;
const cleanups: ClanCleanup[] = [];

export function onClanDelete(fn: ClanCleanup): void {
  cleanups.push(fn);
}

export async function runClanCleanups(tx: Tx, clan: ClanRef): Promise<void> {
  for (const fn of cleanups) await fn(tx, { projectId: clan.projectId, id: clan.id });
}
