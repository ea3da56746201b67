/**
 * The collect domain's API for other domains: invite tokens (`issueInvite`, `readInvite`, `spendInvite`) for any
 * invite by link or QR. Campaigns, households and assistants are written only here; a deleted clan or project
 * deletes its campaigns (hooks registered in collect.service.ts).
 */
export { issueInvite, readInvite, spendInvite, INVITE_EXPIRED, INVITE_USED, INVITE_INVALID, type IssuedInvite } from './invites';
