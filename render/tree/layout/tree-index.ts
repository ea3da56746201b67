/**
 * Structure derived once per data set: children of each father as CSR sorted by 行第 (then input order),
 * the husband of each wife, and the roots. Pure, O(n) plus a per-family insertion sort (families are small).
 */
import type { TreeInput } from '../types';

export interface TreeIndex {
  count: number;
  /** Children of i: childIndex[childOffsets[i] .. childOffsets[i+1]), eldest first. Wives are never children. */
  childOffsets: Int32Array;
  childIndex: Int32Array;
  /** Husband of a wife, -1 otherwise. */
  wifeOf: Int32Array;
  /** Members with no lineage father that are not wives, in input order. */
  roots: Int32Array;
}

/** The structural part of TreeInput the layout needs (transferable to a worker). */
export type TreeStructure = Pick<
  TreeInput,
  'count' | 'parent' | 'generation' | 'sex' | 'ranking' | 'siblingOrder' | 'spouseOffsets' | 'spouseIndex' | 'secondParent'
>;

export function buildTreeIndex(t: TreeStructure): TreeIndex {
  const n = t.count;
  const wifeOf = new Int32Array(n).fill(-1);
  for (let h = 0; h < n; h++) {
    for (let k = t.spouseOffsets[h]; k < t.spouseOffsets[h + 1]; k++) wifeOf[t.spouseIndex[k]] = h;
  }
  const childOffsets = new Int32Array(n + 1);
  let rootCount = 0;
  for (let i = 0; i < n; i++) {
    if (wifeOf[i] >= 0) continue;
    const p = t.parent[i];
    if (p >= 0 && p < n) childOffsets[p + 1]++;
    else rootCount++;
  }
  for (let i = 0; i < n; i++) childOffsets[i + 1] += childOffsets[i];
  const childIndex = new Int32Array(childOffsets[n]);
  const fill = childOffsets.slice(0, n);
  const roots = new Int32Array(rootCount);
  let r = 0;
  for (let i = 0; i < n; i++) {
    if (wifeOf[i] >= 0) continue;
    const p = t.parent[i];
    if (p >= 0 && p < n) childIndex[fill[p]++] = i;
    else roots[r++] = i;
  }
  const rank = t.siblingOrder ?? t.ranking;
  for (let p = 0; p < n; p++) {
    const a = childOffsets[p];
    const b = childOffsets[p + 1];
    for (let k = a + 1; k < b; k++) {
      const c = childIndex[k];
      const rc = rank[c];
      let j = k - 1;
      while (j >= a && rank[childIndex[j]] > rc) {
        childIndex[j + 1] = childIndex[j];
        j--;
      }
      childIndex[j + 1] = c;
    }
  }
  return { count: n, childOffsets, childIndex, wifeOf, roots };
}
