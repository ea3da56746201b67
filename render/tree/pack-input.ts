/**
 * The tree pack (model/tree-pack.ts, ZPTP) → the renderer's TreeInput. Zero-copy where the types agree
 * (parent, spouses, 兼祧 pairs, 世, years are views into the pack); three small derived columns (sex, renderer
 * flags, sibling order) are one pass over the pack's flags. Names are read from the string table lazily.
 */
import { packString, PACK_FLAG, type TreePack } from '@model/tree-pack';
import {
  FLAG_ADOPTED, FLAG_DAIKAO, FLAG_DAUGHTER_IN_CHART, FLAG_LIVING, FLAG_PHOTO, FLAG_ZHI, type TreeInput,
} from './types';

export interface PackInputOptions {
  /** Place label of member i (the `location` option); the pack has no places, the client may load them beside it. */
  places?: (i: number) => string;
}

/** Pack flag bit → renderer flag bit. */
const FLAG_MAP: ReadonlyArray<readonly [number, number]> = [
  [PACK_FLAG.living, FLAG_LIVING],
  [PACK_FLAG.inChart, FLAG_DAUGHTER_IN_CHART],
  [PACK_FLAG.adopted, FLAG_ADOPTED],
  [PACK_FLAG.noHeir, FLAG_ZHI],
  [PACK_FLAG.uncertain, FLAG_DAIKAO],
  [PACK_FLAG.hasPhoto, FLAG_PHOTO],
];

/** Renderer flags of one pack flags word. */
export function rendererFlags(packFlags: number): number {
  let f = 0;
  for (const [from, to] of FLAG_MAP) if (packFlags & from) f |= to;
  return f;
}

const asInt32 = (a: Uint32Array): Int32Array => new Int32Array(a.buffer, a.byteOffset, a.length);

export function treeInputFromPack(pack: TreePack, opts: PackInputOptions = {}): TreeInput {
  const n = pack.count;
  const sex = new Uint8Array(n);
  const flags = new Uint8Array(n);
  // 行第 counts sons and daughters separately in the pack: siblings sort sons first, then daughters, each by
  // 行第 (unknown last); ties keep the pack's lineage order.
  const siblingOrder = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const pf = pack.flags[i];
    const female = (pf & PACK_FLAG.female) !== 0;
    sex[i] = female ? 2 : 1;
    flags[i] = rendererFlags(pf);
    siblingOrder[i] = (female ? 256 : 0) + (pack.birthOrder[i] || 255);
  }
  const nameCache = new Map<number, string>();
  return {
    count: n,
    parent: pack.parent,
    secondParent: pack.secondParent.member.length
      ? { child: pack.secondParent.member, parent: pack.secondParent.parent }
      : undefined,
    generation: pack.generation,
    sex,
    ranking: pack.birthOrder,
    siblingOrder,
    spouseOffsets: asInt32(pack.spouseOffsets),
    spouseIndex: pack.spouses,
    flags,
    birthYear: pack.birthYear,
    deathYear: pack.deathYear,
    names: (i) => {
      // names repeat (王氏, 长女): cache by string index, decode each distinct string once
      const k = pack.nameIndex[i];
      let s = nameCache.get(k);
      if (s === undefined) nameCache.set(k, (s = packString(pack, k)));
      return s;
    },
    places: opts.places,
  };
}
