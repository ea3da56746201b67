import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateClanData } from './clan/generator';
import { kinship } from './kinship';
import {
  displayName, isDaughter, isMarriedIn, yearOf, type ClanMember,
} from './member';
import { packKinGraph } from './clan/pack-kin';
import { testClan } from './clan/test-clan';
import {
  adoptionOf, decodeTreePack, encodeTreePack, PACK_FLAG, packIndexById, packName, packStrings, spouseTypeOf,
  TreePackError, type TreePack,
} from './tree-pack';

/** The chart parent as the model defines it, computed the plain way. */
function expectedParent(m: ClanMember, byId: Map<number, ClanMember>): number | null {
  if (isMarriedIn(m)) return null;
  if (m.lineageFatherId != null) return byId.has(m.lineageFatherId) ? m.lineageFatherId : null;
  const mother = m.motherId != null ? byId.get(m.motherId) : undefined;
  return mother && isDaughter(mother) ? mother.id : null;
}

/** Checks every column of `pack` against the member records. */
function expectPackMatches(pack: TreePack, members: ClanMember[], branchIds: number[] = []): void {
  const byId = new Map(members.map((m) => [m.id, m]));
  const spousesOf = new Map<number, ClanMember[]>();
  for (const s of members) {
    const to = s.husbandId ?? (s.adoption?.type === '赘婿' ? s.wifeId : null);
    if (to != null) spousesOf.set(to, [...(spousesOf.get(to) ?? []), s]);
  }
  const idOf = (i: number) => (i < 0 ? null : pack.ids[i]);
  const second = new Map<number, number>();
  pack.secondParent.member.forEach((i, k) => second.set(i, pack.secondParent.parent[k]));
  const bio = new Map<number, number>();
  pack.biologicalParent.member.forEach((i, k) => bio.set(i, pack.biologicalParent.parent[k]));
  expect(pack.count).toBe(members.length);
  expect(new Set(pack.ids).size).toBe(members.length);
  for (let i = 0; i < pack.count; i++) {
    const m = byId.get(pack.ids[i])!;
    const f = pack.flags[i];
    const row = {
      parent: idOf(pack.parent[i]), mother: idOf(pack.mother[i]), generation: pack.generation[i],
      birthOrder: pack.birthOrder[i], clanRank: pack.clanRank[i], birthYear: pack.birthYear[i], deathYear: pack.deathYear[i],
      name: packName(pack, i), branch: pack.branch[i] ? pack.branches.ids[pack.branch[i] - 1] : null,
      female: (f & PACK_FLAG.female) !== 0, marriedIn: (f & PACK_FLAG.marriedIn) !== 0, inChart: (f & PACK_FLAG.inChart) !== 0,
      living: (f & PACK_FLAG.living) !== 0, noHeir: (f & PACK_FLAG.noHeir) !== 0, uncertain: (f & PACK_FLAG.uncertain) !== 0,
      hasPhoto: (f & PACK_FLAG.hasPhoto) !== 0, founder: (f & PACK_FLAG.founder) !== 0,
      hasBiography: (f & PACK_FLAG.hasBiography) !== 0, adopted: (f & PACK_FLAG.adopted) !== 0,
      adoption: adoptionOf(f), spouseType: spouseTypeOf(f),
      spouses: Array.from(pack.spouses.subarray(pack.spouseOffsets[i], pack.spouseOffsets[i + 1]), idOf),
      second: second.has(i) ? idOf(second.get(i)!) : null, bio: bio.has(i) ? idOf(bio.get(i)!) : null,
    };
    const spouses = (spousesOf.get(m.id) ?? []).slice()
      .sort((a, b) => (a.spouseOrder ?? 0) - (b.spouseOrder ?? 0)).map((s) => s.id);
    const parent = expectedParent(m, byId);
    const bioId = m.biologicalFatherId != null && byId.has(m.biologicalFatherId) && m.biologicalFatherId !== parent
      ? m.biologicalFatherId : null;
    expect(row, `member ${m.id}`).toEqual({
      parent, mother: m.motherId != null && byId.has(m.motherId) ? m.motherId : null, generation: m.generation,
      birthOrder: m.birthOrder ?? 0, clanRank: m.clanRank ?? 0, birthYear: yearOf(m.birth) ?? 0, deathYear: yearOf(m.death) ?? 0,
      name: displayName(m), branch: m.branchId != null && branchIds.includes(m.branchId) ? m.branchId : null,
      female: m.gender === 'f', marriedIn: isMarriedIn(m), inChart: m.inChart === true, living: m.living === true,
      noHeir: m.noHeir === true, uncertain: m.uncertain === true, hasPhoto: (m.photos?.length ?? 0) > 0,
      founder: m.founderRole !== undefined, hasBiography: m.biography !== undefined, adopted: m.adoption !== undefined,
      adoption: m.adoption?.type, spouseType: m.spouseType, spouses,
      second: m.adoption?.type === '兼祧' ? m.adoption.secondLineageFatherId : null, bio: bioId,
    });
  }
}

describe('tree pack: the hand-made clan', () => {
  const members = testClan();
  const branches = [{ id: 5, name: '长房', kind: '房' as const, parentId: null }];
  const bytes = encodeTreePack(members.map((m) => (m.id === 3 ? { ...m, branchId: 5 } : m)), { clanId: 7, clanVersion: 42, branches });
  const pack = decodeTreePack(bytes);

  it('header', () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('ZPTP');
    expect([pack.version, pack.count, pack.clanId, pack.clanVersion]).toEqual([1, 12, 7, 42]);
  });
  it('lineage order: generation-major, each member followed by the spouses who married in', () => {
    expect(Array.from(pack.ids)).toEqual([1, 2, 3, 10, 11, 4, 12, 7, 8, 5, 6, 9]);
    for (let i = 0; i < pack.count; i++) expect(pack.parent[i]).toBeLessThan(i);
  });
  it('links: 赘婿, a daughter’s line, 入继', () => {
    const at = packIndexById(pack);
    expect(pack.parent[at.get(9)!]).toBe(at.get(7)); // 随母: charted under the daughter
    expect(Array.from(pack.spouses.subarray(pack.spouseOffsets[at.get(7)!], pack.spouseOffsets[at.get(7)! + 1]))).toEqual([at.get(8)]);
    expect(Array.from(pack.biologicalParent.member).map((i) => pack.ids[i])).toEqual([6, 9]);
    expect(packName(pack, at.get(7)!)).toBe('长女');
    expect(adoptionOf(pack.flags[at.get(6)!])).toBe('入继');
    expect(spouseTypeOf(pack.flags[at.get(11)!])).toBe('继配');
  });
  it('every field equals the records', () => {
    expectPackMatches(pack, members.map((m) => (m.id === 3 ? { ...m, branchId: 5 } : m)), [5]);
  });
  it('上溯 ancestors above 一世 keep their 世 (0, −1) and come first', () => {
    const up = [...members.map((m) => (m.id === 1 ? { ...m, lineageFatherId: 90 } : m)),
      { ...members[0], id: 90, name: '远', generation: 0, lineageFatherId: 91, founderRole: undefined },
      { ...members[0], id: 91, name: '祖', generation: -1, founderRole: undefined }];
    const p = decodeTreePack(encodeTreePack(up));
    expect(Array.from(p.ids.slice(0, 3))).toEqual([91, 90, 1]);
    expect(Array.from(p.generation.slice(0, 3))).toEqual([-1, 0, 1]);
  });
  it('input order on request', () => {
    const p = decodeTreePack(encodeTreePack(members, { order: 'input' }));
    expect(Array.from(p.ids)).toEqual(members.map((m) => m.id));
    expectPackMatches(p, members);
  });
  it('kinship over the pack', () => {
    const g = packKinGraph(pack);
    const at = packIndexById(pack);
    const k = (a: number, b: number) => kinship(g, at.get(a)!, at.get(b)!);
    expect(k(5, 6).term).toBe('堂兄弟'); // 陈成业 was adopted out to 陈义: by lineage a cousin (no birth dates: 兄弟)
    expect(k(6, 3).term).toBe('本生父');
    expect(k(9, 8).term).toBe('父亲'); // the 赘婿
    expect(k(9, 1).term).toBe('外祖父');
    expect(k(3, 11).term).toBe('妻子');
  });
});

describe('tree pack: decoding', () => {
  const bytes = encodeTreePack(testClan());
  it('views share the bytes when aligned (zero-copy)', () => {
    const p = decodeTreePack(bytes);
    expect(p.ids.buffer).toBe(bytes.buffer);
    expect(p.generation.buffer).toBe(bytes.buffer);
  });
  it('copies when misaligned, with the same content', () => {
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const p = decodeTreePack(shifted.subarray(1));
    expect(p.ids.buffer).not.toBe(shifted.buffer);
    expect(p.strings.bytes.buffer).toBe(shifted.buffer); // bytes need no alignment
    expect(p).toEqual(decodeTreePack(bytes));
  });
  it('refuses what is not a pack', () => {
    expect(() => decodeTreePack(new Uint8Array(10))).toThrow(TreePackError);
    const wrong = bytes.slice();
    wrong[0] = 0x58;
    expect(() => decodeTreePack(wrong)).toThrow('不是族谱数据包（标识不符）');
    const v2 = bytes.slice();
    v2[4] = 2;
    expect(() => decodeTreePack(v2)).toThrow('族谱数据包版本2不受支持（支持版本1）');
    expect(() => decodeTreePack(bytes.subarray(0, bytes.length - 8))).toThrow(/段长度不符/);
  });
  it('an empty clan', () => {
    const p = decodeTreePack(encodeTreePack([]));
    expect([p.count, p.strings.offsets.length]).toEqual([0, 1]);
  });
});

describe('tree pack: generated clans', () => {
  it('round-trip: every field of 20,000 members', () => {
    const clan = generateClanData({ members: 20_000, seed: 3 });
    const pack = decodeTreePack(encodeTreePack(clan.members, { branches: clan.clan.branches }));
    expectPackMatches(pack, clan.members.slice(0), clan.clan.branches.map((b) => b.id));
    const names = packStrings(pack);
    expect(new Set(names).size).toBe(names.length); // deduplicated
    expect(pack.branches.parent.some((p) => p >= 0)).toBe(true);
    for (let i = 1; i < pack.count; i++) expect(pack.generation[i]).toBeGreaterThanOrEqual(pack.generation[i - 1]);
  });
  it('100,000 members: at most 12 bytes a member gzipped (level 6)', () => {
    const clan = generateClanData({ members: 100_000, seed: 1 });
    const bytes = encodeTreePack(clan.members, { branches: clan.clan.branches, clanId: 1 });
    const perMember = gzipSync(bytes, { level: 6 }).length / clan.members.length;
    expect(perMember).toBeLessThanOrEqual(12);
  });
});
