/**
 * A KinGraph over parallel arrays (typed arrays for large clans): member i is index i.
 */
import type { KinGraph } from './types';

export interface KinArrays {
  /** Lineage father index, −1 for none. */
  father: ArrayLike<number>;
  /** 0 = male, 1 = female. */
  sex: ArrayLike<number>;
  /** 世 */
  generation: ArrayLike<number>;
  /** 行第 among same-sex children of the father, 1-based; 0 = unknown. */
  rank?: ArrayLike<number>;
  /** Birth key (smaller = earlier); NaN = unknown. */
  birth?: ArrayLike<number>;
  /** Mother index, −1 for none. */
  mother?: ArrayLike<number>;
}

export function arrayKinGraph(a: KinArrays): KinGraph<number> {
  const { father, sex, generation, rank, birth, mother } = a;
  const g: KinGraph<number> = {
    father: (i) => (father[i] >= 0 ? father[i] : null),
    sex: (i) => (sex[i] === 1 ? 'f' : 'm'),
    generation: (i) => generation[i],
  };
  if (rank) g.rank = (i) => (rank[i] > 0 ? rank[i] : null);
  if (birth) g.birth = (i) => (Number.isFinite(birth[i]) ? birth[i] : null);
  if (mother) g.mother = (i) => (mother[i] >= 0 ? mother[i] : null);
  return g;
}
