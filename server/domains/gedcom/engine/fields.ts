/**
 * One GEDCOM person → the fields of a clan member that do not depend on the rest of the tree: names (字, 号 and
 * other names from NAME TYPE/PHRASE), dates, burial, titles, notes, 止/待考, privacy of the living.
 */
import {
  SPOUSE_TYPE_ALIASES, type Burial, type ClanMember, type DeathTerm, type FounderRole, type OtherName, type OtherNameKind,
} from '@model/member';
import type { GedName, GedPerson } from './people';

export const OTHER_NAME_KINDS: readonly OtherNameKind[] = ['学名', '乳名', '官名', '谱名', '别名', '曾用名'];
const DEATH_TERMS = new Set(['卒', '殁', '终', '殇', '夭']);
const FOUNDER_ROLES = new Set(['始祖', '始迁祖', '开基祖']);

/** The label a NAME carries: its TYPE PHRASE (7.0) or a free-text TYPE (5.5.1). */
const nameLabel = (n: GedName) => n.typePhrase ?? n.type;

/** The member's own name among the NAMEs: the first without a TYPE, or of TYPE BIRTH, else the first. */
export function primaryName(p: GedPerson): GedName | undefined {
  return p.names.find((n) => !n.type || n.type.toUpperCase() === 'BIRTH') ?? p.names[0];
}

/** Surname and given name; a Chinese name written without slashes ("刘明一") is split at the clan's surname. */
export function splitName(n: GedName | undefined, clanSurname: string): { surname: string; name?: string; surnameFromClan: boolean } {
  if (!n) return { surname: clanSurname, surnameFromClan: true };
  let surname = n.surname?.trim() ?? '';
  let given = n.given?.replace(/\s+/g, /[\u3400-\u9fff]/.test(n.given ?? '') ? '' : ' ').trim() ?? '';
  if (!surname && clanSurname && given.startsWith(clanSurname) && given.length > clanSurname.length) {
    surname = clanSurname;
    given = given.slice(clanSurname.length);
  }
  if (!surname) return { surname: clanSurname, name: given || undefined, surnameFromClan: true };
  return { surname, name: given || undefined, surnameFromClan: false };
}

export interface PersonFields {
  names: Pick<ClanMember, 'surname' | 'name' | 'zi' | 'hao' | 'otherNames'>;
  surnameFromClan: boolean;
  rest: Partial<ClanMember>;
}

const yes = (v: string | undefined) => v !== undefined && v.toUpperCase() !== 'N' && v !== '';

export function personFields(p: GedPerson, clanSurname: string, currentYear: number): PersonFields {
  const primary = primaryName(p);
  const { surname, name, surnameFromClan } = splitName(primary, clanSurname);
  const names: PersonFields['names'] = { surname, name };
  const other: OtherName[] = [];
  for (const n of p.names) {
    if (n === primary) continue;
    const label = nameLabel(n) ?? '';
    const text = (n.given ?? n.full).replace(/\//g, '').trim();
    if (!text) continue;
    if (label === '字') names.zi ??= text;
    else if (label === '号') names.hao ??= text;
    else other.push({ kind: (OTHER_NAME_KINDS as readonly string[]).includes(label) ? label as OtherNameKind : '别名', name: text });
  }
  for (const n of p.names) if (n.nick) other.push({ kind: '别名', name: n.nick });
  if (other.length) names.otherNames = other;

  const rest: Partial<ClanMember> = {};
  const x = p.ext;
  if (p.birth?.date) rest.birth = p.birth.date;
  if (p.death?.date) rest.death = p.death.date;
  const term = p.death?.ext._ZP_DTERM;
  if (term && DEATH_TERMS.has(term)) rest.deathTerm = term as DeathTerm;
  const burial = burialOf(p);
  if (burial) rest.burial = burial;
  if (p.titles.length) rest.titles = p.titles;
  if (p.notes.length) rest.biography = p.notes.join('\n\n');
  if (x._ZP_RANK && /^\d+$/.test(x._ZP_RANK)) rest.birthOrder = Number(x._ZP_RANK);
  if (x._ZP_CRANK && /^\d+$/.test(x._ZP_CRANK)) rest.clanRank = Number(x._ZP_CRANK);
  if (x._ZP_BGEN && /^-?\d+$/.test(x._ZP_BGEN)) rest.branchGeneration = Number(x._ZP_BGEN);
  if (x._ZP_FOUNDER && FOUNDER_ROLES.has(x._ZP_FOUNDER)) rest.founderRole = x._ZP_FOUNDER as FounderRole;
  if (x._ZP_ORIGIN) rest.origin = x._ZP_ORIGIN;
  if (x._ZP_MARRIED) rest.marriedTo = x._ZP_MARRIED;
  if (x._ZP_CHSURN) rest.childrenSurname = x._ZP_CHSURN;
  if (yes(x._ZP_INCHART)) rest.inChart = true;
  if (yes(x._ZP_NOHEIR)) rest.noHeir = true;
  if (yes(x._ZP_UNCERT)) rest.uncertain = true;
  rest.living = isLiving(p, currentYear);
  const priv = x._ZP_PRIV;
  rest.privacy = priv === 'public' || priv === 'clan' || priv === 'private' ? priv : rest.living ? 'clan' : 'public';
  return { names, surnameFromClan, rest };
}

/** Living: marked so (`_ZP_LIVING`, RESN PRIVACY) or no death and born less than 100 years ago. */
export function isLiving(p: GedPerson, currentYear: number): boolean {
  if (p.ext._ZP_LIVING !== undefined) return yes(p.ext._ZP_LIVING);
  if (p.death) return false;
  if (p.restriction === 'PRIVACY') return true;
  const y = p.birth?.date?.gregorian?.year ?? p.birth?.date?.lunarYear;
  return y !== undefined && currentYear - y < 100;
}

function burialOf(p: GedPerson): Burial | undefined {
  const b = p.burial;
  if (!b || (!b.place && !b.ext._ZP_SITE && !b.ext._ZP_FACE)) return undefined;
  const out: Burial = { place: b.place ?? '' };
  if (b.ext._ZP_SITE) out.mountain = b.ext._ZP_SITE;
  if (b.ext._ZP_FACE) out.orientation = b.ext._ZP_FACE;
  return out;
}

/** A wife's type from `_ZP_STYP` (or an alias), else 元配 for the first and 继配 after. */
export function spouseTypeOf(styp: string | undefined, order: number): ClanMember['spouseType'] {
  const t = styp ? SPOUSE_TYPE_ALIASES[styp] : undefined;
  return t ?? (order === 1 ? '元配' : '继配');
}
