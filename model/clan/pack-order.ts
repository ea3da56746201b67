/**
 * The member order of a tree pack ("lineage order"): generation-major, and inside a generation the
 * children of the previous generation's members in that members' order — sons by 行第, then daughters by
 * 行第 — each member immediately followed by the spouses who married in (wives by 次序, a 赘婿). So every
 * 世 is one contiguous run, siblings are adjacent and a parent's index is smaller than his children's,
 * which is what a layout wants and what gzip compresses best. Roots (始祖, lines whose link is lost) enter
 * at their own 世. Members the walk cannot reach (a loop, a wife whose husband is missing) go last, in
 * input order.
 */
import { isMarriedIn, type ClanMember, type MemberId } from '../member';

/** Id → input index: a flat array when the ids are dense enough, else a Map. */
export interface IdLookup {
  get(id: MemberId): number;
}

function idLookup(members: readonly ClanMember[]): IdLookup {
  const n = members.length;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const id = members[i].id;
    if (id < min) min = id;
    if (id > max) max = id;
  }
  if (n > 0 && Number.isInteger(min) && Number.isInteger(max) && max - min < 8 * n + 1024) {
    const slots = new Int32Array(max - min + 1).fill(-1);
    for (let i = 0; i < n; i++) slots[members[i].id - min] = i;
    return { get: (id) => (id >= min && id <= max ? slots[id - min] : -1) };
  }
  const map = new Map<MemberId, number>();
  for (let i = 0; i < n; i++) map.set(members[i].id, i);
  return { get: (id) => map.get(id) ?? -1 };
}

export interface MemberIndex {
  byId: IdLookup;
  /** Chart parent (input index) of each member, −1 for none. */
  chartParent: Int32Array;
  /** Input index of the spouse a married-in member belongs to (husband of a wife, wife of a 赘婿), −1. */
  spouseOf: Int32Array;
  /** Sort key among siblings (sons before daughters, then 行第) or, for a married-in member, among spouses (次序). */
  key: Int32Array;
}

export function indexMembers(members: readonly ClanMember[]): MemberIndex {
  const n = members.length;
  const byId = idLookup(members);
  const chartParent = new Int32Array(n).fill(-1);
  const spouseOf = new Int32Array(n).fill(-1);
  const key = new Int32Array(n);
  const look = (id: MemberId | null | undefined) => (id == null ? -1 : byId.get(id));
  for (let i = 0; i < n; i++) {
    const m = members[i];
    if (isMarriedIn(m)) {
      spouseOf[i] = look(m.husbandId ?? m.wifeId);
      key[i] = Math.min(m.spouseOrder ?? 0xfffff, 0xfffff);
      continue;
    }
    key[i] = (m.gender === 'f' ? 1 << 20 : 0) + Math.min(m.birthOrder ?? 0xfffff, 0xfffff);
    let p = look(m.lineageFatherId);
    if (p < 0 && m.lineageFatherId == null && m.motherId != null) {
      const mother = look(m.motherId);
      if (mother >= 0 && !isMarriedIn(members[mother]) && members[mother].gender === 'f') p = mother;
    }
    chartParent[i] = p === i ? -1 : p;
  }
  return { byId, chartParent, spouseOf, key };
}

/** Compressed lists: items of key k are `items[start[k] … start[k+1])`. */
function groupBy(keys: Int32Array, n: number): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < keys.length; i++) if (keys[i] >= 0) start[keys[i] + 1]++;
  for (let k = 0; k < n; k++) start[k + 1] += start[k];
  const fill = start.slice(0, n);
  const items = new Int32Array(start[n]);
  for (let i = 0; i < keys.length; i++) if (keys[i] >= 0) items[fill[keys[i]]++] = i;
  return { start, items };
}

/** Stable insertion sort of `items[from … to)` by `key` (families are small). */
function sortRange(items: Int32Array, from: number, to: number, key: Int32Array): void {
  for (let a = from + 1; a < to; a++) {
    const x = items[a];
    const kx = key[x];
    let b = a - 1;
    while (b >= from && key[items[b]] > kx) {
      items[b + 1] = items[b];
      b--;
    }
    items[b + 1] = x;
  }
}

/** Pack order as input indices (`order[packIndex] = inputIndex`). */
export function lineageOrder(members: readonly ClanMember[], idx: MemberIndex): Int32Array {
  const n = members.length;
  const children = groupBy(idx.chartParent, n);
  const spouses = groupBy(idx.spouseOf, n);
  // sons before daughters, each by 行第; spouses by 次序 (ties keep input order: the sort is stable)
  for (let k = 0; k < n; k++) {
    sortRange(children.items, children.start[k], children.start[k + 1], idx.key);
    sortRange(spouses.items, spouses.start[k], spouses.start[k + 1], idx.key);
  }
  // roots by 世, then input order
  const roots: number[] = [];
  for (let i = 0; i < n; i++) if (idx.chartParent[i] < 0 && idx.spouseOf[i] < 0) roots.push(i);
  roots.sort((a, b) => members[a].generation - members[b].generation || a - b);

  const order = new Int32Array(n);
  const placed = new Uint8Array(n);
  let out = 0;
  let level: number[] = [];
  let r = 0;
  const place = (i: number) => {
    if (placed[i]) return;
    placed[i] = 1;
    order[out++] = i;
    for (let k = spouses.start[i]; k < spouses.start[i + 1]; k++) {
      const s = spouses.items[k];
      if (!placed[s]) {
        placed[s] = 1;
        order[out++] = s;
      }
    }
  };
  while (level.length > 0 || r < roots.length) {
    const g = level.length > 0 ? members[level[0]].generation : members[roots[r]].generation;
    const next: number[] = [];
    const current = level;
    // roots of this generation join the level after the children of the previous one
    while (r < roots.length && members[roots[r]].generation <= g) current.push(roots[r++]);
    for (const i of current) {
      if (placed[i]) continue;
      place(i);
      for (let k = children.start[i]; k < children.start[i + 1]; k++) next.push(children.items[k]);
    }
    level = next;
  }
  for (let i = 0; i < n; i++) if (!placed[i]) order[out++] = i;
  return order;
}
