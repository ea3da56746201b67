/**
 * The tree pack format, version 1 (byte layout: model/clan/README.md): header fields, the section list,
 * the flag bits, and the TreePack type that `decodeTreePack` returns.
 */
import { ADOPTION_TYPES, SPOUSE_TYPES, type AdoptionType, type ClanMember, type SpouseType } from '../member';

export const TREE_PACK_MAGIC = 'ZPTP';
export const TREE_PACK_VERSION = 1;
/** Bytes before the section table. */
export const HEADER_FIXED = 56;

/** Bits of `flags`. Bits 8–10 hold the adoption type, 11–13 the spouse type (see `adoptionOf`, `spouseTypeOf`). */
export const PACK_FLAG = {
  female: 1 << 0,
  /** A wife who married in, or a 赘婿. */
  marriedIn: 1 << 1,
  /** A daughter drawn in the chart (女子挂线). */
  inChart: 1 << 2,
  living: 1 << 3,
  /** Any adoption type (出继 入继 兼祧 抚子 寄子 赘婿). */
  adopted: 1 << 4,
  /** 止 */
  noHeir: 1 << 5,
  /** 待考 */
  uncertain: 1 << 6,
  hasPhoto: 1 << 7,
  /** 始祖 / 始迁祖 / 开基祖 */
  founder: 1 << 14,
  /** Has a biography text. */
  hasBiography: 1 << 15,
} as const;
const ADOPTION_SHIFT = 8;
const SPOUSE_SHIFT = 11;

export function adoptionOf(flags: number): AdoptionType | undefined {
  const k = (flags >> ADOPTION_SHIFT) & 7;
  return k ? ADOPTION_TYPES[k - 1] : undefined;
}

export function spouseTypeOf(flags: number): SpouseType | undefined {
  const k = (flags >> SPOUSE_SHIFT) & 7;
  return k ? SPOUSE_TYPES[k - 1] : undefined;
}

export function memberFlags(m: ClanMember): number {
  let f = 0;
  if (m.gender === 'f') f |= PACK_FLAG.female;
  if (m.husbandId != null || m.adoption?.type === '赘婿') f |= PACK_FLAG.marriedIn;
  if (m.inChart) f |= PACK_FLAG.inChart;
  if (m.living) f |= PACK_FLAG.living;
  if (m.noHeir) f |= PACK_FLAG.noHeir;
  if (m.uncertain) f |= PACK_FLAG.uncertain;
  if (m.photos?.length) f |= PACK_FLAG.hasPhoto;
  if (m.founderRole) f |= PACK_FLAG.founder;
  if (m.biography) f |= PACK_FLAG.hasBiography;
  if (m.adoption) f |= PACK_FLAG.adopted | ((ADOPTION_TYPES.indexOf(m.adoption.type) + 1) << ADOPTION_SHIFT);
  if (m.spouseType) f |= (SPOUSE_TYPES.indexOf(m.spouseType) + 1) << SPOUSE_SHIFT;
  return f;
}

/** The sections of version 1 in file order, with their element size; each starts 4-byte aligned. */
export const SECTIONS = [
  ['ids', 4], ['parent', 4], ['mother', 4], ['spouseOffsets', 4], ['spouses', 4], ['secondParentMember', 4],
  ['secondParent', 4], ['bioMember', 4], ['bioParent', 4], ['branchIds', 4], ['branchParent', 4], ['branchName', 4],
  ['stringOffsets', 4], ['nameIndex', 0], ['birthYear', 2], ['deathYear', 2], ['generation', 2], ['flags', 2],
  ['clanRank', 2], ['branch', 2], ['birthOrder', 1], ['stringBytes', 1],
] as const;
export type Section = (typeof SECTIONS)[number][0];

/** The counts the header carries. */
export interface PackCounts {
  count: number;
  spouseLinks: number;
  secondParents: number;
  bioLinks: number;
  branches: number;
  strings: number;
  stringBytes: number;
  /** Name indices are Uint32 (more than 65535 strings), else Uint16. */
  wide: boolean;
}

/** Element count of each section. */
export function sectionLengths(c: PackCounts): Record<Section, number> {
  const n = c.count;
  return {
    ids: n, parent: n, mother: n, spouseOffsets: n + 1, spouses: c.spouseLinks, secondParentMember: c.secondParents,
    secondParent: c.secondParents, bioMember: c.bioLinks, bioParent: c.bioLinks, branchIds: c.branches,
    branchParent: c.branches, branchName: c.branches, stringOffsets: c.strings + 1, nameIndex: n, birthYear: n,
    deathYear: n, generation: n, flags: n, clanRank: n, branch: n, birthOrder: n, stringBytes: c.stringBytes,
  };
}

export const elementSize = (s: (typeof SECTIONS)[number], wide: boolean) => (s[1] === 0 ? (wide ? 4 : 2) : s[1]);
export const align4 = (x: number) => (x + 3) & ~3;
export const headerBytes = () => HEADER_FIXED + 8 * SECTIONS.length;

/** Byte offset and length of every section, and the total size. */
export function planLayout(c: PackCounts): { offset: Record<Section, number>; bytes: Record<Section, number>; total: number } {
  const lengths = sectionLengths(c);
  const offset = {} as Record<Section, number>;
  const bytes = {} as Record<Section, number>;
  let at = align4(headerBytes());
  for (const s of SECTIONS) {
    offset[s[0]] = at;
    bytes[s[0]] = lengths[s[0]] * elementSize(s, c.wide);
    at = align4(at + bytes[s[0]]);
  }
  return { offset, bytes, total: at };
}

/** Member links that only some members have: member i → parent index, sorted by member. */
export interface SparseLinks {
  member: Int32Array;
  parent: Int32Array;
}

export interface TreePack {
  version: number;
  /** Number of members. */
  count: number;
  clanId: number;
  /** The clan data version the pack was made from (cache key with clanId). */
  clanVersion: number;
  /** Member ids, by pack index. */
  ids: Int32Array;
  /** Chart parent index: the lineage father (primary line for 兼祧), or the mother for a daughter's line; −1 = root. */
  parent: Int32Array;
  /** Mother index, −1 unknown. */
  mother: Int32Array;
  /** Spouses who married in to member i: `spouses[spouseOffsets[i] … spouseOffsets[i+1])` (wives by 次序, a 赘婿). */
  spouseOffsets: Uint32Array;
  spouses: Int32Array;
  /** 兼祧: the second lineage father. */
  secondParent: SparseLinks;
  /** Birth father when it differs from `parent` and is in the clan (入继, 兼祧 from the second line, a 赘婿's children). */
  biologicalParent: SparseLinks;
  /** 世 */
  /** 世 (Int16: 上溯 ancestors above the 始迁祖 are 0, −1 …). */
  generation: Int16Array;
  flags: Uint16Array;
  /** 行第, 0 unknown. */
  birthOrder: Uint8Array;
  /** 大排行, 0 unknown (or above 65535). */
  clanRank: Uint16Array;
  /** Western year when known, else the lunar year's CE number; 0 unknown. */
  birthYear: Int16Array;
  deathYear: Int16Array;
  /** Branch of each member: 0 none, k = branches entry k − 1. */
  branch: Uint16Array;
  /** Display name of each member: a string index. */
  nameIndex: Uint16Array | Uint32Array;
  /** 房/支: id, parent entry (−1 none), name string index. */
  branches: { ids: Int32Array; parent: Int32Array; nameIndex: Uint32Array };
  /** The UTF-8 string table: string k = bytes[offsets[k] … offsets[k+1]). */
  strings: { offsets: Uint32Array; bytes: Uint8Array };
}
