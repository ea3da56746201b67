/**
 * The clans domain's API for other domains.
 * - `clanAccess(ctx, clanId, minRole?)` → the clan and the caller's project access (the check of every clan call);
 *   `memberAccess(ctx, memberId, minRole?)` → a member, its clan and that access, in one query (undefined: no member);
 *   `hidesLiving(clan, access)` — are living members' dates hidden from this reader; `configOf(clan)`.
 * - A clan is named as `ClanRef` `{ projectId, id }` (a clan row fits): project_id is the distribution key.
 * - Branches: `clanBranches(db, clan)`; shape: `clanShape(db, clan)` (世 range and root).
 * - Residence counts: `residenceCounts(db, clan, hideLiving, limit)`.
 * - Members change: `bumpClan(tx, clan, delta, now)` — the clan's version and member count, in the change's
 *   transaction (the tree pack is cached by clan version). `setClanPoems(tx, clan, poems, now)`: an import's 字辈 change.
 * - Deletion: `onClanDelete((tx, clan) => …)` — a domain above deletes its rows of a deleted clan (a deleted
 *   project does not run these: register with the projects domain's `onProjectDelete` too).
 */
export {
  clanAccess, memberAccess, findClan, hidesLiving, configOf, toClan, clanBranches, clanShape, residenceCounts, bumpClan, bumpClanAt,
} from './clans.service';
export { setClanPoems } from './clans.service';
export type { ClanRow } from './clans.repo';
export type { ClanRef } from '../../db/keys';
export { onClanDelete, type ClanCleanup } from './cleanup';
