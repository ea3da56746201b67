/**
 * Clan members, shared by clans, clan admin, the tree, the book and the memorial halls. Other features use
 * clan-members.queries.ts (reads, writes and what they make stale) and what is exported here.
 */
export { deleteMember, fetchMember, memberChanged, memberQueries } from './clan-members.queries';
