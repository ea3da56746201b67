/**
 * The tree pack: a whole clan in one compact binary blob for the tree renderer (architecture.md "The big
 * three"). Columns of typed arrays — ids, chart parent, mother, spouses (CSR), 兼祧 second parents and
 * birth fathers (sparse), 世, flags, 行第, 大排行, birth/death years, branch, name — plus one UTF-8 string
 * table. `encodeTreePack(members)` writes it; `decodeTreePack(bytes)` returns typed-array views into the
 * same bytes (no copy) when they are 4-byte aligned, copies otherwise. The server gzips it (≈ 10.5 bytes
 * a member at level 6) and caches it by (clan, version). Format byte by byte: model/clan/README.md.
 */
import {
  HEADER_FIXED, SECTIONS, sectionLengths, TREE_PACK_MAGIC, TREE_PACK_VERSION, elementSize, type PackCounts, type Section,
  type TreePack,
} from './clan/pack-format';
import { packString } from './clan/pack-strings';

export {
  PACK_FLAG, TREE_PACK_MAGIC, TREE_PACK_VERSION, adoptionOf, memberFlags, spouseTypeOf, type SparseLinks, type TreePack,
} from './clan/pack-format';
export { encodeTreePack, type EncodeOptions } from './clan/pack-encode';
export { headCount, packHead } from './clan/pack-head';
export { packString, packStrings } from './clan/pack-strings';

/** Display name of member `i` (陈德华, 王氏, 长女). */
export const packName = (pack: TreePack, i: number): string => packString(pack, pack.nameIndex[i]);

/** Pack index of every member id (built on demand: Map id → index). */
export function packIndexById(pack: TreePack): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0; i < pack.count; i++) map.set(pack.ids[i], i);
  return map;
}

export class TreePackError extends Error {
  override name = 'TreePackError';
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

type Typed = Int32Array | Uint32Array | Int16Array | Uint16Array | Uint8Array;
interface TypedCtor<T extends Typed> {
  new (buffer: ArrayBufferLike, byteOffset: number, length: number): T;
  new (length: number): T;
  BYTES_PER_ELEMENT: number;
}

/**
 * Reads a tree pack. The arrays are views into `bytes` (zero-copy) when `bytes.byteOffset` is a multiple
 * of 4 (as for any freshly allocated buffer); otherwise the multi-byte sections are copied. Throws a
 * `TreePackError` with a Chinese message on a wrong magic, an unknown version or inconsistent sizes.
 */
export function decodeTreePack(bytes: Uint8Array): TreePack {
  const fail = (msg: string): never => {
    throw new TreePackError(msg);
  };
  if (bytes.byteLength < HEADER_FIXED) fail('族谱数据包过短，无法读取');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (magic !== TREE_PACK_MAGIC) fail('不是族谱数据包（标识不符）');
  const version = view.getUint16(4, true);
  if (version !== TREE_PACK_VERSION) fail(`族谱数据包版本${version}不受支持（支持版本${TREE_PACK_VERSION}）`);
  const u32 = (at: number) => view.getUint32(at, true);
  if (view.getUint16(48, true) !== SECTIONS.length || view.getUint16(6, true) !== HEADER_FIXED + 8 * SECTIONS.length
    || bytes.byteLength < HEADER_FIXED + 8 * SECTIONS.length) fail('族谱数据包头不完整');
  const counts: PackCounts = {
    count: u32(8), spouseLinks: u32(12), secondParents: u32(16), bioLinks: u32(20), branches: u32(24),
    strings: u32(28), stringBytes: u32(32), wide: (u32(36) & 1) === 1,
  };
  const lengths = sectionLengths(counts);
  const section = <T extends Typed>(name: Section, Ctor: TypedCtor<T>): T => {
    const k = SECTIONS.findIndex((s) => s[0] === name);
    const off = u32(HEADER_FIXED + 8 * k);
    const len = u32(HEADER_FIXED + 8 * k + 4);
    if (len !== lengths[name] * elementSize(SECTIONS[k], counts.wide) || off + len > bytes.byteLength || off % 4 !== 0) {
      fail(`族谱数据包的${name}段长度不符，数据可能已损坏`);
    }
    const at = bytes.byteOffset + off;
    if (Ctor.BYTES_PER_ELEMENT === 1 || (LITTLE_ENDIAN && at % Ctor.BYTES_PER_ELEMENT === 0)) {
      return new Ctor(bytes.buffer, at, lengths[name]);
    }
    return copyLE(view, off, lengths[name], Ctor);
  };
  return {
    version, count: counts.count, clanId: view.getInt32(40, true), clanVersion: u32(44),
    ids: section('ids', Int32Array),
    parent: section('parent', Int32Array),
    mother: section('mother', Int32Array),
    spouseOffsets: section('spouseOffsets', Uint32Array),
    spouses: section('spouses', Int32Array),
    secondParent: { member: section('secondParentMember', Int32Array), parent: section('secondParent', Int32Array) },
    biologicalParent: { member: section('bioMember', Int32Array), parent: section('bioParent', Int32Array) },
    generation: section('generation', Int16Array),
    flags: section('flags', Uint16Array),
    birthOrder: section('birthOrder', Uint8Array),
    clanRank: section('clanRank', Uint16Array),
    birthYear: section('birthYear', Int16Array),
    deathYear: section('deathYear', Int16Array),
    branch: section('branch', Uint16Array),
    nameIndex: counts.wide ? section('nameIndex', Uint32Array) : section('nameIndex', Uint16Array),
    branches: {
      ids: section('branchIds', Int32Array), parent: section('branchParent', Int32Array),
      nameIndex: section('branchName', Uint32Array),
    },
    strings: { offsets: section('stringOffsets', Uint32Array), bytes: section('stringBytes', Uint8Array) },
  };
}

/** A copy of a misaligned section (or on a big-endian machine), read little-endian. */
function copyLE<T extends Typed>(view: DataView, off: number, length: number, Ctor: TypedCtor<T>): T {
  const out = new Ctor(length);
  const size = Ctor.BYTES_PER_ELEMENT;
  const signed = out instanceof Int32Array || out instanceof Int16Array;
  for (let k = 0; k < length; k++) {
    const at = off + k * size;
    out[k] = size === 4 ? (signed ? view.getInt32(at, true) : view.getUint32(at, true))
      : signed ? view.getInt16(at, true) : view.getUint16(at, true);
  }
  return out;
}
