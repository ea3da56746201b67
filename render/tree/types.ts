/**
 * The renderer's input: a clan as parallel typed arrays (one slot per member). `model/tree-pack.ts`'s
 * TreePack maps onto this through a small adapter, so layout, culling and hit-testing never see objects.
 */
export interface TreeInput {
  /** Number of members. */
  count: number;
  /** Lineage (宗法) father, -1 for a root or a married-in wife. */
  parent: Int32Array;
  /** 兼祧: sparse list of (son, second father) pairs. The son is drawn once, under `parent`. */
  secondParent?: { child: Int32Array; parent: Int32Array };
  /** 世, clan-global; the founder is 1. */
  generation: ArrayLike<number>;
  /** 1 male, 2 female (0 unknown is drawn as male). */
  sex: Uint8Array;
  /** 行第 among siblings (1 = eldest); ties keep input order. */
  ranking: ArrayLike<number>;
  /**
   * Sort key of siblings under one father (default `ranking`); ties keep input order. The pack adapter uses it
   * to put sons (by 行第) before daughters (by 行第), since 行第 counts each sex on its own there.
   */
  siblingOrder?: ArrayLike<number>;
  /** Wives of a man, CSR: wives of i are spouseIndex[spouseOffsets[i] .. spouseOffsets[i+1]) in order. */
  spouseOffsets: Int32Array;
  spouseIndex: Int32Array;
  /** Bit flags, see FLAG_*. Optional. */
  flags?: ArrayLike<number>;
  /** Birth / death year, 0 = unknown. Optional. */
  birthYear?: ArrayLike<number>;
  deathYear?: ArrayLike<number>;
  /** Display name of member i (called lazily, only for cards on screen). */
  names: (i: number) => string;
  /** Place label of member i (the `location` option). Optional. */
  places?: (i: number) => string;
  /**
   * A title for the card's top label instead of "N世" (the family tree: the 称谓 seen from its centre, 父亲,
   * 堂兄 …). Optional.
   */
  titles?: (i: number) => string;
}

export const FLAG_LIVING = 1;
export const FLAG_DAUGHTER_IN_CHART = 2;
export const FLAG_ADOPTED = 4;
export const FLAG_ZHI = 8; // 止: no heir
export const FLAG_DAIKAO = 16; // 待考
export const FLAG_PHOTO = 32;

export type GenerationSpan = 0 | 5 | 10;

/** What is shown and how it is arranged (the product's family-tree options). */
export interface TreeFilter {
  /** Member index the chart starts from; -1 = every root. */
  root: number;
  /** 0 = all; N = the root's 世 and the N−1 below it (N generations, 五世一表 style). */
  generations: GenerationSpan;
  /** Show wives and daughters. */
  women: boolean;
  /** Highlight the paternal line of the selected member. */
  dna: boolean;
  /** Highlight the branch under this member (-1 = off). */
  myteam: number;
  /** Show a place label on cards (near zoom). */
  location: boolean;
}

export const DEFAULT_FILTER: TreeFilter = {
  root: -1,
  generations: 0,
  women: true,
  dna: false,
  myteam: -1,
  location: false,
};

/** Options that change layout geometry (besides the filter). */
export interface LayoutOptions {
  /** Eldest son on the right (traditional 右起), wives on the husband's left. */
  rtl: boolean;
  root: number;
  generations: GenerationSpan;
  women: boolean;
  /** Member indices whose descendants are folded away. */
  collapsed?: Uint8Array;
}

/** Layout output: geometry per member in layout space (card top-left corner). */
export interface TreeLayout {
  count: number;
  /** Card left / top; NaN when the member is not shown. */
  x: Float32Array;
  y: Float32Array;
  /** 1 when shown. */
  visible: Uint8Array;
  /** Width of the node (man + wives) for node anchors, 0 for wives and hidden members. */
  nodeWidth: Float32Array;
  /** Connector segments x0,y0,x1,y1 (axis-aligned), and a kind per segment (0 lineage, 1 兼祧). */
  segments: Float32Array;
  segmentKind: Uint8Array;
  segmentCount: number;
  /** Row r holds generation minGeneration + r; its top is r * ROW_PITCH. */
  minGeneration: number;
  rowCount: number;
  /** Bounds of all visible cards. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  visibleCount: number;
}
