/**
 * What goes with a deleted project. The project's own tables follow by foreign key (ON DELETE CASCADE); the data of
 * domains above this one (clan members, their log, reviews …) is deleted by hooks those domains register here —
 * the way payments' fulfillers are registered — inside the deleting transaction:
 *
 *   onProjectDelete((tx, projectId) => repo.deleteMembersOfProject(tx, projectId));
 */
import type { Tx } from '../../db/client';

export type ProjectCleanup = (tx: Tx, projectId: number) => Promise<void>;
const cleanups: ProjectCleanup[] = [];

export function onProjectDelete(fn: ProjectCleanup): void {
  cleanups.push(fn);
}

export async function runProjectCleanups(tx: Tx, projectId: number): Promise<void> {
  for (const fn of cleanups) await fn(tx, projectId);
}
