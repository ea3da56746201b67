/**
 * `ClanView`: the point lookups the validation rules need. `clanView(members)` builds one over a whole
 * clan; a service that validates one edited member can implement it over the member's neighbourhood (the
 * member, its fathers, mother, husband or wife, the fathers' other children, its own wives and children).
 */
import { isDaughter, isMarriedIn, lineageFatherIds, type ClanMember, type MemberId } from '../member';

export interface ClanView {
  member(id: MemberId): ClanMember | undefined;
  /** Filed under `id`: his sons and daughters (both lines of a 兼祧 son), or a clan daughter's children. */
  lineageChildren(id: MemberId): readonly ClanMember[];
  /** Married in to `id`: a man's wives, a daughter's 赘婿. */
  spouses(id: MemberId): readonly ClanMember[];
  /** Members whose `biologicalFatherId` is `id` (sons adopted out, 兼祧 from this line). */
  biologicalChildren(id: MemberId): readonly ClanMember[];
}

const EMPTY: readonly ClanMember[] = [];

function push(map: Map<MemberId, ClanMember[]>, key: MemberId, m: ClanMember): void {
  const list = map.get(key);
  if (list) list.push(m);
  else map.set(key, [m]);
}

export function clanView(members: readonly ClanMember[]): ClanView {
  const byId = new Map<MemberId, ClanMember>();
  for (const m of members) byId.set(m.id, m);
  const children = new Map<MemberId, ClanMember[]>();
  const spouses = new Map<MemberId, ClanMember[]>();
  const bio = new Map<MemberId, ClanMember[]>();
  for (const m of members) {
    const fathers = lineageFatherIds(m);
    for (const f of fathers) push(children, f, m);
    if (fathers.length === 0 && m.motherId != null && !isMarriedIn(m)) {
      const mother = byId.get(m.motherId);
      if (mother && isDaughter(mother)) push(children, mother.id, m);
    }
    if (m.husbandId != null) push(spouses, m.husbandId, m);
    if (m.adoption?.type === '赘婿' && m.wifeId != null) push(spouses, m.wifeId, m);
    if (m.biologicalFatherId != null) push(bio, m.biologicalFatherId, m);
  }
  return {
    member: (id) => byId.get(id),
    lineageChildren: (id) => children.get(id) ?? EMPTY,
    spouses: (id) => spouses.get(id) ?? EMPTY,
    biologicalChildren: (id) => bio.get(id) ?? EMPTY,
  };
}
