/**
 * The projects domain's API for other domains.
 * - Access (./access.ts): `requireProjectRole(ctx, projectId, role | permission)` is the check of every call on a
 *   project's data; `projectAccess` answers without throwing; `canEditClan(access)`. A caller that reads the project
 *   and the user's team row in its own query (clans' clanAccess: one query for clan, project and role) passes them
 *   to `accessOf` and checks with `checkRole`: the same rules.
 * - Visits: `recordVisit(ctx, projectId)` on every read of a project (clan detail, the tree pack …).
 * - Member capacity: `requireRoom(tx, projectId, adding)` inside the transaction that adds members.
 * - Guest tickets: `issueGuestTicket`, `grantExpiry` (the one rule for every ticket call).
 * - Team: `joinAsMember`, `setTeamRole`, `rebaseRoleHolders`, `managedProjectIds`.
 * - Deletion: `onProjectDelete((tx, projectId) => …)` — a domain above deletes its rows of a deleted project.
 * - Project limit: `registerProjectLimitBonus((db, userId) => n)` — extra projects from a domain above (growth levels).
 */
export {
  projectAccess, requireProjectRole, canEditClan, isManager, projectIdOf, roleOf, grantExpiry, accessOf, accessUserId, checkRole,
  type ProjectAccess, type ProjectRow, type TeamMemberRow,
} from './access';
export { recordVisit } from './visitors.service';
export { requireRoom, capacityText, FREE_MEMBER_QUOTA } from './member-capacity';
export { issueGuestTicket } from './project-grants.service';
export { joinAsMember, setTeamRole, rebaseRoleHolders, managedProjectIds, acceptTeamInvite, teamInviteInfo } from './team.service';
export { onProjectDelete, type ProjectCleanup } from './cleanup';
export { registerProjectLimitBonus, type ProjectLimitBonus } from './limit-bonus';
export { issueInvite, readInvite, spendInvite, INVITE_EXPIRED, INVITE_USED, INVITE_INVALID, type IssuedInvite, type InviteRow } from './invites';
