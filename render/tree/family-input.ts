/**
 * A personal family tree's window (GET /family/tree, contract/family.ts FamilyTreeNode[]) → the renderer's
 * TreeInput, like pack-input.ts does for a clan's tree pack. Nodes are few (≤ 2,000), so this builds plain typed
 * arrays in two passes:
 * - chart parent = `parentId` (father, else mother) when that person is in the window;
 * - a wife with `husbandId` in the window sits beside her husband (a couple is one node, as in the clan tree);
 *   a person without a parent in the window whose spouse is in it (a daughter's husband, a top couple the
 *   server did not pair) sits beside that spouse, unless he is the window's root;
 * - siblings: sons by 行第, then daughters by 行第 (unknown last), as the clan tree;
 * - the card's top label is the 称谓 from the centre (`titles`), the middle zoom shows the name.
 */
import { FLAG_LIVING, type TreeInput } from './types';

/** The fields of contract/family.ts FamilyTreeNode this reads. */
export interface FamilyWindowNode {
  id: number;
  name: string;
  gender: 'm' | 'f' | string;
  generation: number;
  parentId: number | null;
  husbandId: number | null;
  spouseId: number | null;
  birthOrder: number | null;
  birthYear: number | null;
  deathYear: number | null;
  living: boolean;
  relation: string;
}

export interface FamilyInput {
  input: TreeInput;
  /** Node id of index i. */
  ids: Int32Array;
  indexById: Map<number, number>;
}

export function treeInputFromFamily(nodes: readonly FamilyWindowNode[], rootId: number | null = null): FamilyInput {
  const n = nodes.length;
  const indexById = new Map<number, number>();
  const ids = new Int32Array(n);
  nodes.forEach((p, i) => (indexById.set(p.id, i), (ids[i] = p.id)));
  const at = (id: number | null) => (id === null ? -1 : (indexById.get(id) ?? -1));

  const parent = new Int32Array(n).fill(-1);
  const generation = new Int32Array(n);
  const sex = new Uint8Array(n);
  const ranking = new Uint16Array(n);
  const siblingOrder = new Uint16Array(n);
  const flags = new Uint8Array(n);
  const birthYear = new Int32Array(n);
  const deathYear = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const p = nodes[i];
    const female = p.gender === 'f';
    parent[i] = at(p.parentId);
    generation[i] = p.generation;
    sex[i] = female ? 2 : 1;
    ranking[i] = p.birthOrder ?? 0;
    siblingOrder[i] = (female ? 256 : 0) + (p.birthOrder || 255);
    flags[i] = p.living ? FLAG_LIVING : 0;
    birthYear[i] = p.birthYear ?? 0;
    deathYear[i] = p.deathYear ?? 0;
  }

  // who sits beside whom: beside[i] = the person i is drawn next to, -1 none
  const beside = new Int32Array(n).fill(-1);
  const hasPartner = new Uint8Array(n);
  const pair = (i: number, h: number) => {
    if (h < 0 || h === i || beside[h] >= 0 || beside[i] >= 0 || hasPartner[i]) return;
    beside[i] = h;
    hasPartner[h] = 1;
    parent[i] = -1;
  };
  for (let i = 0; i < n; i++) pair(i, at(nodes[i].husbandId));
  for (let i = 0; i < n; i++) {
    if (beside[i] >= 0 || parent[i] >= 0 || nodes[i].id === rootId) continue;
    const s = at(nodes[i].spouseId);
    if (s >= 0 && (parent[s] >= 0 || nodes[s].id === rootId || hasPartner[s])) pair(i, s);
  }
  // a person placed beside someone must not keep children of his own under him in the chart: they hang under
  // the partner (the chart parent of a couple's children is whichever of the two is the node)
  for (let i = 0; i < n; i++) {
    const p = parent[i];
    if (p >= 0 && beside[p] >= 0) parent[i] = beside[p];
  }

  const counts = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) if (beside[i] >= 0) counts[beside[i] + 1]++;
  for (let i = 0; i < n; i++) counts[i + 1] += counts[i];
  const spouseOffsets = counts;
  const spouseIndex = new Int32Array(spouseOffsets[n]);
  const fill = spouseOffsets.slice(0, n);
  for (let i = 0; i < n; i++) if (beside[i] >= 0) spouseIndex[fill[beside[i]]++] = i;

  const input: TreeInput = {
    count: n,
    parent,
    generation,
    sex,
    ranking,
    siblingOrder,
    spouseOffsets,
    spouseIndex,
    flags,
    birthYear,
    deathYear,
    names: (i) => nodes[i].name,
    titles: (i) => nodes[i].relation,
  };
  return { input, ids, indexById };
}
