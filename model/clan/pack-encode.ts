/**
 * `encodeTreePack`: members → tree pack bytes. Three passes over the members (index, order, columns); the
 * output buffer is allocated once and the columns are written straight into it, so a 1,000,000-member
 * clan allocates little besides the result (a big heap of member objects makes every major GC costly).
 */
import { yearOf, type Branch, type ClanMember, type MemberId } from '../member';
import {
  HEADER_FIXED, memberFlags, planLayout, SECTIONS, TREE_PACK_MAGIC, TREE_PACK_VERSION, type PackCounts, type Section,
} from './pack-format';
import { indexMembers, lineageOrder } from './pack-order';
import { StringTableBuilder } from './pack-strings';

export interface EncodeOptions {
  clanId?: number;
  clanVersion?: number;
  /** 房/支 with names; members' `branchId`s that are not listed are stored as "no branch". */
  branches?: readonly Branch[];
  /** 'lineage' (default): generation-major lineage order (see pack-order.ts); 'input': as given. */
  order?: 'lineage' | 'input';
}

const clampYear = (y: number | undefined) => (y === undefined || y < -32768 || y > 32767 ? 0 : y);

type Ctor<T> = new (buffer: ArrayBuffer, byteOffset: number, length: number) => T;

export function encodeTreePack(members: readonly ClanMember[], options: EncodeOptions = {}): Uint8Array {
  const n = members.length;
  const idx = indexMembers(members);
  const look = (id: MemberId | null | undefined) => (id == null ? -1 : idx.byId.get(id));
  const order = options.order === 'input' ? Int32Array.from({ length: n }, (_, i) => i) : lineageOrder(members, idx);
  const pos = new Int32Array(n);
  for (let p = 0; p < n; p++) pos[order[p]] = p;

  const branches = options.branches ?? [];
  if (branches.length > 65535) throw new RangeError('a tree pack holds at most 65535 branches');
  const branchSlot = new Map(branches.map((b, k) => [b.id, k + 1] as const));

  // strings, and the sizes of the sparse sections
  const strings = new StringTableBuilder();
  const nameSlot = new Uint32Array(n);
  let spouseLinks = 0;
  let secondParents = 0;
  let bioLinks = 0;
  // passes go in input order: the records are read in memory order, the columns written at pos[i]
  for (let i = 0; i < n; i++) {
    const m = members[i];
    nameSlot[pos[i]] = strings.addMember(m);
    if (idx.spouseOf[i] >= 0) spouseLinks++;
    if (m.adoption?.type === '兼祧' && look(m.adoption.secondLineageFatherId) >= 0) secondParents++;
    const b = look(m.biologicalFatherId);
    if (b >= 0 && b !== idx.chartParent[i]) bioLinks++;
  }
  const branchSlots = branches.map((b) => strings.add(b.name));
  const table = strings.build();
  const counts: PackCounts = {
    count: n, spouseLinks, secondParents, bioLinks, branches: branches.length, strings: strings.size,
    stringBytes: table.bytes.length, wide: strings.size > 65535,
  };
  const layout = planLayout(counts);
  const out = new Uint8Array(layout.total);
  const col = <T>(s: Section, C: Ctor<T>, size: number): T => new C(out.buffer, layout.offset[s], layout.bytes[s] / size);

  const ids = col('ids', Int32Array, 4);
  const parent = col('parent', Int32Array, 4);
  const mother = col('mother', Int32Array, 4);
  const generation = col('generation', Int16Array, 2);
  const flags = col('flags', Uint16Array, 2);
  const birthOrder = col('birthOrder', Uint8Array, 1);
  const clanRank = col('clanRank', Uint16Array, 2);
  const birthYear = col('birthYear', Int16Array, 2);
  const deathYear = col('deathYear', Int16Array, 2);
  const branch = col('branch', Uint16Array, 2);
  const nameIndex = counts.wide ? col('nameIndex', Uint32Array, 4) : col('nameIndex', Uint16Array, 2);
  const spouseOffsets = col('spouseOffsets', Uint32Array, 4);
  const secondMember = col('secondParentMember', Int32Array, 4);
  const second = col('secondParent', Int32Array, 4);
  const bioMember = col('bioMember', Int32Array, 4);
  const bio = col('bioParent', Int32Array, 4);
  const rank = table.rank;
  let js = 0;
  let jb = 0;
  for (let i = 0; i < n; i++) {
    const p = pos[i];
    const m = members[i];
    const cp = idx.chartParent[i];
    ids[p] = m.id;
    parent[p] = cp < 0 ? -1 : pos[cp];
    const mo = look(m.motherId);
    mother[p] = mo < 0 ? -1 : pos[mo];
    generation[p] = m.generation;
    flags[p] = memberFlags(m);
    birthOrder[p] = m.birthOrder !== undefined && m.birthOrder <= 255 ? m.birthOrder : 0;
    clanRank[p] = m.clanRank !== undefined && m.clanRank <= 65535 ? m.clanRank : 0;
    birthYear[p] = clampYear(yearOf(m.birth));
    deathYear[p] = clampYear(yearOf(m.death));
    branch[p] = m.branchId != null ? branchSlot.get(m.branchId) ?? 0 : 0;
    nameIndex[p] = rank[nameSlot[p]];
    const sp = idx.spouseOf[i];
    if (sp >= 0) spouseOffsets[pos[sp] + 1]++;
    if (m.adoption?.type === '兼祧') {
      const q = look(m.adoption.secondLineageFatherId);
      if (q >= 0) {
        secondMember[js] = p;
        second[js++] = pos[q];
      }
    }
    const b = look(m.biologicalFatherId);
    if (b >= 0 && b !== cp) {
      bioMember[jb] = p;
      bio[jb++] = pos[b];
    }
  }
  sortLinks(secondMember, second);
  sortLinks(bioMember, bio);
  // spouses grouped by the member they married, in pack order (= 次序 in lineage order)
  for (let p = 0; p < n; p++) spouseOffsets[p + 1] += spouseOffsets[p];
  const spouses = col('spouses', Int32Array, 4);
  const fill = spouseOffsets.slice(0, n);
  for (let p = 0; p < n; p++) {
    const sp = idx.spouseOf[order[p]];
    if (sp >= 0) spouses[fill[pos[sp]]++] = p;
  }
  col('branchIds', Int32Array, 4).set(branches.map((b) => b.id));
  col('branchParent', Int32Array, 4).set(branches.map((b) => (b.parentId == null ? -1 : (branchSlot.get(b.parentId) ?? 0) - 1)));
  col('branchName', Uint32Array, 4).set(branchSlots.map((slot) => rank[slot]));
  col('stringOffsets', Uint32Array, 4).set(table.offsets);
  col('stringBytes', Uint8Array, 1).set(table.bytes);
  writeHeader(out, counts, layout, options);
  return out;
}

/** Sorts sparse links by member index (they were collected in input order). */
function sortLinks(member: Int32Array, parent: Int32Array): void {
  const k = Array.from(member.keys()).sort((a, b) => member[a] - member[b]);
  const m = Int32Array.from(k, (j) => member[j]);
  const p = Int32Array.from(k, (j) => parent[j]);
  member.set(m);
  parent.set(p);
}

export function writeHeader(out: Uint8Array, c: PackCounts, layout: ReturnType<typeof planLayout>, o: EncodeOptions): void {
  const view = new DataView(out.buffer);
  for (let k = 0; k < 4; k++) out[k] = TREE_PACK_MAGIC.charCodeAt(k);
  view.setUint16(4, TREE_PACK_VERSION, true);
  view.setUint16(6, HEADER_FIXED + 8 * SECTIONS.length, true);
  [c.count, c.spouseLinks, c.secondParents, c.bioLinks, c.branches, c.strings, c.stringBytes, c.wide ? 1 : 0]
    .forEach((v, k) => view.setUint32(8 + 4 * k, v, true));
  view.setInt32(40, o.clanId ?? 0, true);
  view.setUint32(44, o.clanVersion ?? 0, true);
  view.setUint16(48, SECTIONS.length, true);
  SECTIONS.forEach(([s], k) => {
    view.setUint32(HEADER_FIXED + 8 * k, layout.offset[s], true);
    view.setUint32(HEADER_FIXED + 8 * k + 4, layout.bytes[s], true);
  });
}
