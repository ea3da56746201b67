/**
 * `packHead(pack, maxMembers)`: the first generations of a tree pack as a pack of their own, for a preview while the
 * whole one downloads (a 1,000,000-member clan's first 18 of 35 generations are 20,000 members: 2 %). The pack's
 * lineage order is generation-major (pack-order.ts), so the head is a prefix: its members keep their indices, and
 * the whole pack replaces it without remapping anything. Cut at the last generation boundary that keeps at most
 * `maxMembers` (the first generation at least); links out of the head (none in lineage order, but a mother or a
 * spouse filed later would be) are dropped. Branches and the string table are kept whole.
 */
import { planLayout, type PackCounts, type Section, type TreePack } from './pack-format';
import { writeHeader } from './pack-encode';

/** Members in the head: a prefix ending at a change of 世, at most `maxMembers` unless the first 世 alone is more. */
export function headCount(pack: TreePack, maxMembers: number): number {
  const n = pack.count;
  if (n <= maxMembers) return n;
  let cut = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && pack.generation[i] === pack.generation[i - 1]) continue;
    if (i > maxMembers && cut > 0) break;
    cut = i;
    if (i > maxMembers) break;
  }
  return cut;
}

type Ctor<T> = new (buffer: ArrayBuffer, byteOffset: number, length: number) => T;

export function packHead(pack: TreePack, maxMembers: number): Uint8Array {
  const k = headCount(pack, maxMembers);
  // spouses of the head's members who are in the head themselves
  let spouseLinks = 0;
  for (let i = 0; i < k; i++) {
    for (let s = pack.spouseOffsets[i]; s < pack.spouseOffsets[i + 1]; s++) if (pack.spouses[s] < k) spouseLinks++;
  }
  const inHead = (m: Int32Array, p: Int32Array) => m.reduce((c, v, j) => (v < k && p[j] < k ? c + 1 : c), 0);
  const counts: PackCounts = {
    count: k, spouseLinks, secondParents: inHead(pack.secondParent.member, pack.secondParent.parent),
    bioLinks: inHead(pack.biologicalParent.member, pack.biologicalParent.parent), branches: pack.branches.ids.length,
    strings: pack.strings.offsets.length - 1, stringBytes: pack.strings.bytes.length, wide: pack.nameIndex instanceof Uint32Array,
  };
  const layout = planLayout(counts);
  const out = new Uint8Array(layout.total);
  const col = <T>(s: Section, C: Ctor<T>, size: number): T => new C(out.buffer, layout.offset[s], layout.bytes[s] / size);
  const within = (v: number) => (v < k ? v : -1);
  col('ids', Int32Array, 4).set(pack.ids.subarray(0, k));
  col('parent', Int32Array, 4).set(pack.parent.subarray(0, k).map(within));
  col('mother', Int32Array, 4).set(pack.mother.subarray(0, k).map(within));
  col('generation', Int16Array, 2).set(pack.generation.subarray(0, k));
  col('flags', Uint16Array, 2).set(pack.flags.subarray(0, k));
  col('birthOrder', Uint8Array, 1).set(pack.birthOrder.subarray(0, k));
  col('clanRank', Uint16Array, 2).set(pack.clanRank.subarray(0, k));
  col('birthYear', Int16Array, 2).set(pack.birthYear.subarray(0, k));
  col('deathYear', Int16Array, 2).set(pack.deathYear.subarray(0, k));
  col('branch', Uint16Array, 2).set(pack.branch.subarray(0, k));
  if (counts.wide) col('nameIndex', Uint32Array, 4).set(pack.nameIndex.subarray(0, k));
  else col('nameIndex', Uint16Array, 2).set(pack.nameIndex.subarray(0, k));
  const offsets = col('spouseOffsets', Uint32Array, 4);
  const spouses = col('spouses', Int32Array, 4);
  let at = 0;
  for (let i = 0; i < k; i++) {
    offsets[i] = at;
    for (let s = pack.spouseOffsets[i]; s < pack.spouseOffsets[i + 1]; s++) if (pack.spouses[s] < k) spouses[at++] = pack.spouses[s];
  }
  offsets[k] = at;
  const links = (m: Int32Array, p: Int32Array, ms: Section, ps: Section) => {
    const om = col(ms, Int32Array, 4);
    const op = col(ps, Int32Array, 4);
    let j = 0;
    for (let x = 0; x < m.length; x++) {
      if (m[x] < k && p[x] < k) {
        om[j] = m[x];
        op[j++] = p[x];
      }
    }
  };
  links(pack.secondParent.member, pack.secondParent.parent, 'secondParentMember', 'secondParent');
  links(pack.biologicalParent.member, pack.biologicalParent.parent, 'bioMember', 'bioParent');
  col('branchIds', Int32Array, 4).set(pack.branches.ids);
  col('branchParent', Int32Array, 4).set(pack.branches.parent);
  col('branchName', Uint32Array, 4).set(pack.branches.nameIndex);
  col('stringOffsets', Uint32Array, 4).set(pack.strings.offsets);
  col('stringBytes', Uint8Array, 1).set(pack.strings.bytes);
  writeHeader(out, counts, layout, { clanId: pack.clanId, clanVersion: pack.clanVersion });
  return out;
}
