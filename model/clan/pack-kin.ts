/**
 * A kinship graph (model/kinship `KinGraph`) over a decoded tree pack: member = pack index. Lets the
 * client name relations (堂兄, 叔祖父, 本生父 …) for a million-member clan without the member records.
 */
import type { KinGraph } from '../kinship/types';
import { PACK_FLAG, type TreePack } from './pack-format';

export function packKinGraph(pack: TreePack): KinGraph<number> {
  const { parent, mother, flags, generation, birthOrder, clanRank, birthYear, spouseOffsets, spouses } = pack;
  const female = (i: number) => (flags[i] & PACK_FLAG.female) !== 0;
  // reverse links, built once: the member each married-in spouse belongs to; birth fathers
  const spouseOf = new Int32Array(pack.count).fill(-1);
  for (let i = 0; i < pack.count; i++) {
    for (let k = spouseOffsets[i]; k < spouseOffsets[i + 1]; k++) spouseOf[spouses[k]] = i;
  }
  const bio = new Map<number, number>();
  const { member, parent: bioParent } = pack.biologicalParent;
  for (let k = 0; k < member.length; k++) bio.set(member[k], bioParent[k]);
  const none: readonly number[] = [];
  return {
    // the chart parent is the father, except on a daughter's line (女子挂线): then the birth father (a 赘婿)
    father: (i) => {
      const p = parent[i];
      if (p >= 0 && !female(p)) return p;
      return bio.get(i) ?? null;
    },
    mother: (i) => (mother[i] >= 0 ? mother[i] : null),
    sex: (i) => (female(i) ? 'f' : 'm'),
    generation: (i) => generation[i],
    rank: (i) => birthOrder[i] || null,
    clanRank: (i) => clanRank[i] || null,
    birth: (i) => birthYear[i] || null,
    spouses: (i) => {
      const own = spouseOffsets[i + 1] > spouseOffsets[i] ? Array.from(spouses.subarray(spouseOffsets[i], spouseOffsets[i + 1])) : none;
      return spouseOf[i] >= 0 ? [spouseOf[i], ...own] : own;
    },
    biologicalFather: (i) => {
      const b = bio.get(i);
      return b !== undefined && b !== parent[i] && !(parent[i] >= 0 && female(parent[i])) ? b : null;
    },
  };
}
