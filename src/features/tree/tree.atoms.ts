/**
 * The tree screen's app state (style §9 rule 6): the toolbar options go in to the engine through the store,
 * the selected member comes out. Camera and hover are never atoms (the engine keeps them).
 */
import { atom } from '@src/app/store';
import type { GenerationSpan } from '@render/tree/types';

/** The product's family-tree options (spec §3): dna, women, myteam, location; generations 0/5/10. */
export interface TreeOptions {
  generations: GenerationSpan;
  /** 显示女性 */
  women: boolean;
  /** 父系 (highlight the selected member's paternal line) */
  dna: boolean;
  /** 我的分支 */
  myteam: boolean;
  /** 地点 */
  location: boolean;
}

export const DEFAULT_TREE_OPTIONS: TreeOptions = { generations: 0, women: true, dna: false, myteam: false, location: false };

export const treeOptionsAtom = atom<TreeOptions>(DEFAULT_TREE_OPTIONS);

/** The selected member, a pack index (-1 none); `ids[i]` gives the database id. */
export const selectedMemberAtom = atom<number>(-1);

/** Where 5/10 generations start, a pack index (-1 = every root). */
export const treeRootAtom = atom<number>(-1);
