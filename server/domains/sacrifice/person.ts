/**
 * The person a memorial hall or a tablet honours, read from a clan member: names, dates, parents, spouses,
 * children, the offering sons, the tablet and headstone inscriptions (model/memorial), the age at death.
 * Shared by the sacrifice and hall domains.
 */
import type { Tx } from '../../db/client';
import { formatAgeAtDeath, traditionalAge } from '../../../model/calendar/age';
import { formatTraditional } from '../../../model/calendar/format';
import type { ChineseDate } from '../../../model/calendar/types';
import { headstoneInscription, tabletInscription, type Inscription as ModelInscription } from '../../../model/memorial/inscriptions';

import { familyRows, memberById as findMember, type MemberRow } from './sacrifice.repo';

export type { MemberRow };

export interface InscriptionOut {
  centre: string;
  right: string;
  left: string;
  offerer: { text: string; side: 'right' | 'left' } | null;
}

export interface Person {
  surname: string;
  /** 讳 (given name), '' when unknown. */
  givenName: string;
  /** 陈德华 / 王氏. */
  name: string;
  gender: 'm' | 'f';
  birth: ChineseDate | null;
  death: ChineseDate | null;
  birthText: string;
  deathText: string;
  deathTerm?: '卒' | '殁' | '终' | '殇' | '夭';
  /** A woman's husband's surname (显妣{夫姓}母…). */
  husbandSurname?: string;
  offerers: string[];
}

export const memberName = (m: Pick<MemberRow, 'surname' | 'name' | 'fullName'>) => m.fullName || m.surname + (m.name ?? '');

/** The date as the hall prints it: the traditional rendering when the engine can, else the text as written. */
export function dateText(d: ChineseDate | null | undefined, written?: string | null): string {
  if (d && d.precision !== 'unknown') {
    try { return formatTraditional(d); } catch { /* fall through */ }
  }
  return (written ?? d?.original ?? '').trim();
}

export function ageText(birth: ChineseDate | null, death: ChineseDate | null): string {
  if (!birth || !death) return '';
  try {
    const a = traditionalAge(birth, death);
    return a && a.age > 0 ? formatAgeAtDeath(a.age, { approximate: a.approximate }) : '';
  } catch { return ''; }
}

/** "1890 — 1962" style years for lists ('' when neither is known). */
export function lifespan(birth: ChineseDate | null, death: ChineseDate | null): string {
  const y = (d: ChineseDate | null) => d?.gregorian?.year ?? d?.lunarYear;
  const b = y(birth);
  const e = y(death);
  if (b === undefined && e === undefined) return '';
  return `${b ?? '?'} — ${e ?? '?'}`;
}

function toOut(i: ModelInscription): InscriptionOut {
  return { centre: i.centre, right: i.right, left: i.left, offerer: i.offerer };
}

/** Tablet and headstone inscriptions; when the guide's formula cannot be written, a plain "{name}之神位". */
export function inscriptionsOf(p: Person): { tablet: InscriptionOut | null; headstone: InscriptionOut | null } {
  const req = {
    relation: 'parent' as const,
    offerers: p.offerers,
    person: {
      surname: p.surname, givenName: p.givenName, sex: p.gender === 'm' ? 'male' as const : 'female' as const,
      birth: p.birth ?? undefined, death: p.death ?? undefined, deathTerm: p.deathTerm,
      spouse: p.husbandSurname ? { surname: p.husbandSurname } : undefined,
    },
  };
  try {
    return { tablet: toOut(tabletInscription(req)), headstone: toOut(headstoneInscription(req)) };
  } catch {
    return { tablet: null, headstone: null };
  }
}

/** Tablet text for the ancestral hall: the formula when it can be written, else "{name}之神位". */
export function tabletText(p: Person): InscriptionOut {
  const t = inscriptionsOf(p).tablet;
  if (t) return t;
  return { centre: `${p.name || p.surname}之神位`, right: '', left: '', offerer: null };
}

export interface Family {
  father: MemberRow | undefined;
  mother: MemberRow | undefined;
  husband: MemberRow | undefined;
  wives: MemberRow[];
  children: MemberRow[];
}

export const memberById = (db: Tx, id: number): Promise<MemberRow | undefined> => findMember(db, id);

/** Parents, spouses and children of a member (children: by lineage father for a man, by mother for a woman). */
export async function familyOf(db: Tx, m: MemberRow): Promise<Family> {
  const { near, wives, children } = await familyRows(db, m);
  const byId = new Map(near.map((r) => [r.id, r]));
  return {
    father: m.lineageFatherId ? byId.get(m.lineageFatherId) : undefined,
    mother: m.motherId ? byId.get(m.motherId) : undefined,
    husband: m.husbandId ? byId.get(m.husbandId) : undefined,
    wives,
    children,
  };
}

/** The offering sons: the given names of the sons (a woman: her own sons, else her husband's). */
export function sonsOf(f: Family): string[] {
  return f.children.filter((c) => c.gender === 'm' && !c.husbandId).map((c) => c.name ?? '').filter(Boolean).slice(0, 6);
}

export function personOfMember(m: MemberRow, f: Family | null): Person {
  return {
    surname: m.surname,
    givenName: m.name ?? '',
    name: memberName(m),
    gender: m.gender === 'f' ? 'f' : 'm',
    birth: m.birth ?? null,
    death: m.death ?? null,
    birthText: dateText(m.birth, m.birthText),
    deathText: dateText(m.death, m.deathText),
    deathTerm: (m.deathTerm ?? undefined) as Person['deathTerm'],
    husbandSurname: f?.husband?.surname,
    offerers: f ? sonsOf(f) : [],
  };
}

/** Order of tablets within a generation: by the man's rank, each wife right after her husband (by spouse order). */
export function tabletSort(m: MemberRow, husband?: MemberRow): number {
  const rank = (x: MemberRow) => x.clanRank ?? x.birthOrder ?? 0;
  return husband ? rank(husband) * 10 + Math.min(Math.max(m.spouseOrder ?? 1, 1), 9) : rank(m) * 10;
}
