/**
 * People of a file that look like members already in the clan: same name + 世 + father's (a wife: husband's) name,
 * or same name + birth date. Pure: the service passes the clan's members as light rows.
 */
import { displayName } from '@model/member';
import type { Draft } from './to-clan';

export interface ExistingMember {
  id: number;
  fullName: string;
  generation: number;
  lineageFatherId: number | null;
  husbandId: number | null;
  birthText: string | null;
  birthISO?: string | null;
}

export interface Duplicate {
  xref: string;
  draftId: number;
  name: string;
  generation: number;
  memberId: number;
  memberName: string;
  reason: string;
}

export function findDuplicates(drafts: readonly Draft[], existing: readonly ExistingMember[]): Duplicate[] {
  const nameOfId = new Map(existing.map((e) => [e.id, e.fullName]));
  const byKin = new Map<string, ExistingMember>();
  const byBirth = new Map<string, ExistingMember>();
  for (const e of existing) {
    const kin = e.lineageFatherId ?? e.husbandId;
    byKin.set(`${e.fullName}|${e.generation}|${kin != null ? nameOfId.get(kin) ?? '' : ''}`, e);
    const b = e.birthISO ?? e.birthText;
    if (b) byBirth.set(`${e.fullName}|${b}`, e);
  }
  const draftName = new Map(drafts.map((d) => [d.member.id, displayName(d.member)]));
  const out: Duplicate[] = [];
  for (const d of drafts) {
    const m = d.member;
    const name = displayName(m);
    const kin = m.lineageFatherId ?? m.husbandId;
    const kinName = kin != null ? draftName.get(kin) ?? '' : '';
    let hit = byKin.get(`${name}|${m.generation}|${kinName}`);
    let reason = kin != null ? (m.husbandId != null ? '同名、同世、同夫' : '同名、同世、同父') : '同名、同世';
    if (!hit) {
      const b = m.birth?.gregorianISO ?? m.birth?.original;
      hit = b ? byBirth.get(`${name}|${b}`) ?? (m.birth?.original ? byBirth.get(`${name}|${m.birth.original}`) : undefined) : undefined;
      reason = '同名、同生日';
    }
    if (hit) out.push({ xref: d.xref, draftId: m.id, name, generation: m.generation, memberId: hit.id, memberName: hit.fullName, reason });
  }
  return out;
}
