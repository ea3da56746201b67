/**
 * The tree pack's string table: one UTF-8 blob of distinct strings with offsets. Strings are sorted by
 * frequency (most used first) so the common ones get small indices, which compress best.
 */
import { displayName, isWife, type ClanMember } from '../member';
import type { TreePack } from './pack-format';

export class StringTableBuilder {
  private readonly slots = new Map<string, number>();
  private readonly list: string[] = [];
  private counts = new Uint32Array(1024);
  /** Caches that avoid building a display string per member: surname → name → slot, and the unnamed. */
  private readonly named = new Map<string, Map<string, number>>();
  private readonly unnamed = new Map<string, number>();

  /** Adds a string (once per use); returns its slot. */
  add(s: string): number {
    let slot = this.slots.get(s);
    if (slot === undefined) {
      slot = this.list.length;
      this.slots.set(s, slot);
      this.list.push(s);
      if (slot === this.counts.length) {
        const grown = new Uint32Array(slot * 2);
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    this.counts[slot]++;
    return slot;
  }

  /** Adds a member's display name (`displayName`) without building the string for names seen before. */
  addMember(m: ClanMember): number {
    let slot: number | undefined;
    if (m.name) {
      let inner = this.named.get(m.surname);
      if (!inner) this.named.set(m.surname, (inner = new Map()));
      slot = inner.get(m.name);
      if (slot === undefined) {
        slot = this.add(displayName(m));
        inner.set(m.name, slot);
        return slot;
      }
    } else {
      const key = isWife(m) ? `w${m.surname}` : m.gender === 'f' && m.birthOrder ? `d${m.birthOrder}` : `s${m.surname}`;
      slot = this.unnamed.get(key);
      if (slot === undefined) {
        slot = this.add(displayName(m));
        this.unnamed.set(key, slot);
        return slot;
      }
    }
    this.counts[slot]++;
    return slot;
  }

  get size(): number {
    return this.list.length;
  }

  /** Final index of each slot (`rank`), and the table. */
  build(): { rank: Uint32Array; offsets: Uint32Array; bytes: Uint8Array } {
    const { list, counts } = this;
    const order = list.map((_, i) => i).sort((a, b) => counts[b] - counts[a] || a - b);
    const rank = new Uint32Array(list.length);
    const offsets = new Uint32Array(order.length + 1);
    let cap = 0;
    for (const s of list) cap += s.length * 3;
    const bytes = new Uint8Array(cap);
    const enc = new TextEncoder();
    let pos = 0;
    for (let j = 0; j < order.length; j++) {
      rank[order[j]] = j;
      pos += enc.encodeInto(list[order[j]], bytes.subarray(pos)).written;
      offsets[j + 1] = pos;
    }
    return { rank, offsets, bytes: bytes.subarray(0, pos) };
  }
}

const decoder = new TextDecoder();

/** String `k` of a pack's string table. */
export function packString(pack: TreePack, k: number): string {
  const o = pack.strings.offsets;
  return decoder.decode(pack.strings.bytes.subarray(o[k], o[k + 1]));
}

/** Every string of the table, decoded once (index → string). */
export function packStrings(pack: TreePack): string[] {
  const n = pack.strings.offsets.length - 1;
  const out = new Array<string>(n);
  for (let k = 0; k < n; k++) out[k] = packString(pack, k);
  return out;
}
