/**
 * The clan-members domain's API for other domains: members, their family links, records and briefs, the save path
 * (`save`: rules, optimistic lock, operation log), the member diff in Chinese, imports, and `requireEdit`.
 * Members, their operation log, elite types and favourites are written only here.
 */
export {
  findMember, locateMember, findMembers, findMembersAnyClan, membersOfClan, childrenOf, wivesOf, isWithin, descendantIds, memberLabels,
  readMemberRecord, addImportedMember, relabelLastEdit,
  reserveMemberIds, addImportedMembers,
  searchHits,
} from './clan-members-reads.service';
export { save, saveMany, requireEdit, STALE } from './clan-members.service';
export type { ClanRef } from './clan-members.repo';
export { rowToMember, memberToRow, toRecord, toBrief, type MemberRow } from './clan-members.map';
export { correctionDiff, namesFor, type RowJson } from './member-diff';
export { cachedPack, warmPack } from './clan-members.pack';
