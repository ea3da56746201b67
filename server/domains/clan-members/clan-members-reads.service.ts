/**
 * Member reads and writes other domains need (through index.ts): finding members, the family links of the model,
 * names, a member's record under the clan's access rules, imported rows, and what goes with a deleted clan or project.
 */
import type { ClanMemberRecord } from '@contract/clan-members';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { onProjectDelete } from '../projects/index';
import { clanAccess, hidesLiving, onClanDelete, type ClanRow } from '../clans/index';
import * as repo from './clan-members.repo';
import type { ClanRef, MemberRow, NewMemberRow } from './clan-members.repo';
import { toRecord } from './clan-members.map';

/** A member of the project. */
export const findMember = (db: Tx, projectId: number, id: number) => repo.memberById(db, projectId, id);
/** A member by id alone, in whichever project (a query of every shard under Citus): check access to its project next. */
export const locateMember = (db: Tx, id: number) => repo.locateMember(db, id);
/** Members of one clan among `ids`. */
export const findMembers = (db: Tx, clan: ClanRef, ids: number[]) => repo.membersByIds(db, clan, ids);
/** Members among `ids`, whatever their clan in the project. */
export const findMembersAnyClan = (db: Tx, projectId: number, ids: number[]) => repo.membersAnyClan(db, projectId, ids);
/** Every member of a clan, by id (or by 世 then id). */
export const membersOfClan = (db: Tx, clan: ClanRef, byGeneration = false) => repo.membersOfClan(db, clan, byGeneration);
export const childrenOf = (db: Tx, clan: ClanRef, fatherId: number) => repo.childrenOf(db, clan, fatherId);
export const wivesOf = (db: Tx, clan: ClanRef, husbandId: number) => repo.wivesOf(db, clan, husbandId);
/** Is `targetId` the member `rootId` or below him? */
export const isWithin = (db: Tx, clan: ClanRef, rootId: number, targetId: number) => repo.isWithin(db, clan, rootId, targetId);
/** Every member below `id` (his own not included). */
export const descendantIds = (db: Tx, clan: ClanRef, id: number) => repo.descendantIds(db, clan, id);
/** Name and 世 of members of the project. */
export const memberLabels = (db: Tx, projectId: number, ids: number[]) => repo.memberLabels(db, projectId, ids);

/** The member's record as the caller may read it (clan access checked; living dates hidden), or undefined if absent. */
export async function readMemberRecord(ctx: Ctx, id: number): Promise<{ record: ClanMemberRecord; clanId: number; projectId: number } | undefined> {
  const row = await repo.locateMember(ctx.db, id);
  if (!row) return undefined;
  const { clan, access } = await clanAccess(ctx, row.clanId);
  return { record: toRecord(row, hidesLiving(clan, access)), clanId: clan.id, projectId: clan.projectId };
}

/** Name search (full or given name, by prefix; 世 optional) with fathers' and branches' names: the first `limit` hits. */
export async function searchHits(db: Tx, clan: ClanRef, q: string, generation: number | undefined, limit: number) {
  return repo.hitsByIds(db, clan.projectId, await repo.searchIds(db, clan, q, generation, 0, limit));
}

/** Add one imported member (clan-excel) with its 'add:<source>' log entry, in the import's transaction. */
export async function addImportedMember(tx: Tx, userId: number, clan: ClanRow, row: Omit<NewMemberRow, 'id'>, source: string, now: Date): Promise<MemberRow> {
  const ins = await repo.insertMember(tx, row);
  await repo.addLog(tx, { projectId: clan.projectId, clanId: clan.id, memberId: ins.id, userId, action: `add:${source}`, before: null, after: ins, at: now });
  return ins;
}

/**
 * `n` member ids reserved for an import that links its members before writing them (gedcom). `singleWriter`: the
 * database runs one statement at a time (PGlite, `deps.dbKind`), so the ids are taken as one block.
 */
export const reserveMemberIds = (tx: Tx, n: number, singleWriter = false) => repo.reserveMemberIds(tx, n, singleWriter);

/** Add many imported members with given ids (from `reserveMemberIds`), each with its 'add:<source>' log entry, in the import's transaction. */
export async function addImportedMembers(tx: Tx, userId: number, clan: ClanRow, rows: (Omit<NewMemberRow, 'id'> & { id: number })[], source: string, now: Date): Promise<void> {
  await repo.insertMembersWithLog(tx, rows, { projectId: clan.projectId, clanId: clan.id, userId, action: `add:${source}`, at: now });
}

/** Mark the member's latest 'edit' log entry as made by `action` (a correction accepted through the save path). */
export const relabelLastEdit = (tx: Tx, clan: ClanRef, memberId: number, action: string) => repo.relabelLastEdit(tx, clan, memberId, action);

onClanDelete((tx, clan) => repo.deleteClanMembers(tx, clan));
onProjectDelete((tx, projectId) => repo.deleteProjectMembers(tx, projectId));
