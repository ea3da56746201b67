/**
 * Highlight sets as masks over members: path to the founder, the paternal (Y) line, and a branch (myteam).
 * Pure functions over typed arrays.
 */
import type { TreeIndex } from './layout/tree-index';

/** Lineage ancestors of i up to the founder, i first. A wife starts from her husband. */
export function pathToFounder(parent: Int32Array, index: TreeIndex, i: number): number[] {
  const out: number[] = [];
  if (i < 0) return out;
  if (index.wifeOf[i] >= 0) {
    out.push(i);
    i = index.wifeOf[i];
  }
  let guard = 0;
  while (i >= 0 && guard++ < 10000) {
    out.push(i);
    i = parent[i];
  }
  return out;
}

/** The paternal line: fathers up to the founder, and sons of sons below (everyone sharing the Y line). */
export function paternalLine(parent: Int32Array, sex: Uint8Array, index: TreeIndex, i: number, out = new Uint8Array(parent.length)): Uint8Array {
  out.fill(0);
  if (i < 0) return out;
  for (const a of pathToFounder(parent, index, i)) out[a] = 1;
  const start = index.wifeOf[i] >= 0 ? index.wifeOf[i] : i;
  if (sex[start] === 2) return out; // a daughter's sons carry another Y line
  const stack = [start];
  while (stack.length) {
    const v = stack.pop()!;
    out[v] = 1;
    for (let k = index.childOffsets[v]; k < index.childOffsets[v + 1]; k++) {
      const c = index.childIndex[k];
      if (sex[c] !== 2) stack.push(c);
    }
  }
  return out;
}

/** Every member of the branch under `root` (descendants, with wives), as a mask. */
export function branchMask(index: TreeIndex, spouseOffsets: Int32Array, spouseIndex: Int32Array, root: number, out = new Uint8Array(index.count)): Uint8Array {
  out.fill(0);
  if (root < 0) return out;
  const stack = [index.wifeOf[root] >= 0 ? index.wifeOf[root] : root];
  while (stack.length) {
    const v = stack.pop()!;
    out[v] = 1;
    for (let k = spouseOffsets[v]; k < spouseOffsets[v + 1]; k++) out[spouseIndex[k]] = 1;
    for (let k = index.childOffsets[v]; k < index.childOffsets[v + 1]; k++) stack.push(index.childIndex[k]);
  }
  return out;
}

/**
 * The dna / myteam mask baked into tiles and cells: bit 1 = in the branch under `myteam`, bit 2 = on the
 * selected member's paternal line (with `dna`). Null when neither applies (the index is then not built).
 */
export function highlightMask(
  data: { count: number; parent: Int32Array; sex: Uint8Array; spouseOffsets: Int32Array; spouseIndex: Int32Array },
  index: () => TreeIndex, myteam: number, dna: boolean, selected: number,
): Uint8Array | null {
  if (myteam < 0 && !(dna && selected >= 0)) return null;
  const idx = index();
  const mask = new Uint8Array(data.count);
  if (myteam >= 0) mask.set(branchMask(idx, data.spouseOffsets, data.spouseIndex, myteam));
  if (dna && selected >= 0) {
    const p = paternalLine(data.parent, data.sex, idx, selected);
    for (let i = 0; i < mask.length; i++) if (p[i]) mask[i] |= 2;
  }
  return mask;
}
