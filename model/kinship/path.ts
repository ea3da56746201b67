/**
 * Finding the blood path between two members without walking the tree.
 *
 * 1. Patriline: climb lineage fathers from both, the deeper one (higher 世) first, until they meet.
 *    O(generations), no allocation beyond the two short id lists.
 * 2. Only if that fails and the graph knows mothers: a bounded breadth-first climb over both parents
 *    from each side (ancestor sets are small: in a clan book most mothers are wives with no parents in
 *    the tree), taking the common ancestor with the shortest total path, fathers preferred on ties.
 * The patriline result wins when it exists; a shorter route through a mother (e.g. a cousin marriage)
 * is not searched for.
 */
import type { KinGraph, MemberId, Sex } from './types';

export interface BloodPath<Id extends MemberId> {
  /** A = nodes[0] … common ancestor = nodes[up] … B = nodes[up + down]. */
  nodes: Id[];
  sexes: Sex[];
  up: number;
  down: number;
}

/** Safety bound on climbing (guards against cycles in bad data). */
const MAX_CLIMB = 10_000;
/** Bounds of the two-parent search, per side. */
const MAX_ANCESTORS = 4096;

/** Lowest common ancestor along lineage fathers, or null. */
export function patrilinePath<Id extends MemberId>(g: KinGraph<Id>, a: Id, b: Id): BloodPath<Id> | null {
  const upA: Id[] = [a];
  const upB: Id[] = [b];
  let x = a;
  let y = b;
  let gx = g.generation(x);
  let gy = g.generation(y);
  for (let guard = 0; x !== y; guard++) {
    if (guard > MAX_CLIMB) return null;
    // climb the deeper one (higher 世) first; both together once level
    const stepX = gx >= gy;
    const stepY = gy >= gx;
    if (stepX) {
      const fx = g.father(x);
      if (fx === null) return null;
      x = fx;
      gx = g.generation(x);
      upA.push(x);
    }
    if (stepY) {
      const fy = g.father(y);
      if (fy === null) return null;
      y = fy;
      gy = g.generation(y);
      upB.push(y);
    }
  }
  return join(g, upA, upB);
}

function join<Id extends MemberId>(g: KinGraph<Id>, upA: Id[], upB: Id[]): BloodPath<Id> {
  const nodes = upA.slice();
  for (let i = upB.length - 2; i >= 0; i--) nodes.push(upB[i]);
  return { nodes, sexes: nodes.map((n) => g.sex(n)), up: upA.length - 1, down: upB.length - 1 };
}

interface Climb<Id> {
  ids: Id[];
  parent: number[];
  depth: number[];
  index: Map<Id, number>;
}

function climbAll<Id extends MemberId>(g: KinGraph<Id>, start: Id): Climb<Id> {
  const ids: Id[] = [start];
  const parent: number[] = [-1];
  const depth: number[] = [0];
  const index = new Map<Id, number>([[start, 0]]);
  for (let i = 0; i < ids.length && ids.length < MAX_ANCESTORS; i++) {
    const id = ids[i];
    for (const p of [g.father(id), g.mother ? g.mother(id) : null]) {
      if (p === null || index.has(p)) continue;
      index.set(p, ids.length);
      ids.push(p);
      parent.push(i);
      depth.push(depth[i] + 1);
    }
  }
  return { ids, parent, depth, index };
}

/** Ids from the start of the climb up to ancestor i, start first. */
function chainUp<Id>(c: Climb<Id>, i: number): Id[] {
  const out: Id[] = [];
  for (let k = i; k >= 0; k = c.parent[k]) out.push(c.ids[k]);
  return out.reverse();
}

/** Shortest blood path through fathers and mothers (bounded search), or null. */
export function twoParentPath<Id extends MemberId>(g: KinGraph<Id>, a: Id, b: Id): BloodPath<Id> | null {
  const ca = climbAll(g, a);
  const cb = climbAll(g, b);
  let best = -1;
  let bestA = -1;
  let bestTotal = Infinity;
  for (let j = 0; j < cb.ids.length; j++) {
    if (cb.depth[j] >= bestTotal) break;
    const i = ca.index.get(cb.ids[j]);
    if (i === undefined) continue;
    const total = ca.depth[i] + cb.depth[j];
    if (total < bestTotal) {
      bestTotal = total;
      best = j;
      bestA = i;
    }
  }
  if (best < 0) return null;
  return join(g, chainUp(ca, bestA), chainUp(cb, best));
}

/** The blood path between two members, or null when none is in the tree. */
export function bloodPath<Id extends MemberId>(g: KinGraph<Id>, a: Id, b: Id): BloodPath<Id> | null {
  return patrilinePath(g, a, b) ?? (g.mother ? twoParentPath(g, a, b) : null);
}

/**
 * Relative age of p and q: 1 if p is older, −1 if younger, 0 unknown. Uses birth keys when both are
 * known, else 行第 for same-sex children of one father, else 大排行 for same-sex members of one 世.
 */
export function compareAge<Id extends MemberId>(g: KinGraph<Id>, p: Id, q: Id): number {
  if (p === q) return 0;
  const bp = g.birth?.(p) ?? null;
  const bq = g.birth?.(q) ?? null;
  if (bp !== null && bq !== null && Number.isFinite(bp) && Number.isFinite(bq) && bp !== bq) return bp < bq ? 1 : -1;
  if (g.sex(p) !== g.sex(q)) return 0;
  const fp = g.father(p);
  if (g.rank && fp !== null && fp === g.father(q)) {
    const c = cmpRank(g.rank(p), g.rank(q));
    if (c !== 0) return c;
  }
  if (g.clanRank && g.generation(p) === g.generation(q)) return cmpRank(g.clanRank(p), g.clanRank(q));
  return 0;
}

function cmpRank(rp: number | null, rq: number | null): number {
  if (rp === null || rq === null || rp === rq || !(rp > 0) || !(rq > 0)) return 0;
  return rp < rq ? 1 : -1;
}
