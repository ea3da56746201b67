/**
 * The tree screen's two views (DOM-free, tested in Node): the whole-clan overview (render/overview, an icicle of
 * the male line) and the card tree. The overview is the first view of a clan above OVERVIEW_THRESHOLD members
 * (thousands of cards wide: at "fit" the cards are a one-pixel line) and one tap away (概览) below it.
 */
import { PACK_FLAG, type TreePack } from '@model/tree-pack';

export type TreeView = 'overview' | 'cards';

/** Above this many members the overview is the first view. */
export const OVERVIEW_THRESHOLD = 5000;

/** The first view: `?view=overview|cards` when given, else by the clan's size. */
export function firstView(count: number, param: string | null): TreeView {
  if (param === 'overview' || param === 'cards') return param;
  return count > OVERVIEW_THRESHOLD ? 'overview' : 'cards';
}

/**
 * Where a member who is not on the overview (women, a daughter's descendants) is shown there: a wife at her
 * husband, anyone else at the nearest male-line ancestor through the chart parent (a 赘婿 at his wife's place).
 * -1 when there is none.
 */
export function overviewAnchor(pack: TreePack): (i: number) => number {
  let husband: Int32Array | null = null; // built on first use: one pass over the spouse CSR
  const female = (i: number) => (pack.flags[i] & PACK_FLAG.female) !== 0;
  return (i) => {
    if (!husband) {
      husband = new Int32Array(pack.count).fill(-1);
      for (let h = 0; h < pack.count; h++) {
        for (let k = pack.spouseOffsets[h]; k < pack.spouseOffsets[h + 1]; k++) husband[pack.spouses[k]] = h;
      }
    }
    let guard = 0;
    let v = i;
    while (v >= 0 && guard++ < 1000) {
      if (husband[v] >= 0 && female(v)) v = husband[v];
      else if (female(v) || (pack.parent[v] >= 0 && female(pack.parent[v]))) v = pack.parent[v];
      else return v;
    }
    return -1;
  };
}
