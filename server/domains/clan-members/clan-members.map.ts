/** Rows ↔ model/member.ts ClanMember ↔ contract records. */
import type { ClanMemberRecord, MemberBrief } from '@contract/clan-members';
import { displayName, yearOf, type ClanMember } from '../../../model/member';
import type { MemberRow, NewMemberRow } from './clan-members.repo';

export type { MemberRow, NewMemberRow };

const u = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

export function rowToMember(r: MemberRow): ClanMember {
  return {
    id: r.id, clanId: r.clanId, branchId: r.branchId, version: r.version, gender: r.gender as ClanMember['gender'],
    surname: r.surname, name: u(r.name), zi: u(r.zi), hao: u(r.hao), otherNames: u(r.otherNames),
    generation: r.generation, branchGeneration: u(r.branchGeneration), birthOrder: u(r.birthOrder), clanRank: u(r.clanRank),
    founderRole: u(r.founderRole) as ClanMember['founderRole'], lineageFatherId: r.lineageFatherId, biologicalFatherId: r.biologicalFatherId,
    adoption: u(r.adoption), motherId: r.motherId, husbandId: r.husbandId, spouseType: u(r.spouseType) as ClanMember['spouseType'],
    spouseOrder: u(r.spouseOrder), origin: u(r.origin), wifeId: r.wifeId, inChart: r.inChart, marriedTo: u(r.marriedTo),
    childrenSurname: u(r.childrenSurname), birth: u(r.birth), death: u(r.death), deathTerm: u(r.deathTerm) as ClanMember['deathTerm'],
    burial: u(r.burial), titles: u(r.titles), biography: u(r.biography), photos: u(r.photos), living: r.living, noHeir: r.noHeir,
    uncertain: r.uncertain, privacy: r.privacy as ClanMember['privacy'],
  };
}

/** The row of a member (ids and version excluded: the caller sets them). */
export function memberToRow(m: ClanMember, projectId: number): Omit<NewMemberRow, 'id' | 'version'> {
  return {
    projectId, clanId: m.clanId, branchId: m.branchId ?? null, gender: m.gender, surname: m.surname, name: m.name ?? null,
    zi: m.zi ?? null, hao: m.hao ?? null, otherNames: m.otherNames ?? null, generation: m.generation,
    branchGeneration: m.branchGeneration ?? null, birthOrder: m.birthOrder ?? null, clanRank: m.clanRank ?? null,
    founderRole: m.founderRole ?? null, lineageFatherId: m.lineageFatherId ?? null, biologicalFatherId: m.biologicalFatherId ?? null,
    adoption: m.adoption ?? null, motherId: m.motherId ?? null, husbandId: m.husbandId ?? null, spouseType: m.spouseType ?? null,
    spouseOrder: m.spouseOrder ?? null, origin: m.origin ?? null, wifeId: m.wifeId ?? null, inChart: !!m.inChart,
    marriedTo: m.marriedTo ?? null, childrenSurname: m.childrenSurname ?? null,
    birth: m.birth ?? null, birthText: m.birth?.original ?? null, birthYear: yearOf(m.birth) ?? null,
    death: m.death ?? null, deathText: m.death?.original ?? null, deathYear: yearOf(m.death) ?? null, deathTerm: m.deathTerm ?? null,
    burial: m.burial ?? null, titles: m.titles ?? null, biography: m.biography ?? null, photos: m.photos ?? null,
    living: !!m.living, noHeir: !!m.noHeir, uncertain: !!m.uncertain, privacy: m.privacy ?? 'public', fullName: displayName(m),
  };
}

/** The record; `hideLiving`: a living member's dates are hidden from readers without a role. */
export function toRecord(r: MemberRow, hideLiving: boolean): ClanMemberRecord {
  const hide = hideLiving && r.living;
  return {
    id: r.id, projectId: r.projectId, clanId: r.clanId, branchId: r.branchId, version: r.version, gender: r.gender as 'm' | 'f',
    surname: r.surname, name: r.name, displayName: r.fullName, zi: r.zi, hao: r.hao, otherNames: r.otherNames ?? [],
    generation: r.generation, branchGeneration: r.branchGeneration, birthOrder: r.birthOrder, clanRank: r.clanRank,
    founderRole: r.founderRole as ClanMemberRecord['founderRole'], lineageFatherId: r.lineageFatherId, biologicalFatherId: r.biologicalFatherId,
    adoption: r.adoption as ClanMemberRecord['adoption'], motherId: r.motherId, husbandId: r.husbandId,
    spouseType: r.spouseType as ClanMemberRecord['spouseType'], spouseOrder: r.spouseOrder, origin: r.origin, wifeId: r.wifeId,
    inChart: r.inChart, marriedTo: r.marriedTo, childrenSurname: r.childrenSurname,
    birth: hide ? null : (r.birth as ClanMemberRecord['birth']), death: hide ? null : (r.death as ClanMemberRecord['death']),
    deathTerm: r.deathTerm as ClanMemberRecord['deathTerm'], burial: r.burial as ClanMemberRecord['burial'], titles: r.titles ?? [],
    biography: r.biography, photos: r.photos ?? [], living: r.living, noHeir: r.noHeir, uncertain: r.uncertain,
    privacy: r.privacy as ClanMemberRecord['privacy'], residence: hide ? null : r.residence, updatedAt: r.updatedAt.toISOString(),
  };
}

export function toBrief(r: Pick<MemberRow, 'id' | 'fullName' | 'gender' | 'generation' | 'birthOrder' | 'spouseType' | 'spouseOrder' | 'birthYear' | 'deathYear' | 'living'>, hideLiving = false): MemberBrief {
  return {
    id: r.id, name: r.fullName, gender: r.gender as 'm' | 'f', generation: r.generation, birthOrder: r.birthOrder,
    spouseType: r.spouseType as MemberBrief['spouseType'], spouseOrder: r.spouseOrder,
    birthYear: hideLiving && r.living ? null : r.birthYear, deathYear: r.deathYear, living: r.living,
  };
}
