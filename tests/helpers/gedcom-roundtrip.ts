/** A generated clan written as GEDCOM, read back and mapped; and the field-by-field comparison (round-trip tests). */
import { generateClanData } from '@model/clan/generator';
import { zibeiChar, type ZibeiPoem } from '@model/generations';
import { ImportLog } from '../../server/domains/gedcom/engine/log';
import { readPoems } from '../../server/domains/gedcom/engine/poems';
import type { ClanMember } from '@model/member';
import { parseGedcomText } from '../../server/domains/gedcom/engine/parse';
import { readPeople } from '../../server/domains/gedcom/engine/people';
import { mapToClan } from '../../server/domains/gedcom/engine/to-clan';
import { writeGedcom, type GedcomFormat } from '../../server/domains/gedcom/engine/write';

/** The fields a round trip must keep, with ids replaced by the original ids (through the xref I<id>). */
export function comparable(m: ClanMember, idOf: (id: number | null | undefined) => number | null | undefined) {
  const date = (d: ClanMember['birth']) => d && {
    original: d.original, calendar: d.calendar, precision: d.precision, lunarYear: d.lunarYear, month: d.month, leapMonth: d.leapMonth,
    day: d.day, shichen: d.shichen, gregorian: d.gregorian, era: d.era, ganzhiYear: d.ganzhiYear, approximate: d.approximate,
  };
  return {
    gender: m.gender, surname: m.surname, name: m.name, zi: m.zi, hao: m.hao, otherNames: m.otherNames, generation: m.generation,
    branchGeneration: m.branchGeneration, birthOrder: m.birthOrder, clanRank: m.clanRank, founderRole: m.founderRole,
    lineageFatherId: idOf(m.lineageFatherId) ?? null, biologicalFatherId: idOf(m.biologicalFatherId) ?? null,
    adoption: m.adoption && {
      type: m.adoption.type, secondLineageFatherId: idOf(m.adoption.secondLineageFatherId) ?? undefined,
      biologicalRank: m.adoption.biologicalRank, toText: m.adoption.toText, fromText: m.adoption.fromText,
    },
    motherId: idOf(m.motherId) ?? null, husbandId: idOf(m.husbandId) ?? null, spouseType: m.spouseType, spouseOrder: m.spouseOrder,
    origin: m.origin, wifeId: idOf(m.wifeId) ?? null, inChart: !!m.inChart, marriedTo: m.marriedTo, childrenSurname: m.childrenSurname,
    birth: date(m.birth), death: date(m.death), deathTerm: m.deathTerm,
    burial: m.burial && { ...m.burial, jointWith: m.burial.jointWith?.map((j) => idOf(j)) },
    titles: m.titles, biography: m.biography, living: !!m.living, noHeir: !!m.noHeir, uncertain: !!m.uncertain,
    privacy: m.privacy ?? 'public',
  };
}

export function roundTrip(size: number, format: GedcomFormat) {
  const g = generateClanData({ members: size, seed: 7, surname: '刘' });
  const branchName = new Map(g.clan.branches.map((b) => [b.id, b.name]));
  const text = [...writeGedcom({
    format, clan: { name: g.clan.name, surname: '刘', hall: g.clan.hall }, members: g.members,
    poems: g.clan.poems.map((p) => (p.branchId != null ? { ...p, branchName: branchName.get(p.branchId) } : p)),
    branchPath: (id) => branchName.get(id), zibei: (m) => zibeiChar(g.clan.poems, m.generation, m.branchId ?? null, g.clan.branches),
    hideLiving: false, now: new Date('2026-11-26T00:00:00Z'),
  })].join('');
  const file = parseGedcomText(text);
  const people = readPeople(file);
  const mapped = mapToClan(people, file.log, { clanSurname: '刘', founder: 'I1', currentYear: 2025 });
  return { g, text, file, people, mapped };
}

export function compareRoundTrip(r: ReturnType<typeof roundTrip>) {
  const tempToOrig = new Map(r.mapped.drafts.map((d) => [d.member.id, Number(d.xref.slice(1))]));
  const same = (id: number | null | undefined) => id;
  const back = (id: number | null | undefined) => (id == null ? id : tempToOrig.get(id));
  const byOrig = new Map(r.mapped.drafts.map((d) => [Number(d.xref.slice(1)), d]));
  const diffs: string[] = [];
  for (const m of r.g.members) {
    const d = byOrig.get(m.id);
    if (!d) {
      diffs.push(`missing ${m.id}`);
      continue;
    }
    const a = JSON.stringify(comparable(m, same));
    const b = JSON.stringify(comparable(d.member, back));
    if (a !== b) diffs.push(`${m.id}\n${a}\n${b}`);
    const branch = m.branchId != null ? r.g.clan.branches.find((x) => x.id === m.branchId)?.name : undefined;
    if (d.branchName !== branch) diffs.push(`${m.id} branch ${branch} → ${d.branchName}`);
  }
  // 字辈: the poems come back from HEAD, and every member's 字辈 from them equals the one the file wrote
  const branchId = new Map(r.g.clan.branches.map((b) => [b.name, b.id]));
  const poems: ZibeiPoem[] = readPoems(r.file, new ImportLog()).map((p, i) => ({
    id: i + 1, text: p.text, startGeneration: p.startGeneration, mode: p.mode, title: p.title, branchId: p.branchName ? branchId.get(p.branchName) ?? -1 : null,
  }));
  const key = (p: ZibeiPoem) => JSON.stringify([p.text, p.startGeneration, p.mode, p.title ?? null, p.branchId]);
  if (JSON.stringify(poems.map(key)) !== JSON.stringify(r.g.clan.poems.map(key))) diffs.push(`poems ${JSON.stringify(r.g.clan.poems)} → ${JSON.stringify(poems)}`);
  for (const d of r.mapped.drafts) {
    const written = r.people.persons.get(d.xref)?.ext._ZP_ZIBEI;
    const read = d.member.husbandId == null && d.member.adoption?.type !== '赘婿'
      ? zibeiChar(poems, d.member.generation, d.branchName ? branchId.get(d.branchName) ?? null : null, r.g.clan.branches) : undefined;
    if ((written ?? undefined) !== read) diffs.push(`${d.xref} 字辈 ${written} → ${read}`);
  }
  return diffs;
}

