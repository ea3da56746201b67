/**
 * A deterministic synthetic clan in typed arrays, for tests and benchmarks. One founder; generation by
 * generation every man has 0–6 children (mean 2.85, so about 1.4 sons), each a son or daughter with
 * equal odds; daughters have no children in the tree (they marry out). Members are stored in
 * generation order. With seed 1, 100,000 members span 27 generations and 1,000,000 span 34.
 */
import { mulberry32 } from '../random';
export interface SyntheticClan {
  size: number;
  /** Father index, −1 for the founder. */
  father: Int32Array;
  /** 0 = male, 1 = female. */
  sex: Uint8Array;
  generation: Uint16Array;
  /** 行第 among same-sex children of the father, 1-based. */
  rank: Uint8Array;
  /** Birth as a day number (founder = 0). */
  birth: Int32Array;
  /** Number of generations. */
  generations: number;
}

/** Children per man: probabilities of 0…6. */
const CHILDREN = [0.08, 0.14, 0.22, 0.22, 0.16, 0.11, 0.07];

export const prng = mulberry32;

function childCount(r: number): number {
  let acc = 0;
  for (let k = 0; k < CHILDREN.length; k++) {
    acc += CHILDREN[k];
    if (r < acc) return k;
  }
  return CHILDREN.length - 1;
}

export function generateClan(size: number, seed = 1): SyntheticClan {
  const rand = prng(seed);
  const father = new Int32Array(size);
  const sex = new Uint8Array(size);
  const generation = new Uint16Array(size);
  const rank = new Uint8Array(size);
  const birth = new Int32Array(size);
  father[0] = -1;
  generation[0] = 1;
  rank[0] = 1;
  let n = 1;
  let genStart = 0;
  let genEnd = 1;
  let generations = 1;
  while (n < size && genStart < genEnd) {
    for (let p = genStart; p < genEnd && n < size; p++) {
      if (sex[p] !== 0) continue;
      // the founder and early generations always continue, so the clan does not die out by chance
      const k = generation[p] < 4 ? Math.max(2, childCount(rand())) : childCount(rand());
      let sons = 0;
      let daughters = 0;
      let day = birth[p] + Math.floor((20 + rand() * 12) * 365);
      for (let c = 0; c < k && n < size; c++) {
        const female = generation[p] < 4 && c === 0 ? false : rand() < 0.5;
        father[n] = p;
        sex[n] = female ? 1 : 0;
        generation[n] = generation[p] + 1;
        rank[n] = female ? ++daughters : ++sons;
        birth[n] = day;
        day += Math.floor((1 + rand() * 3) * 365);
        n++;
      }
    }
    genStart = genEnd;
    genEnd = n;
    if (genEnd > genStart) generations++;
  }
  return {
    size: n, father: father.subarray(0, n), sex: sex.subarray(0, n), generation: generation.subarray(0, n),
    rank: rank.subarray(0, n), birth: birth.subarray(0, n), generations,
  };
}
